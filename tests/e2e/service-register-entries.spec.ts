import { expect, type Page, test } from "@playwright/test";
import { SERVICE_LABELS, SERVICE_MESSAGES } from "../../app/domains/resilience/model";
import { SELF_ASSESSMENT_SECTIONS } from "../../app/domains/resilience/self-assessment-model";
import { httpApi } from "./seed-company";
import { newCompanyAdmin, signIn } from "./support";

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

// Issue 34 item 1: a service relies on register entries; each entry names the services relying on it.
for (const phone of [false, true])
  test(`an administrator maps a service to an application and a supplier${phone ? " (phone)" : ""}`, async ({
    page,
    request,
  }) => {
    const owner = await newCompanyAdmin(request);
    const { created } = httpApi(request);
    await created("post", "/registerEntry", owner.token, { kind: "application", name: "Order portal" });
    await created("post", "/registerEntry", owner.token, { kind: "supplier", name: "Carrier Ltd" });
    if (phone) await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, owner.email, owner.password);
    await expect(page).toHaveURL(/\/overview$/);
    await page.goto("/importantbusinessservices/new");
    await page.getByLabel(/^Name/).fill("Online orders");
    await page.getByLabel("Who is served").fill("Retail customers");
    await page.getByLabel("Maximum tolerable disruption").fill("4");
    await page.getByLabel("Unit").selectOption("hours");
    const entries = page.getByRole("group", { name: SERVICE_LABELS.entries });
    await entries.getByLabel("Order portal").check();
    await entries.getByLabel("Carrier Ltd").check();
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.getByRole("button", { name: "Create service" }).click();

    await expect(page.getByText(SERVICE_MESSAGES.created)).toBeVisible();
    const mapped = page.getByRole("region", { name: SERVICE_LABELS.entries });
    await expect(mapped).toContainText("Order portal");
    await expect(mapped).toContainText("Carrier Ltd");
    expect(await noSidewaysScroll(page)).toBe(true);

    // The supplier's page names the service relying on it, and leads back to it.
    await mapped.getByRole("link", { name: "Carrier Ltd" }).click();
    const relying = page.getByRole("region", { name: SERVICE_LABELS.relyingOn });
    await expect(relying.getByRole("link", { name: "Online orders" })).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);

    // Unticking the supplier unmaps it.
    await relying.getByRole("link", { name: "Online orders" }).click();
    await page.getByRole("link", { name: "Edit" }).click();
    await page.getByRole("group", { name: SERVICE_LABELS.entries }).getByLabel("Carrier Ltd").uncheck();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText(SERVICE_MESSAGES.updated)).toBeVisible();
    await expect(page.getByRole("region", { name: SERVICE_LABELS.entries })).not.toContainText("Carrier Ltd");

    // The self-assessment's mapping lists the entry with its register.
    await page.goto("/importantbusinessservices/selfassessment");
    const mapping = page.getByRole("region", { name: SELF_ASSESSMENT_SECTIONS.mapping });
    await expect(mapping).toContainText("Order portal");
    await expect(mapping).toContainText("Application");
  });
