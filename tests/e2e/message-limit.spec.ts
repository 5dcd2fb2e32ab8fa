import { expect, test } from "./fixtures";
import { DEMO, newCompanyAdmin } from "./support";

// Issue 36 item 1: the System Administrator sets a company's daily message limit on the Company page; the company's
// administrators see it with what they used.
const shot = (name: string) => `test-results/shots/${name}.png`;

test("the System Administrator sets a company's daily message limit; its administrators see it", async ({
  page,
  request,
  signInAs,
}, info) => {
  const js = info.project.name;
  const owner = await newCompanyAdmin(request);
  const mine = await request.get("/api/company", { headers: { authorization: `Bearer ${owner.token}` } });
  const name = (await mine.json()).data.name as string;

  await signInAs(DEMO.admin, { path: "/company" });
  const field = page.getByLabel(`Daily message limit: ${name}`);
  await field.fill("0");
  await page.getByRole("button", { name: `Save limit: ${name}` }).click();
  await expect(page.getByText("Enter a whole number of messages from 1 to 1,000,000")).toBeVisible();
  await expect(page.getByLabel(`Daily message limit: ${name}`)).toHaveValue("0");
  await page.getByLabel(`Daily message limit: ${name}`).fill("1000");
  await page.getByRole("button", { name: `Save limit: ${name}` }).click();
  await expect(page.getByText("Daily message limit saved.")).toBeVisible();
  await expect(page.getByLabel(`Daily message limit: ${name}`)).toHaveAccessibleDescription(
    /^Now 1,000 a day, set by the System Administrator\./,
  );
  for (const [size, width, height] of [
    ["desktop", 1400, 900],
    ["phone", 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.getByLabel(`Daily message limit: ${name}`).scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot(`company-limits-${size}-${js}`) });
  }

  await signInAs({ email: owner.email, password: owner.password }, { path: "/company" });
  // A fresh sign-up is unverified: its small quota applies until it is verified.
  await expect(page.getByText(/0 of 100 messages used in the last 24 hours/)).toBeVisible();
});
