import { expect, test } from "@playwright/test";
import { MESSAGES } from "~/shared/messages";
import {
  DEMO,
  DEMO_PASSWORD,
  latestMailTo,
  linkIn,
  logout,
  newCompanyAdmin,
  signIn,
  unique,
} from "./support";

test.describe("route guard and sign-in", () => {
  test("an unauthenticated visit goes to /login and lands back on the page after sign-in", async ({
    page,
  }) => {
    await page.goto("/usermanagement?page=2");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fusermanagement%3Fpage%3D2&error=SessionRequired$/);
    await page.getByLabel("Email").fill(DEMO.corpAdmin);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/usermanagement\?page=2$/);
    await expect(page.getByRole("heading", { name: "Manage Users" })).toBeVisible();
  });

  test("shows the signed-in user's name and role label in the top bar, and the gear for admins", async ({
    page,
  }) => {
    await signIn(page, DEMO.corpAdmin);
    await expect(page).toHaveURL(/\/overview$/);
    const profile = page.getByTestId("profile");
    await expect(profile).toContainText("Cora Admin");
    await expect(profile).toContainText("Corporate Administrator");
    await expect(profile.getByText("Corporate Administrator")).toHaveCSS("text-transform", "uppercase");
    await expect(page.getByLabel("Settings")).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    // The four entries in order (favourites, listed below them, depend on what the user starred).
    await expect(nav.getByRole("list").first().getByRole("link")).toHaveText([
      "Home",
      "Active BCPs",
      "BCP Activation Response",
      "Business Continuity Planning",
    ]);
  });

  // Issue 37: the sidebar was drawn twice (a column and a phone menu); one <nav> now serves both sizes.
  test("one sidebar: a column on a wide screen, behind Menu on a phone, with and without JavaScript", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await signIn(page, DEMO.corpAdmin);
    await expect(page).toHaveURL(/\/overview$/);
    await expect(page.locator("nav")).toHaveCount(1);
    const nav = page.getByRole("navigation", { name: "Main" });
    const menu = page.locator("summary", { hasText: "Menu" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Registers" })).toBeVisible();
    await expect(menu).toBeHidden();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(nav).toBeHidden();
    await menu.click();
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Business Continuity Planning" }).click();
    await expect(page).toHaveURL(/\/businesscontinuityplan$/);
    // The next page starts with the menu closed (a page load without JavaScript; closed on the change with it).
    await expect(nav).toBeHidden();
    await menu.click();
    await expect(nav.getByRole("link", { name: "Business Continuity Planning" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("hides the gear from non-admin roles", async ({ page }) => {
    await signIn(page, DEMO.lead);
    await expect(page).toHaveURL(/\/overview$/);
    await expect(page.getByTestId("profile")).toContainText("BCP Lead");
    await expect(page.getByLabel("Settings")).toHaveCount(0);
  });

  test("a wrong password shows its message on the password field and keeps the email", async ({
    page,
    request,
  }) => {
    const owner = await newCompanyAdmin(request);
    await signIn(page, owner.email, "Wrong!pass99");
    await expect(page.getByText("Invalid email or password.")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(owner.email);
  });

  test("a disabled user is refused with 'This user is disabled.'", async ({ page }) => {
    await signIn(page, DEMO.disabled);
    await expect(page.getByText("This user is disabled.")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(DEMO.disabled);
  });

  test("a malformed email shows its message and keeps what was typed", async ({ page }) => {
    await signIn(page, "nobody@nowhere");
    await expect(page.getByText("Enter a valid email address.")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("nobody@nowhere");
  });

  test("a signed-in user on /login goes to a safe redirect, never another host", async ({ page }) => {
    await signIn(page, DEMO.viewer);
    await expect(page).toHaveURL(/\/overview$/);
    await page.goto("/login?redirect=%2FactivatedBcps");
    await expect(page).toHaveURL(/\/activatedBcps$/);
    await page.goto("/login?redirect=https%3A%2F%2Fevil.example%2F");
    await expect(page).toHaveURL(/localhost:\d+\/overview$/);
    await page.goto("/login?redirect=%2F%2Fevil.example");
    await expect(page).toHaveURL(/localhost:\d+\/overview$/);
    // "/.//evil.example/x" normalises to "//evil.example/x", another host (security review finding 4).
    await page.goto("/login?redirect=%2F.%2F%2Fevil.example%2Fx");
    await expect(page).toHaveURL(/localhost:\d+\/overview$/);
  });

  test("logout ends the session and goes to /login", async ({ page }) => {
    await signIn(page, DEMO.employee);
    await expect(page).toHaveURL(/\/overview$/);
    await logout(page);
    await page.goto("/overview");
    await expect(page).toHaveURL(/\/login/);
  });

  test("/bcpActivationResponse/Analysis renders without the top bar and sidebar", async ({ page }) => {
    await signIn(page, DEMO.lead, DEMO_PASSWORD, "/login?redirect=%2FbcpActivationResponse%2FAnalysis");
    await expect(page).toHaveURL(/\/bcpActivationResponse\/Analysis$/);
    await expect(page.getByRole("heading", { name: "Analysis" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(page.getByTestId("profile")).toHaveCount(0);
  });
});

test.describe("accounts", () => {
  test("sign-up creates a company with the signer as Corporate Administrator", async ({ page, request }) => {
    const email = `${unique("founder")}@e2e.example`;
    await page.goto("/signup");
    await page.getByLabel("Company name").fill("Harbour Freight");
    await page.getByLabel("First name").fill("Hana");
    await page.getByLabel("Last name").fill("Harbour");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("weak");
    await page.getByLabel("Confirm password").fill("weak");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText(/Password needs at least 8 characters/)).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await page.getByLabel("Password", { exact: true }).fill("Harbour!2026");
    await page.getByLabel("Confirm password").fill("Harbour!2026");
    await page.getByRole("button", { name: "Create account" }).click();
    // Nothing is made until the address's owner uses the emailed link (the same answer for a taken address).
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expect(page.getByText(MESSAGES.signupEmailSent)).toBeVisible();
    const link = linkIn((await latestMailTo(request, email)).text);
    expect(link).toMatch(/^\/signup\/confirm\?token=/);
    await page.goto(link);
    await expect(page.getByText("Harbour Freight").first()).toBeVisible();
    await page.getByRole("button", { name: "Create my company account" }).click();
    await expect(page).toHaveURL(/\/overview$/);
    await expect(page.getByTestId("profile")).toContainText("Corporate Administrator");
    await expect(page.getByText(MESSAGES.signedUp)).toBeVisible();
    // The link works once.
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByText(MESSAGES.signupLinkInvalid)).toBeVisible();
  });

  test("sign-up with a taken address answers as for a new one and tells the owner", async ({
    page,
    request,
  }) => {
    const owner = await newCompanyAdmin(request);
    await page.goto("/signup");
    await page.getByLabel("Company name").fill("Copycat Ltd");
    await page.getByLabel("First name").fill("Cody");
    await page.getByLabel("Last name").fill("Cat");
    await page.getByLabel("Email").fill(owner.email);
    await page.getByLabel("Password", { exact: true }).fill("Copycat!2026");
    await page.getByLabel("Confirm password").fill("Copycat!2026");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expect(page.getByText(MESSAGES.emailTaken)).toHaveCount(0);
    const mail = await latestMailTo(request, owner.email);
    expect(mail.subject).toBe("Someone tried to sign up to Keel with your address");
    expect(linkIn(mail.text)).toBe("/login");
  });

  test("password recovery works through the emailed link, once", async ({ page, request }) => {
    const owner = await newCompanyAdmin(request);
    await page.goto("/passwordrecovery");
    await page.getByLabel("Email").fill(owner.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText(/we have sent a link/)).toBeVisible();
    const mail = await latestMailTo(request, owner.email);
    const link = linkIn(mail.text);
    expect(link).toMatch(/^\/user\/resetpassword\?token=/);
    await page.goto(link);
    await page.getByLabel("New password", { exact: true }).fill("Recovered!2026");
    await page.getByLabel("Confirm new password").fill("Recovered!2026");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Password updated successfully.")).toBeVisible();
    await signIn(page, owner.email, "Recovered!2026");
    await expect(page).toHaveURL(/\/overview$/);
    // The link works once.
    await logout(page);
    await page.goto(link);
    await expect(page.getByText("This password reset link is invalid or has expired.")).toBeVisible();
  });

  test("a signed-in user changes their password", async ({ page, request }) => {
    const owner = await newCompanyAdmin(request);
    await signIn(page, owner.email, owner.password);
    await expect(page).toHaveURL(/\/overview$/);
    await page.goto("/updatepassword");
    await page.getByLabel("Current password").fill("Not!theone1");
    await page.getByLabel("New password", { exact: true }).fill("Changed!2026");
    await page.getByLabel("Confirm new password").fill("Changed!2026");
    await page.getByRole("button", { name: "Update password" }).click();
    await expect(page.getByText("Current password is incorrect.")).toBeVisible();
    await page.getByLabel("Current password").fill(owner.password);
    await page.getByLabel("New password", { exact: true }).fill("Changed!2026");
    await page.getByLabel("Confirm new password").fill("Changed!2026");
    await page.getByRole("button", { name: "Update password" }).click();
    await expect(page).toHaveURL(/\/overview$/);
    await expect(page.getByText("Password updated successfully.")).toBeVisible();
    await logout(page);
    await signIn(page, owner.email, "Changed!2026");
    await expect(page).toHaveURL(/\/overview$/);
  });
});
