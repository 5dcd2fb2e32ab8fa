import { chromium } from "@playwright/test";
const BASE = "http://localhost:3295";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto(BASE + "/login");
await page.fill('input[name="email"]', "corp.admin@northwind.example");
await page.fill('input[name="password"]', "Keel!demo2026");
await Promise.all([page.waitForURL(/overview/), page.click('button[type="submit"]')]);
await page.screenshot({ path: "/tmp/shots/overview.png" });
// top bar profile menu (details)
const summaries = page.locator("header details > summary");
console.log("details menus:", await summaries.count());
if (await summaries.count()) { await summaries.last().click(); await page.waitForTimeout(300);  await page.keyboard.press("Escape"); }
await page.goto(BASE + "/people");
await page.waitForTimeout(500);
await page.screenshot({ path: "/tmp/shots/people.png", fullPage: false });
const combo = page.getByPlaceholder("Type to search sites");
if (await combo.count()) { await combo.click(); await combo.scrollIntoViewIfNeeded(); await combo.pressSequentially("Lon"); await page.waitForTimeout(800); await page.screenshot({ path: "/tmp/shots/people-picker.png", clip: { x: 224, y: 540, width: 800, height: 260 } }); }
await page.goto(BASE + "/incidents");
const first = page.locator("table a").first();
await first.click(); await page.waitForLoadState("networkidle");
await page.screenshot({ path: "/tmp/shots/incident.png" });
await browser.close();
