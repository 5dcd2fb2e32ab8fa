import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { DEMO, incidentId } from "./support";

const SHOTS = process.env.E2E_SCREENSHOTS;
const FLOOD = "Flooding at Manchester Distribution Centre";

/** Whether the document scrolls sideways: wider than the window it is shown in. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** What a stacked cell writes before its value: its column's name, when the rows stack. */
const labelShown = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((td) => getComputedStyle(td, "::before").content);

/**
 * Audit 2026-12-02: at 390 px the Analysis page's tables (the situation report's, the status charts', time since
 * disruption against MAD, headcount) ran off the side. On a phone each row is a card, each value under its column's
 * name; on a desktop they stay tables.
 */
test("Analysis reads on a phone: the tables' rows stack, each value named", async ({
  page,
  request,
  javaScriptEnabled,
  signInAs,
}) => {
  const mode = javaScriptEnabled ? "js" : "nojs";
  const url = `/bcpActivationResponse/Analysis?incidentId=${await incidentId(request, FLOOD)}`;
  await signInAs(DEMO.corpAdmin);

  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(url);
  await expect(page.getByRole("columnheader", { name: "Hours since disruption" })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/analysis-desktop-${mode}.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(url);
  await expect(page.getByTestId("situation-report")).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  // The headings give way to each cell's own label.
  await expect(page.getByRole("columnheader", { name: "Hours since disruption" })).toBeHidden();
  const hours = page.getByTestId("mad-row").first().locator('td[data-label="Hours since disruption"]');
  await expect(hours).toBeVisible();
  expect(await labelShown(page, '[data-testid="mad-row"] td[data-label="Hours since disruption"]')).toBe(
    '"Hours since disruption"',
  );
  expect(await labelShown(page, '[data-testid="sitrep-process"] td[data-label="Time to breach"]')).toBe(
    '"Time to breach"',
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/analysis-phone-${mode}.png`, fullPage: true });
});
