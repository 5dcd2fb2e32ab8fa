import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, newCompanyAdmin, signIn, unique } from "./support";

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

/** Two people edit the same BCP section at once: the second save is refused, not silently applied. */
test("the second of two simultaneous edits of a service is refused with who changed it, keeping the input", async ({
  page,
  browser,
  request,
  javaScriptEnabled,
}) => {
  const signinApi = async (email: string) =>
    (await (await request.post("/api/auth/signin", { data: { email, password: DEMO_PASSWORD } })).json()).data
      .token as string;
  const token = await signinApi(DEMO.corpAdmin);
  const auth = { authorization: `Bearer ${token}` };
  const people = (await (await request.get("/api/bcp/people", { headers: auth })).json()).data as {
    id: string;
    email: string;
  }[];
  const lead = people.find((u) => u.email === DEMO.lead)!;
  const bu = (await (await request.get("/api/bcp/getBCPUnits", { headers: auth })).json()).data as {
    id: string;
    name: string;
  }[];
  const plan = await request.post("/api/bcp", {
    headers: auth,
    data: {
      name: unique("Conflict BCP"),
      businessUnitId: bu.find((u) => u.name === "Operations")!.id,
      bcLeadId: lead.id,
    },
  });
  const bcpId = (await plan.json()).data.id as string;
  const service = await request.post("/api/bcpService", {
    headers: auth,
    data: { bcpId, name: "Dispatch", description: "Trucks out" },
  });
  const serviceId = (await service.json()).data.id as string;
  const editUrl = `/businesscontinuityplan/manageunit?bcpId=${bcpId}&section=services&edit=${serviceId}`;

  // Both open the edit form before either saves.
  await signIn(page, DEMO.corpAdmin);
  await expect(page).toHaveURL(/\/overview/);
  await page.goto(editUrl);
  const other = await browser.newContext({ javaScriptEnabled, baseURL: new URL(page.url()).origin });
  const leadPage = await other.newPage();
  await signIn(leadPage, DEMO.lead);
  await expect(leadPage).toHaveURL(/\/overview/);
  await leadPage.goto(editUrl);

  await leadPage.getByLabel("Service name").fill("Dispatch (lead)");
  await leadPage.getByRole("button", { name: "Save service" }).click();
  await expect(leadPage.getByText("Service updated successfully!")).toBeVisible();

  await page.getByLabel("Service name").fill("Dispatch (admin)");
  await page.getByRole("button", { name: "Save service" }).click();
  await expect(
    page.getByText(
      /This section was changed by Lena Lead at .+ while you were editing\. Reload to see their changes\./,
    ),
  ).toBeVisible();
  await expect(page.getByLabel("Service name")).toHaveValue("Dispatch (admin)");
  const stored = await request.get("/api/bcp", { headers: auth, params: { bcpId } });
  const names = ((await stored.json()).data.services as { name: string }[]).map((s) => s.name);
  expect(names).toEqual(["Dispatch (lead)"]);
  await other.close();
});
