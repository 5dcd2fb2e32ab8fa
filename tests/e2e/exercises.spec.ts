import { publishedIncident } from "../support/incidents";
import { expect, test } from "./fixtures";
import { e2eApi, pickPerson, unique } from "./support";

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

  test("a closed exercise's after-action review: a finding with errors on its fields, then its action closed with evidence", async ({
    page,
    request,
    company,
    signInAs,
  }, info) => {
    const js = info.project.name;
    const api = e2eApi(request);
    const title = unique("Payroll tabletop");
    const { id } = await publishedIncident(api as never, company.owner.token, {
      title,
      exerciseType: "Tabletop",
    });
    for (const status of ["In Progress", "Completed"])
      await api.call("put", `/incident/${id}/status`, { token: company.owner.token, body: { status } });
    await signInAs(company.owner, { path: `/viewincident/details?incident_id=${id}` });
    await page.getByRole("link", { name: "After-action review" }).click();
    await expect(page.getByTestId("exercise-banner")).toBeVisible();

    // Missing fields: each message on its field, what was typed kept.
    const form = page.getByRole("form", { name: "Add finding" });
    await form.getByLabel("Finding").fill("Call tree out of date");
    await form.getByRole("button", { name: "Add finding" }).click();
    await expect(form.getByText("Describe the corrective action.")).toBeVisible();
    await expect(form.getByText("Choose an owner.")).toBeVisible();
    await expect(form.getByLabel("Finding")).toHaveValue("Call tree out of date");

    await form.getByLabel("Corrective action").fill("Refresh the call tree");
    await form.getByLabel("Due date").fill("2020-01-31");
    // The owner is searched among the company's users (a GET of the form without JavaScript: what was typed stays).
    await pickPerson(page, () => page.getByRole("form", { name: "Add finding" }), "Olive Owner", {
      label: "Owner",
      javaScriptEnabled: js === "js",
    });
    await expect(form.getByLabel("Corrective action")).toHaveValue("Refresh the call tree");
    // An error on another field keeps the owner chosen (without JavaScript it came back as "Choose someone").
    await form.getByLabel("Finding").fill("");
    await form.getByRole("button", { name: "Add finding" }).click();
    await expect(form.getByText("Describe the finding.")).toBeVisible();
    const owner = form.getByLabel("Owner", { exact: true });
    if (js === "js") await expect(owner.and(page.locator("input"))).toHaveValue("Olive Owner");
    else await expect(owner.locator("option:checked")).toHaveText("Olive Owner");
    await form.getByLabel("Finding").fill("Call tree out of date");
    await form.getByRole("button", { name: "Add finding" }).click();
    await expect(page.getByText("Finding added.")).toBeVisible();
    const finding = page.getByTestId("finding").filter({ hasText: "Call tree out of date" });
    await expect(finding).toContainText("Open");
    await expect(finding).toContainText("Overdue");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: shot(`after-action-phone-${js}`), fullPage: true });

    // Home shows the overdue action until it is closed with its evidence.
    await page.goto("/overview");
    await expect(page.getByRole("link", { name: "Refresh the call tree" })).toBeVisible();
    await page.goto(`/afteraction?incident_id=${id}`);
    await finding.getByRole("button", { name: "Close action" }).click();
    await expect(finding.getByText("Describe the evidence of closure.")).toBeVisible();
    await finding.getByLabel(/Evidence of closure/).fill("New call tree tested");
    await finding.getByRole("button", { name: "Close action" }).click();
    await expect(page.getByText("Corrective action closed.")).toBeVisible();
    await expect(finding).toContainText("New call tree tested");
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.screenshot({ path: shot(`after-action-desktop-${js}`), fullPage: true });
    await page.goto("/overview");
    await expect(page.getByText("Refresh the call tree")).toHaveCount(0);
  });

  test("an employee who owns a corrective action closes it from the after-action review", async ({
    page,
    request,
    company,
    signInAs,
  }) => {
    const api = e2eApi(request);
    const employee = await company.user("Employee");
    const { id } = await publishedIncident(api as never, company.owner.token, { title: unique("Flood") });
    for (const status of ["In Progress", "Completed"])
      await api.call("put", `/incident/${id}/status`, { token: company.owner.token, body: { status } });
    await api.call("post", `/incident/${id}/findings`, {
      token: company.owner.token,
      body: {
        finding: "Pumps slow to arrive",
        action: "Contract a second pump supplier",
        ownerId: employee.id,
        dueDate: "2020-01-31",
      },
    });
    // Home shows the owner their overdue action; it leads to the review where they close it.
    await signInAs(employee, { path: "/overview" });
    await page.getByRole("link", { name: "Contract a second pump supplier" }).click();
    await expect(page).toHaveURL(new RegExp(`/afteraction\\?incident_id=${id}`));
    const finding = page.getByTestId("finding").filter({ hasText: "Pumps slow to arrive" });
    await expect(page.getByRole("form", { name: "Add finding" })).toHaveCount(0);
    await finding.getByRole("button", { name: "Close action" }).click();
    await expect(finding.getByText("Describe the evidence of closure.")).toBeVisible();
    await finding.getByLabel(/Evidence of closure/).fill("Contract signed");
    await finding.getByRole("button", { name: "Close action" }).click();
    await expect(page.getByText("Corrective action closed.")).toBeVisible();
    await expect(finding).toContainText("Contract signed");
    await expect(finding.getByRole("button", { name: "Close action" })).toHaveCount(0);
  });

  test("an External who owns a corrective action closes it from Home, without reading the incident", async ({
    page,
    request,
    company,
    signInAs,
  }, info) => {
    const api = e2eApi(request);
    const external = await company.user("External");
    const title = unique("Power cut");
    const { id } = await publishedIncident(api as never, company.owner.token, { title });
    for (const status of ["In Progress", "Completed"])
      await api.call("put", `/incident/${id}/status`, { token: company.owner.token, body: { status } });
    await api.call("post", `/incident/${id}/findings`, {
      token: company.owner.token,
      body: {
        finding: "The generator vendor took 9 hours",
        action: "Agree a 4-hour generator delivery",
        ownerId: external.id,
        dueDate: "2099-01-31",
      },
    });
    await signInAs(external, { path: "/overview" });
    const own = page.getByRole("region", { name: /Your corrective actions/ });
    const finding = own.getByTestId("finding").filter({ hasText: "The generator vendor took 9 hours" });
    // Where it was raised, named but not a link: an External reads no incident.
    await expect(finding).toContainText(title);
    await expect(finding.getByRole("link", { name: title })).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await finding.getByRole("button", { name: "Close action" }).click();
    await expect(finding.getByText("Describe the evidence of closure.")).toBeVisible();
    await page.screenshot({ path: shot(`own-findings-open-phone-${info.project.name}`), fullPage: true });
    await finding.getByLabel(/Evidence of closure/).fill("Contract amended, clause 4");
    await finding.getByRole("button", { name: "Close action" }).click();
    await expect(page.getByText("Corrective action closed.")).toBeVisible();
    await expect(page.getByRole("region", { name: /Your corrective actions/ })).toHaveCount(0);
    await page.screenshot({ path: shot(`own-findings-phone-${info.project.name}`), fullPage: true });
    const review = await api.call("get", `/incident/${id}/findings`, { token: company.owner.token });
    expect(JSON.stringify(review.body)).toContain("Contract amended, clause 4");
  });

  test("the exercise programme shows each plan's next exercise and the coverage, on a phone", async ({
    page,
    company,
    signInAs,
  }, info) => {
    await signInAs(company.owner, { path: "/exerciseprogramme" });
    await expect(page.getByRole("heading", { name: "Exercise programme" })).toBeVisible();
    await expect(page.getByTestId("coverage-12")).toContainText(
      "Critical processes exercised in the last 12 months",
    );
    await expect(page.getByTestId("coverage-36")).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await page.screenshot({ path: shot(`programme-phone-${info.project.name}`), fullPage: true });
  });
});
