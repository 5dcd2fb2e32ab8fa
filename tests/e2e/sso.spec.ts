import type { Page } from "@playwright/test";
import { SSO_ERRORS } from "../../app/domains/sso/model";
import { startTestIdp, type TestIdp } from "../support/oidc-provider";
import { expect, test } from "./fixtures";
import { newCompanyAdmin, publishTxt, unique } from "./support";

let idp: TestIdp;

test.beforeAll(async ({ browser: _browser }, info) => {
  const base = info.project.use.baseURL!;
  idp = await startTestIdp({ redirectUris: [`${base}/api/auth/callback/sso`] });
});
test.afterAll(async () => {
  await idp?.close();
});

/** A new company whose email domain signs in through the test provider. */
async function ssoCompany(request: Parameters<typeof newCompanyAdmin>[0], passwordSignIn = true) {
  const owner = await newCompanyAdmin(request);
  const domain = `${unique("corp").replace(".", "-")}.example`;
  const res = await request.put("/api/company/sso", {
    headers: { authorization: `Bearer ${owner.token}` },
    data: {
      issuer: idp.issuer,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
      domains: domain,
      defaultRole: "BCPLead",
      passwordSignIn,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  // The domain routes sign-ins only once proved: publish its TXT record, then verify.
  publishTxt(domain, (await res.json()).data.domainClaims[0].txtRecord);
  const verify = await request.post("/api/company/sso/verify", {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { domain },
  });
  expect(verify.status(), await verify.text()).toBe(200);
  return { owner, domain };
}

async function typeEmailAndContinue(page: Page, email: string, path = "/login") {
  await page.goto(path);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

test.describe("single sign-on through the company's OpenID Connect provider", () => {
  test("an email of an SSO domain goes to the provider and comes back signed in, on the page asked for", async ({
    page,
    request,
  }) => {
    const { domain } = await ssoCompany(request);
    await page.goto("/notifications");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fnotifications&error=SessionRequired$/);
    await page.getByLabel("Email").fill(`amy@${domain}`);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    const profile = page.getByTestId("profile");
    await expect(profile).toContainText("Sam Single");
    await expect(profile).toContainText("BCP Lead");
  });

  test("the single sign-on button works too, and a domain without SSO says so", async ({ page, request }) => {
    const { domain } = await ssoCompany(request);
    await page.goto("/login");
    await page.getByLabel("Email").fill(`noone@no-sso-${domain}`);
    await page.getByRole("button", { name: "Continue with single sign-on" }).click();
    await expect(page.getByText(SSO_ERRORS.NoProvider)).toBeVisible();
    await page.getByLabel("Email").fill(`ben@${domain}`);
    await page.getByRole("button", { name: "Continue with single sign-on" }).click();
    await expect(page).toHaveURL(/\/overview$/);
  });

  test("a tampered state is refused with its message", async ({ page, request }) => {
    const { domain } = await ssoCompany(request);
    idp.tamperNextCallback((url) => url.searchParams.set("state", "tampered"));
    await typeEmailAndContinue(page, `cat@${domain}`);
    await expect(page).toHaveURL(/\/login\?error=OAuthState$/);
    await expect(page.getByText(SSO_ERRORS.OAuthState)).toBeVisible();
  });

  test("an ID token with a wrong nonce is refused with its message", async ({ page, request }) => {
    const { domain } = await ssoCompany(request);
    idp.tamperNextAuthorization((url) => url.searchParams.set("nonce", "chosen-by-an-attacker"));
    await typeEmailAndContinue(page, `dan@${domain}`);
    await expect(page).toHaveURL(/\/login\?error=OAuthCallback$/);
    await expect(page.getByText(SSO_ERRORS.OAuthCallback)).toBeVisible();
  });

  test("an expired code is refused with its message", async ({ page, request }) => {
    const { domain } = await ssoCompany(request);
    idp.setCodeTtl(1);
    try {
      idp.tamperNextCallback(() => {}, 2100);
      await typeEmailAndContinue(page, `eve@${domain}`);
      await expect(page).toHaveURL(/\/login\?error=OAuthCallback$/);
      await expect(page.getByText(SSO_ERRORS.OAuthCallback)).toBeVisible();
    } finally {
      idp.setCodeTtl(60);
    }
  });

  test("an account whose email domain is not the company's is refused", async ({ page, request }) => {
    const { domain } = await ssoCompany(request);
    idp.setAccount(`fay@${domain}`, {
      sub: unique("fay"),
      email: "fay@foreign.example",
      email_verified: true,
    });
    await typeEmailAndContinue(page, `fay@${domain}`);
    await expect(page).toHaveURL(/\/login\?error=OAuthAccountNotLinked$/);
    await expect(page.getByText(SSO_ERRORS.OAuthAccountNotLinked)).toBeVisible();
  });

  test("an unreachable provider and a callback address off this site are said plainly on /login", async ({
    page,
    request,
  }) => {
    const { owner, domain } = await ssoCompany(request);
    await typeEmailAndContinue(page, `gus@${domain}`, "/login?redirect=https%3A%2F%2Fevil.example%2F");
    await expect(page.getByText(SSO_ERRORS.InvalidCallbackUrl)).toBeVisible();
    const res = await request.put("/api/company/sso", {
      headers: { authorization: `Bearer ${owner.token}` },
      data: { issuer: "http://127.0.0.1:9", clientId: "x", domains: domain, defaultRole: "Employee" },
    });
    expect(res.status()).toBe(200);
    await typeEmailAndContinue(page, `gus@${domain}`);
    await expect(page.getByText(SSO_ERRORS.ProviderUnreachable)).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(`gus@${domain}`);
  });

  test("a Corporate Administrator sets up SSO from Manage Company; the secret is never shown again", async ({
    page,
    request,
    signInAs,
  }) => {
    const owner = await newCompanyAdmin(request);
    await signInAs(owner);
    await page.goto("/company");
    await page.getByRole("link", { name: "Single sign-on" }).click();
    await expect(page).toHaveURL(/\/company\/sso$/);
    await expect(page.getByRole("heading", { name: "Single sign-on" })).toBeVisible();
    await page.getByLabel("Issuer URL").fill(idp.issuer);
    await page.getByLabel("Client ID").fill(idp.clientId);
    await page.getByLabel("Client secret").fill(idp.clientSecret);
    await page.getByLabel("Email domains").fill("fine.example\nnot a domain");
    await page.getByRole("button", { name: "Save" }).click();
    // Refused on the domains alone: the wrong one named once, as typed, on its field (it was split word by word)...
    const domainsError = page.locator(`#${await page.getByLabel("Email domains").getAttribute("id")}-error`);
    await expect(domainsError).toHaveText('"not a domain" is not a domain name (e.g. example.com).');
    // ...and the secret typed is still there: saving again does not silently drop it (it came back blank).
    await expect(page.getByLabel("Client secret")).toHaveValue(idp.clientSecret);
    const domain = `${unique("setup").replace(".", "-")}.example`;
    await page.getByLabel("Email domains").fill(domain);
    await page.getByLabel("Default role for new users").selectOption("Employee");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Single sign-on settings saved.")).toBeVisible();
    // The domain must be proved (security review findings 1 and 5): the page shows the TXT record to publish.
    const claim = page.getByTestId(`domain-${domain}`);
    await expect(claim.getByText("Not verified")).toBeVisible();
    const record = (await claim.locator("code").textContent())!;
    expect(record).toMatch(/^keel-domain-verification=[0-9a-f]{32}$/);
    await page.getByRole("button", { name: `Verify ${domain}` }).click();
    await expect(
      page.getByText(`No TXT record "${record}" was found at ${domain}.`, { exact: false }),
    ).toBeVisible();
    publishTxt(domain, record);
    await page.getByRole("button", { name: `Verify ${domain}` }).click();
    await expect(page.getByText(`${domain} is verified.`)).toBeVisible();
    await expect(claim.getByText("Verified", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Client secret")).toHaveValue("");
    expect(await page.content()).not.toContain(idp.clientSecret);
    await page.getByRole("button", { name: "Check connection" }).click();
    await expect(page.getByText("The identity provider answered.")).toBeVisible();
  });
});
