import { expect, test } from "./fixtures";
import { DEMO, DEMO_PASSWORD, unique } from "./support";

// Issue 36 item 5: a reachability drill started from a plan's BRT, acknowledged on a phone through the person's
// own link, then the scorecard (answered, no number…) and the plan's "Unverified" marks and last result.
const shot = (name: string) => `test-results/shots/${name}.png`;

test("starts a drill from the plan's BRT, is acknowledged on a phone, and scores and marks the roster", async ({
  page,
  browser,
  request,
  signInAs,
}, info) => {
  const js = info.project.name;
  const token = async (email: string) =>
    (await (await request.post("/api/auth/signin", { data: { email, password: DEMO_PASSWORD } })).json()).data
      .token as string;
  const auth = { authorization: `Bearer ${await token(DEMO.corpAdmin)}` };
  const people = (await (await request.get("/api/bcp/people", { headers: auth })).json()).data as {
    id: string;
    email: string;
  }[];
  const units = (await (await request.get("/api/bcp/getBCPUnits", { headers: auth })).json()).data as {
    id: string;
    name: string;
  }[];
  const plan = await request.post("/api/bcp", {
    headers: auth,
    data: {
      name: unique("Drill BCP"),
      businessUnitId: units.find((u) => u.name === "Operations")!.id,
      bcLeadId: people.find((u) => u.email === DEMO.lead)!.id,
    },
  });
  const bcpId = (await plan.json()).data.id as string;
  const ada = `${unique("ada")}@e2e.example`;
  for (const member of [
    { name: "Ada Answer", role: "LEADER", email: ada, phone: "+44 161 555 0191" },
    { name: "Nat Nonumber", role: "MEMBER", email: `${unique("nat")}@e2e.example` },
  ]) {
    const res = await request.post("/api/bcpBRTRoster", { headers: auth, data: { bcpId, ...member } });
    expect(res.ok(), await res.text()).toBeTruthy();
  }

  await signInAs(DEMO.corpAdmin);
  await page.goto(`/businesscontinuityplan/manageBCP?bcpId=${bcpId}&section=brtRoster`);
  const panel = page.getByTestId("roster-drill");
  await expect(panel).toContainText("No reachability drill yet");
  await panel.getByRole("link", { name: "Run a reachability drill" }).click();
  await expect(page.getByRole("heading", { name: "Run a reachability drill" })).toBeVisible();
  // What people receive says plainly that it is a test.
  await expect(page.getByRole("region", { name: "What people receive" })).toContainText(
    "Reachability test — no incident",
  );
  await page.getByRole("button", { name: "Run a reachability drill" }).click();
  await expect(page.getByText("Reachability drill sent to 2 people.")).toBeVisible();
  await expect(page.getByTestId("drill-result")).toHaveText("answered 0 of 2");
  const nat = page.locator('[data-person="Nat Nonumber"]');
  await expect(nat.locator('[data-channel="sms"]')).toContainText("No number");
  const scorecard = page.url();

  // Ada's email waits in the outbox (no SMTP in e2e): its link opens the acknowledge page on a phone.
  const outbox = await request.get("/api/mail/outbox", {
    headers: { authorization: `Bearer ${await token(DEMO.admin)}` },
    params: { to: ada },
  });
  const email = ((await outbox.json()).data as { text: string; subject: string }[])[0];
  expect(email.subject).toBe("Reachability test — no incident");
  const link = new URL(/https?:\/\/\S+\/d\/\S+/.exec(email.text)![0]).pathname;
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: js === "js",
  });
  const answer = await phone.newPage();
  await answer.goto(link);
  await expect(answer.getByText("This is a reachability test, not an incident.")).toBeVisible();
  await answer.screenshot({ path: shot(`drill-answer-phone-${js}`), fullPage: true });
  await answer.getByRole("button", { name: "Acknowledge" }).click();
  await expect(answer.getByRole("status")).toHaveText(
    /acknowledgement has been recorded\. This was only a test\./,
  );
  await phone.close();

  await page.goto(scorecard);
  await expect(page.getByTestId("drill-result")).toHaveText("answered 1 of 2");
  await expect(page.locator('[data-person="Ada Answer"] [data-channel="email"]')).toContainText("Answered");
  await page.getByLabel("Result", { exact: true }).selectOption("noNumber");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.locator("[data-person]")).toHaveCount(1);
  await expect(page.locator('[data-person="Nat Nonumber"]')).toBeVisible();
  await page.screenshot({ path: shot(`drill-scorecard-${js}`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(scorecard);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: shot(`drill-scorecard-phone-${js}`), fullPage: true });

  // The plan's approval page: the last drill's result, and who did not answer it marked "Unverified".
  await page.goto(`/businesscontinuityplan/manageBCP?bcpId=${bcpId}&section=brtRoster`);
  await expect(panel).toContainText("answered 1 of 2");
  const roster = page.locator('[data-people="brt"]');
  await expect(roster.locator("li", { hasText: "Nat Nonumber" })).toContainText("Unverified");
  await expect(roster.locator("li", { hasText: "Ada Answer" })).not.toContainText("Unverified");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: shot(`drill-plan-phone-${js}`), fullPage: true });
});

test("starts a drill of a site's people from the site's page, and marks who did not answer", async ({
  page,
  request,
  signInAs,
}, info) => {
  const js = info.project.name;
  const signin = await request.post("/api/auth/signin", {
    data: { email: DEMO.corpAdmin, password: DEMO_PASSWORD },
  });
  const auth = { authorization: `Bearer ${(await signin.json()).data.token as string}` };
  const name = unique("Drill site");
  const site = await request.post("/api/asset", {
    headers: auth,
    data: { name, type: "site", lat: 53.48, lng: -2.24, city: "Manchester", country: "GB" },
  });
  expect(site.ok(), await site.text()).toBeTruthy();
  const siteId = (await site.json()).data.asset.id as string;
  for (const firstName of ["Sid", "Sue"]) {
    const res = await request.post("/api/people", {
      headers: auth,
      data: {
        type: "employee",
        firstName,
        lastName: "Siteperson",
        email: `${unique(firstName.toLowerCase())}@e2e.example`,
        homeAssetId: siteId,
      },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
  }

  await signInAs(DEMO.corpAdmin);
  await page.goto(`/assets/${siteId}`);
  const panel = page.getByTestId("roster-drill");
  await expect(panel).toContainText("No reachability drill yet");
  await panel.getByRole("link", { name: "Run a reachability drill" }).click();
  await expect(page.getByRole("heading", { name: "Run a reachability drill" })).toBeVisible();
  await expect(page.getByText(`People based at the site (${name})`).first()).toBeVisible();
  await page.getByRole("button", { name: "Run a reachability drill" }).click();
  await expect(page.getByText("Reachability drill sent to 2 people.")).toBeVisible();
  await expect(page.getByTestId("drill-result")).toHaveText("answered 0 of 2");

  await page.getByRole("link", { name: "Back to the site" }).click();
  await expect(panel).toContainText("answered 0 of 2");
  await expect(page.locator('[data-person="Sid Siteperson"]')).toContainText("Unverified");
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: shot(`drill-site-phone-${js}`), fullPage: true });
});
