import type { TestApi } from "../support/api";
import { makePlan, makeProcess, makeService } from "../support/bcp";
import { publishedIncident } from "../support/incidents";
import { expect, test } from "./fixtures";
import { approvePlanE2e, httpApi } from "./seed-company";
import { unique } from "./support";

/**
 * UX review X4's last gap: disabling a BCP lead asked first but counted nothing she holds. The question now says
 * how many live plans she leads or is assigned, and names each one activated in an incident now.
 */
test("disabling a plan's lead names the plans she holds and where they are activated", async ({
  page,
  company,
  signInAs,
  request,
}) => {
  test.setTimeout(90_000);
  const api = httpApi(request);
  const T = company.owner.token;
  const lead = await company.user("BCPLead");
  const approver = await company.user("BUAdmin");
  const name = unique("Warehousing BCP");
  const plan = await makePlan(api, T, { businessUnitId: company.unitId, bcLeadId: lead.id, name });
  const service = await makeService(api, lead.token, plan.id, "Fulfilment");
  const process = await makeProcess(api, lead.token, service.id, {
    name: "Pick and pack",
    mad: 1,
    madDuration: "days",
  });
  await approvePlanE2e(api, { lead, approver }, plan.id);
  const title = unique("Dock flood");
  const incident = await publishedIncident(api as unknown as TestApi, T, {
    title,
    bcpProcessIds: [process.id],
  });
  await api.ok("post", "/bcpProcess/activateBcps", T, {
    incidentId: incident.id,
    bcpIds: [plan.id],
    reason: "Flooded",
  });

  await signInAs(company.owner, { path: `/usermanagement?search=${encodeURIComponent(lead.email)}` });
  await page.getByRole("link", { name: `Disable ${lead.email}` }).click();
  const question = page.getByRole("alertdialog", { name: `Disable ${lead.email}?` });
  // Each browser project of this file adds a plan of its own to the same lead: the count is at least one.
  await expect(question.getByTestId("disable-holds")).toHaveText(
    /They lead or are assigned \d+ live plans?\. Activated now:/,
  );
  await expect(question.getByRole("listitem").filter({ hasText: name })).toHaveText(`${name} in ${title}`);
  await question.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page.getByTestId("user-row").filter({ hasText: lead.email })).not.toContainText("Disabled");
});
