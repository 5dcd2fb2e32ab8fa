import { MESSAGES } from "~/shared/messages";
import { expect, test } from "./fixtures";
import { floodedSite, newCompanyAdmin } from "./support";

/**
 * Removing a person or deleting a site from the registers took one click: a person went off every incident's
 * impacted people and response team with it. Each now asks first, naming the row and what goes with it, with and
 * without JavaScript; Cancel keeps the row, and a site still someone's home site is refused after the question.
 */
test("removing a person or a site from the registers asks first", async ({ page, request, signInAs }) => {
  // A company of its own each run: the test removes what it made.
  const owner = await newCompanyAdmin(request);
  await floodedSite(request, owner);
  await signInAs(owner, { path: "/assets" });

  // A site that is Tom's home site: asked, then refused with the reason, and still listed.
  await page.getByRole("link", { name: "Delete Riverside Depot" }).click();
  const deleteSite = page.getByRole("alertdialog", { name: "Delete Riverside Depot?" });
  await expect(deleteSite).toContainText("every incident's impacted sites");
  await deleteSite.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(/1 person has "Riverside Depot" as home site/)).toBeVisible();
  await expect(page.getByRole("table", { name: "Assets" })).toContainText("Riverside Depot");

  // Tom: Cancel keeps him; the question again, then Remove.
  await page.goto("/people");
  const people = page.getByRole("table", { name: "People" });
  await people.getByRole("link", { name: "Remove Tom Hughes" }).click();
  const removePerson = page.getByRole("alertdialog", { name: "Remove Tom Hughes?" });
  await expect(removePerson).toContainText("every incident's impacted people and response team");
  await removePerson.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page).not.toHaveURL(/confirm=/);
  await expect(people).toContainText("Tom Hughes");

  await people.getByRole("link", { name: "Remove Tom Hughes" }).click();
  await page
    .getByRole("alertdialog", { name: "Remove Tom Hughes?" })
    .getByRole("button", { name: "Remove" })
    .click();
  await expect(page.getByText("Tom Hughes removed successfully.")).toBeVisible();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page.getByText("Data Not Found")).toBeVisible();

  // Nobody lives there now: the site goes once confirmed.
  await page.goto("/assets");
  await page.getByRole("link", { name: "Delete Riverside Depot" }).click();
  await page
    .getByRole("alertdialog", { name: "Delete Riverside Depot?" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByText(MESSAGES.locationRemoved)).toBeVisible();
  await expect(page.getByText("Data Not Found")).toBeVisible();
});
