import { paths } from "../../app/paths";
import { MESSAGES } from "../../app/shared/messages";
import { expect, test } from "./fixtures";
import { httpApi } from "./seed-company";
import { unique } from "./support";

const SHOTS = process.env.E2E_SCREENSHOTS;

/**
 * Audit 2026-12-02 ("a typed roster phone can be lost"): a management plan's roster refuses a number nobody can
 * dial, says so on the Contact phone field, and keeps the role, name, email and responsibility typed with it.
 */
test("a roster phone nobody can dial is refused on its field, the rest of the entry kept", async ({
  company,
  signInAs,
  request,
  page,
  javaScriptEnabled,
}) => {
  const api = httpApi(request);
  const T = company.owner.token;
  const plan = await api.created("post", "/managementPlan/Crisis", T, {
    name: unique("Phone CMP"),
    ownerId: company.owner.id,
    approverId: "",
    locations: [],
  });
  await signInAs(company.owner, { path: paths.managementPlan(plan.id) });
  const form = page.getByRole("form", { name: "Add team member" });
  await form.getByLabel("Team role").selectOption("LEADER_BACKUP");
  await form.getByLabel("Contact name").fill("Dana Deputy");
  await form.getByLabel("Contact email").fill("dana@example.com");
  await form.getByLabel("Contact phone").fill("+44 1");
  await form.getByLabel("Responsibility").fill("Calls the insurers");
  await form.getByRole("button", { name: "Add to roster" }).click();

  const phone = form.getByLabel("Contact phone");
  await expect(phone).toHaveAccessibleDescription(MESSAGES.phoneInvalid("Contact phone"));
  await expect(phone).toHaveValue("+44 1");
  await expect(form.getByLabel("Team role")).toHaveValue("LEADER_BACKUP");
  await expect(form.getByLabel("Contact name")).toHaveValue("Dana Deputy");
  await expect(form.getByLabel("Contact email")).toHaveValue("dana@example.com");
  await expect(form.getByLabel("Responsibility")).toHaveValue("Calls the insurers");
  await expect(page.getByText("No team members yet.")).toBeVisible();
  if (SHOTS) {
    const mode = javaScriptEnabled ? "js" : "nojs";
    for (const size of [
      { name: "desktop", width: 1400, height: 900 },
      { name: "phone", width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await form.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/roster-phone-${size.name}-${mode}.png` });
    }
  }

  // Corrected, the entry is added as typed.
  await phone.fill("+44 20 7946 0011");
  await form.getByRole("button", { name: "Add to roster" }).click();
  const roster = page.getByRole("table", { name: "Roster" });
  await expect(roster).toContainText("Dana Deputy");
  await expect(roster).toContainText("+44 20 7946 0011");
  await expect(roster).toContainText("Calls the insurers");
});
