import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { newCompanyAdmin, signIn } from "./support";

/**
 * A page on another origin (another port of localhost: the same *site*, so the SameSite=Lax session
 * cookie does travel with its form post) tries to change the signed-in user's profile.
 */
test.describe("cross-site requests", () => {
  let evil: http.Server;
  let evilOrigin: string;

  test.beforeAll(async ({ baseURL }) => {
    evil = http.createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end(`<!doctype html><title>Win a prize</title>
        <form id="f" method="post" action="${baseURL}/profile">
          <input name="firstName" value="Hacked"><input name="lastName" value="ByEvil">
          <button>Claim your prize</button>
        </form>
        <script>document.getElementById("f").submit()</script>`);
    });
    await new Promise<void>((resolve) => evil.listen(0, resolve));
    evilOrigin = `http://localhost:${(evil.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => evil.close(() => resolve())));

  test("a form on another site posting to the profile is refused and changes nothing", async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    const owner = await newCompanyAdmin(request);
    await signIn(page, owner.email, owner.password);
    await expect(page).toHaveURL(/\/overview/);

    const refused = page.waitForResponse(
      (r) => r.url().endsWith("/profile") && r.request().method() === "POST",
    );
    await page.goto(evilOrigin);
    // With JavaScript the page submits itself; without, the victim is lured into clicking.
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Claim your prize" }).click();
    expect((await refused).status()).toBe(403);
    await expect(page.getByText("This request came from another site and was refused.")).toBeVisible();

    const me = await request.get("/api/user", { headers: { authorization: `Bearer ${owner.token}` } });
    expect((await me.json()).data.firstName).toBe("Olive");

    // The same change from Keel's own page still works.
    await page.goto("/profile");
    await page.getByLabel("First name").fill("Olivia");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Profile updated", { exact: false })).toBeVisible();
    const after = await request.get("/api/user", { headers: { authorization: `Bearer ${owner.token}` } });
    expect((await after.json()).data.firstName).toBe("Olivia");
  });
});
