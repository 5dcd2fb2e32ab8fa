import { expect, test } from "./fixtures";
import { DEMO, floodedSite } from "./support";

/**
 * Evidence that lasts (issue 35 item 6, issue 34 item 4): the demo's approved plan lists its approved version,
 * readable and printable as approved; a regulator report is prefilled from the incident, edited, exported, and once
 * recorded as sent shows the version kept. Server-rendered pages and forms: the same with and without JavaScript.
 */
test("the demo's approved plan shows its approved version, as approved, with a digest that verifies", async ({
  page,
  signInAs,
}) => {
  await signInAs(DEMO.corpAdmin);
  await page.goto(`/businesscontinuityplan?search=${encodeURIComponent("Warehousing & Distribution BCP")}`);
  await page.getByRole("link", { name: "Warehousing & Distribution BCP" }).click();
  const versions = page.getByRole("region", { name: "Approved versions" });
  await expect(versions).toContainText("Approved by Bruno Unit");
  await versions.getByRole("link", { name: "Version 1" }).click();

  const notice = page.getByTestId("kept-notice");
  await expect(notice).toContainText("Digest verified");
  await expect(notice).toContainText(/[0-9a-f]{64}/);
  await expect(page.getByRole("heading", { name: "Warehousing & Distribution BCP" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Business Impact Analysis" })).toBeVisible();
  // No control to change it, and the PDF is the version's.
  await expect(page.getByRole("link", { name: "Edit" })).toHaveCount(0);
  const pdf = await page.request.get(
    (await page.getByRole("link", { name: "Download PDF" }).getAttribute("href")) ?? "",
  );
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["content-disposition"]).toContain("-v1.pdf");
});

test("a regulator report is prefilled, edited, exported, and kept as sent", async ({
  page,
  request,
  company,
  signInAs,
}) => {
  const { incidentId } = await floodedSite(request, company.owner);
  const headers = { authorization: `Bearer ${company.owner.token}` };
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
  const classified = await request.put(`/api/incident/${incidentId}/classification`, {
    headers,
    data: {
      awareAt: hoursAgo(3),
      classifiedAt: hoursAgo(2),
      criteria: ["criticalServices"],
      result: "major",
      reason: "The depot is flooded.",
      regimes: ["DORA"],
    },
  });
  expect(classified.ok()).toBeTruthy();

  await signInAs(company.owner);
  await page.goto(`/viewincident/details?incident_id=${incidentId}`);
  const initial = page.locator('[data-report="DORA:initial"]');
  await initial.getByRole("link", { name: "Open the report draft" }).click();
  await expect(page.getByRole("heading", { name: "DORA · Initial notification" })).toBeVisible();
  const form = page.getByRole("form", { name: "Report draft" });
  await expect(form.getByLabel("Incident", { exact: true })).toHaveValue("Incident: Riverside flood");
  await expect(form.getByLabel("Classification and criteria")).toHaveValue(/The depot is flooded\./);
  await expect(form.getByLabel("Sites affected")).toHaveValue(/Riverside Depot/);

  // Too long: refused on its field, the input kept.
  await form.getByLabel("Actions taken").fill("Moved stock to Lyon.");
  await form.getByLabel("Description of the incident").evaluate((el) => el.removeAttribute("maxlength"));
  await form.getByLabel("Description of the incident").fill("x".repeat(4001));
  await form.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Description of the incident can be at most 4000 characters.")).toBeVisible();
  await expect(page.getByLabel("Actions taken")).toHaveValue("Moved stock to Lyon.");

  await page.getByLabel("Description of the incident").fill("The river rose over the depot's loading bays.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Report draft saved.")).toBeVisible();
  await expect(page.getByLabel("Actions taken")).toHaveValue("Moved stock to Lyon.");

  const json = await page.request.get(
    (await page.getByRole("link", { name: "JSON", exact: true }).getAttribute("href")) ?? "",
  );
  expect((await json.json()).fields.actionsTaken).toBe("Moved stock to Lyon.");
  const csv = await page.request.get(
    (await page.getByRole("link", { name: "CSV", exact: true }).getAttribute("href")) ?? "",
  );
  expect(await csv.text()).toContain('"actionsTaken","Actions taken","Moved stock to Lyon."');

  const deadlineId = new URL(page.url()).searchParams.get("deadline_id");
  const sent = await request.post(`/api/incident/${incidentId}/reports/sent`, {
    headers,
    data: { deadlineId, sentAt: hoursAgo(1), reference: "DORA-E2E-1" },
  });
  expect(sent.ok()).toBeTruthy();
  await page.reload();
  await expect(page.getByTestId("kept-notice")).toContainText("Digest verified");
  await expect(page.getByTestId("sent-report")).toContainText("Moved stock to Lyon.");
  await expect(page.getByRole("button", { name: "Save draft" })).toHaveCount(0);
});

test("the self-assessment is approved and each approved version kept as it was", async ({
  page,
  company,
  signInAs,
}) => {
  await signInAs(company.owner);
  await page.goto("/importantbusinessservices");
  await page.getByRole("link", { name: "Self-assessment" }).click();
  await expect(page.getByRole("region", { name: "Approved versions" })).toContainText(
    "No approved version yet.",
  );

  // The strategy is required: refused on its field, the other input kept.
  const lessons = page.getByRole("textbox", { name: "Lessons learned" });
  await lessons.fill("Run the failover twice a year.");
  await page.getByRole("button", { name: "Approve and keep this version" }).click();
  await expect(page.getByText("Communication strategy is required.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Lessons learned" })).toHaveValue(
    "Run the failover twice a year.",
  );

  await page.getByRole("textbox", { name: /Communication strategy/ }).fill("Customers are told by email.");
  await page.getByRole("button", { name: "Approve and keep this version" }).click();
  await expect(page.getByText("Self-assessment approved: this version is kept.")).toBeVisible();
  await page
    .getByRole("region", { name: "Approved versions" })
    .getByRole("link", { name: "Version 1" })
    .click();
  await expect(page.getByTestId("kept-notice")).toContainText("Digest verified");
  await expect(page.getByRole("region", { name: "Communication strategy" })).toContainText(
    "Customers are told by email.",
  );
  await expect(page.getByRole("button", { name: "Approve and keep this version" })).toHaveCount(0);
});
