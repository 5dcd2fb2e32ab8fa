import { expect, test } from "./fixtures";
import { floodedSite, newCompanyAdmin } from "./support";

/** A datetime-local value `hoursAgo` before now, on the UTC clock (a new company's time zone). */
const wallClock = (hoursAgo: number) =>
  new Date(Date.now() - hoursAgo * 3_600_000).toISOString().slice(0, 16);

/**
 * Issue 34 item 3: an incident is classified major under DORA on its page (a refused time shown on its field, the
 * input kept), which starts the reporting clock; the initial notification recorded as sent is met, and the
 * intermediate report's deadline starts. Server-rendered forms: the same steps with and without JavaScript.
 */
test("an incident is classified major and its initial report recorded as sent", async ({
  page,
  request,
  company,
  signInAs,
}) => {
  const { incidentId } = await floodedSite(request, company.owner);
  await signInAs(company.owner);
  await page.goto(`/viewincident/details?incident_id=${incidentId}`);
  const panel = page.getByRole("region", { name: "Classification and reporting" });
  await expect(panel).toContainText("Not classified yet.");

  await panel.locator("summary", { hasText: "Classify" }).click();
  const form = panel.getByRole("form", { name: "Classification" });
  await form.getByLabel(/Became aware at/).fill(wallClock(1));
  await form.getByLabel(/Classified at/).fill(wallClock(2));
  await form.getByLabel("Critical services affected").check();
  await form.getByLabel("Data losses", { exact: false }).check();
  await form.getByLabel("Major", { exact: true }).check();
  await form.getByLabel("Reason").fill("Booking data encrypted; all clients affected.");
  await form.getByLabel(/^DORA/).check();
  await form.getByRole("button", { name: "Save classification" }).click();

  // Awareness after classification: refused on its field, nothing saved, the input kept.
  const again = page.getByRole("form", { name: "Classification" });
  await expect(again.getByText("The firm must have become aware before it classified.")).toBeVisible();
  await expect(again.getByLabel("Reason")).toHaveValue("Booking data encrypted; all clients affected.");
  await expect(again.getByLabel(/^DORA/)).toBeChecked();
  await again.getByLabel(/Became aware at/).fill(wallClock(3));
  await again.getByRole("button", { name: "Save classification" }).click();

  await expect(page.getByText("Classification saved.")).toBeVisible();
  const classification = panel.getByTestId("classification");
  await expect(classification).toContainText("Major");
  await expect(classification).toContainText("Booking data encrypted");
  const initial = panel.locator('[data-report="DORA:initial"]');
  const intermediate = panel.locator('[data-report="DORA:intermediate"]');
  await expect(initial.locator('[data-state="Due"]')).toBeVisible();
  await expect(initial).toContainText(/Due in (1 h 5\d min|2 h)/);
  await expect(intermediate.locator('[data-state="Waiting"]')).toBeVisible();

  await initial.locator("summary", { hasText: "Record as sent" }).click();
  await initial.getByLabel("Reference").fill("CA-2026-0042");
  await initial.getByRole("button", { name: "Record as sent" }).click();
  await expect(page.getByText("Report recorded as sent.")).toBeVisible();
  await expect(initial.locator('[data-state="Met"]')).toBeVisible();
  await expect(initial).toContainText("reference CA-2026-0042");
  await expect(intermediate.locator('[data-state="Due"]')).toBeVisible();
  await expect(intermediate).toContainText(/Due in (2 d 23 h|3 d)/);

  // The history keeps both steps.
  await expect(page.getByText(/Classified major \(DORA\)/)).toBeVisible();
  await expect(
    page.getByText(/DORA Initial notification sent .*reference CA-2026-0042.*deadline met/),
  ).toBeVisible();
});

/**
 * Done-when of issue 34: times on the company's clock. A New York company classifies on its own wall clock, under
 * two regimes at once (NIS2 and GDPR); the instants are stored as meant and each deadline is shown in New York time.
 */
test("an incident is classified on the company's clock, under several regimes at once", async ({
  page,
  request,
  signInAs,
}) => {
  const owner = await newCompanyAdmin(request);
  const headers = { authorization: `Bearer ${owner.token}` };
  const company = (await (await request.get("/api/company", { headers })).json()).data;
  const zone = "America/New_York";
  await request.put("/api/company", {
    headers,
    data: { name: company.name, settings: { timezone: zone, dateFormat: "YYYY-MM-DD" } },
  });
  const { incidentId } = await floodedSite(request, owner);
  const HOUR = 3_600_000;
  const aware = new Date(Math.floor((Date.now() - 3 * HOUR) / 60_000) * 60_000);
  const classified = new Date(aware.getTime() + HOUR);
  /** The instant as New York's wall clock, "YYYY-MM-DDTHH:mm". */
  const nyWall = (d: Date) =>
    d.toLocaleString("sv-SE", { timeZone: zone, hour12: false }).replace(" ", "T").slice(0, 16);

  await signInAs(owner);
  await page.goto(`/viewincident/details?incident_id=${incidentId}`);
  const panel = page.getByRole("region", { name: "Classification and reporting" });
  await panel.locator("summary", { hasText: "Classify" }).click();
  const form = panel.getByRole("form", { name: "Classification" });
  await form.getByLabel(`Became aware at (${zone})`).fill(nyWall(aware));
  await form.getByLabel(`Classified at (${zone})`).fill(nyWall(classified));
  await form.getByLabel("Major", { exact: true }).check();
  await form.getByLabel("Reason").fill("Customer records exposed at the depot.");
  await form.getByLabel(/^NIS2/).check();
  await form.getByLabel(/^GDPR/).check();
  await form.getByRole("button", { name: "Save classification" }).click();
  await expect(page.getByText("Classification saved.")).toBeVisible();

  const view = (await (await request.get(`/api/incident/${incidentId}/classification`, { headers })).json())
    .data;
  expect(view.classification).toMatchObject({
    awareAt: aware.toISOString(),
    classifiedAt: classified.toISOString(),
    regimes: ["NIS2", "GDPR"],
  });
  const shown = (d: Date) => `${nyWall(d).replace("T", " ")} ${zone}`;
  await expect(panel.locator('[data-report="NIS2:early_warning"]')).toContainText(
    `Due ${shown(new Date(aware.getTime() + 24 * HOUR))}`,
  );
  await expect(panel.locator('[data-report="GDPR:notification"]')).toContainText(
    `Due ${shown(new Date(aware.getTime() + 72 * HOUR))}`,
  );
  await expect(panel.getByTestId("classification")).toContainText(`became aware ${shown(aware)}`);
  await expect(panel.locator('[data-report^="DORA"]')).toHaveCount(0);
});
