import { expect, test } from "./fixtures";
import { DEMO, unique } from "./support";

// Issue 12: the home-site picker asks the server for the first matches of a search instead of loading every
// site of the company; with JavaScript a combobox, without it a search field, "Find sites" and a select.
test("add a person with a home site found by searching", async ({ page, javaScriptEnabled, signInAs }) => {
  const lastName = unique("Picker");
  await signInAs(DEMO.corpAdmin);
  await page.goto("/people");
  const add = page.getByRole("form", { name: "Add a person" });
  await add.getByLabel("First name").fill("Sam");
  await add.getByLabel("Last name").fill(lastName);
  if (javaScriptEnabled) {
    const picker = add.getByRole("combobox", { name: "Home site" });
    await picker.fill("slough");
    await page.getByRole("option", { name: /Slough Data Centre/ }).click();
    await expect(picker).toHaveValue("Slough Data Centre");
  } else {
    await add.getByLabel("Find a home site").fill("slough");
    await add.getByRole("button", { name: "Find sites" }).click();
    // The page comes back with what was typed and only the matching sites to choose from.
    await expect(add.getByLabel("Last name")).toHaveValue(lastName);
    const select = add.getByLabel("Home site", { exact: true });
    await expect(select.locator("option")).toHaveText(["Choose a site", "Slough Data Centre"]);
    await select.selectOption({ label: "Slough Data Centre" });
  }
  // Wait for the save's answer: leaving the page at once can cancel the submission (flaky in CI before).
  const saved = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/people"),
  );
  await add.getByRole("button", { name: "Add person" }).click();
  expect((await saved).status()).toBeLessThan(400);
  await page.goto(`/people?q=${lastName}`);
  const row = page.getByRole("table", { name: "People" }).getByRole("row", { name: new RegExp(lastName) });
  await expect(row).toContainText("Slough Data Centre");
});
