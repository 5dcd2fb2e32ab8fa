import { AUDIT_LOG_LABELS as L, AUDIT_LOG_MESSAGES as M } from "../../app/domains/audit-log/model";
import { expect, test } from "./fixtures";
import { e2eApi } from "./support";

const shot = (name: string) => `test-results/shots/${name}.png`;

test.describe("the company's audit log", () => {
  test("an auditor finds who renamed a register entry, by record and person, at desktop and phone size", async ({
    page,
    company,
    signInAs,
  }, info) => {
    const js = info.project.name;
    // A change to find: an application added, then renamed, by the Corporate Administrator.
    const api = e2eApi(page.request);
    const added = await api.call("post", "/registerEntry", {
      token: company.owner.token,
      body: { kind: "application", name: `Payments ${js}`, owner: "Treasury" },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const renamed = await api.call("put", `/registerEntry/${added.body.data.entry.id}`, {
      token: company.owner.token,
      body: { kind: "application", name: `Payments Hub ${js}`, owner: "Treasury" },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);

    // The Corporate Administrator finds it in the settings menu; a Corporate View Only auditor, who has no gear,
    // on Manage Company.
    await signInAs(company.owner);
    await page.getByLabel("Settings").click();
    await expect(page.getByRole("link", { name: L.title })).toHaveAttribute("href", "/company/audit");
    const auditor = await company.user("CorpViewOnly");
    await signInAs(auditor, { path: "/company" });
    await expect(page.getByLabel("Settings")).toHaveCount(0);
    await page.getByRole("link", { name: L.title }).click();
    await expect(page.getByRole("heading", { name: L.title })).toBeVisible();

    await page.getByLabel(L.subject).selectOption({ label: "Register entry" });
    await page.getByLabel(L.person).fill(company.owner.email);
    await page.getByRole("button", { name: L.apply }).click();
    await expect(page).toHaveURL(/subject=registerEntry/);
    const row = page
      .getByTestId("audit-entry")
      .filter({ hasText: `Name: Payments ${js} → Payments Hub ${js}` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Changed");
    await expect(row.getByRole("link", { name: `Payments Hub ${js}` })).toBeVisible();
    await page.screenshot({ path: shot(`audit-log-desktop-${js}`), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(row).toBeVisible();
    await page.screenshot({ path: shot(`audit-log-phone-${js}`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The record's link opens it.
    await row.getByRole("link", { name: `Payments Hub ${js}` }).click();
    await expect(page).toHaveURL(new RegExp(`/registers/applications/${added.body.data.entry.id}`));
  });

  test("an end day before the start is said on its field, and nothing is listed", async ({
    page,
    company,
    signInAs,
  }) => {
    await signInAs(company.owner, { path: "/company/audit?from=2026-06-02&to=2026-06-01" });
    await expect(page.getByLabel(L.to, { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(M.toBeforeFrom)).toBeVisible();
    await expect(page.getByLabel(L.from, { exact: true })).toHaveValue("2026-06-02");
    await expect(page.getByTestId("audit-entry")).toHaveCount(0);
  });

  test("is not offered to, nor opened for, a Business Unit Administrator or an Employee", async ({
    page,
    company,
    signInAs,
  }) => {
    for (const role of ["BUAdmin", "Employee"] as const) {
      await signInAs(await company.user(role), { path: "/company" });
      await expect(page.getByRole("link", { name: L.title })).toHaveCount(0);
      const res = await page.goto("/company/audit");
      expect(res?.status(), role).toBe(403);
    }
  });
});
