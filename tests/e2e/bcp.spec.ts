import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  DEMO,
  DEMO_PASSWORD,
  latestMailTo,
  linkIn,
  logout,
  pickSite,
  signIn,
  startEverySectionE2e,
  unique,
} from "./support";

const LEAD = "Lena Lead (bcp.lead@northwind.example)";
const APPROVER = "Bruno Unit (bu.admin@northwind.example)";

async function createPlan(page: Page, name: string) {
  await signIn(page, DEMO.corpAdmin, DEMO_PASSWORD, "/login?redirect=%2Fbusinesscontinuityplan");
  await expect(page).toHaveURL(/\/businesscontinuityplan$/);
  await page.getByRole("link", { name: "Create BCP" }).click();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Business Unit", { exact: true }).selectOption({ label: "Operations" });
  await page.getByLabel("Sub Business Unit").selectOption({ label: "Warehousing" });
  await page.getByLabel("BCP Lead").selectOption({ label: LEAD });
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page).toHaveURL(/\/businesscontinuityplan\/manageunit\?bcpId=/);
  await expect(page.getByText("BCP created successfully!")).toBeVisible();
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(statusBadge(page)).toHaveText("Just Created");
  return new URL(page.url()).searchParams.get("bcpId")!;
}

const statusBadge = (page: Page) => page.locator('[data-badge="bcp-status"]').first();
const section = (page: Page, name: RegExp) =>
  page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name });

async function fillProcess(form: Locator | Page, name: string, headcount = "10") {
  await form.getByLabel("Process name").fill(name);
  for (const label of [
    "Financial Exposure",
    "Legal Exposure",
    "Brand Exposure",
    "Service Exposure",
    "Supply Chain Exposure",
  ]) {
    await form.getByLabel(label).selectOption({ label: "Low" });
  }
  await form.getByLabel("Overall Criticality").selectOption({ label: "High" });
  await form.getByLabel("Criticality Level Explanation").fill("Customers wait on it every day");
  await form.getByRole("radio", { name: "Yes" }).check();
  await form.getByLabel("MAD duration").fill("4");
  await form.getByLabel("MAD unit").selectOption({ label: "Hours" });
  await form.getByLabel("Global Head Count").fill(headcount);
  await form.getByLabel("Critical Process Headcount Analysis").fill("3");
}

test.describe("business continuity plans", () => {
  test("each process rule shows its message on its field and keeps the other input", async ({ page }) => {
    await createPlan(page, unique("Rules BCP"));
    await page.getByLabel("Service name").fill("Dispatch");
    await page.getByRole("button", { name: "Add service" }).click();
    await expect(page.getByText("Service added successfully!")).toBeVisible();
    await section(page, /^Processes/).click();
    await page.getByRole("link", { name: "Add process" }).click();
    await page.getByLabel("Process name").fill("Pick and pack");
    await page.getByLabel("Financial Exposure").selectOption({ label: "High" });
    for (const label of ["Legal Exposure", "Brand Exposure", "Service Exposure", "Supply Chain Exposure"]) {
      await page.getByLabel(label).selectOption({ label: "None" });
    }
    await page.getByLabel("Overall Criticality").selectOption({ label: "Low" });
    await page.getByLabel("Criticality Level Explanation").fill("Orders ship daily");
    await page.getByRole("radio", { name: "No" }).check();
    await page.getByLabel("MAD duration").fill("2");
    await page.getByLabel("Global Head Count").fill("3");
    await page.getByLabel("Critical Process Headcount Analysis").fill("9");
    await page.getByRole("button", { name: "Add process" }).click();

    await expect(
      page.getByText("Exposure levels should be in ascending order (Low < Medium < High)."),
    ).toBeVisible();
    await expect(page.getByLabel("Overall Criticality")).toHaveAttribute("aria-invalid", "true");
    await expect(
      page.getByText("Critical ProcessHeadcount Analysis can not be greater than Global Head Count."),
    ).toBeVisible();
    await expect(page.getByLabel("Critical Process Headcount Analysis")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(page.getByText("MAD unit is required.")).toBeVisible();
    await expect(page.getByText("Give the justification for no BC strategy.")).toBeVisible();
    // What the user typed is still there.
    await expect(page.getByLabel("Process name")).toHaveValue("Pick and pack");
    await expect(page.getByLabel("MAD duration")).toHaveValue("2");
    await expect(page.getByLabel("Criticality Level Explanation")).toHaveValue("Orders ship daily");

    await page.getByLabel("Overall Criticality").selectOption({ label: "High" });
    await page.getByLabel("Critical Process Headcount Analysis").fill("2");
    await page.getByLabel("MAD unit").selectOption({ label: "Days" });
    await page.getByLabel("Justification for No BC Strategy").fill("Manual picking lists work for a week");
    await page.getByRole("button", { name: "Add process" }).click();
    await expect(page.getByText("Process Created successfully!")).toBeVisible();
    await expect(page.locator('li[data-process="Pick and pack"]')).toContainText("High");
  });

  test("a plan goes through rejection from the emailed link, a fix, and approval; the audit trail shows each step", async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    // Long: the whole approval round trip, with every section started through the API (issue 32).
    test.slow();
    const name = unique("Warehouse BCP");
    const bcpId = await createPlan(page, name);
    const manage = `/businesscontinuityplan/manageunit?bcpId=${bcpId}`;
    await logout(page);

    // The BCP lead fills the plan in.
    await signIn(page, DEMO.lead, DEMO_PASSWORD, `/login?redirect=${encodeURIComponent(manage)}`);
    await page.getByLabel("Service name").fill("Outbound logistics");
    await page.getByRole("button", { name: "Add service" }).click();
    await expect(statusBadge(page)).toHaveText("In Progress");
    await expect(statusBadge(page)).toHaveClass(/bg-amber-100/);
    for (const process of ["Loading", "Routing"]) {
      await section(page, /^Processes/).click();
      await page.getByRole("link", { name: "Add process" }).click();
      await fillProcess(page, process);
      await page.getByRole("button", { name: "Add process" }).click();
      await expect(page.getByText("Process Created successfully!")).toBeVisible();
    }
    // Delivery locations are register sites (issue 21): the first is added to the register from the form,
    // the second picks it.
    const depot = unique("Leeds Depot");
    await section(page, /^Delivery Locations/).click();
    const loadingCard = () => page.locator('li[data-process="Loading"]');
    await expect(loadingCard()).toContainText("No Locations Added");
    await loadingCard().getByText("Site not in the register? Add a new site").click();
    await loadingCard().getByLabel("New site name").fill(depot);
    await loadingCard().getByLabel("City").fill("Leeds");
    await loadingCard().getByLabel("Country").fill("United Kingdom");
    await loadingCard().getByRole("button", { name: "Add location" }).click();
    await expect(page.getByText("Location added successfully!")).toBeVisible();
    const routingCard = () => page.locator('li[data-process="Routing"]');
    await pickSite(page, routingCard, depot, { javaScriptEnabled });
    await routingCard().getByRole("button", { name: "Add location" }).click();
    await expect(page.getByText("Location added successfully!")).toBeVisible();
    await expect(routingCard()).toContainText(depot);
    await section(page, /^Delivery Headcount/).click();
    // One Save for the whole section: a process over its head count is refused on its card, and nothing is saved.
    const loading = page.locator('li[data-process="Loading"]');
    const routing = page.locator('li[data-process="Routing"]');
    await expect(page.getByRole("button", { name: "Save head counts" })).toHaveCount(1);
    await loading.getByLabel(`Head Count at ${depot}`).fill("12");
    await routing.getByLabel(`Head Count at ${depot}`).fill("8");
    await page.getByRole("button", { name: "Save head counts" }).click();
    await expect(loading.getByText("Total Head Count is more than Service Head Count")).toBeVisible();
    await expect(routing.getByText("Total Head Count is more than Service Head Count")).toHaveCount(0);
    await expect(routing.getByLabel(`Head Count at ${depot}`)).toHaveValue("8");
    await expect(page.locator('[data-section="deliveryHeadcount"] [data-badge="completion"]')).not.toHaveText(
      "Done",
    );
    await loading.getByLabel(`Head Count at ${depot}`).fill("8");
    await page.getByRole("button", { name: "Save head counts" }).click();
    await expect(page.getByText("Locations Saved successfully")).toBeVisible();
    await expect(routing.getByLabel(`Head Count at ${depot}`)).toHaveValue("8");
    await expect(page.locator('[data-section="deliveryHeadcount"]')).toContainText("Done");

    // Sent for approval.
    const send = page.getByRole("form", { name: "Send the plan for approval" });
    await send.getByLabel("Approver").selectOption({ label: APPROVER });
    await send.getByRole("button", { name: "Send for approval" }).click();
    // The analysis sections are not started: the plan is refused, naming them.
    await expect(send.getByText(/Not started: .*Business Impact Analysis/)).toBeVisible();
    // Every section started (the BIA only partly): the lead is asked first, and sends anyway.
    const signedIn = await request.post("/api/auth/signin", {
      data: { email: DEMO.corpAdmin, password: DEMO_PASSWORD },
    });
    await startEverySectionE2e(request, (await signedIn.json()).data.token, bcpId);
    // A GET of the page (a reload would post the refused form again without JavaScript).
    await page.goto(page.url());
    await send.getByLabel("Approver").selectOption({ label: APPROVER });
    await send.getByRole("button", { name: "Send for approval" }).click();
    await expect(send.getByTestId("incomplete-sections")).toContainText(
      "Business Impact Analysis: Partially Done",
    );
    await send.getByRole("button", { name: "Send anyway" }).click();
    await expect(page.getByText("Sent for approval.")).toBeVisible();
    await expect(statusBadge(page)).toHaveText("Awaiting Approval");
    await expect(statusBadge(page)).toHaveClass(/bg-orange-100/);
    await logout(page);

    // The approver rejects from the emailed link, with a comment.
    const request1 = await latestMailTo(request, DEMO.buAdmin);
    const link = linkIn(request1.text);
    expect(link).toBe(`/businesscontinuityplan/manageBCP?bcpId=${bcpId}&section=overall`);
    await page.goto(link);
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await page.getByLabel("Email").fill(DEMO.buAdmin);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "This plan awaits your approval" })).toBeVisible();
    await page.getByRole("button", { name: "Reject" }).click();
    await expect(page.getByText("Give a reason for rejecting.")).toBeVisible();
    await page.getByLabel("Comments").fill("Routing needs a shorter MAD");
    await page.getByRole("button", { name: "Reject" }).click();
    await expect(page.getByText("Rejected and returned to the BCP lead.")).toBeVisible();
    await expect(statusBadge(page)).toHaveText("In Progress");
    await logout(page);

    // The lead fixes the process and sends the plan again.
    await signIn(
      page,
      DEMO.lead,
      DEMO_PASSWORD,
      `/login?redirect=${encodeURIComponent(`${manage}&section=processes`)}`,
    );
    await expect(page.getByTestId("overall-approval")).toContainText("Routing needs a shorter MAD");
    await page.locator('li[data-process="Routing"]').getByRole("link", { name: "Edit" }).click();
    await page.getByLabel("MAD duration").fill("2");
    await page.getByRole("button", { name: "Save process" }).click();
    await expect(page.getByText("process edited successfully")).toBeVisible();
    const again = page.getByRole("form", { name: "Send the plan for approval" });
    await again.getByLabel("Approver").selectOption({ label: APPROVER });
    await again.getByRole("button", { name: "Send for approval" }).click();
    await again.getByRole("button", { name: "Send anyway" }).click();
    await expect(statusBadge(page)).toHaveText("Awaiting Approval");
    await logout(page);

    // The approver approves.
    await signIn(page, DEMO.buAdmin, DEMO_PASSWORD, `/login?redirect=${encodeURIComponent(link)}`);
    await page.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByText("Approved.")).toBeVisible();
    await expect(statusBadge(page)).toHaveText("Approved");
    await expect(statusBadge(page)).toHaveClass(/bg-green-100/);

    // Every step is in the audit trail.
    await section(page, /^Audit Trail/).click();
    const trail = page.getByTestId("audit-trail");
    for (const step of [
      "Plan created by Cora Admin",
      "Service added by Lena Lead",
      "Process added by Lena Lead",
      "Location added by Lena Lead",
      "Head counts saved by Lena Lead",
      "Sent for approval by Lena Lead",
      "Rejected by Bruno Unit",
      "Process edited by Lena Lead",
      "Approved by Bruno Unit",
    ]) {
      await expect(trail.getByText(step).first()).toBeVisible();
    }
    await expect(trail).toContainText("Routing needs a shorter MAD");

    // The list shows it under its status filter.
    await page.goto("/businesscontinuityplan?filter=approved");
    await expect(page.locator(`tr[data-plan="${name}"]`)).toContainText("Approved");
  });
});
