import type { APIRequestContext } from "@playwright/test";
import { seenNow } from "../support/bcp";
import { type Company, expect, test } from "./fixtures";
import { httpApi } from "./seed-company";
import { startEverySectionE2e, unique } from "./support";

async function call(request: APIRequestContext, t: string, method: string, path: string, data?: unknown) {
  const res = await request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${t}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBeTruthy();
  return (await res.json()).data;
}

/** Two approved plans (one process each, MAD 4 hours) and a published incident that impacts both. */
async function fixture(request: APIRequestContext, company: Company) {
  const corp = company.owner.token;
  const { token: approver, id: approverId } = await company.user("BUAdmin");
  const leadId = (await company.user("BCPLead")).id;
  const businessUnitId = company.unitId;
  const plans: { id: string; name: string; processId: string }[] = [];
  for (const name of [unique("Finance BCP"), unique("Logistics BCP")]) {
    const plan = await call(request, corp, "post", "/bcp", { name, businessUnitId, bcLeadId: leadId });
    const service = await call(request, corp, "post", "/bcpService", {
      bcpId: plan.id,
      name: "Ops",
      description: "",
    });
    const process = await call(request, corp, "post", "/bcpProcess", {
      bcpServiceId: service.id,
      name: `${name} process`,
      consequencesOfDisruption: "Late payments",
      financialExposure: "low",
      legalExposure: "low",
      customerBrandOrReputationExposure: "low",
      qualityServiceLevel: "low",
      supplyChainExposure: "low",
      criticalityLevel: "high",
      criticalityLevelExplanation: "Deadline",
      isBCStrategyRequired: true,
      justificationForNoBCStrategy: "",
      mad: 4,
      madDuration: "hours",
      totalGlobalHeadCount: 10,
      criticalProcessHeadcountAnalysis: 5,
      maloCriterialExplanation: "",
    });
    await startEverySectionE2e(request, corp, plan.id);
    await call(request, corp, "put", "/bcp/overAllStatus", { bcpId: plan.id, approverId });
    await call(request, approver, "put", "/bcp/approverStatus", {
      bcpId: plan.id,
      section: "overall",
      status: "APPROVED",
      seen: await seenNow(httpApi(request), approver, plan.id),
    });
    plans.push({ id: plan.id, name, processId: process.id });
  }
  const hazardId = company.hazard.id;
  const draft = await call(request, corp, "post", "/incident", {
    type: "Incident",
    hazardCategoryId: company.hazard.categoryId,
  });
  const title = unique("Flood");
  for (const step of [
    { step: "hazard_type", hazardId },
    { step: "load_assets_&_people", lat: 51.5, long: -0.12, viewRadius: 10, locationName: "London" },
    { step: "load_processes", bcpProcessIds: plans.map((p) => p.processId) },
    { step: "general_info", title, impact: "High", status: "Just Created", statusCheckCadence: "Every Hour" },
  ])
    await call(request, corp, "put", `/incident/${draft.id}`, step);
  await call(request, corp, "post", `/incident/${draft.id}/publish`);
  return { corp, incidentId: draft.id as string, title, plans };
}

test("activate two BCPs, respond, analyse with a MAD breach, deactivate; the overview follows", async ({
  page,
  request,
  company,
  signInAs,
}) => {
  const { corp, incidentId, title, plans } = await fixture(request, company);
  await signInAs(company.owner);
  await expect(page).toHaveURL(/\/overview$/);

  // Activate both plans from the incident.
  await page.goto("/bcpActivationResponse");
  await page
    .getByRole("navigation", { name: "Open incidents and crises" })
    .getByRole("link", { name: title })
    .click();
  await expect(page).toHaveURL(new RegExp(`incidentId=${incidentId}`));
  const activate = page.getByRole("form", { name: "Activate BCPs" });
  // The impacted approved plans come ticked (issue 32 item 5); none ticked is refused.
  for (const p of plans) {
    await expect(activate.getByRole("checkbox", { name: new RegExp(p.name) })).toBeChecked();
    await activate.getByRole("checkbox", { name: new RegExp(p.name) }).uncheck();
  }
  await activate.getByRole("button", { name: "Activate" }).click();
  await expect(activate).toContainText("Choose at least one plan to activate.");
  for (const p of plans) await activate.getByRole("checkbox", { name: new RegExp(p.name) }).check();
  await activate.getByLabel("Reason").fill("Ground floor flooded");
  await activate.getByRole("button", { name: "Activate" }).click();
  await expect(page.getByText("BCPs activated successfully!")).toBeVisible();
  await expect(page.getByTestId("activated-process")).toHaveCount(2);

  // The lead is notified.
  const leadNotes = await call(request, (await company.user("BCPLead")).token, "get", "/notifications");
  const texts = JSON.stringify(leadNotes);
  for (const p of plans) expect(texts).toContain(p.name);

  // A responder records a response for the first process.
  const first = page.getByRole("form", { name: `Response for ${plans[0].name} process` });
  await first.getByLabel("Control status").selectOption("Degraded");
  await first.getByLabel("Strategy in use").selectOption("Remote Work (RW)");
  await first.getByLabel("Strategy status").selectOption("Partially Working");
  await first.getByLabel("Headcount available").fill("3");
  await first.getByLabel("Notes").fill("VPN holding");
  await first.getByRole("button", { name: "Record response" }).click();
  await expect(page.getByText("Response recorded successfully!")).toBeVisible();

  const disruption = page.getByRole("form", { name: `Disruption of ${plans[0].name} process` });
  // The disruption start defaults to the incident's alert time (or the activation) and can be corrected.
  const start = new Date(Date.now() - 3600_000).toISOString().slice(0, 16);
  await disruption.getByLabel("Disruption started (UTC)").fill(start);
  await disruption.getByLabel("Note on the disruption (optional)").fill("No power on the ground floor");
  await disruption.getByRole("button", { name: "Update disruption" }).click();
  await expect(page.getByText("Disruption start updated successfully!")).toBeVisible();
  await expect(
    page
      .getByTestId("activated-process")
      .filter({ hasText: `${plans[0].name} process` })
      .first(),
  ).toContainText("At risk");

  // The disruption started five hours ago: past the 4-hour MAD.
  const active = await call(request, corp, "get", `/bcpResponse/getResponseData?incidentId=${incidentId}`);
  const ap = active.flatMap((a: { processes: { id: string; name: string }[] }) => a.processes)[0];
  await call(request, corp, "put", "/bcpProcess/updateDisruption", {
    activationProcessId: ap.id,
    disruption: "No power",
    disruptedSince: new Date(Date.now() - 5 * 3600_000).toISOString(),
  });

  await page.goto(`/bcpActivationResponse/Analysis?incidentId=${incidentId}`);
  await expect(page.getByRole("heading", { name: "Analysis" })).toBeVisible();
  await expect(page.getByLabel("Profile")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Active BCPs" })).toHaveCount(0);
  // The header and the situation report both name the incident.
  await expect(page.getByText(title).first()).toBeVisible();
  await expect(page.getByRole("figure", { name: "Processes by control status" })).toContainText("Degraded");
  await expect(page.getByTestId("mad-row").filter({ hasText: ap.name })).toContainText("Breached");
  await expect(page.getByTestId("not-reported")).toContainText("not reported");

  // The overview shows the active plans and the breach.
  await page.goto("/overview");
  await expect(page.getByRole("region", { name: "Active BCPs" })).toContainText(plans[0].name);
  const late = page.getByRole("region", { name: "Processes at risk or breached" });
  await expect(late).toContainText(ap.name);
  await expect(late).toContainText("Breached");
  await expect(late).toHaveAttribute("data-tone", "alert");
  await expect(late.getByRole("link", { name: ap.name })).toBeVisible();

  // Deactivate the first plan from the Active BCPs list.
  await page.goto("/activatedBcps?dateRange=Today");
  const card = page.getByTestId("active-bcp").filter({ hasText: plans[0].name });
  await card.getByLabel("Reason").fill("Power back");
  await card.getByRole("button", { name: "Deactivate" }).click();
  // Confirmed first, naming the plan, the incident and the reason (UX review X4).
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(`Deactivate ${plans[0].name}?`);
  await expect(confirm).toContainText("Reason: Power back");
  await expect(confirm).toContainText("no more MAD warnings");
  await confirm.getByRole("button", { name: "Deactivate" }).click();
  await expect(page.getByText("BCP deactivated successfully!")).toBeVisible();
  await expect(page.getByTestId("active-bcp").filter({ hasText: plans[0].name })).toHaveCount(0);
  await page.goto("/overview");
  await expect(page.getByRole("region", { name: "Active BCPs" })).not.toContainText(plans[0].name);
});
