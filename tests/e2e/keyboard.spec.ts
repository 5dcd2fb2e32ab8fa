import type { Locator, Page } from "@playwright/test";
import { makePlan } from "../support/bcp";
import { expect, test } from "./fixtures";
import { httpApi } from "./seed-company";
import { DEMO, DEMO_PASSWORD, unique } from "./support";

/**
 * Issue 11: keyboard-only use (Tab, Shift+Tab, Enter, Space, Escape, arrows; no mouse) of the
 * notification bell, a confirmation dialog and the incident wizard; focus is always visible.
 */

/** Presses Tab until `target` has focus (fails if it is not reachable), and checks focus is visible. */
async function tabTo(page: Page, target: Locator, max = 120) {
  for (let i = 0; i < max; i++) {
    // The locator is resolved each time: hydration may replace the element (the no-JavaScript bell link becomes
    // a button), and a handle taken before it would never match the focused element.
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      const style = await target.evaluate((el) => {
        const s = getComputedStyle(el);
        return { outline: s.outlineStyle, width: s.outlineWidth, shadow: s.boxShadow };
      });
      const visible = (style.outline !== "none" && style.width !== "0px") || style.shadow !== "none";
      expect(
        visible,
        `a visible focus indicator on ${await target.evaluate((el) => el.outerHTML.slice(0, 80))}`,
      ).toBe(true);
      return;
    }
    await page.keyboard.press("Tab");
  }
  throw new Error(`not reachable with Tab: ${target}`);
}

test.beforeEach(async ({ signInAs }) => {
  await signInAs(DEMO.corpAdmin);
});

test("the notification bell opens, switches tabs and closes with the keyboard", async ({
  page,
}, testInfo) => {
  const js = testInfo.project.name === "js";
  const bell = page.getByLabel(/^Notifications/).first();
  await tabTo(page, bell);
  await page.keyboard.press("Enter");
  if (!js) {
    // Without JavaScript the bell is a link to the notifications screen.
    await expect(page).toHaveURL(/\/notifications$/);
    return;
  }
  const dialog = page.getByRole("dialog", { name: "Notifications" });
  await expect(dialog).toBeVisible();
  const all = dialog.getByRole("tab", { name: /^All/ });
  await tabTo(page, all);
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByRole("tab", { name: /approval/i })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(all).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(bell).toBeFocused();
});

test("a confirmation dialog is cancelled and confirmed with the keyboard", async ({ page, request }) => {
  const api = httpApi(request);
  const { token } = await api.ok<{ token: string }>("post", "/auth/signin", "", {
    email: DEMO.corpAdmin,
    password: DEMO_PASSWORD,
  });
  const me = await api.ok<{ id: string }>("get", "/auth/session", token);
  const units = await api.ok<{ id: string }[]>("get", "/bcp/getBCPUnits", token);
  const name = unique("Keyboard plan");
  await makePlan(api, token, { businessUnitId: units[0].id, bcLeadId: me.id, name });
  await page.goto(`/businesscontinuityplan?q=${encodeURIComponent(name)}`);
  const row = page.getByRole("row").filter({ hasText: name });
  await tabTo(page, row.getByRole("link", { name: "Clone" }));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(name);
  await tabTo(page, dialog.getByRole("link", { name: "Cancel" }));
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await tabTo(page, row.getByRole("link", { name: "Clone" }));
  await page.keyboard.press("Enter");
  await tabTo(page, page.getByRole("alertdialog").getByRole("button", { name: "Clone" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alertdialog")).toBeHidden();
  await expect(page.getByText(/cloned|copy/i).first()).toBeVisible();
});

// Unfinished: a locator of step 3 (latitude/longitude) times out; see the sweep helper's report.
test("the incident wizard's five steps are done and published with the keyboard", async ({ page }) => {
  await page.goto("/createincidents/hazard_category");
  const next = () => page.getByRole("button", { name: "next step" });
  // 1. hazard category, 2. hazard type: a radio each, chosen with Space.
  for (const step of [/hazard_category/, /hazard_type/]) {
    await expect(page).toHaveURL(step);
    await tabTo(page, page.getByRole("radio").first());
    await page.keyboard.press("Space");
    await tabTo(page, next());
    await page.keyboard.press("Enter");
  }
  // 3. where: viewing radius, latitude, longitude — in the order Tab reaches them (the radius comes
  // first; tabbing on from the longitude would cross the map and the whole page to come back to it).
  await expect(page).toHaveURL(/load_assets/);
  for (const [label, value] of [
    ["Viewing radius", "10"],
    ["Latitude", "51.5"],
    ["Longitude", "-0.12"],
  ]) {
    await tabTo(page, page.getByLabel(label, { exact: false }).first());
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type(value);
  }
  await tabTo(page, next());
  await page.keyboard.press("Enter");
  // 4. processes: nothing to choose.
  await expect(page).toHaveURL(/load_processes/);
  await tabTo(page, next());
  await page.keyboard.press("Enter");
  // 5. general information, then publish.
  await expect(page).toHaveURL(/general_info/);
  const title = unique("Keyboard incident");
  await tabTo(page, page.getByLabel("Title", { exact: false }).first());
  await page.keyboard.type(title);
  for (const label of ["Impact", "Status check cadence"]) {
    await tabTo(page, page.getByLabel(label, { exact: false }).first());
    await page.keyboard.press("ArrowDown");
  }
  await tabTo(page, page.getByRole("button", { name: "Publish" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/viewincident\//);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
});
