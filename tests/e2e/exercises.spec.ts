import { expect, test } from "./fixtures";
import { unique } from "./support";

/** Screenshots of the changed screens, per project (js, nojs) and size. */
const shot = (name: string) => `test-results/shots/${name}.png`;

test.describe("exercise mode", () => {
  test("an exercise is created in the wizard, marked EXERCISE on its pages, and left out of Home and Active BCPs", async ({
    page,
    company,
    signInAs,
  }, info) => {
    const js = info.project.name;
    const title = unique("Flood drill");
    await signInAs(company.owner);

    // Step 1: the hazard category and the kind of exercise; a bad kind would be refused on the field.
    await page.goto("/createincidents/hazard_category");
    await page.getByLabel("Natural", { exact: true }).check();
    await page.getByLabel("Run as an exercise").selectOption("Tabletop");
    await page.getByRole("button", { name: "next step" }).click();
    await expect(page).toHaveURL(/\/createincidents\/hazard_type\?incident_id=/);
    // From the next step on, the draft carries the banner.
    await expect(page.getByTestId("exercise-banner")).toContainText("EXERCISE (tabletop)");
    await page.getByLabel("Flood", { exact: true }).check();
    await page.getByRole("button", { name: "next step" }).click();
    await page.getByLabel("Latitude", { exact: true }).fill("51.51");
    await page.getByLabel("Longitude", { exact: true }).fill("-0.08");
    await page.getByLabel(/viewing radius/).fill("20");
    await page.getByRole("button", { name: "next step" }).click();
    await page.getByRole("button", { name: "next step" }).click();
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Impact").selectOption("High");
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page).toHaveURL(/\/viewincident\/details\?incident_id=/);
    const id = new URL(page.url()).searchParams.get("incident_id")!;

    // Every page of it says so: the incident, its messages, its response.
    await expect(page.getByTestId("exercise-banner")).toContainText("not a real incident");
    await expect(page).toHaveTitle(new RegExp(`^\\[EXERCISE\\] ${title}`));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: shot(`exercise-incident-phone-${js}`), fullPage: true });
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.screenshot({ path: shot(`exercise-incident-desktop-${js}`) });
    await page.goto(`/incidentmessages?incident_id=${id}`);
    await expect(page.getByTestId("exercise-banner")).toBeVisible();
    await page.goto(`/bcpActivationResponse?incidentId=${id}`);
    await expect(page.getByTestId("exercise-banner")).toBeVisible();

    // The list marks it; Home does not count it.
    await page.goto(`/incidents?q=${encodeURIComponent(title)}`);
    await expect(page.getByTestId("incident-row").filter({ hasText: title })).toContainText("EXERCISE");
    await page.goto("/overview");
    await expect(page.getByText(title)).toHaveCount(0);

    // Active BCPs offers the exercise filter (real incidents only by default), with and without JavaScript.
    await page.goto("/activatedBcps");
    await expect(page.getByLabel("Exercises")).toHaveValue("real");
    await page.getByLabel("Exercises").selectOption("only");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/exercises=only/);
    await expect(page.getByLabel("Exercises")).toHaveValue("only");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: shot(`exercise-active-bcps-phone-${js}`), fullPage: true });
  });

  test("the wizard's first step offers the choice on a phone", async ({ page, company, signInAs }, info) => {
    await signInAs(company.owner);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/createincidents/hazard_category");
    await expect(page.getByLabel("Run as an exercise")).toHaveValue("");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await page.screenshot({ path: shot(`exercise-wizard-phone-${info.project.name}`), fullPage: true });
  });
});
