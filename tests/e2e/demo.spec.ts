import { expect, test } from "./fixtures";
import { DEMO, incidentId, logout } from "./support";

test.describe("the demo company's sample content", () => {
  test("plans, incidents, the activation and management plans show on their pages", async ({
    page,
    request,
    signInAs,
  }) => {
    await signInAs(DEMO.corpAdmin);

    // Searched for: other specs add plans to the demo company, which can push these past the first page.
    for (const plan of [
      "Warehousing & Distribution BCP",
      "Finance Operations BCP",
      "European Transport BCP",
      "IT Infrastructure BCP",
    ]) {
      await page.goto(`/businesscontinuityplan?search=${encodeURIComponent(plan)}`);
      await expect(page.getByRole("link", { name: plan })).toBeVisible();
    }

    for (const title of [
      "Flooding at Manchester Distribution Centre",
      "Power outage at Slough Data Centre",
      "Ransomware on the transport booking system",
    ]) {
      await page.goto(`/incidents?q=${encodeURIComponent(title)}`);
      await expect(page.getByText(title)).toBeVisible();
    }

    const flood = await incidentId(request, "Flooding at Manchester");
    await page.goto(`/viewincident/response_actions?incident_id=${flood}`);
    await expect(
      page.getByText("Divert today's priority orders to the Lyon depot", { exact: true }),
    ).toBeVisible();

    await page.goto(`/bcpActivationResponse?incidentId=${flood}`);
    await expect(page.getByTestId("activated-process")).toHaveCount(3);
    // The latest status check is shown; earlier ones sit in the (collapsed) history.
    await expect(page.getByText("Lyon at full priority volume.").first()).toBeAttached();

    await page.goto("/managementplan/incident_management_plan");
    await expect(page.getByRole("link", { name: "Site Incident Management Plan" })).toBeVisible();
    await page.goto("/managementplan/crisis_management_plan");
    await expect(page.getByRole("link", { name: "Corporate Crisis Management Plan" })).toBeVisible();
  });

  // Issue 34 item 6: seeded relative to the first start (aware 72 h ago, initial notification sent 67 h ago), so
  // the intermediate report is due in about five hours whenever the demo starts.
  test("the ransomware crisis is classified major under DORA: initial notification met, intermediate report due", async ({
    page,
    request,
    signInAs,
  }) => {
    const crisis = await incidentId(request, "Ransomware on the transport booking system");
    await signInAs(DEMO.corpAdmin);
    await page.goto("/overview");
    const due = page.getByRole("region", { name: "Regulators' reports due" });
    const line = due.getByRole("listitem").filter({ hasText: "Ransomware on the transport booking system" });
    await expect(line).toContainText("DORA intermediate report");
    await expect(line.locator('[data-state="Due"]')).toBeVisible();
    await expect(line).toContainText(/Due in [45] h/);

    await page.goto(`/viewincident/details?incident_id=${crisis}`);
    const panel = page.getByRole("region", { name: "Classification and reporting" });
    await expect(panel.getByTestId("classification")).toContainText("Major");
    await expect(panel.getByTestId("classification")).toContainText("DORA");
    await expect(panel.getByTestId("classification")).toContainText("Booking servers encrypted");
    const initial = panel.locator('[data-report="DORA:initial"]');
    await expect(initial.locator('[data-state="Met"]')).toBeVisible();
    await expect(initial).toContainText("reference DORA-IN-2026-0412");
    const intermediate = panel.locator('[data-report="DORA:intermediate"]');
    await expect(intermediate.locator('[data-state="Due"]')).toBeVisible();
    await expect(intermediate).toContainText(/Due in [45] h/);
    await expect(panel.locator('[data-report="DORA:final"] [data-state="Waiting"]')).toBeVisible();

    // The initial notification as sent is kept, with a digest that verifies.
    await initial.getByRole("link", { name: "Sent version" }).click();
    await expect(page.getByTestId("kept-notice")).toContainText("Digest verified");
    await expect(page.getByTestId("sent-report")).toContainText(
      "Crisis: Ransomware on the transport booking system",
    );
  });

  test("a view-only user reads the crisis's classification and deadlines, with nothing to change them", async ({
    page,
    request,
    signInAs,
  }) => {
    const crisis = await incidentId(request, "Ransomware on the transport booking system");
    await signInAs(DEMO.viewer, { own: true });
    await page.goto(`/viewincident/details?incident_id=${crisis}`);
    const panel = page.getByRole("region", { name: "Classification and reporting" });
    await expect(panel.getByTestId("classification")).toContainText("Major");
    await expect(panel.locator('[data-report="DORA:intermediate"] [data-state="Due"]')).toBeVisible();
    await expect(panel.getByText("Reclassify")).toHaveCount(0);
    await expect(panel.getByText("Record as sent")).toHaveCount(0);
    await logout(page);
  });

  test("the BCP lead finds the approval request on the notifications screen", async ({ page, signInAs }) => {
    await signInAs(DEMO.lead);
    await page.goto("/notifications?filter=approvals");
    await expect(page.getByTestId("notification-list").getByText(/Finance Operations BCP/)).toBeVisible();
  });

  test("the incident's Activate BCPs button opens the activation flow; a view-only user has none", async ({
    page,
    request,
    signInAs,
  }) => {
    const flood = await incidentId(request, "Flooding at Manchester");
    // Signed out below: a session of its own, not the worker's shared one.
    await signInAs(DEMO.viewer, { own: true });
    await page.goto(`/viewincident/details?incident_id=${flood}`);
    await expect(
      page.getByRole("heading", { name: "Flooding at Manchester Distribution Centre" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Activate BCPs" })).toHaveCount(0);
    await logout(page);

    await signInAs(DEMO.lead);
    await page.goto(`/viewincident/details?incident_id=${flood}`);
    await page.getByRole("link", { name: "Activate BCPs" }).click();
    await expect(page).toHaveURL(new RegExp(`/bcpActivationResponse\\?incidentId=${flood}$`));
    await expect(page.getByRole("form", { name: "Activate BCPs" })).toBeVisible();
  });
});
