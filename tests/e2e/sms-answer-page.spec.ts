import { expect, test } from "./fixtures";
import { DEMO, DEMO_PASSWORD, floodedSite, newCompanyAdmin } from "./support";

// Issue 36 item 2: the sender sees the SMS preview and its length while writing (server-drawn without JavaScript,
// live with it); the SMS carries one short link to a page offering every answer, answered on a phone.
const shot = (name: string) => `test-results/shots/${name}.png`;

test("previews the one-segment SMS while writing; its one link opens a page with every answer", async ({
  page,
  browser,
  request,
  signInAs,
}, info) => {
  const js = info.project.name;
  const { admin, incidentId } = await floodedSite(request, await newCompanyAdmin(request));
  // A person of our own, with a number no other spec texts.
  const mobile = `+4477009${String(Math.floor(Math.random() * 90_000) + 10_000)}`;
  const headers = { authorization: `Bearer ${admin.token}` };
  const sites = await request.get("/api/asset/all", { headers });
  const siteId = ((await sites.json()).data as { id: string; name: string }[]).find(
    (s) => s.name === "Riverside Depot",
  )?.id;
  const person = await request.post("/api/people", {
    headers,
    data: { type: "employee", firstName: "Sam", lastName: "Short", mobile, homeAssetId: siteId },
  });
  expect(person.ok(), await person.text()).toBeTruthy();

  await signInAs(admin);
  await page.goto(`/incidentmessages?incident_id=${incidentId}`);
  const preview = page.getByTestId("sms-preview");
  await expect(preview).toContainText("Reply 1=safe 2=need help or http");
  await expect(page.getByTestId("sms-length")).toHaveText(/^\d+ of 160 characters, one SMS$/);

  const long =
    `Flood at Riverside Depot: the river has burst its banks and the car park is under water. ${"Do not come to the depot; work from home until told otherwise. ".repeat(4)}`.trim();
  await page.getByRole("textbox", { name: "Message" }).fill(long);
  if (js === "nojs") await page.getByRole("button", { name: "Preview the SMS" }).click();
  await expect(page.getByText(/of the message did not fit/)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(long);
  await expect(preview).toContainText("Flood at Riverside Depot: the river");
  await page.setViewportSize({ width: 390, height: 844 });
  await preview.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot(`sms-preview-phone-${js}`), fullPage: true });
  await page.setViewportSize({ width: 1400, height: 900 });

  await page.getByLabel("Everyone at the impacted sites").check();
  await page.getByRole("group", { name: "Channels" }).getByRole("checkbox", { name: "Email" }).uncheck();
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText(/Message sent to 2 recipients\./)).toBeVisible();

  // The SMS waits in the outbox (no provider in e2e): one segment, one link.
  const signin = await request.post("/api/auth/signin", {
    data: { email: DEMO.admin, password: DEMO_PASSWORD },
  });
  const sysToken = (await signin.json()).data.token;
  const outbox = await request.get("/api/mail/outbox", {
    headers: { authorization: `Bearer ${sysToken}` },
    params: { to: mobile },
  });
  const sms = ((await outbox.json()).data as { text: string }[])[0].text;
  expect(sms.length).toBeLessThanOrEqual(160);
  const links = sms.match(/https?:\/\/\S+/g) ?? [];
  expect(links).toHaveLength(1);
  const answerPath = new URL(links[0] ?? "").pathname;

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: js === "js",
  });
  const answer = await phone.newPage();
  await answer.goto(answerPath);
  // The whole message, which the SMS had to cut, and every answer.
  await expect(answer.getByText(long)).toBeVisible();
  await expect(answer.getByRole("button", { name: "I'm safe" })).toBeVisible();
  await expect(answer.getByRole("button", { name: "I need help" })).toBeVisible();
  await answer.screenshot({ path: shot(`answer-page-phone-${js}`), fullPage: true });
  await answer.getByRole("button", { name: "I'm safe" }).click();
  await expect(answer.getByRole("status")).toHaveText("Thank you. We have recorded that you are safe.");
  await answer.screenshot({ path: shot(`answer-page-recorded-phone-${js}`), fullPage: true });
  await answer.goto(answerPath);
  await expect(answer.getByText("You have already given this answer.")).toBeVisible();
  await answer.goto("/a/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
  await expect(answer.getByRole("status")).toHaveText(/This link is not valid/);
  await phone.close();

  await page.reload();
  await expect(page.getByTestId("message").first().locator('[data-tally="safe"]')).toHaveText("Safe 1");
});
