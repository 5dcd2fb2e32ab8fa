import { INCIDENT_MESSAGES } from "~/domains/incidents/model";
import { expect, test } from "./fixtures";
import { DEMO, DEMO_PASSWORD, floodedSite, pickPerson, unique } from "./support";

test.describe("incidents and crises", () => {
  test("create through the five steps, resume the draft, list, tabs, response action, escalate, disable", async ({
    page,
    request,
    signInAs,
    javaScriptEnabled,
  }) => {
    const title = unique("Flood");
    await signInAs(DEMO.corpAdmin);

    // Steps 1 and 2, then leave half-way.
    await page.goto("/createincidents/hazard_category");
    await page.getByLabel("Natural", { exact: true }).check();
    await page.getByRole("button", { name: "next step" }).click();
    await expect(page).toHaveURL(/\/createincidents\/hazard_type\?incident_id=/);
    await page.getByLabel("Flood", { exact: true }).check();
    await page.getByRole("button", { name: "next step" }).click();
    await expect(page).toHaveURL(/\/createincidents\/load_assets_&_people\?incident_id=/);
    await page.goto("/overview");

    // Coming back resumes where the draft was left.
    await page.goto("/createincidents/hazard_category");
    await page.getByRole("link", { name: "Untitled incident draft" }).first().click();
    await expect(page).toHaveURL(/\/createincidents\/load_assets_&_people\?incident_id=/);
    await expect(page.getByRole("heading", { name: "Load Assets and People" })).toBeVisible();

    // Step 3: the alert location and radius load the impacted sites.
    await page.getByLabel("Latitude", { exact: true }).fill("51.51");
    await page.getByLabel("Longitude", { exact: true }).fill("-0.08");
    await page.getByLabel(/viewing radius/).fill("20");
    await page.getByRole("button", { name: "load assets and people" }).click();
    await expect(page.getByTestId("impact")).toContainText("London Head Office");
    await page.getByRole("button", { name: "next step" }).click();

    // Step 4: an ad hoc process.
    await expect(page).toHaveURL(/\/createincidents\/load_processes\?incident_id=/);
    await page.getByLabel("Add adhoc process").fill("Payroll");
    await page.getByRole("button", { name: "next step" }).click();

    // Step 5: general info, then publish.
    await expect(page).toHaveURL(/\/createincidents\/general_info\?incident_id=/);
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Impact").selectOption("High");
    await page.getByLabel("Status check cadence").selectOption("Every Hour");
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page).toHaveURL(/\/viewincident\/details\?incident_id=/);
    const detailUrl = page.url();
    const id = new URL(detailUrl).searchParams.get("incident_id")!;

    // The list shows it with the spec's columns.
    await page.goto(`/incidents?q=${encodeURIComponent(title)}`);
    const headers = page.locator("thead th");
    for (const label of [
      "Created On",
      "BCP Count",
      "Incident Locations",
      "Response Coordinator",
      "Hazard Type",
      "Name",
      "Impact",
      "Status",
      "Incident Creator",
      "Updated On",
    ]) {
      await expect(headers.filter({ hasText: label })).toHaveCount(1);
    }
    const row = page.getByTestId("incident-row").filter({ hasText: title });
    await expect(row).toContainText("Flood");
    await expect(row).toContainText("Just Created");
    await expect(row).toContainText("Cora Admin");

    // Every tab opens.
    await page.goto(detailUrl);
    for (const tab of [
      "ASSETS, PEOPLE AND OTHERS",
      "ASSOCIATED IMPS",
      "PROCESSES",
      "RESPONSE ACTION",
      "MERGED ALERTS",
      "DETAILS",
    ]) {
      await page
        .getByRole("navigation", { name: "Incident tabs" })
        .getByRole("link", { name: tab, exact: true })
        .click();
      await expect(page.locator("[aria-current=page]", { hasText: tab })).toBeVisible();
    }
    await page.getByRole("link", { name: "ASSETS, PEOPLE AND OTHERS" }).click();
    await expect(page.getByText(/London Head Office/)).toBeVisible();

    // Assigning the response team moves it on to Assigned Team.
    await page.goto(detailUrl);
    const team = page.getByRole("form", { name: "Response team" });
    await team.getByLabel("Lena Lead").selectOption("MEMBER");
    await team.getByLabel("Response coordinator").selectOption({ label: "Cora Admin" });
    await page.getByRole("button", { name: "Save team" }).click();
    await expect(page.getByText("Response team saved.")).toBeVisible();
    await expect(page.getByTestId("timeline")).toContainText("status changed to Assigned Team");

    // A response action with an @mention.
    await page.goto(`/viewincident/response_actions?incident_id=${id}`);
    const addAction = () => page.getByRole("form", { name: "Add response action" });
    await addAction()
      .getByRole("textbox", { name: "Response action", exact: true })
      .fill("Call the site team");
    // The owner is searched for, not picked among every user (issue 37); without JS the search keeps the title.
    await pickPerson(page, addAction, "Lena Lead", { label: "Owner", javaScriptEnabled });
    await expect(addAction().getByRole("textbox", { name: "Response action", exact: true })).toHaveValue(
      "Call the site team",
    );
    await addAction().getByRole("button", { name: "Add response action" }).click();
    await expect(page.getByTestId("response-action")).toContainText("Call the site team");
    await expect(page.getByTestId("response-action")).toContainText("Lena Lead");
    await page.getByLabel("Comment on Call the site team").fill("Please confirm headcount");
    // No list of every user on the page (issue 37): the name typed is found on the server.
    await expect(page.locator("datalist")).toHaveCount(0);
    await page.getByLabel("Mention").fill("@Lena Nobody");
    await page.getByRole("button", { name: "Comment" }).click();
    await expect(page.getByText(INCIDENT_MESSAGES.mentionUnknown)).toBeVisible();
    await page.getByLabel("Comment on Call the site team").fill("Please confirm headcount");
    await page.getByLabel("Mention").fill("@lena lead");
    await page.getByRole("button", { name: "Comment" }).click();
    await expect(page.getByTestId("response-action")).toContainText("Please confirm headcount @Lena Lead");
    await expect(page.getByTestId("timeline")).toContainText("Comment on Call the site team");
    // The mentioned user has the mention.
    const lead = await request.post("/api/auth/signin", {
      data: { email: DEMO.lead, password: DEMO_PASSWORD },
    });
    const leadToken = (await lead.json()).data.token;
    const mentions = await request.get("/api/mentions", {
      headers: { authorization: `Bearer ${leadToken}` },
    });
    const items = (await mentions.json()).data as { mention: { entityId: string; message: string } }[];
    expect(items.find((m) => m.mention.entityId === id)?.mention.message).toContain(
      "Please confirm headcount",
    );

    // Escalate after confirmation.
    await page.getByRole("link", { name: "Escalate to Crisis" }).click();
    await expect(page.getByRole("alertdialog")).toContainText("Escalate this incident to a crisis?");
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("Incident escalated to crisis.")).toBeVisible();
    await expect(page.getByRole("link", { name: "ASSOCIATED IMPS/CMPS" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Escalate to Crisis" })).toHaveCount(0);

    // Disable after confirmation: it leaves the active list.
    await page.getByRole("link", { name: "Disable" }).click();
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("Incident disabled.")).toBeVisible();
    await page.goto(`/incidents?q=${encodeURIComponent(title)}`);
    await expect(page.getByText("Data Not Found")).toBeVisible();
  });

  test("stars an incident into the sidebar favourites", async ({ page, request, signInAs }) => {
    const title = unique("Starred");
    await signInAs(DEMO.corpAdmin);
    const signin = await request.post("/api/auth/signin", {
      data: { email: DEMO.corpAdmin, password: DEMO_PASSWORD },
    });
    const token = (await signin.json()).data.token;
    const headers = { authorization: `Bearer ${token}` };
    // A category with hazards: other specs add empty categories to the shared demo company.
    const cats = await (await request.get("/api/hazardCategory/all", { headers })).json();
    let category: { id: string } | undefined;
    let hazards: { data: { id: string }[] } = { data: [] };
    for (const c of cats.data as { id: string }[]) {
      hazards = await (await request.get(`/api/hazard/all?categoryId=${c.id}`, { headers })).json();
      if (hazards.data.length) {
        category = c;
        break;
      }
    }
    expect(category, "a hazard category with hazards").toBeDefined();
    const draft = await (
      await request.post("/api/incident", { headers, data: { hazardCategoryId: category!.id } })
    ).json();
    const id = draft.data.id;
    for (const data of [
      { step: "hazard_type", hazardId: hazards.data[0].id },
      { step: "load_assets_&_people", lat: 51.5, long: -0.1, viewRadius: 5 },
      { step: "general_info", title, impact: "Low" },
    ]) {
      expect((await request.put(`/api/incident/${id}`, { headers, data })).status()).toBe(200);
    }
    expect((await request.post(`/api/incident/${id}/publish`, { headers })).status()).toBe(200);
    await page.goto(`/incidents?q=${encodeURIComponent(title)}`);
    await page.getByRole("button", { name: `Star ${title}` }).click();
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: title }),
    ).toBeVisible();
  });

  test("records an alert by hand and starts an incident from it", async ({ page, signInAs }) => {
    const title = unique("Storm");
    await signInAs(DEMO.corpAdmin);
    await page.goto("/alerts");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Latitude").fill("51.5");
    await page.getByLabel("Longitude").fill("-0.1");
    await page.getByRole("button", { name: "Record alert" }).click();
    const alert = page.getByTestId("alert").filter({ hasText: title });
    await expect(alert).toContainText("Open");
    await alert.getByRole("link", { name: "Create incident" }).click();
    await page.getByLabel("Natural", { exact: true }).check();
    await page.getByRole("button", { name: "next step" }).click();
    await expect(page).toHaveURL(/\/createincidents\/hazard_type\?incident_id=/);
    await page.goto("/alerts");
    await expect(page.getByTestId("alert").filter({ hasText: title })).toContainText("Converted");
  });
});

// Audit 2026-12-03: the location step's Search (and Find entries) were GET forms of their own; without JavaScript
// they dropped the alert date and viewing radius typed on the step. Every field typed there comes back.
test("the location step's searches keep what was typed on the step", async ({ page, signInAs }) => {
  await signInAs(DEMO.corpAdmin, { path: "/createincidents/hazard_category" });
  await page.getByLabel("Natural", { exact: true }).check();
  await page.getByRole("button", { name: "next step" }).click();
  await page.getByLabel("Flood", { exact: true }).check();
  await page.getByRole("button", { name: "next step" }).click();
  await expect(page).toHaveURL(/load_assets_&_people\?incident_id=/);
  const typed = async () => {
    await expect(page.getByLabel("alert date")).toHaveValue("2026-11-30T07:45");
    await expect(page.getByLabel(/viewing radius/)).toHaveValue("12");
    await expect(page.getByLabel("Location name")).toHaveValue("Depot yard");
  };
  await page.getByLabel("alert date").fill("2026-11-30T07:45");
  await page.getByLabel(/viewing radius/).fill("12");
  await page.getByLabel("Location name").fill("Depot yard");
  await page.getByLabel("enter alert location").fill("london");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("button", { name: "London, United Kingdom", exact: true })).toBeVisible();
  await typed();
  await expect(page.getByLabel("enter alert location")).toHaveValue("london");

  const entries = page.getByTestId("register-entries");
  await entries.getByLabel("Name").fill("Warehouse");
  await entries.getByRole("button", { name: "Find entries" }).click();
  await expect(page.getByRole("button", { name: "Add Warehouse Management System" })).toBeVisible();
  await typed();

  // Picking the place saves it with the date and radius typed before the searches.
  await page.getByLabel("enter alert location").fill("london");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("button", { name: "London, United Kingdom", exact: true }).click();
  await expect(page.getByLabel("Latitude", { exact: true })).toHaveValue(/^51\.5/);
  // The next save of the step keeps the chosen place's name (with JavaScript it was erased).
  await page.getByRole("button", { name: "load assets and people" }).click();
  await expect(page.getByTestId("impact")).toContainText("London Head Office");
  await page.reload();
  await expect(page.getByLabel("alert date")).toHaveValue("2026-11-30T07:45");
  await expect(page.getByLabel(/viewing radius/)).toHaveValue("12");
  await expect(page.getByLabel("enter alert location")).toHaveValue("London, United Kingdom");
});

// UX review X4: "Remove from draft" deleted the draft on one click. It is confirmed first, naming what is lost.
test("Remove from draft asks first, naming the draft and its hazard", async ({ page, signInAs }) => {
  await signInAs(DEMO.corpAdmin);
  await page.goto("/createincidents/hazard_category");
  await page.getByLabel("Natural", { exact: true }).check();
  await page.getByRole("button", { name: "next step" }).click();
  await page.getByLabel("Flood", { exact: true }).check();
  await page.getByRole("button", { name: "next step" }).click();
  await expect(page).toHaveURL(/load_assets_&_people\?incident_id=/);
  const id = new URL(page.url()).searchParams.get("incident_id")!;

  await page.getByRole("link", { name: "Remove from draft" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Remove the draft Untitled incident draft?");
  await expect(confirm).toContainText("the hazard Flood");
  // Cancel keeps the draft.
  await confirm.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Load Assets and People" })).toBeVisible();

  await page.getByRole("link", { name: "Remove from draft" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove from draft" }).click();
  await expect(page.getByText("Incident Removed Successfully!")).toBeVisible();
  expect((await page.goto(`/createincidents/hazard_type?incident_id=${id}`))?.status()).toBe(404);
});

// UX review A-9: "Cancelled" in Change status applied on one click. Completed and Cancelled ask first.
test("closing an incident from Change status asks first", async ({ page, request, company, signInAs }) => {
  const { incidentId } = await floodedSite(request, company.owner);
  const statusOf = async () =>
    (
      await (
        await request.get(`/api/incident/${incidentId}`, {
          headers: { authorization: `Bearer ${company.owner.token}` },
        })
      ).json()
    ).data.status;
  await signInAs(company.owner, { path: `/viewincident/details?incident_id=${incidentId}` });
  const change = page.locator("form", { has: page.getByLabel("Change status") });
  await change.getByLabel("Change status").selectOption("Cancelled");
  await change.getByRole("button", { name: "Update" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Mark this incident as Cancelled?");
  // Cancel leaves it as it was.
  await confirm.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  expect(await statusOf()).toBe("Just Created");

  await change.getByLabel("Change status").selectOption("Cancelled");
  await change.getByRole("button", { name: "Update" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Mark as Cancelled" }).click();
  await expect(page.getByText("Status updated.")).toBeVisible();
  expect(await statusOf()).toBe("Cancelled");
});
