import { type APIRequestContext, expect, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, latestMailTo, linkIn, newCompanyAdmin, signIn, unique } from "./support";

async function tokenOf(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const res = await request.post("/api/auth/signin", { data: { email, password } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.token as string;
}

test.describe("Manage Users", () => {
  test("an admin invites a user, who signs up from the emailed link; disabling ends their session", async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const admin = await newCompanyAdmin(request);
    const email = `${unique("ivy")}@e2e.example`;

    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/overview$/);
    await page.goto("/usermanagement");
    await page.getByRole("link", { name: "Invite user" }).click();
    await expect(page).toHaveURL(/\/usermanagement\/invite$/);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Role").selectOption({ label: "BCP Lead" });
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page).toHaveURL(/\/usermanagement$/);
    await expect(page.getByText(`Invitation sent. ${email}`)).toBeVisible();
    const row = page.getByTestId("user-row").filter({ hasText: email });
    await expect(row).toContainText("Invited");
    await expect(row).toContainText("BCP Lead");

    const mail = await latestMailTo(request, email);
    const link = linkIn(mail.text);
    expect(link).toMatch(/^\/signup\?invite=/);

    const invitee = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
    });
    const other = await invitee.newPage();
    await other.goto(link);
    await expect(other.getByText("You were invited as")).toContainText("BCP Lead");
    await expect(other.getByLabel("Email")).toHaveValue(email);
    await other.getByLabel("First name").fill("Ivy");
    await other.getByLabel("Last name").fill("Invitee");
    await other.getByLabel("Password", { exact: true }).fill("Joined!pass1");
    await other.getByLabel("Confirm password").fill("Joined!pass1");
    await other.getByRole("button", { name: "Join and sign in" }).click();
    await expect(other).toHaveURL(/\/overview$/);
    await expect(other.getByTestId("profile")).toContainText("Ivy Invitee");
    await expect(other.getByTestId("profile")).toContainText("BCP Lead");

    await page.goto(`/usermanagement?search=${encodeURIComponent(email)}`);
    await expect(row).toContainText("Active");
    await row.getByRole("button", { name: `Disable ${email}` }).click();
    await expect(page.getByText("User disabled.")).toBeVisible();
    await expect(page.getByTestId("user-row").filter({ hasText: email })).toContainText("Disabled");

    await other.goto("/overview");
    await expect(other).toHaveURL(/\/login\?error=disabled$/);
    await expect(other.getByText("This user is disabled.")).toBeVisible();
    await invitee.close();
  });

  test("the list searches and filters by role without JavaScript tricks (plain GET form)", async ({
    page,
  }) => {
    await signIn(page, DEMO.corpAdmin);
    await expect(page).toHaveURL(/\/overview$/);
    await page.goto("/usermanagement");
    await page.getByLabel("Role").selectOption({ label: "BCP Lead" });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/role=BCPLead/);
    const rows = page.getByTestId("user-row");
    await expect(rows.first()).toContainText("BCP Lead");
    for (const text of await rows.allInnerTexts()) expect(text).toContain("BCP Lead");
  });

  test("a BU administrator sees only their business units' users", async ({ page, request }) => {
    const corpToken = await tokenOf(request, DEMO.corpAdmin);
    const auth = { authorization: `Bearer ${corpToken}` };
    const org = await (await request.get("/api/bcpOrganization", { headers: auth })).json();
    const unitId = (name: string) =>
      org.data.businessUnits.find((u: { name: string }) => u.name === name).id as string;
    const inOps = `${unique("ops")}@e2e.example`;
    const inFinance = `${unique("fin")}@e2e.example`;
    for (const [email, unit] of [
      [inOps, "Operations"],
      [inFinance, "Finance"],
    ] as const) {
      const res = await request.post("/api/user/invite", {
        headers: auth,
        data: { email, role: "Employee", businessUnitIds: [unitId(unit)] },
      });
      expect(res.status()).toBe(201);
    }
    await signIn(page, DEMO.buAdmin);
    await expect(page).toHaveURL(/\/overview$/);
    await page.goto("/usermanagement?pageSize=100");
    await expect(page.getByTestId("user-row").filter({ hasText: inOps })).toHaveCount(1);
    await expect(page.getByText(inFinance)).toHaveCount(0);
    await expect(page.getByText(DEMO.corpAdmin)).toHaveCount(0);
  });

  test("a view-only user sees no edit controls and is refused Manage Users", async ({ page }) => {
    await signIn(page, DEMO.viewer);
    await expect(page).toHaveURL(/\/overview$/);
    await expect(page.getByLabel("Settings")).toHaveCount(0);
    await page.goto("/company");
    await expect(page.getByRole("heading", { name: "Manage Company" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
    const res = await page.goto("/usermanagement");
    expect(res?.status()).toBe(403);
  });
});

test.describe("Manage Company", () => {
  test("a Corporate Administrator renames the company and sets its time zone", async ({ page, request }) => {
    const admin = await newCompanyAdmin(request);
    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/overview$/);
    await page.getByLabel("Settings").click();
    await page.getByText("Manage Company").click();
    await expect(page).toHaveURL(/\/company$/);
    const name = unique("Renamed");
    await page.getByLabel("Company name").fill(name);
    await page.getByLabel("Time zone").fill("Mars/Olympus");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Choose a valid time zone, such as Europe/London.")).toBeVisible();
    await expect(page.getByLabel("Company name")).toHaveValue(name);
    await page.getByLabel("Time zone").fill("Europe/Oslo");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Company saved successfully.")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Company name")).toHaveValue(name);
    await expect(page.getByLabel("Time zone")).toHaveValue("Europe/Oslo");
  });
});
