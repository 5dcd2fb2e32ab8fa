import type { APIRequestContext, Page } from "@playwright/test";
import { type Company, expect, test } from "./fixtures";
import { PAYROLL_RUN, unique } from "./support";

/** A plan of the spec's company with one service and one process (MAD 2 days), made through the API. */
async function setUp(request: APIRequestContext, company: Company) {
  const headers = { authorization: `Bearer ${company.owner.token}` };
  const call = async (method: "post" | "put" | "get", path: string, data?: unknown) => {
    const res = await request[method](`/api${path}`, { headers, data });
    expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBeTruthy();
    return (await res.json()).data;
  };
  const lead = await company.user("BCPLead");
  const approver = await company.user("BUAdmin");
  const makePlan = async (name: string) => {
    const plan = await call("post", "/bcp", { name, businessUnitId: company.unitId, bcLeadId: lead.id });
    const service = await call("post", "/bcpService", { bcpId: plan.id, name: "Payroll", description: "" });
    const process = await call("post", "/bcpProcess", {
      bcpServiceId: service.id,
      ...PAYROLL_RUN,
    });
    return { ...plan, processId: process.id as string };
  };
  const source = await makePlan(unique("Source BCP"));
  for (const name of ["Pandemic", "Cyber attack"]) {
    await call("post", "/bcpRiskAssessment", {
      bcpId: source.id,
      name,
      type: "Operational",
      severity: "High",
      probability: "High",
    });
  }
  const grid = Object.fromEntries(
    ["financial", "legal", "brand", "service", "supplyChain"].map((c) => [
      c,
      Object.fromEntries(["h4", "h8", "d1", "d2", "d3", "w1", "w2", "m1"].map((k) => [k, "medium"])),
    ]),
  );
  await call("put", "/businessImpactAssesment", {
    processId: source.processId,
    businessImpactLevel: "medium",
    impacts: grid,
  });
  const plan = await makePlan(unique("Analysis BCP"));
  return { plan, source, approver };
}

const sectionBadge = (page: Page, key: string) =>
  page.locator(`[data-section="${key}"] [data-badge="completion"]`);

async function open(page: Page, bcpId: string, section: string) {
  await page.goto(`/businesscontinuityplan/manageunit?bcpId=${bcpId}&section=${section}`);
  await expect(page.locator(`[data-help="${section}"]`)).toBeVisible();
}

test("fills every analysis section of a plan, clones from another plan and sends the summary for review", async ({
  page,
  request,
  javaScriptEnabled,
  company,
  signInAs,
}) => {
  test.setTimeout(180_000);
  const { plan, source, approver } = await setUp(request, company);
  await signInAs(company.owner);

  // Risk assessment: add a risk, then clone the source plan's risks over it after confirmation.
  await open(page, plan.id, "riskAssessment");
  await expect(sectionBadge(page, "riskAssessment")).toHaveText("Not Started");
  const riskForm = page.getByRole("form", { name: "Add risk" });
  await riskForm.getByLabel("Risk name").fill("Flood");
  await riskForm.getByLabel("Risk type").selectOption("Environmental");
  await riskForm.getByLabel("Severity of impact").selectOption("Medium");
  await riskForm.getByLabel("Probability").selectOption("Moderate");
  await riskForm.getByRole("button", { name: "Add risk" }).click();
  await expect(page.getByText("Risk added successfully")).toBeVisible();
  await expect(page.locator('[data-risk="Flood"] [data-rating]')).toHaveText("High");
  await expect(sectionBadge(page, "riskAssessment")).toHaveText("Done");
  await page.getByLabel("Clone risks from").selectOption(source.id);
  await page.getByRole("button", { name: "Clone", exact: true }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("overwrites");
  await confirm.getByRole("button", { name: "Clone" }).click();
  await expect(page.getByText("Risk cloned successfully")).toBeVisible();
  await expect(page.locator("[data-risk]")).toHaveCount(2);
  await expect(page.locator('[data-risk="Flood"]')).toHaveCount(0);

  // BIA: clone from the source plan after confirmation, then set this plan's level.
  await open(page, plan.id, "bia");
  await page.getByLabel("Clone BIA from").selectOption(source.id);
  await page.getByRole("button", { name: "Clone", exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Clone" }).click();
  await expect(page.getByText("Cloned Successfully!")).toBeVisible();
  await expect(page.locator('[data-bia="Payroll run"] [data-level]')).toHaveText("Medium");
  const bia = page.getByRole("form", { name: "BIA of Payroll run" });
  await bia.getByLabel("Business impact level").selectOption("high");
  // Impact never falls: High from 2 days (the MAD) on (with JavaScript the row fills right by itself).
  for (const point of ["2 Days", "3 Days", "1 Week", "2 Weeks", "1 Month"])
    await bia.getByLabel(`Legal impact at ${point}`).selectOption("high");
  await bia.getByRole("button", { name: "Save BIA" }).click();
  await expect(page.locator('[data-bia="Payroll run"] [data-level]')).toHaveText("High");
  await expect(sectionBadge(page, "bia")).toHaveText("Done");

  // Dependencies.
  await open(page, plan.id, "dependencies");
  const it = page.locator('[data-block="itapplication"]');
  await it.getByLabel("Enabled").check();
  // A name the register does not have yet is added to it, to review (issue 33: nothing typed is lost).
  if (javaScriptEnabled) {
    await it.getByRole("combobox", { name: "Add an application" }).fill("SAP Payroll");
    await page.getByRole("option", { name: "Add “SAP Payroll” as new (to review)" }).click();
  } else {
    await it.getByLabel("Or a new one, not in the register yet").fill("SAP Payroll");
  }
  await it.getByRole("button", { name: "Save IT APPLICATION" }).click();
  await expect(page.getByText("Dependency saved successfully")).toBeVisible();
  await expect(sectionBadge(page, "dependencies")).toHaveText("Done");

  // MALO: a target beyond the MAD is refused with a clear message; a consistent one saves.
  await open(page, plan.id, "malo");
  const malo = page.getByRole("form", { name: "MALO of Payroll run" });
  await malo.getByLabel("Minimum level at 1 Week").fill("60");
  await malo.getByRole("button", { name: "Save MALO" }).click();
  await expect(page.getByText("The MALO must not start beyond the MAD (2 Days)").first()).toBeVisible();
  await malo.getByLabel("Minimum level at 1 Day").fill("30");
  await malo.getByLabel("Minimum level at 2 Days").fill("50");
  await malo.getByLabel("Minimum level at 3 Days").fill("50");
  await malo.getByLabel("Minimum level at 1 Week").fill("60");
  await malo.getByLabel("Minimum level at 2 Weeks").fill("80");
  await malo.getByLabel("Minimum level at 1 Month").fill("100");
  await malo.getByRole("button", { name: "Save MALO" }).click();
  await expect(page.getByText("MALO saved successfully")).toBeVisible();
  await expect(sectionBadge(page, "malo")).toHaveText("Done");

  // Scenarios: plan one, toggle it off and on, its strategy intact.
  await open(page, plan.id, "scenarioPlanning");
  const site = page.getByRole("form", { name: "Site Inaccessible strategies" });
  await site.getByLabel("Short-term strategy").fill("Work from home");
  await site.getByRole("button", { name: "Save Site Inaccessible" }).click();
  await expect(page.getByText("Scenario saved successfully")).toBeVisible();
  await expect(sectionBadge(page, "scenarioPlanning")).toHaveText("Done");
  // A scenario is marked active or inactive: never "Activate Dependency Analysis", which reads as activating the
  // plan or a section (UX review B-9).
  await expect(page.getByRole("button", { name: /^Activate|^Deactivate/ })).toHaveCount(0);
  await expect(
    page.locator('[data-scenario="dependency_analysis"]').getByRole("button", {
      name: "Mark scenario active (Dependency Analysis)",
    }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Mark scenario inactive (Site Inaccessible)" }).click();
  await expect(page.locator('[data-scenario="site_inaccessible"]')).toContainText("Inactive");
  await page.getByRole("button", { name: "Mark scenario active (Site Inaccessible)" }).click();
  await expect(page.locator('[data-scenario="site_inaccessible"]')).toContainText("Active");
  await expect(
    page.getByRole("form", { name: "Site Inaccessible strategies" }).getByLabel("Short-term strategy"),
  ).toHaveValue("Work from home");

  // BRT roster and stakeholders.
  await open(page, plan.id, "brtRoster");
  const member = page.getByRole("form", { name: "Add team member" });
  await member.getByLabel("Name").fill("Lena Lead");
  await member.getByLabel("Role").selectOption("LEADER");
  await member.getByLabel("Email").fill("bcp.lead@northwind.example");
  await member.getByRole("button", { name: "Add team member" }).click();
  await expect(page.getByText("Team member added successfully")).toBeVisible();
  await expect(sectionBadge(page, "brtRoster")).toHaveText("Done");

  await open(page, plan.id, "stakeholders");
  const stakeholder = page.getByRole("form", { name: "Add stakeholder" });
  await stakeholder.getByLabel("Name").fill("Regulator");
  await stakeholder.getByLabel("Internal/External").selectOption("external");
  await stakeholder.getByLabel("Phone").fill("0800 111 222");
  await stakeholder.getByRole("button", { name: "Add stakeholder" }).click();
  await expect(page.getByText("Stakeholder added successfully")).toBeVisible();
  await expect(sectionBadge(page, "stakeholders")).toHaveText("Done");

  // Executive summary: rich text with JavaScript, a textarea without; then sent for review.
  await open(page, plan.id, "executiveSummary");
  if (javaScriptEnabled) {
    const editor = page.locator('[data-rich-text="html"] [contenteditable="true"]');
    await editor.click();
    await page.keyboard.type("Payroll is our most critical process.");
    const toolbar = page.getByRole("toolbar", { name: "Formatting" });
    for (const name of [
      "Bold",
      "Italic",
      "Underline",
      "Strikethrough",
      "Bulleted list",
      "Align centre",
      "Link",
      "Image",
    ])
      await expect(toolbar.getByRole("button", { name })).toBeVisible();
    await expect(toolbar.getByLabel("Text colour")).toBeVisible();
    await expect(toolbar.getByLabel("Background colour")).toBeVisible();
  } else {
    await page
      .getByRole("textbox", { name: "Executive summary" })
      .fill("Payroll is our most critical process.");
  }
  await page.getByRole("button", { name: "Save executive summary" }).click();
  await expect(page.getByText("Executive summary saved successfully")).toBeVisible();
  await expect(sectionBadge(page, "executiveSummary")).toHaveText("Done");
  await expect(page.getByText("Payroll is our most critical process.")).toBeVisible();
  const send = page.locator("form").filter({ hasText: "Send Executive Summary for approval" });
  await send.getByLabel("Approver").selectOption(approver.id);
  await send.getByRole("button", { name: "Send for approval" }).click();
  await expect(page.locator('[data-section="executiveSummary"] [data-badge="approval"]')).toBeVisible();

  // Every analysis section is done.
  for (const key of [
    "bia",
    "riskAssessment",
    "dependencies",
    "malo",
    "scenarioPlanning",
    "brtRoster",
    "stakeholders",
  ]) {
    await expect(sectionBadge(page, key)).toHaveText("Done");
  }

  // The audit trail names scenarios and dependency blocks by their labels, never their stored keys (UX B-9).
  await page.goto(`/businesscontinuityplan/manageunit?bcpId=${plan.id}&section=audit`);
  const trail = page.getByTestId("audit-trail");
  await expect(trail).toContainText("scenario: Site Inaccessible");
  await expect(trail).toContainText("block: IT APPLICATION");
  await expect(trail).not.toContainText("site_inaccessible");
  await expect(trail).not.toContainText("itapplication");
});

test("a BIA kept Partially Done by its unset level says so beside the status and on the field", async ({
  page,
  request,
  company,
  signInAs,
}) => {
  // UX review B-3: every impact cell set, "Business impact level" still Awaiting Response.
  const { plan } = await setUp(request, company);
  const curve = Object.fromEntries(
    ["financial", "legal", "brand", "service", "supplyChain"].map((c) => [
      c,
      Object.fromEntries(
        ["h4", "h8", "d1", "d2", "d3", "w1", "w2", "m1"].map((k, i) => [k, i < 3 ? "low" : "high"]),
      ),
    ]),
  );
  const saved = await request.put("/api/businessImpactAssesment", {
    headers: { authorization: `Bearer ${company.owner.token}` },
    data: { processId: plan.processId, businessImpactLevel: "awaiting_response", impacts: curve },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();

  await signInAs(company.owner);
  await open(page, plan.id, "bia");
  await expect(sectionBadge(page, "bia")).toHaveText("Partially Done");
  const missing = page.getByTestId("section-missing");
  await expect(missing).toContainText("Not Done yet:");
  await expect(
    missing.getByRole("link", { name: "Payroll run: Business impact level not set" }),
  ).toBeVisible();
  const bia = page.getByRole("form", { name: "BIA of Payroll run" });
  const level = bia.getByLabel("Business impact level");
  await expect(level).toHaveAccessibleDescription(
    "Not set yet: this keeps the BIA Partially Done. The impact over time above reaches High.",
  );
  await level.selectOption("high");
  await bia.getByRole("button", { name: "Save BIA" }).click();
  await expect(sectionBadge(page, "bia")).toHaveText("Done");
  await expect(page.getByTestId("section-missing")).toHaveCount(0);
  await expect(page.locator('[data-missing="businessImpactLevel"]')).toHaveCount(0);
});

/**
 * The UX re-run lost an executive summary typed before the editor's code had arrived (a slow phone): the editor
 * replaced the textarea and started empty, and Save said the summary was missing. Now it starts from what was typed.
 */
test("text typed before the rich-text editor has loaded is kept and saved", async ({
  page,
  request,
  company,
  signInAs,
  javaScriptEnabled,
}) => {
  test.skip(
    !javaScriptEnabled,
    "without JavaScript the textarea is the field (the test above saves through it)",
  );
  const { plan } = await setUp(request, company);
  await signInAs(company.owner);
  // Every script chunk but the page's own arrives late, as on a slow phone: the textarea stands for a while.
  let delayed = 0;
  await page.route(/lexical-editor-[\w-]+\.js$/, async (route) => {
    delayed++;
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto(`/businesscontinuityplan/manageunit?bcpId=${plan.id}&section=executiveSummary`);
  const textarea = page.locator('textarea[name="html"]');
  await textarea.fill("Typed before the editor loaded.");
  const editor = page.locator('[data-rich-text="html"] [contenteditable="true"]');
  await expect(editor).toContainText("Typed before the editor loaded.");
  expect(delayed).toBe(1);
  await editor.click();
  await page.keyboard.press("End");
  await page.keyboard.type(" And after.");
  await page.getByRole("button", { name: "Save executive summary" }).click();
  await expect(page.getByText("Executive summary saved successfully")).toBeVisible();
  await expect(page.getByText("Typed before the editor loaded. And after.")).toBeVisible();
});
