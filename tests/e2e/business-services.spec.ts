import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { SERVICE_MESSAGES, TOLERANCE_FIT } from "../../app/domains/resilience/model";
import { httpApi } from "./seed-company";
import { newCompanyAdmin, PAYROLL_RUN, signIn } from "./support";

/** A new company with one plan holding a 4-hour and a 2-day process, made through the API. */
async function companyWithProcesses(request: APIRequestContext) {
  const owner = await newCompanyAdmin(request);
  const { created, ok } = httpApi(request);
  const T = owner.token;
  const me = await ok<{ id: string }>("get", "/auth/session", T);
  const unit = await created("post", "/bcpOrganization/businessUnits", T, {
    name: "Payments",
    country: "GB",
  });
  const plan = await created("post", "/bcp", T, {
    name: "Payments BCP",
    businessUnitId: unit.id,
    bcLeadId: me.id,
  });
  const service = await created("post", "/bcpService", T, { bcpId: plan.id, name: "Cards", description: "" });
  for (const [name, mad, madDuration] of [
    ["Card authorisation", 4, "hours"],
    ["Settlement", 2, "days"],
  ] as const)
    await created("post", "/bcpProcess", T, {
      ...PAYROLL_RUN,
      bcpServiceId: service.id,
      name,
      mad,
      madDuration,
    });
  return owner;
}

const SHOTS = process.env.E2E_SCREENSHOTS;
/** A field's own label, whether or not it carries the required mark. */
const fieldLabel = (page: Page, label: string) =>
  page.locator("label", { hasText: new RegExp(`^${label}( \\*)?$`) });

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test("an administrator registers an important business service and sees which MADs exceed its tolerance", async ({
  page,
  request,
}) => {
  const owner = await companyWithProcesses(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/overview$/);
  // The sidebar (in the phone menu) leads to the register.
  await expect(page.locator('a[href="/importantbusinessservices"]').first()).toBeAttached();
  await page.goto("/importantbusinessservices");
  await expect(page.getByRole("heading", { name: "Important Business Services" })).toBeVisible();
  await page.getByRole("link", { name: "New service" }).click();

  // Bad input: each message on its field, what was typed kept, nothing saved.
  await page.getByLabel("Who is served").fill("Retail customers");
  await page.getByLabel("Maximum tolerable disruption").fill("0");
  await page.getByRole("button", { name: "Create service" }).click();
  await expect(page.getByText("Name is required.")).toBeVisible();
  await expect(page.getByText("Maximum tolerable disruption must be at least 1.")).toBeVisible();
  await expect(page.getByLabel("Who is served")).toHaveValue("Retail customers");

  await page.getByLabel(/^Name/).fill("Retail card payments");
  await page.getByLabel("Maximum tolerable disruption").fill("1");
  await page.getByLabel("Unit").selectOption("days");
  await page.getByLabel("Customers affected").fill("50000");
  await page.getByLabel("Board approval date").fill("2026-10-01");
  await page.getByLabel(/Card authorisation/).check();
  await page.getByLabel(/Settlement/).check();
  expect(await noSidewaysScroll(page)).toBe(true);
  await page.getByRole("button", { name: "Create service" }).click();

  await expect(page.getByText(SERVICE_MESSAGES.created)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Retail card payments" })).toBeVisible();
  await expect(page.getByTestId("tolerance-check")).toContainText(
    "1 of 2 processes has a MAD longer than the tolerance: Settlement.",
  );
  const settlement = page.getByRole("listitem").filter({ hasText: "Settlement" });
  await expect(settlement.getByText(TOLERANCE_FIT.outside.label)).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);

  // A longer tolerance brings every MAD within it.
  await page.getByRole("link", { name: "Edit" }).click();
  await page.getByLabel("Maximum tolerable disruption").fill("3");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(SERVICE_MESSAGES.updated)).toBeVisible();
  await expect(page.getByTestId("tolerance-check")).toContainText(
    "Every mapped process's MAD is within the tolerance.",
  );
  // The change is on the record: who, and the tolerance from what to what.
  const history = page.getByRole("region", { name: "Change history" });
  await expect(history.getByRole("listitem").first()).toContainText("Changed");
  await expect(history).toContainText("Maximum tolerable disruption: 1 Day → 3 Days");

  await page.goto("/importantbusinessservices");
  await expect(page.getByTestId("tolerance-check")).toContainText("2 processes mapped");

  // Deleting asks first (a page step without JavaScript, a dialog with it).
  await page.getByRole("link", { name: "Retail card payments" }).click();
  await page.getByRole("link", { name: "Delete" }).click();
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(SERVICE_MESSAGES.deleted)).toBeVisible();
  await expect(page.getByText("Data Not Found")).toBeVisible();
});

test("the service form marks its required fields as the other forms do, and a blank one says so on it", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const owner = await newCompanyAdmin(request);
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/overview$/);
  await page.goto("/importantbusinessservices/new");
  const required = ["Name", "Who is served", "Maximum tolerable disruption", "Unit"];
  for (const label of required) await expect(fieldLabel(page, label)).toContainText("*");
  for (const label of [
    "Description",
    "Why it is important",
    "Owner",
    "Board approval date",
    "Customers affected",
  ])
    await expect(fieldLabel(page, label)).not.toContainText("*");

  await page.getByLabel("Who is served").fill("Retail customers");
  await page.getByLabel("Maximum tolerable disruption").fill("4");
  await page.getByRole("button", { name: "Create service" }).click();
  await expect(page.getByLabel(/^Name/)).toHaveAccessibleDescription("Name is required.");
  await expect(page.getByLabel("Who is served")).toHaveValue("Retail customers");
  await expect(page.getByLabel("Maximum tolerable disruption")).toHaveValue("4");
  if (SHOTS) {
    const mode = javaScriptEnabled ? "js" : "nojs";
    for (const size of [
      { name: "desktop", width: 1400, height: 900 },
      { name: "phone", width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `${SHOTS}/service-required-${size.name}-${mode}.png`, fullPage: true });
    }
  }
});
