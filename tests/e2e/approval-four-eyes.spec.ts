import type { Locator, Page } from "@playwright/test";
import { BCP_MESSAGES } from "../../app/domains/bcp/model";
import { paths } from "../../app/paths";
import { makePlan, makeProcess, makeService } from "../support/bcp";
import { expect, test } from "./fixtures";
import { httpApi } from "./seed-company";
import { hydrated, startEverySectionE2e, unique } from "./support";

const SHOTS = process.env.E2E_SCREENSHOTS;
const SIZES = [
  { width: 1400, height: 900, name: "desktop" },
  { width: 390, height: 844, name: "phone" },
];

/** Sends the plan from its manage page to `approverId`, confirming sections not done yet when asked. */
async function sendTo(page: Page, approverId: string, answer: Locator) {
  const send = page.getByRole("form", { name: "Send the plan for approval" });
  await send.getByLabel("Approver").selectOption(approverId);
  await send.getByRole("button", { name: "Send for approval" }).click();
  const anyway = send.getByRole("button", { name: "Send anyway" });
  await expect(answer.or(anyway)).toBeVisible();
  if (await anyway.isVisible()) await anyway.click();
  await expect(answer).toBeVisible();
  return send;
}

async function shoot(page: Page, name: string, at: Locator) {
  if (!SHOTS) return;
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await at.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${size.name}.png` });
  }
}

/**
 * Four eyes (integrity review 2026-11-28): who edited a plan since its last approval, a Corporate Administrator
 * too, is not offered as its approver and is refused on the Approver field; an approver who edits it after it was
 * sent sees why they cannot decide, and its lead sends it to someone who did not edit it, who approves it.
 */
test("nobody approves a plan they edited since its last approval", async ({
  company,
  signInAs,
  request,
  javaScriptEnabled,
}) => {
  test.setTimeout(180_000);
  const mode = javaScriptEnabled ? "js" : "nojs";
  const api = httpApi(request);
  const owner = company.owner;
  const [lead, buAdmin, geoAdmin] = [
    await company.user("BCPLead"),
    await company.user("BUAdmin"),
    await company.user("BUGeoAdmin"),
  ];
  const plan = await makePlan(api, owner.token, {
    businessUnitId: company.unitId,
    bcLeadId: lead.id,
    name: unique("Four eyes BCP"),
  });
  const service = await makeService(api, lead.token, plan.id, "Fulfilment");
  await makeProcess(api, lead.token, service.id, { name: "Pick and pack" });
  await startEverySectionE2e(request, lead.token, plan.id);
  const people = await api.ok<{ id: string; name: string }[]>(
    "get",
    `/bcp/people?bcpId=${plan.id}`,
    lead.token,
  );
  const nameOf = (id: string) => people.find((p) => p.id === id)!.name;

  // The lead picks the Corporate Administrator and is asked to confirm the sections not done yet; meanwhile the
  // administrator adds a service to the plan, so sending it to them is refused on the Approver field.
  const page = await signInAs(lead, { path: paths.manageBcp(plan.id) });
  await hydrated(page);
  const send = page.getByRole("form", { name: "Send the plan for approval" });
  await send.getByLabel("Approver").selectOption(owner.id);
  await send.getByRole("button", { name: "Send for approval" }).click();
  await expect(send.getByRole("button", { name: "Send anyway" })).toBeVisible();
  await makeService(api, owner.token, plan.id, "Added by the administrator");
  await send.getByRole("button", { name: "Send anyway" }).click();
  await expect(send.getByText(BCP_MESSAGES.approverEdited(nameOf(owner.id), "this plan"))).toBeVisible();
  // Opened again, the picker no longer offers them, and says why.
  await page.goto(paths.manageBcp(plan.id));
  await hydrated(page);
  await expect(send.getByLabel("Approver").locator(`option[value="${owner.id}"]`)).toHaveCount(0);
  await expect(send.getByTestId("editors-not-offered")).toContainText(nameOf(owner.id));
  await shoot(page, `four-eyes-refused-${mode}`, send);

  await sendTo(page, buAdmin.id, page.getByText("Sent for approval."));

  // The approver edits the plan after it was sent to them: no decision form, but why.
  await makeService(api, buAdmin.token, plan.id, "Changed by its approver");
  await signInAs(buAdmin, { path: paths.viewBcp(plan.id) });
  const mine = page.getByTestId("approver-edited");
  await expect(mine).toHaveText(BCP_MESSAGES.youEdited("this plan"));
  await expect(page.getByRole("button", { name: "Approve" })).toHaveCount(0);
  await shoot(page, `four-eyes-approver-${mode}`, mine);

  // The lead is told, and sends it to someone who did not edit it.
  await signInAs(lead, { path: paths.manageBcp(plan.id) });
  await hydrated(page);
  await expect(page.getByTestId("approver-edited")).toHaveText(
    BCP_MESSAGES.approverEditedSent(nameOf(buAdmin.id), "this plan"),
  );
  const again = page.getByRole("form", { name: "Send the plan for approval" });
  for (const edited of [owner.id, buAdmin.id])
    await expect(again.getByLabel("Approver").locator(`option[value="${edited}"]`)).toHaveCount(0);
  await shoot(page, `four-eyes-lead-${mode}`, again);
  await sendTo(page, geoAdmin.id, page.getByText("Sent for approval."));

  await signInAs(geoAdmin, { path: paths.viewBcp(plan.id) });
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Approved.")).toBeVisible();
  await expect(page.getByTestId("overall-approval")).toContainText("Approved");
});
