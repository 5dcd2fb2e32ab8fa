import { publishedIncident } from "../support/incidents";
import { expect, test } from "./fixtures";
import { e2eApi, unique } from "./support";

const shot = (name: string) => `test-results/shots/${name}.png`;

test.describe("exercise injects", () => {
  test("the exercise's owner schedules a timed inject: errors on their fields, then listed as Scheduled, on a phone too", async ({
    page,
    request,
    company,
    signInAs,
  }, info) => {
    const js = info.project.name;
    const api = e2eApi(request);
    const title = unique("Backup site tabletop");
    const { id } = await publishedIncident(api as never, company.owner.token, {
      title,
      exerciseType: "Tabletop",
    });
    await signInAs(company.owner, { path: `/viewincident/details?incident_id=${id}` });
    await page.getByRole("link", { name: "Injects", exact: true }).click();
    await expect(page).toHaveURL(/\/exerciseinjects\?incident_id=/);
    await expect(page.getByTestId("exercise-banner")).toBeVisible();
    await expect(page.getByText("No injects scheduled.")).toBeVisible();

    // Missing time, and a time already past: each message on its field, the text kept.
    const form = page.getByRole("form", { name: "Schedule inject" });
    await form.getByLabel("What happens").fill("The backup site loses power.");
    await form.getByRole("button", { name: "Schedule inject" }).click();
    await expect(form.getByText("Choose when the inject happens.")).toBeVisible();
    await expect(form.getByLabel("What happens")).toHaveValue("The backup site loses power.");
    await form.getByLabel("Time").fill("2020-01-01T10:40");
    await form.getByRole("button", { name: "Schedule inject" }).click();
    await expect(form.getByText("Choose a time still to come.")).toBeVisible();

    await form.getByLabel("Time").fill("2099-06-15T10:40");
    await form.getByRole("button", { name: "Schedule inject" }).click();
    await expect(page.getByText("Inject scheduled.")).toBeVisible();
    const inject = page.getByTestId("inject").filter({ hasText: "The backup site loses power." });
    await expect(inject).toContainText("Scheduled");
    await expect(inject).toContainText("10:40");

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await page.screenshot({ path: shot(`injects-phone-${js}`), fullPage: true });
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.screenshot({ path: shot(`injects-desktop-${js}`), fullPage: true });

    // Cancelled before it falls due: gone from the list.
    await inject.getByRole("button", { name: "Cancel inject" }).click();
    await expect(page.getByText("Inject cancelled.")).toBeVisible();
    await expect(page.getByText("No injects scheduled.")).toBeVisible();
  });
});
