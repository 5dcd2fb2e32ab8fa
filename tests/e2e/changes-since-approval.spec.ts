import type { APIRequestContext } from "@playwright/test";
import { makePlan, makeProcess, makeService, seenNow } from "../support/bcp";
import { type Company, expect, test } from "./fixtures";
import { httpApi } from "./seed-company";
import { startEverySectionE2e, unique } from "./support";

const SHOTS = process.env.E2E_SCREENSHOTS;
const SIZES = [
  { width: 1400, height: 900, name: "desktop" },
  { width: 390, height: 844, name: "phone" },
];
const LONG_CONTROL =
  "Two UPS units in the server room, tested monthly, with a generator contract that delivers within four hours and a second feed from the grid on the north side of the site";

/**
 * Audit 2026-12-02 (approver findings): the approver reads what changed since the plan's last decision field by field
 * (old struck, new inserted), a plan never decided on says it is its first approval, and an old approval's comment
 * reads as an earlier decision, never as if it answered the request now awaiting a decision.
 */
test.describe("what an approver reads", () => {
  test.setTimeout(120_000);

  /** A plan (one service, one process, a risk "Power cut" of severity Low, control "UPS") sent for approval. */
  async function sentPlan(company: Company, request: APIRequestContext) {
    const api = httpApi(request);
    const lead = await company.user("BCPLead");
    const approver = await company.user("BUAdmin");
    const plan = await makePlan(api, company.owner.token, {
      businessUnitId: company.unitId,
      bcLeadId: lead.id,
      name: unique("Payroll BCP"),
    });
    const service = await makeService(api, lead.token, plan.id, "Payroll");
    await makeProcess(api, lead.token, service.id, { name: "Payroll run", mad: 2, madDuration: "days" });
    // Starts every section: among them the risk "Power cut".
    await startEverySectionE2e(api.request, lead.token, plan.id);
    const risks = await api.ok<{ id: string; name: string }[]>(
      "get",
      `/bcpRiskAssessment/all?bcpId=${plan.id}`,
      lead.token,
    );
    await api.ok("put", "/bcp/overAllStatus", lead.token, { bcpId: plan.id, approverId: approver.id });
    return { api, lead, approver, plan, risk: risks.find((r) => r.name === "Power cut")! };
  }
  const editRisk = (api: ReturnType<typeof httpApi>, token: string, id: string) =>
    api.ok("put", "/bcpRiskAssessment", token, {
      id,
      name: "Power cut",
      type: "Operational",
      severity: "High",
      probability: "Rare",
      existingControlStrategy: LONG_CONTROL,
    });

  test("a first-sent plan says so; sent again after a rejection, it shows each change since", async ({
    company,
    signInAs,
    request,
    javaScriptEnabled,
  }) => {
    const { api, lead, approver, plan, risk } = await sentPlan(company, request);

    const page = await signInAs(approver);
    await page.goto(`/businesscontinuityplan/manageBCP?bcpId=${plan.id}`);
    const changes = page.getByTestId("changes-since");
    await expect(changes.getByRole("heading")).toHaveText("This is the plan's first approval");
    await expect(changes).toContainText("What it holds: 1 service, 1 process, 1 risk");

    // Rejected with a reason, fixed by the lead, sent again.
    await api.ok("put", "/bcp/approverStatus", approver.token, {
      bcpId: plan.id,
      section: "overall",
      status: "REJECTED",
      approveComments: "The power risk is understated.",
      seen: await seenNow(api, approver.token, plan.id),
    });
    await editRisk(api, lead.token, risk.id);
    await api.ok("put", "/bcp/overAllStatus", lead.token, { bcpId: plan.id, approverId: approver.id });

    await page.reload();
    await expect(changes.getByRole("heading")).toHaveText(/^Changed since the rejection \(/);
    const severity = changes.getByTestId("field-change").filter({ hasText: "Severity of impact" });
    await expect(severity.locator("del")).toHaveText("Low");
    await expect(severity.locator("ins")).toHaveText("High");
    // A long value is cut at a word; the whole of it opens below, with and without JavaScript.
    const control = changes.getByTestId("field-change").filter({ hasText: "Existing control strategy" });
    await expect(control.locator("del")).toHaveText("UPS");
    await expect(control.locator("summary ins")).toHaveText(/^Two UPS units .*…$/);
    await control.getByText("Read all").click();
    await expect(control.locator("details > ins")).toHaveText(LONG_CONTROL);
    // The rejection's reason is an earlier decision now, with its date.
    const approval = page.getByTestId("overall-approval");
    await expect(approval.getByTestId("approver-comments")).toHaveCount(0);
    await expect(approval.getByTestId("approval-history")).toContainText(
      /Rejected, .+ by .+: “The power risk is understated\.”/,
    );
    if (SHOTS) {
      const mode = javaScriptEnabled ? "js" : "nojs";
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.screenshot({ path: `${SHOTS}/changes-since-${size.name}-${mode}.png`, fullPage: false });
        await changes.screenshot({ path: `${SHOTS}/changes-since-box-${size.name}-${mode}.png` });
      }
    }
  });

  test("a section sent on its own shows its own changes since its last approval", async ({
    company,
    signInAs,
    request,
  }) => {
    const { api, lead, approver, plan, risk } = await sentPlan(company, request);
    // The whole plan rejected; then its risk assessment approved on its own, changed, and sent again alone: the
    // approver reads the section's changes since its own approval, not the plan's since its rejection.
    await api.ok("put", "/bcp/approverStatus", approver.token, {
      bcpId: plan.id,
      section: "overall",
      status: "REJECTED",
      approveComments: "Rework the risks first.",
      seen: await seenNow(api, approver.token, plan.id),
    });
    await api.ok("put", "/bcp/approvalStatus", lead.token, {
      bcpId: plan.id,
      section: "riskAssessment",
      approverId: approver.id,
    });
    await api.ok("put", "/bcp/approverStatus", approver.token, {
      bcpId: plan.id,
      section: "riskAssessment",
      status: "APPROVED",
      seen: await seenNow(api, approver.token, plan.id),
    });
    await editRisk(api, lead.token, risk.id);
    await api.ok("put", "/bcp/approvalStatus", lead.token, {
      bcpId: plan.id,
      section: "riskAssessment",
      approverId: approver.id,
    });

    const page = await signInAs(approver);
    await page.goto(`/businesscontinuityplan/manageBCP?bcpId=${plan.id}`);
    const changes = page.getByTestId("changes-since");
    await expect(changes.getByRole("heading")).toHaveText(/^Changed since the last approval \(/);
    const severity = changes.getByTestId("field-change").filter({ hasText: "Severity of impact" });
    await expect(severity.locator("del")).toHaveText("Low");
    await expect(severity.locator("ins")).toHaveText("High");
  });

  test("an approved plan changed since shows old and new, and the approval's comment as an earlier decision", async ({
    company,
    signInAs,
    request,
  }) => {
    const { api, lead, approver, plan, risk } = await sentPlan(company, request);
    await api.ok("put", "/bcp/approverStatus", approver.token, {
      bcpId: plan.id,
      section: "overall",
      status: "APPROVED",
      approveComments: "Re-test the generator before winter.",
      seen: await seenNow(api, approver.token, plan.id),
    });
    // The lead reads the comment beside its decision and date.
    const leadPage = await signInAs(lead);
    await leadPage.goto(`/businesscontinuityplan/manageunit?bcpId=${plan.id}`);
    await expect(leadPage.getByTestId("overall-approval").getByTestId("approver-comments")).toHaveText(
      /^Approver's comments \(Approved, .+\): Re-test the generator before winter\.$/,
    );

    // A copy made of the plan, and a new assignee, change nothing the approver read (audit 2026-12-03: the list
    // showed "Plan details: Plan cloned (to: BCP-…)" as a change to approve).
    await api.ok("post", "/bcp/clone", company.owner.token, { bcpId: plan.id });
    await api.ok("put", "/bcp/updateAssignee", company.owner.token, { bcpId: plan.id, assigneeId: lead.id });
    // The lead's change sends the plan back to its approver.
    await editRisk(api, lead.token, risk.id);
    const page = await signInAs(approver);
    await page.goto(`/businesscontinuityplan/manageBCP?bcpId=${plan.id}`);
    const changes = page.getByTestId("changes-since");
    await expect(changes.getByRole("heading")).toHaveText(/^Changed since the last approval \(/);
    const severity = changes.getByTestId("field-change").filter({ hasText: "Severity of impact" });
    await expect(severity.locator("del")).toHaveText("Low");
    await expect(severity.locator("ins")).toHaveText("High");
    await expect(changes).toContainText("Risk edited (name: Power cut)");
    await expect(changes).not.toContainText("Plan details");
    await expect(changes).not.toContainText("Plan cloned");
    await expect(changes).not.toContainText("Assignee changed");
    const approval = page.getByTestId("overall-approval");
    await expect(approval.getByTestId("approver-comments")).toHaveCount(0);
    await expect(approval.getByTestId("approval-history")).toContainText(
      /Approved, .+ by .+: “Re-test the generator before winter\.”/,
    );
  });
});
