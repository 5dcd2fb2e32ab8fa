import { CALENDAR_LABELS as L, CALENDAR_MESSAGES as M } from "../../app/domains/calendar/model";
import { expect, test } from "./fixtures";

/** Screenshots of the changed screens, per project (js, nojs) and size. */
const shot = (name: string) => `test-results/shots/${name}.png`;

test.describe("calendar feeds", () => {
  test("a user creates a private calendar link on their profile, sees it once, subscribes, and revokes it", async ({
    page,
    company,
    signInAs,
    request,
  }, info) => {
    const js = info.project.name;
    const lead = await company.user("BCPLead");
    await signInAs(lead, { path: "/profile" });
    await page.getByRole("link", { name: L.profileLink }).click();
    await expect(page).toHaveURL(/\/profile\/calendar$/);
    await expect(page.getByTestId("calendar-state")).toHaveText(L.none);

    await page.getByRole("button", { name: L.create }).click();
    const link = page.getByLabel(L.link);
    await expect(link).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{40,}\.ics$/);
    await expect(page.getByText(L.shownOnce)).toBeVisible();
    await expect(page.getByTestId("calendar-state")).toContainText(L.live);
    const feed = new URL(await link.inputValue()).pathname;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: shot(`calendar-feed-phone-${js}`), fullPage: true });
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.screenshot({ path: shot(`calendar-feed-desktop-${js}`) });

    // A calendar app fetches it without a session.
    const ics = await request.get(feed);
    expect(ics.status()).toBe(200);
    expect(ics.headers()["content-type"]).toContain("text/calendar");
    expect(ics.headers()["cache-control"]).toBe("no-store");
    expect(ics.headers()["referrer-policy"]).toBe("no-referrer");
    expect(await ics.text()).toContain("BEGIN:VCALENDAR");

    // Shown once: coming back, the page says a link is live but not what it is.
    await page.goto("/profile/calendar");
    await expect(page.getByLabel(L.link)).toHaveCount(0);
    await expect(page.getByTestId("calendar-state")).toContainText(L.live);

    await page.getByRole("button", { name: L.revoke }).click();
    await expect(page.getByText(M.revoked)).toBeVisible();
    await expect(page.getByTestId("calendar-state")).toHaveText(L.none);
    const gone = await request.get(feed);
    expect(gone.status()).toBe(404);
    expect(gone.headers()["x-robots-tag"]).toBe("noindex");
  });

  test("a Corporate Administrator makes the company's programme link from the exercise programme", async ({
    page,
    company,
    signInAs,
    request,
  }) => {
    await signInAs(company.owner, { path: "/exerciseprogramme" });
    await page.getByRole("link", { name: L.programmeLink }).click();
    await expect(page).toHaveURL(/\/exerciseprogramme\/calendar$/);
    await page.getByRole("button", { name: L.create }).click();
    const feed = new URL(await page.getByLabel(L.link).inputValue()).pathname;
    const ics = await request.get(feed);
    expect(ics.status()).toBe(200);
    expect(await ics.text()).toContain(`X-WR-CALNAME:${L.companyCalendarName}`);

    // Regenerating revokes the old link.
    await page.getByRole("button", { name: L.regenerate }).click();
    await expect(page.getByLabel(L.link)).not.toHaveValue(new RegExp(feed));
    expect((await request.get(feed)).status()).toBe(404);

    // A BC lead is not offered it, and cannot open it.
    const lead = await company.user("BCPLead");
    await signInAs(lead, { path: "/exerciseprogramme" });
    await expect(page.getByRole("link", { name: L.programmeLink })).toHaveCount(0);
  });
});
