import { expect, test } from "@playwright/test";
import { DEMO, newCompanyAdmin, signIn } from "./support";

test.describe("registers under the plans", () => {
  test("an administrator adds an application, corrects a bad field, edits and archives it", async ({
    page,
    request,
  }) => {
    const owner = await newCompanyAdmin(request);
    await signIn(page, owner.email, owner.password);
    await expect(page).toHaveURL(/\/overview$/);
    await page.getByRole("link", { name: "Registers" }).first().click();
    await expect(page.getByRole("heading", { name: "Registers", exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Applications and IT services" }).click();
    const form = page.getByRole("form", { name: "Add application" });
    await form.getByLabel("Name", { exact: true }).fill("Warehouse Management System");
    await form.getByLabel("Vendor").fill("Manhattan");
    await form.getByLabel("Recovery time objective").fill("-4");
    await form.getByRole("button", { name: "Add application" }).click();
    // The bad field says why, and what was typed stays.
    await expect(page.getByText("Recovery time objective cannot be negative.")).toBeVisible();
    await expect(form.getByLabel("Vendor")).toHaveValue("Manhattan");
    await form.getByLabel("Recovery time objective").fill("8");
    await form.getByLabel("Hosting").selectOption({ label: "Public cloud" });
    await form.getByRole("button", { name: "Add application" }).click();
    await expect(page.getByText("Application added.")).toBeVisible();
    const list = page.getByRole("table", { name: "Applications and IT services" });
    await expect(list).toContainText("Public cloud");
    await expect(list).toContainText("8 Hours");

    await list.getByRole("link", { name: "Warehouse Management System" }).click();
    const details = page.getByRole("form", { name: "Application details" });
    await details.getByLabel("Owner").fill("Logistics IT");
    await details.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Application saved.")).toBeVisible();
    await expect(page.getByRole("form", { name: "Application details" }).getByLabel("Owner")).toHaveValue(
      "Logistics IT",
    );
    // Each change is on the record, from what to what.
    await expect(page.getByRole("region", { name: "Change history" })).toContainText(
      "Owner: (empty) → Logistics IT",
    );
    await page.getByRole("button", { name: "Archive application" }).click();
    await expect(page.getByText(/Application archived/)).toBeVisible();
    await page.getByRole("link", { name: "All applications and IT services" }).click();
    await expect(page.getByText("Data Not Found")).toBeVisible();
  });

  test("suppliers come in from CSV with each bad row named, and go out as CSV", async ({ page, request }) => {
    const owner = await newCompanyAdmin(request);
    await signIn(page, owner.email, owner.password);
    await expect(page).toHaveURL(/\/overview$/);
    await page.goto("/registers/suppliers");
    const csv = [
      "Legal name,LEI,Country,Services provided,Contract end date,Supports a critical or important function",
      "Northern Haulage Ltd,5493001KJTIIGC8Y1R12,United Kingdom,Trunking,2027-03-31,Yes",
      "Bad LEI plc,1234,France,Cleaning,2026-13-01,No",
      "Cloud Hosting GmbH,,Germany,IaaS,,Yes",
    ].join("\n");
    await page.getByLabel("CSV file").setInputFiles({
      name: "suppliers.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csv),
    });
    await page.getByRole("button", { name: "Import" }).click();
    await expect(page.getByTestId("import-report")).toContainText(
      "2 rows imported; 1 row has errors and was not imported.",
    );
    const bad = page.getByRole("table", { name: "Rows not imported" });
    await expect(bad).toContainText("Line 3");
    await expect(bad).toContainText("An LEI is 20 letters and digits");
    await expect(bad).toContainText("Enter the contract end date as YYYY-MM-DD.");
    await page.goto("/registers/suppliers");
    const list = page.getByRole("table", { name: "Suppliers and ICT third-party providers" });
    await expect(list).toContainText("Northern Haulage Ltd");
    await expect(list).toContainText("Cloud Hosting GmbH");
    await expect(list).not.toContainText("Bad LEI plc");

    const download = await page.request.get("/registers/suppliers.csv");
    expect(download.headers()["content-type"]).toMatch(/^text\/csv/);
    const text = await download.text();
    expect(text).toContain(
      "Northern Haulage Ltd,,5493001KJTIIGC8Y1R12,United Kingdom,Trunking,,2027-03-31,,Yes,",
    );
    expect(text).not.toContain("Bad LEI plc");
  });

  test("a reader sees the registers and the dependency types without their forms", async ({ page }) => {
    await signIn(page, DEMO.viewer);
    await expect(page).toHaveURL(/\/overview$/);
    await page.goto("/registers/applications");
    await expect(page.getByRole("heading", { name: "Applications and IT services" })).toBeVisible();
    await expect(page.getByRole("form", { name: "Add application" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Import" })).toHaveCount(0);
    await page.goto("/registers/dependency-types");
    await expect(page.getByRole("table", { name: "Dependency types" })).toContainText("IT APPLICATION");
    await expect(page.getByRole("form", { name: "Add a dependency type" })).toHaveCount(0);
  });
});
