import { expect, test } from "./fixtures";
import { DEMO, DEMO_PASSWORD, incidentId } from "./support";

const SHOTS = process.env.E2E_SCREENSHOTS;
const FLOOD = "Flooding at Manchester Distribution Centre";

/**
 * Issue 22: the demo's flood (plan activated) from Home to the incident page's process states, Analysis with its
 * situation report, printed on one A4 sheet and as a PDF; and the incident list's Type column and drafts filter.
 */
test("the picture of the day: Home, process states on the incident, the situation report, drafts", async ({
  page,
  request,
  javaScriptEnabled,
  signInAs,
}) => {
  test.setTimeout(120_000);
  const mode = javaScriptEnabled ? "js" : "nojs";
  await signInAs(DEMO.corpAdmin);
  // Home lists the newest open incidents with what each hits (other specs add newer ones to the shared demo
  // company, so the flood itself may have scrolled off the tile's eight lines).
  const open = page.getByRole("region", { name: "Open incidents and crises" });
  await expect(open.getByRole("link", { name: /^(Incident|Crisis): / }).first()).toBeVisible();
  await expect(open).toContainText(/\d+ sites?, \d+ (people|person)/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/home-${mode}.png`, fullPage: true });

  // The incident page's PROCESSES tab shows each activated process's state.
  await page.goto(`/viewincident/details?incident_id=${await incidentId(request, FLOOD)}`);
  await expect(page.getByRole("heading", { name: FLOOD })).toBeVisible();
  await page.getByRole("link", { name: "PROCESSES", exact: false }).first().click();
  await expect(page.getByTestId("process-states")).toBeVisible();
  await expect(page.locator("[data-state]").first()).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/incident-processes-${mode}.png`, fullPage: true });

  // Analysis: the situation report first, then the charts.
  await page.getByTestId("process-states").getByRole("link", { name: "Analysis" }).click();
  const report = page.getByTestId("situation-report");
  await expect(report.getByRole("heading", { name: FLOOD })).toBeVisible();
  for (const part of [
    "What is hit",
    "Processes",
    "Actions and owners",
    "People accounted for",
    "Next status check",
  ])
    await expect(report.getByRole("heading", { name: part, exact: true })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/analysis-${mode}.png`, fullPage: true });

  // Printed: the report alone, on one A4 sheet.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("figure").first()).toBeHidden();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/analysis-print-${mode}.png`, fullPage: true });
  if (javaScriptEnabled) {
    const printed = await page.pdf({ format: "A4", printBackground: true });
    if (SHOTS) (await import("node:fs")).writeFileSync(`${SHOTS}/analysis-print.pdf`, printed);
    expect(printed.toString("latin1").match(/\/Type\s*\/Page\b/g)?.length).toBe(1);
  }
  await page.emulateMedia({ media: "screen" });

  // The PDF link answers a PDF.
  const href = await page.getByRole("link", { name: "Situation report (PDF)" }).getAttribute("href");
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");

  // The incident list: a Type column, and the caller's drafts on demand.
  const signin = await request.post("/api/auth/signin", {
    data: { email: DEMO.corpAdmin, password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await signin.json()).data.token}` };
  // An existing category: an empty new one would sort first and leave later specs' wizards no hazard to pick.
  const cats = await request.get("/api/hazardCategory/all", { headers });
  const draft = await request.post("/api/incident", {
    headers,
    data: { type: "Crisis", hazardCategoryId: (await cats.json()).data[0].id },
  });
  expect(draft.status()).toBe(201);
  await page.goto("/incidents");
  await expect(page.getByRole("columnheader", { name: "Type", exact: true })).toBeVisible();
  await page.getByLabel("Show").selectOption({ label: "My drafts" });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/drafts=mine/);
  const row = page.getByTestId("incident-row").filter({ hasText: "Untitled crisis" }).first();
  await expect(row).toContainText("Draft");
  await expect(row).toContainText("Crisis");
  await expect(row.getByRole("link", { name: "Untitled crisis" })).toHaveAttribute(
    "href",
    /createcrisis|hazard_type/i,
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/incidents-drafts-${mode}.png`, fullPage: true });

  // On a phone the report reads top to bottom.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(href!.replace("situationReport", "Analysis"));
  await expect(page.getByTestId("situation-report")).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/analysis-phone-${mode}.png`, fullPage: true });
});
