import { expect, test } from "./fixtures";
import { floodedSite } from "./support";

const shot = (name: string) => `test-results/shots/${name}.png`;

/**
 * Issue 32 item 5: the response team is chosen from the People register (and the plans' BRT rosters) as well as
 * user accounts; a person without an account then gets the team's messages. Plain forms: with and without
 * JavaScript, on a phone.
 */
test("a person of the People register joins the response team and gets its messages", async ({
  page,
  request,
  company,
  signInAs,
}, info) => {
  const js = info.project.name;
  const { incidentId } = await floodedSite(request, company.owner);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(company.owner, { path: `/viewincident/details?incident_id=${incidentId}` });
  const panel = page.getByRole("region", { name: "Team members without an account" });
  await expect(panel.getByText("Nobody without an account is on the team yet.")).toBeVisible();
  await panel.getByRole("searchbox", { name: "Find a person" }).fill("Hughes");
  await panel.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/teamq=Hughes/);
  const toAdd = page.getByRole("list", { name: "People to add" });
  await expect(toAdd.getByText("Tom Hughes")).toBeVisible();
  await toAdd.getByRole("combobox").selectOption("LEADER_BACKUP");
  await toAdd.getByRole("button", { name: "Add to team: Tom Hughes" }).click();
  await expect(page.getByText("Tom Hughes added to the response team.")).toBeVisible();
  const members = page.getByRole("list", { name: "Team members without an account" });
  await expect(members.getByText("Tom Hughes")).toBeVisible();
  await expect(members.getByText(/Leader Backup/)).toBeVisible();
  await expect(members.getByRole("link", { name: "+447700900001" })).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot(`team-contacts-phone-${js}`), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A message to the response team now reaches him (no longer refused as an empty audience).
  await page.goto(`/incidentmessages?incident_id=${incidentId}`);
  await page.getByLabel("Response team").check();
  await page.getByRole("button", { name: /^Send/ }).click();
  await expect(page.getByText("Message sent to 1 recipient.").first()).toBeVisible();

  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(`/viewincident/details?incident_id=${incidentId}`);
  await members.getByRole("button", { name: "Remove Tom Hughes" }).click();
  await expect(page.getByText("Tom Hughes removed from the response team.")).toBeVisible();
  await expect(panel.getByText("Nobody without an account is on the team yet.")).toBeVisible();
  await page.screenshot({ path: shot(`team-contacts-desktop-${js}`), fullPage: true });
});
