import type { TestApi } from "../support/api";
import { publishedIncident } from "../support/incidents";
import { expect, test } from "./fixtures";
import { httpApi } from "./seed-company";
import { unique } from "./support";

/**
 * Audit 2026-12-03: a BCP lead (who manages incidents but may not escalate them) was offered Escalate to Crisis on
 * the incident page and in the list, and the server then refused her. The control shows only to those the
 * permission policy lets escalate.
 */
test("Escalate to Crisis is offered only to those who may escalate", async ({
  company,
  signInAs,
  request,
}) => {
  test.setTimeout(90_000);
  const api = httpApi(request);
  const title = unique("Warehouse fire");
  const incident = await publishedIncident(api as unknown as TestApi, company.owner.token, { title });
  const incidentPage = `/viewincident/details?incident_id=${incident.id}`;

  const lead = await company.user("BCPLead");
  let page = await signInAs(lead, { path: incidentPage });
  // She may edit it (she manages incidents), so the header's actions are there: only escalation is not.
  await expect(page.getByRole("link", { name: "Edit" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Escalate to Crisis" })).toHaveCount(0);
  // A typed confirmation link asks her nothing either.
  await page.goto(`${incidentPage}&confirm=escalate`);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await page.goto(`/incidents?q=${encodeURIComponent(title)}`);
  const row = page.getByTestId("incident-row").filter({ hasText: title });
  await row.getByText("Actions").click();
  await expect(row.getByRole("link", { name: "Edit" })).toBeVisible();
  await expect(row.getByRole("link", { name: "Escalate to Crisis" })).toHaveCount(0);

  const unitAdmin = await company.user("BUAdmin");
  page = await signInAs(unitAdmin, { path: incidentPage });
  await expect(page.getByRole("link", { name: "Escalate to Crisis" })).toBeVisible();
  await page.goto(`/incidents?q=${encodeURIComponent(title)}`);
  const adminRow = page.getByTestId("incident-row").filter({ hasText: title });
  await adminRow.getByText("Actions").click();
  await expect(adminRow.getByRole("link", { name: "Escalate to Crisis" })).toBeVisible();
});
