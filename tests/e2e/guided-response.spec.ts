import { expect, test } from "./fixtures";
import { floodedSite, newCompanyAdmin, signIn } from "./support";

/** Screenshots of the changed screens, per project (js, nojs) and size. */
const shot = (name: string) => `test-results/shots/${name}.png`;

/** Issue 32 item 8: a new company is guided from Home; Get Help opens the how-to of the page at hand. */
test("a new company sees its setup checklist, the sidebar's Business units and Sites, and Get Help", async ({
  page,
  request,
}, info) => {
  const js = info.project.name;
  const admin = await newCompanyAdmin(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, admin.email, admin.password);
  const setup = page.getByTestId("setup-checklist");
  await expect(setup.getByRole("heading", { name: "Set up your company" })).toBeVisible();
  await expect(setup.locator('[data-step="organisation"]')).toHaveAttribute("data-done", "false");
  await expect(setup.getByRole("link", { name: "Add them" })).toHaveClass(/btn-primary/);
  await page.screenshot({ path: shot(`setup-home-phone-${js}`), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // "Create a BCP" opens the create form itself, not the plan list (UX scenario B: one screen less).
  await setup.locator('[data-step="plan"]').getByRole("link").click();
  await expect(page.getByRole("heading", { name: "Create BCP" })).toBeVisible();
  await page.goto("/overview");
  await expect(setup).toBeVisible();

  await page.setViewportSize({ width: 1400, height: 900 });
  const nav = page.getByRole("navigation", { name: "Main" }).first();
  await expect(nav.getByRole("link", { name: "Business units" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Sites" })).toBeVisible();
  await nav.getByRole("link", { name: "Get Help" }).click();
  await expect(page).toHaveURL(/\/help\?from=%2Foverview/);
  await expect(page.locator('[data-topic="setup"]')).toHaveAttribute("open", "");
  await expect(page.getByText("Add a business unit and a site:").first()).toBeVisible();
  await page.getByRole("link", { name: "Back to the page" }).click();
  await expect(page).toHaveURL(/\/overview$/);
});

/** Issue 32 item 5: the incident's checklist is ticked from data; an empty audience is refused on its field. */
test("the incident's response checklist follows the team, and a message to an empty team is refused", async ({
  page,
  request,
  company,
  signInAs,
}, info) => {
  const js = info.project.name;
  const { incidentId } = await floodedSite(request, company.owner);
  const incident = `/viewincident/details?incident_id=${incidentId}`;
  await signInAs(company.owner, { path: `/incidentmessages?incident_id=${incidentId}` });
  // Before Send, each audience says how many it reaches: the empty team says so (UX review A-8).
  await expect(page.getByLabel("Response team")).toBeVisible();
  await expect(page.locator("label", { hasText: "Response team" })).toContainText("(nobody to send to yet)");
  await expect(page.locator("label", { hasText: "Impacted people" })).toContainText("(1 person)");
  await page.getByLabel("Response team").check();
  await page.getByRole("button", { name: /^Send/ }).click();
  await expect(page.getByText(/Nobody to reach in Response team/).first()).toBeVisible();
  await page.screenshot({ path: shot(`empty-audience-${js}`), fullPage: true });

  await page.goto(incident);
  const checklist = page.getByTestId("response-checklist");
  await expect(checklist.locator('[data-step="team"]')).toHaveAttribute("data-done", "false");
  await expect(checklist.getByRole("link", { name: "Name the team" })).toHaveClass(/btn-primary/);
  await expect(checklist.getByText(/The response team is empty/)).toBeVisible();
  const team = page.getByRole("form", { name: "Response team" });
  await team.getByLabel("Response coordinator").selectOption({ label: "Olive Owner" });
  await team.getByLabel("Olive Owner").selectOption("LEADER");
  await team.getByRole("button", { name: "Save team" }).click();
  await expect(page.getByText("Response team saved.")).toBeVisible();
  await expect(checklist.locator('[data-step="team"]')).toHaveAttribute("data-done", "true");
  await expect(team.getByLabel("Olive Owner")).toHaveValue("LEADER");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot(`incident-checklist-phone-${js}`), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

/** UX re-run B-1: a company with one business unit has nothing to choose on Create BCP. */
test("Create BCP comes with the company's only business unit chosen", async ({ page, company, signInAs }) => {
  await signInAs(company.owner, { path: "/businesscontinuityplan?create=1" });
  await expect(page.getByLabel("Business Unit", { exact: true })).toHaveValue(company.unitId);
});
