import { expect, test } from "./fixtures";
import { DEMO, DEMO_PASSWORD, newCompanyAdmin, unique } from "./support";

test.describe("assets and people around an alert location", () => {
  test("search a city, pick it, set a radius, see the impacted sites and people", async ({
    page,
    signInAs,
  }) => {
    await signInAs(DEMO.corpAdmin);
    await page.goto("/assets/map");
    await expect(page.getByRole("heading", { name: "Load Assets and People" })).toBeVisible();
    await page.getByLabel("enter alert location").fill("london");
    await page.getByRole("button", { name: "Search" }).click();
    const matches = page.getByRole("list", { name: "Matching locations" });
    // The company's own site comes first, then the world city.
    await expect(matches.getByRole("link").first()).toHaveText("London Head Office, London, United Kingdom");
    await matches.getByRole("link", { name: "London, United Kingdom", exact: true }).click();
    await expect(page.getByTestId("alert-location")).toHaveText("London, United Kingdom");
    await expect(page.getByLabel("Latitude")).toHaveValue(/^51\.5/);
    await page.getByLabel("viewing radius").fill("50");
    await page.getByRole("button", { name: "load assets and people" }).click();
    const sites = page.getByRole("table", { name: "Impacted sites" });
    await expect(sites).toContainText("London Head Office");
    await expect(sites).toContainText("Slough Data Centre");
    await expect(sites).not.toContainText("Manchester");
    const people = page.getByRole("table", { name: "Impacted people" });
    await expect(people).toContainText("Olivia Bennett");
    await expect(people).toContainText("Priya Shah");
    await expect(people).not.toContainText("Tom Hughes");
    await expect(page.getByTestId("nearest-office")).toContainText("London Head Office");

    // A smaller radius in miles leaves Slough (about 21 miles away) out.
    await page.getByLabel("viewing radius").fill("10");
    await page.getByLabel("Unit").selectOption("miles");
    await page.getByRole("button", { name: "load assets and people" }).click();
    await expect(page.getByRole("heading", { name: /Impacted sites \(1\) within 10 miles/ })).toBeVisible();
    await expect(sites).not.toContainText("Slough");
  });

  test("the same through latitude, longitude and radius fields", async ({ page, signInAs }) => {
    await signInAs(DEMO.corpAdmin);
    await page.goto("/assets/map");
    await page.getByLabel("Latitude").fill("48.8566");
    await page.getByLabel("Longitude").fill("2.3522");
    await page.getByLabel("viewing radius").fill("25");
    await page.getByRole("button", { name: "load assets and people" }).click();
    await expect(page.getByRole("table", { name: "Impacted sites" })).toContainText("Paris Office");
    await expect(page.getByRole("table", { name: "Impacted people" })).toContainText("Camille Martin");
    // A latitude beyond the pole is refused on its field, and what was typed stays.
    await page.getByLabel("Latitude").fill("95");
    await page.getByRole("button", { name: "load assets and people" }).click();
    await expect(page.getByText("Latitude must be between -90 and 90.")).toBeVisible();
    await expect(page.getByLabel("Longitude")).toHaveValue("2.3522");
    // An alert at one of the company's own sites names that site, not the nearest office (UX review A-9).
    await page.getByLabel("Latitude").fill("53.4668");
    await page.getByLabel("Longitude").fill("-2.3164");
    await page.getByRole("button", { name: "load assets and people" }).click();
    await expect(page.getByTestId("nearest-office")).toHaveText("at Manchester Distribution Centre");
  });

  test("says 'Searched Location Not Found' when nothing matches", async ({ page, signInAs }) => {
    await signInAs(DEMO.corpAdmin);
    await page.goto("/assets/map?q=xqzzyville");
    await expect(page.getByText("Searched Location Not Found")).toBeVisible();
  });

  test("select from map: a click on the map loads what is around that point", async ({
    page,
    javaScriptEnabled,
    signInAs,
  }) => {
    test.skip(!javaScriptEnabled, "the map needs JavaScript; the fields above cover the no-JavaScript path");
    await signInAs(DEMO.corpAdmin);
    await page.goto("/assets/map?lat=51.5&lng=-0.12&radius=50&unit=km");
    const map = page.getByTestId("leaflet-map");
    await expect(map).toHaveAttribute("data-ready", "true");
    // Away from the zoom buttons in the top-left corner.
    await map.click({ position: { x: 260, y: 140 } });
    await expect(page).toHaveURL(/lat=(?!51\.5&)/);
    await expect(page.getByLabel("Latitude")).not.toHaveValue("51.5");
  });
});

test.describe("CSV import", () => {
  test("imports the good rows and reports the bad ones by line", async ({ page, request, signInAs }) => {
    const owner = await newCompanyAdmin(request);
    await signInAs(owner);
    await page.goto("/assets");
    const csv = [
      "Name,Type,City,Country,Latitude,Longitude",
      "Leeds Office,Office,Leeds,United Kingdom,53.797,-1.547",
      "Broken Site,Castle,Nowhere,,95,10",
      "Bristol Warehouse,Warehouse,Bristol,United Kingdom,51.452,-2.583",
    ].join("\n");
    await page.getByLabel("CSV file").setInputFiles({
      name: "sites.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csv),
    });
    await page.getByRole("button", { name: "Import" }).click();
    const report = page.getByTestId("import-report");
    await expect(report).toContainText("2 rows imported; 1 row has errors and was not imported.");
    const bad = page.getByRole("table", { name: "Rows not imported" });
    await expect(bad).toContainText("Line 3");
    await expect(bad).toContainText("Choose an asset type.");
    await expect(bad).not.toContainText("Line 2");
    await page.goto("/assets");
    const list = page.getByRole("table", { name: "Assets" });
    await expect(list).toContainText("Leeds Office");
    await expect(list).toContainText("Bristol Warehouse");
    await expect(list).not.toContainText("Broken Site");
  });
});

test.describe("hazard catalogue", () => {
  test("a company starts with a catalogue it can extend, and a category in use is not deleted", async ({
    page,
    request,
    signInAs,
  }) => {
    const owner = await newCompanyAdmin(request);
    await signInAs(owner);
    await page.goto("/hazards");
    await expect(page.getByRole("heading", { name: /^Natural/ })).toBeVisible();
    const name = unique("Cyber");
    await page.getByLabel("New hazard category").fill(name);
    await page.getByRole("button", { name: "Add category" }).click();
    await expect(page.getByText("Hazard category created successfully!")).toBeVisible();
    await page.getByLabel(`New hazard in ${name}`).fill("Ransomware");
    const category = page.getByRole("article", { name: new RegExp(`^${name.replace(".", "\\.")}`) });
    await category.getByRole("button", { name: "Add hazard" }).click();
    await expect(page.getByText("Hazard created successfully!")).toBeVisible();
    // Deleting asks first (UX review X4); a category that still holds a hazard is refused.
    await page.getByRole("link", { name: `Delete category ${name}` }).click();
    await page
      .getByRole("alertdialog", { name: `Delete category ${name}?` })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(page.getByText(/still has 1 hazard/)).toBeVisible();
    await expect(page.getByText("Ransomware", { exact: true })).toBeVisible();
  });
});

test.describe("asset and person details", () => {
  test("a site can be changed in place, and a person's card shows how to reach them", async ({
    page,
    signInAs,
  }) => {
    await signInAs(DEMO.corpAdmin);
    await page.goto("/people");
    // exact: the row's "Remove Camille Martin" is a link too.
    await page.getByRole("link", { name: "Camille Martin", exact: true }).click();
    const card = page.getByTestId("person-card");
    await expect(card).toContainText("Country Manager");
    await expect(card).toContainText("Paris Office");
    await expect(card).toContainText("+33 6 12 34 56 78");

    await page.goto("/assets");
    await page.getByRole("link", { name: "Lyon Transport Depot", exact: true }).click();
    await page.getByLabel("Headcount").fill("-3");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Headcount cannot be negative.")).toBeVisible();
    await page.getByLabel("Headcount").fill("64");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Locations Saved successfully")).toBeVisible();
    await expect(page.getByLabel("Headcount")).toHaveValue("64");
  });
});

test.describe("maps", () => {
  test("every page that draws a map has Leaflet's stylesheet", async ({
    page,
    request,
    javaScriptEnabled,
    signInAs,
  }) => {
    test.skip(!javaScriptEnabled, "maps are drawn with JavaScript only");
    const signin = await request.post("/api/auth/signin", {
      data: { email: DEMO.corpAdmin, password: DEMO_PASSWORD },
    });
    const token = (await signin.json()).data.token as string;
    const res = await request.get("/api/incident/all?q=Flooding%20at%20Manchester", {
      headers: { authorization: `Bearer ${token}` },
    });
    const flood = (await res.json()).data[0].id as string;
    await signInAs(DEMO.corpAdmin);
    for (const path of [
      `/viewincident/details?incident_id=${flood}`,
      "/assets/map?lat=51.5&lng=-0.12&radius=50&unit=km",
    ]) {
      await page.goto(path);
      const map = page.locator(".leaflet-container");
      await expect(map).toBeVisible();
      // Without leaflet.css the tiles and controls spill out of the map's box (overflow visible).
      await expect(map).toHaveCSS("overflow", "hidden");
      await expect(page.locator(".leaflet-control-zoom")).toHaveCSS("position", "relative");
    }
  });
});
