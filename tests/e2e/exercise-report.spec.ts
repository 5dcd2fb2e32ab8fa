import { publishedIncident } from "../support/incidents";
import { expect, test } from "./fixtures";
import { DEMO, e2eApi, unique } from "./support";

/** Screenshots of the changed screens, per project (js, nojs) and size. */
const shot = (name: string) => `test-results/shots/${name}.png`;

/**
 * The post-exercise report (issue 35 items 2 and 6): written and kept by Keel when an exercise is Completed, read and
 * printed as kept, downloaded as a PDF marked EXERCISE; the facilitator's observations go into an updated report.
 * Server-rendered pages and plain forms: the same with and without JavaScript, on a phone too.
 */
test("the demo's completed tabletop shows its kept report, readable on a phone, with its PDF", async ({
  page,
  signInAs,
}, info) => {
  await signInAs(DEMO.corpAdmin, { path: "/exerciseprogramme" });
  await page.getByRole("link", { name: "Tabletop: Manchester hub flooded" }).first().click();
  const panel = page.getByTestId("exercise-report-panel");
  await expect(panel).toContainText("Post-exercise report");
  await panel.getByRole("link", { name: "Version 2" }).click();

  await expect(page.getByTestId("exercise-banner")).toContainText("EXERCISE (tabletop)");
  await expect(page.getByRole("heading", { name: "Tabletop: Manchester hub flooded" })).toBeVisible();
  await expect(page.getByTestId("kept-notice")).toContainText("Digest verified");
  const report = page.getByTestId("exercise-report");
  for (const section of [
    "Scenario",
    "Objectives",
    "Participants",
    "Time to acknowledge and to answer",
    "Reach and answers by channel",
    "Processes at the close",
    "Decisions and actions",
    "Findings and corrective actions",
    "Facilitator's observations",
    "Timeline",
  ])
    await expect(report.getByRole("heading", { name: section })).toBeVisible();
  await expect(report.getByRole("region", { name: "Time to acknowledge and to answer" })).toContainText(
    "Response team",
  );
  await expect(report.getByRole("region", { name: "Findings and corrective actions" })).toContainText(
    "Refresh the warehouse call tree from the people register",
  );
  await expect(report.getByRole("region", { name: "Processes at the close" })).toContainText("%");

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: shot(`exercise-report-phone-${info.project.name}`), fullPage: true });
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.screenshot({ path: shot(`exercise-report-desktop-${info.project.name}`), fullPage: true });

  const pdf = await page.request.get(
    (await page.getByRole("link", { name: "Download PDF" }).getAttribute("href")) ?? "",
  );
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["content-disposition"]).toContain("exercise-report-v2.pdf");
});

test("the facilitator's observations go into an updated report; the first stays as kept", async ({
  page,
  request,
  company,
  signInAs,
}, info) => {
  const api = e2eApi(request);
  const title = unique("Call tree tabletop");
  const { id } = await publishedIncident(api as never, company.owner.token, {
    title,
    exerciseType: "Tabletop",
  });
  for (const status of ["In Progress", "Completed"])
    await api.call("put", `/incident/${id}/status`, { token: company.owner.token, body: { status } });
  await signInAs(company.owner, { path: `/viewincident/details?incident_id=${id}` });
  await page.getByRole("link", { name: "After-action review" }).click();
  const panel = page.getByTestId("exercise-report-panel");
  await expect(panel.getByRole("link", { name: "Version 1" })).toBeVisible();

  await panel.getByLabel("Facilitator's observations").fill("The call tree reached everyone in 12 minutes.");
  await panel.getByRole("button", { name: "Save objectives and observations" }).click();
  await expect(page.getByText("Objectives and observations saved.")).toBeVisible();
  await expect(page.getByLabel("Facilitator's observations")).toHaveValue(
    "The call tree reached everyone in 12 minutes.",
  );
  await page.getByRole("button", { name: "Keep an updated report" }).click();
  await expect(page.getByText("An updated post-exercise report is kept.")).toBeVisible();

  await page.getByTestId("exercise-report-panel").getByRole("link", { name: "Version 2" }).click();
  await expect(page.getByRole("region", { name: "Facilitator's observations" })).toContainText(
    "The call tree reached everyone in 12 minutes.",
  );
  await page.goBack();
  await page.getByTestId("exercise-report-panel").getByRole("link", { name: "Version 1" }).click();
  await expect(page.getByRole("region", { name: "Facilitator's observations" })).toContainText(
    "Not written.",
  );
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.goto(`/afteraction?incident_id=${id}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: shot(`exercise-report-panel-phone-${info.project.name}`), fullPage: true });
});
