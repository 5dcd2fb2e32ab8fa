import { SSO_ERRORS } from "../../app/domains/sso/model";
import { MESSAGES } from "../../app/shared/messages";
import { expect, test } from "./fixtures";
import { DEMO, DEMO_PASSWORD, newCompanyAdmin } from "./support";

/** Issue 26: the sign-in details of spec §8, /updatepassword of spec §2, the scrollbar of spec §9. */
test.describe("sign-in details", () => {
  test("a page that needs a session lands on sign-in with SessionRequired, then goes back", async ({
    page,
  }) => {
    await page.goto("/incidents?page=1");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fincidents%3Fpage%3D1&error=SessionRequired$/);
    await expect(page.getByText(SSO_ERRORS.SessionRequired)).toBeVisible();
    await page.getByLabel("Email").fill(DEMO.corpAdmin);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/incidents\?page=1$/);
  });

  test("/signin leads to the same sign-in page, with its error", async ({ page }) => {
    await page.goto("/signin?error=SessionRequired");
    await expect(page).toHaveURL(/\/login\?error=SessionRequired$/);
    await expect(page.getByText(SSO_ERRORS.SessionRequired)).toBeVisible();
    await page.goto("/signin?error=UnsupportedStrategy");
    await expect(page.getByText(SSO_ERRORS.UnsupportedStrategy)).toBeVisible();
  });
});

test.describe("/updatepassword (spec §2 unauthenticated route)", () => {
  test("signed out it says how to change a password; signed in it changes it", async ({ page, request }) => {
    await page.goto("/updatepassword");
    await expect(page).toHaveURL(/\/updatepassword$/);
    await expect(page.getByRole("heading", { name: "Change your password" })).toBeVisible();
    await page.getByRole("link", { name: "Sign in" }).click();
    const owner = await newCompanyAdmin(request);
    await page.getByLabel("Email").fill(owner.email);
    await page.getByLabel("Password", { exact: true }).fill(owner.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/updatepassword$/);
    await page.getByLabel("Current password").fill(owner.password);
    await page.getByLabel("New password", { exact: true }).fill("Newer!pass2");
    await page.getByLabel("Confirm new password").fill("Newer!pass2");
    await page.getByRole("button", { name: "Update password" }).click();
    await expect(page).toHaveURL(/\/overview$/);
    await expect(page.getByText(MESSAGES.passwordUpdated)).toBeVisible();
  });

  test("a reset link that lands on /updatepassword goes on to the reset form", async ({ page }) => {
    await page.goto("/updatepassword?token=not-a-token");
    await expect(page).toHaveURL(/\/user\/resetpassword\?token=not-a-token$/);
    await expect(page.getByText(MESSAGES.resetLinkInvalid)).toBeVisible();
  });
});

test.describe("scrollbar style (spec §9)", () => {
  test("shows the custom scrollbar while scrolling and reverts after", async ({ page, signInAs }, info) => {
    test.skip(info.project.name === "nojs", "without JavaScript the browser's own scrollbar stays");
    await signInAs(DEMO.corpAdmin);
    await page.setViewportSize({ width: 390, height: 400 });
    const scroller = await page.evaluateHandle(() => {
      const all = [document.documentElement, ...document.querySelectorAll("*")];
      return all.find(
        (el) =>
          (el.scrollHeight > el.clientHeight + 20 &&
            getComputedStyle(el).overflowY !== "hidden" &&
            getComputedStyle(el).overflowY !== "visible") ||
          (el === document.documentElement && el.scrollHeight > el.clientHeight + 20),
      )!;
    });
    const target = page.locator("[data-scrolling]");
    // The listener is attached once the page's scripts have taken over; on a loaded machine that can come after the
    // first scroll (CI saw it), so scroll down and up again until the style shows.
    let down = true;
    await expect(async () => {
      await scroller.evaluate(
        (el, y) => {
          (el === document.documentElement ? window : el).scrollTo(0, y);
        },
        down ? 200 : 0,
      );
      down = !down;
      await expect(target).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(target).toHaveCount(0, { timeout: 10_000 });
  });
});
