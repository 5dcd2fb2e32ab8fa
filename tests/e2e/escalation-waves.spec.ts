import { expect, test } from "./fixtures";
import { floodedSite, newCompanyAdmin } from "./support";

/** Screenshots of the changed screens, per project (js, nojs) and size. */
const shot = (name: string) => `test-results/shots/${name}.png`;

// Issue 36 item 4: a message may escalate when nobody answers; the interval is chosen on the send form (the waves
// themselves run in the background worker, tested with a simulated clock in waves.api.test.ts).
test("sends a message that escalates after 5 minutes without an answer, and shows when the next wave is due", async ({
  page,
  request,
  signInAs,
}, info) => {
  const { admin, incidentId } = await floodedSite(request, await newCompanyAdmin(request));
  const js = info.project.name;
  await signInAs(admin);
  await page.goto(`/incidentmessages?incident_id=${incidentId}`);
  await page.getByLabel("Everyone at the impacted sites").check();
  const escalate = page.getByLabel("Escalate if no answer");
  await expect(escalate).toHaveValue("");
  await escalate.fill("5");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Message sent to 1 recipient.")).toBeVisible();
  const waves = page.getByTestId("message").first().getByTestId("waves");
  await expect(waves).toContainText("Escalates after 5 minutes without an answer");
  await expect(waves).toContainText(/Next wave due at \d\d:\d\d/);
  await page
    .getByTestId("message")
    .first()
    .screenshot({ path: shot(`escalation-message-${js}`) });
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.screenshot({ path: shot(`escalation-desktop-${js}`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot(`escalation-phone-${js}`), fullPage: true });
  // No sideways scroll on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
