import { expect, test } from "./fixtures";
import { DEMO } from "./support";

/** Screenshots of the changed screens, per project (js, nojs) and size. */
const shot = (name: string) => `test-results/shots/${name}.png`;

/**
 * The exercise programme where the plans are (issue 35 items 3 and 4): a plan never exercised is flagged on the BCP
 * list, not only on Home; the demo's warehouse plan, exercised by its tabletop, is not, and its page lists the open
 * corrective action of that exercise, overdue. The same with and without JavaScript, on a phone too.
 */
test("the BCP list flags a plan overdue for an exercise; the programme names the critical processes exercised; an exercised plan's page lists its open findings", async ({
  page,
  signInAs,
}, info) => {
  const js = info.project.name;
  await signInAs(DEMO.corpAdmin, { path: "/businesscontinuityplan?search=Finance%20Operations" });
  const never = page.locator('tr[data-plan="Finance Operations BCP"]');
  await expect(never.getByTestId("exercise-overdue")).toHaveText("Exercise overdue");
  await page.goto("/businesscontinuityplan?search=Warehousing");
  const exercised = page.locator('tr[data-plan="Warehousing & Distribution BCP"]');
  await expect(exercised).toBeVisible();
  await expect(exercised.getByTestId("exercise-overdue")).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot(`bcp-list-exercise-overdue-phone-${js}`), fullPage: true });
  await page.setViewportSize({ width: 1400, height: 900 });

  // The flag leads to the programme, where the plan is listed as overdue.
  await page.goto("/businesscontinuityplan?search=Finance%20Operations");
  await never.getByTestId("exercise-overdue").click();
  await expect(page).toHaveURL(/\/exerciseprogramme$/);
  await expect(
    page.getByTestId("programme-plan").filter({ hasText: "Finance Operations BCP" }),
  ).toContainText("Overdue");
  // Which critical processes were exercised: the never exercised first, the warehouse's within 12 months.
  const critical = page.getByTestId("critical-process");
  await expect(critical.first()).toContainText("Never exercised");
  await expect(critical.first()).toContainText("Not in the last 36 months");
  await expect(critical.filter({ hasText: "Warehousing & Distribution BCP" }).first()).toContainText(
    "In the last 12 months",
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot(`programme-critical-phone-${js}`), fullPage: true });
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.screenshot({ path: shot(`programme-critical-desktop-${js}`), fullPage: true });

  // The warehouse plan's page: the tabletop's open action (overdue), not the one closed with its evidence.
  await page.goto("/businesscontinuityplan?search=Warehousing");
  await exercised.getByRole("link", { name: "View full details" }).click();
  const open = page.getByTestId("plan-findings");
  await expect(open).toContainText("Open findings (1)");
  await expect(open).toContainText("Write the Lyon slot-booking steps into the plan's strategy");
  await expect(open).toContainText("Overdue");
  await expect(open).not.toContainText("Refresh the warehouse call tree");
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await open.screenshot({ path: shot(`plan-findings-phone-${js}`) });
});
