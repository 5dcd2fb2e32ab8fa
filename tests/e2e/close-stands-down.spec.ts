import { expect, test } from "./fixtures";
import { httpApi, planActiveForTwoIncidents } from "./seed-company";
import { unique } from "./support";

/**
 * Audit 2026-12-02: a Completed incident's plan stayed active, so Home's Active BCPs and most urgent clock kept
 * showing it. Closing asks first, naming the plans it stands down, and the plan then runs for the other incident
 * only.
 */
test("closing an incident names and stands down the plans still active for it", async ({
  company,
  signInAs,
  request,
}) => {
  test.setTimeout(120_000);
  const api = httpApi(request);
  const T = company.owner.token;
  const planName = unique("Dispatch BCP");
  const staying = unique("Canal flood");
  const closing = unique("Dock flood");
  const { b } = await planActiveForTwoIncidents(api, company, {
    plan: planName,
    first: staying,
    second: closing,
  });
  await api.ok("put", `/incident/${b.id}/status`, T, { status: "In Progress" });

  const page = await signInAs(company.owner, { path: `/viewincident/details?incident_id=${b.id}` });
  const change = page.locator("form", { has: page.getByLabel("Change status") });
  await change.getByLabel("Change status").selectOption("Completed");
  await change.getByRole("button", { name: "Update" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("The plan still active for it is deactivated:");
  await expect(confirm.getByTestId("close-stands-down")).toContainText(planName);
  await confirm.getByRole("button", { name: "Mark as Completed" }).click();
  await expect(page.getByText("Status updated.")).toBeVisible();

  await page.goto("/overview");
  const active = page
    .getByRole("region", { name: "Active BCPs" })
    .getByRole("listitem")
    .filter({ hasText: planName });
  await expect(active).toContainText(staying);
  await expect(active).not.toContainText(closing);
});
