import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

/**
 * Security review finding 2: a real first start (no test password), as a newcomer meets it: the demo accounts
 * get generated passwords kept in DATA_DIR/demo-accounts.txt (0600), and the System Administrator must choose
 * a new password before any page opens. Its own server on another port and data folder.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 1000;
const BASE = `http://localhost:${PORT}`;
let server: ChildProcess;
let dataDir: string;
let log = "";

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "keel-first-start-"));
  const { KEEL_TEST_DEMO_PASSWORD: _known, ...env } = process.env;
  server = spawn(process.execPath, ["scripts/serve.mjs", "build/index.js"], {
    env: {
      ...env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      APP_URL: BASE,
      KEEL_DEMO: "true",
      NODE_ENV: "production",
      DATABASE_URL: "",
      SMTP_URL: "",
      REMINDER_WORKER: "off",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk) => {
    log += chunk;
  });
  server.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  for (let i = 0; i < 600; i++) {
    const up = await fetch(`${BASE}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the fresh install did not start:\n${log}`);
});

test.afterAll(() => {
  server?.kill("SIGTERM");
});

test("the System Administrator of a fresh demo install signs in with the generated password and must change it", async ({
  page,
}) => {
  const file = path.join(dataDir, "demo-accounts.txt");
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  const line = fs
    .readFileSync(file, "utf8")
    .split("\n")
    .find((l) => l.startsWith("admin@keel.example\t"));
  const password = line!.split("\t")[1];
  expect(password).not.toBe("Keel!demo2026");
  expect(log).toContain(password); // printed once, at this first start

  await page.goto(`${BASE}/login`);
  await page.getByLabel("Email").fill("admin@keel.example");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/updatepassword$/);
  await expect(page.getByText("Choose a new password before you continue.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Cancel" })).toHaveCount(0);

  // No other page opens until the password is changed; the change then goes on to the page asked for.
  await page.goto(`${BASE}/admin/outbox`);
  await expect(page).toHaveURL(/\/updatepassword\?redirect=%2Fadmin%2Foutbox$/);

  // The printed password chosen again is refused on its field.
  await page.getByLabel("Current password").fill(password);
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Confirm new password").fill(password);
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByText("Choose a new password, not your current one.")).toBeVisible();

  await page.getByLabel("Current password").fill(password);
  await page.getByLabel("New password", { exact: true }).fill("Chosen!pass7");
  await page.getByLabel("Confirm new password").fill("Chosen!pass7");
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  await expect(page.getByRole("heading", { name: "Outbox" })).toBeVisible();
});

test("a newcomer finds the demo's registers linked from its plans and the flood on a service's tolerance clock", async ({
  page,
}) => {
  const email = "corp.admin@northwind.example";
  const line = fs
    .readFileSync(path.join(dataDir, "demo-accounts.txt"), "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${email}\t`));
  await page.goto(`${BASE}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(line!.split("\t")[1]);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/overview$/);

  // Home: the service the flood hits, on its clock.
  const tile = page.getByRole("region", { name: "Important business services hit" });
  await expect(tile.getByRole("link", { name: "Next-day delivery to retail stores" })).toBeVisible();
  await expect(tile.locator('[data-badge="service-clock"]')).toHaveText("Within tolerance");

  // The WMS is in the register, Pick and pack depends on it, and the plan says so.
  await page.goto(`${BASE}/registers/applications`);
  await page.getByRole("link", { name: "Warehouse Management System" }).click();
  const wmsDependants = page.getByRole("region", { name: "Processes that depend on it" });
  await expect(wmsDependants.getByRole("listitem").filter({ hasText: "Pick and pack" })).toBeVisible();
  await wmsDependants
    .getByRole("listitem")
    .filter({ hasText: "Pick and pack" })
    .getByRole("link", { name: "Warehousing & Distribution BCP" })
    .click();
  await expect(page.locator('[data-dependencies="Pick and pack"]')).toContainText(
    "Warehouse Management System",
  );

  // The haulier serves several processes of two plans.
  await page.goto(`${BASE}/registers/suppliers`);
  await page.getByRole("link", { name: "NorthLine Haulage Ltd" }).click();
  const haulierDependants = page.getByRole("region", { name: "Processes that depend on it" });
  for (const process of ["Pick and pack", "Outbound dispatch", "Goods receipt", "Nightly trunking"])
    await expect(haulierDependants.getByRole("listitem").filter({ hasText: process })).toBeVisible();

  // The flood incident shows the service's clock with its time to tolerance breach.
  await page.goto(`${BASE}/incidents?q=${encodeURIComponent("Flooding at Manchester")}`);
  await page.getByRole("link", { name: "Flooding at Manchester Distribution Centre" }).first().click();
  const clocks = page.getByRole("region", { name: "Important Business Services hit" });
  const service = clocks.getByRole("listitem").filter({ hasText: "Next-day delivery to retail stores" });
  await expect(service.locator('[data-state="Within tolerance"]')).toBeVisible();
  await expect(service).toContainText(/Breach in \d+ h/);
  await expect(service).toContainText("Pick and pack");
});
