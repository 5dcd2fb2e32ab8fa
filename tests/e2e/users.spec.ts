import type { APIRequestContext } from "@playwright/test";
import { COMPANY_MESSAGES } from "~/domains/companies/model";
import { expect, test } from "./fixtures";
import { DEMO, DEMO_PASSWORD, latestMailTo, linkIn, newCompanyAdmin, unique } from "./support";

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
    signInAs,
  }, testInfo) => {
    const admin = await newCompanyAdmin(request);
    const email = `${unique("ivy")}@e2e.example`;

    await signInAs(admin);
    await page.goto("/usermanagement");
    await page.getByRole("link", { name: "Invite user" }).click();
    await expect(page).toHaveURL(/\/usermanagement\/invite$/);
    // The invitee is named before they sign up (UX review B-7).
    await page.getByLabel("First name").fill("Ivy");
    await page.getByLabel("Last name").fill("Invitee");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Role").selectOption({ label: "BCP Lead" });
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page).toHaveURL(/\/usermanagement$/);
    await expect(page.getByText(`Invitation sent. ${email}`)).toBeVisible();
    const row = page.getByTestId("user-row").filter({ hasText: email });
    await expect(row).toContainText("Invited");
    await expect(row).toContainText("BCP Lead");
    await expect(row).toContainText("Ivy Invitee");

    const mail = await latestMailTo(request, email);
    expect(mail.text).toContain("Hello Ivy,");
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
    // The name given on the invitation is the account's, already filled in.
    await expect(other.getByLabel("First name")).toHaveValue("Ivy");
    await expect(other.getByLabel("Last name")).toHaveValue("Invitee");
    await other.getByLabel("Password", { exact: true }).fill("Joined!pass1");
    await other.getByLabel("Confirm password").fill("Joined!pass1");
    await other.getByRole("button", { name: "Join and sign in" }).click();
    await expect(other).toHaveURL(/\/overview$/);
    await expect(other.getByTestId("profile")).toContainText("Ivy Invitee");
    await expect(other.getByTestId("profile")).toContainText("BCP Lead");

    await page.goto(`/usermanagement?search=${encodeURIComponent(email)}`);
    await expect(row).toContainText("Active");
    // Disabling asks first, says what follows, and Cancel leaves the account active (UX review X4).
    await row.getByRole("link", { name: `Disable ${email}` }).click();
    const confirm = page.getByRole("alertdialog", { name: `Disable ${email}?` });
    await expect(confirm).toContainText("can no longer sign in");
    await confirm.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(row).toContainText("Active");
    await row.getByRole("link", { name: `Disable ${email}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Disable" }).click();
    await expect(page.getByText("User disabled.")).toBeVisible();
    await expect(page.getByTestId("user-row").filter({ hasText: email })).toContainText("Disabled");

    await other.goto("/overview");
    await expect(other).toHaveURL(/\/login\?error=disabled$/);
    await expect(other.getByText("This user is disabled.")).toBeVisible();
    await invitee.close();
  });

  test("on a user's own page, Disable asks first; Cancel keeps the account, Disable ends it", async ({
    page,
    request,
    company,
    signInAs,
  }) => {
    const email = `${unique("dora")}@e2e.example`;
    const invited = await request.post("/api/user/invite", {
      headers: { authorization: `Bearer ${company.owner.token}` },
      data: { email, role: "Employee" },
    });
    expect(invited.status()).toBe(201);
    const userId = (await invited.json()).data.id as string;
    await signInAs(company.owner, { path: `/usermanagement/${userId}` });
    await expect(page.getByRole("heading", { name: "Role and business units" })).toBeVisible();
    await page.getByText("Disable user", { exact: true }).click();
    const confirm = page.getByRole("alertdialog", { name: `Disable ${email}?` });
    await expect(confirm).toContainText("can no longer sign in");
    await confirm.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Disable user" })).toBeVisible();
    await expect(page.locator(`[data-badge="user-status"]`)).not.toHaveText("Disabled");

    await page.getByText("Disable user", { exact: true }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Disable" }).click();
    await expect(page.getByText("User disabled.")).toBeVisible();
    await expect(page.locator(`[data-badge="user-status"]`)).toHaveText("Disabled");
    await expect(page.getByRole("button", { name: "Enable user" })).toBeVisible();
  });

  test("the list searches and filters by role without JavaScript tricks (plain GET form)", async ({
    page,
    signInAs,
  }) => {
    await signInAs(DEMO.corpAdmin);
    await page.goto("/usermanagement");
    await page.getByLabel("Role").selectOption({ label: "BCP Lead" });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/role=BCPLead/);
    const rows = page.getByTestId("user-row");
    await expect(rows.first()).toContainText("BCP Lead");
    for (const text of await rows.allInnerTexts()) expect(text).toContain("BCP Lead");
  });

  test("a BU administrator sees only their business units' users", async ({ page, request, signInAs }) => {
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
    await signInAs(DEMO.buAdmin);
    await page.goto("/usermanagement?pageSize=100");
    await expect(page.getByTestId("user-row").filter({ hasText: inOps })).toHaveCount(1);
    await expect(page.getByText(inFinance)).toHaveCount(0);
    await expect(page.getByText(DEMO.corpAdmin)).toHaveCount(0);
  });

  test("a view-only user sees no edit controls and is refused Manage Users", async ({ page, signInAs }) => {
    await signInAs(DEMO.viewer);
    await expect(page.getByLabel("Settings")).toHaveCount(0);
    await page.goto("/company");
    await expect(page.getByRole("heading", { name: "Manage Company" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
    const res = await page.goto("/usermanagement");
    expect(res?.status()).toBe(403);
  });

  test("a Corporate Administrator is offered no Edit or Disable on the System Administrator", async ({
    page,
    request,
    signInAs,
  }) => {
    const corpToken = await tokenOf(request, DEMO.corpAdmin);
    const sysadmin = await request.get("/api/user/email", {
      headers: { authorization: `Bearer ${corpToken}` },
      params: { email: DEMO.admin },
    });
    const sysId = (await sysadmin.json()).data.id as string;
    await signInAs(DEMO.corpAdmin);
    await page.goto("/usermanagement?pageSize=100");
    const sys = page.getByTestId("user-row").filter({ hasText: DEMO.admin });
    await expect(sys).toHaveCount(1);
    await expect(sys.getByRole("link")).toHaveCount(0);
    await expect(page.getByRole("link", { name: `Disable ${DEMO.lead}` })).toBeVisible();
    // Their page, opened by its address, says so, without the form and the button the API would refuse.
    await page.goto(`/usermanagement/${sysId}`);
    await expect(page.getByTestId("user-read-only")).toContainText("You cannot change this user.");
    await expect(page.getByText("Disable user")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
  });
});

test.describe("Manage Company", () => {
  test("a Corporate Administrator renames the company and sets its time zone", async ({
    page,
    request,
    signInAs,
  }) => {
    const admin = await newCompanyAdmin(request);
    await signInAs(admin);
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
    // A mistyped calling code is said on its field (the form used to come back unsaved and silent).
    const codes = page.getByLabel("Calling codes SMS and calls may reach");
    await codes.fill("+44, 33x");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(COMPANY_MESSAGES.callingCodesInvalid)).toBeVisible();
    await expect(codes).toHaveValue("+44, 33x");
    await codes.fill("");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Company saved successfully.")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Company name")).toHaveValue(name);
    await expect(page.getByLabel("Time zone")).toHaveValue("Europe/Oslo");
  });
});

const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

test.describe("profile and organisation", () => {
  test("a user sets a profile image, shown in the top bar; a non-image is refused", async ({
    page,
    request,
    signInAs,
  }) => {
    const admin = await newCompanyAdmin(request);
    await signInAs(admin);
    await expect(page.getByTestId("profile").locator("img")).toHaveCount(0);
    await page.goto("/profile");
    await page
      .getByLabel("Profile image")
      .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not a picture") });
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Choose a PNG, JPEG, GIF or WebP image.")).toBeVisible();
    await page
      .getByLabel("Profile image")
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG_1PX });
    await page.getByLabel("First name").fill("Olivia");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Profile updated successfully.")).toBeVisible();
    await expect(page.getByTestId("profile").locator("img")).toHaveAttribute(
      "src",
      /^data:image\/png;base64,/,
    );
    await expect(page.getByTestId("profile")).toContainText("Olivia Owner");
  });

  test("an admin changes a user's role; the business-unit rule shows on its field", async ({
    page,
    request,
    signInAs,
  }) => {
    const admin = await newCompanyAdmin(request);
    const auth = { authorization: `Bearer ${admin.token}` };
    const unit = await request.post("/api/bcpOrganization/businessUnits", {
      headers: auth,
      data: { name: "Ops" },
    });
    expect(unit.status()).toBe(201);
    const email = `${unique("role")}@e2e.example`;
    const invited = await request.post("/api/user/invite", {
      headers: auth,
      data: { email, role: "Employee" },
    });
    const userId = (await invited.json()).data.id as string;
    await signInAs(admin);
    await page.goto("/usermanagement");
    await page.getByRole("link", { name: `Edit ${email}` }).click();
    await expect(page).toHaveURL(new RegExp(`/usermanagement/${userId}$`));
    // Wait for the edit page itself: with JavaScript the list (whose buttons name the email) may still be shown.
    await expect(page.getByRole("heading", { name: "Role and business units" })).toBeVisible();
    await page.getByLabel("Role").selectOption({ label: "Business Unit View Only" });
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Choose at least one business unit.")).toBeVisible();
    await page.getByLabel("Ops").check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Role updated successfully.")).toBeVisible();
    const row = page.getByTestId("user-row").filter({ hasText: email });
    await expect(row).toContainText("Business Unit View Only");
    await expect(row).toContainText("Ops");
  });

  test("a Corporate Administrator adds a business unit with a sub unit, a department and a site", async ({
    page,
    request,
    signInAs,
  }) => {
    const admin = await newCompanyAdmin(request);
    await signInAs(admin);
    await page.goto("/company");
    await page.getByRole("link", { name: "Business units and sites" }).click();
    await expect(page).toHaveURL(/\/company\/organisation$/);
    const unitForm = page.locator("form#add-unit");
    await unitForm.getByLabel("Business unit name").fill("Logistics");
    await unitForm.getByLabel("Country").fill("Norway");
    await unitForm.getByRole("button", { name: "Add" }).click();
    await expect(page.getByText("Business unit saved successfully.")).toBeVisible();
    // The add form is empty again: a second Add makes no duplicate (UX review X2).
    await expect(unitForm.getByLabel("Business unit name")).toHaveValue("");
    await expect(unitForm.getByLabel("Country")).toHaveValue("");
    await unitForm.getByLabel("Business unit name").fill("Fleet");
    await unitForm.getByLabel("Part of").selectOption({ label: "Logistics" });
    await unitForm.getByRole("button", { name: "Add" }).click();
    await expect(page.getByRole("list", { name: "Sub business units of Logistics" })).toContainText("Fleet");

    const deptForm = page.locator("form#add-department");
    await deptForm.getByLabel("Department name").fill("Dispatch");
    await deptForm.getByLabel("Business unit").selectOption({ label: "— Fleet" });
    await deptForm.getByRole("button", { name: "Add" }).click();
    await expect(page.getByRole("list", { name: "Departments" })).toContainText("Dispatch · Fleet");

    const siteForm = page.locator("form#add-site");
    await siteForm.getByLabel("Site name").fill("Oslo depot");
    await siteForm.getByLabel("Latitude").fill("95");
    // Leave the field first: with JavaScript its message appears on blur and moves the button.
    await siteForm.getByLabel("Latitude").blur();
    await siteForm.getByRole("button", { name: "Add" }).click();
    await expect(siteForm.getByText("Country is required.")).toBeVisible();
    await expect(siteForm.getByText("Latitude must be between -90 and 90.")).toBeVisible();
    await siteForm.getByLabel("Site name").fill("Oslo depot");
    await siteForm.getByLabel("Country").fill("Norway");
    await siteForm.getByLabel("City").fill("Oslo");
    await siteForm.getByLabel("Latitude").fill("59.91");
    // One site register: a site is placed by both coordinates, or by neither.
    await siteForm.getByLabel("Longitude").fill("10.75");
    await siteForm.getByRole("button", { name: "Add" }).click();
    await expect(page.getByRole("list", { name: "Sites" })).toContainText("Oslo depot");
    await expect(siteForm.getByLabel("Site name")).toHaveValue("");

    await page.getByRole("link", { name: "Edit Logistics" }).click();
    await page.locator("form[id^=edit-unit-]").getByLabel("Business unit name").fill("Logistics North");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Business unit saved successfully.")).toBeVisible();
    await expect(page.getByRole("list", { name: "Sub business units of Logistics North" })).toContainText(
      "Fleet",
    );

    await page.getByRole("button", { name: "Remove Logistics North" }).click();
    await expect(page.getByText("This business unit still has sub business units")).toBeVisible();
  });
});
