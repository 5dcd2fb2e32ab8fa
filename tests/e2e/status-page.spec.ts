import { expect, test } from "./fixtures";
import { floodedSite, newCompanyAdmin } from "./support";

// Issue 36 item 6: the coordinator creates the responders' link and publishes the status page from the incident;
// the public page (no names) and the responders' page (signed link, signed out) show without JavaScript.
const shot = (name: string) => `test-results/shots/${name}.png`;

test("the coordinator publishes the status page; the public page and the responders' link open signed out", async ({
  page,
  browser,
  request,
  signInAs,
}, info) => {
  const js = info.project.name;
  const { admin, incidentId } = await floodedSite(request, await newCompanyAdmin(request));
  await signInAs(admin, { path: `/viewincident/details?incident_id=${incidentId}` });
  await page.getByRole("link", { name: "Status page" }).click();
  await expect(page.getByRole("heading", { name: "Status page", level: 1 })).toBeVisible();
  await expect(page.getByTestId("public-state")).toHaveText("Not published");
  // The incident's title shows once, under the page's; the way back says where it leads (it repeated the title).
  await expect(page.getByRole("main").getByText("Riverside flood")).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Back to the incident" })).toHaveAttribute(
    "href",
    `/viewincident/details?incident_id=${incidentId}`,
  );

  // Signed out, the public page does not exist until it is published.
  const outside = await browser.newContext({
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: js === "js",
  });
  const reader = await outside.newPage();
  const before = await reader.goto(`/status/public/${incidentId}`);
  expect(before?.status()).toBe(404);

  await page.getByRole("button", { name: "Create responders' link" }).click();
  await expect(page.getByText("Responders' link created")).toBeVisible();
  const responderUrl = await page.locator("#responder-url").inputValue();
  expect(responderUrl).toMatch(/\/status\/[A-Za-z0-9_-]{32}$/);
  await page.getByRole("button", { name: "Publish status page" }).click();
  await expect(page.getByText("Status page published").first()).toBeVisible();
  await expect(page.getByTestId("public-state")).toHaveText("Published");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot(`status-settings-phone-${js}`), fullPage: true });
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.screenshot({ path: shot(`status-settings-desktop-${js}`), fullPage: true });

  const published = await reader.goto(`/status/public/${incidentId}`);
  expect(published?.status()).toBe(200);
  expect(published?.headers()["cache-control"]).toBe("public, max-age=30");
  await expect(reader.getByRole("heading", { name: "Riverside flood" })).toBeVisible();
  await expect(reader.getByText("Status page published")).toHaveCount(0);
  await expect(reader.locator('meta[http-equiv="refresh"]')).toHaveAttribute("content", "60");
  expect(await reader.locator("script").count()).toBe(0);
  // No names on the public page: the response team is the responders' alone.
  await expect(reader.getByText("Response team")).toHaveCount(0);
  await reader.screenshot({ path: shot(`status-public-phone-${js}`), fullPage: true });

  const responders = await reader.goto(new URL(responderUrl).pathname);
  expect(responders?.status()).toBe(200);
  expect(responders?.headers()["cache-control"]).toBe("private, no-store");
  expect(responders?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(reader.getByRole("heading", { name: "Riverside flood" })).toBeVisible();
  await expect(reader.getByRole("heading", { name: "Response team" })).toBeVisible();
  await expect(reader.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await reader.screenshot({ path: shot(`status-responders-phone-${js}`), fullPage: true });

  // A renewed link revokes the old one.
  await page.getByRole("button", { name: "Renew link (the old one stops working)" }).click();
  await expect(page.getByText("Responders' link renewed: the old link no longer works")).toBeVisible();
  expect((await reader.goto(new URL(responderUrl).pathname))?.status()).toBe(404);
  await outside.close();
});
