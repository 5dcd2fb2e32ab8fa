import { expect, test } from "./fixtures";
import { DEMO, DEMO_PASSWORD, floodedSite, newCompanyAdmin } from "./support";

// Issue 36 item 7: a person's preferred language reaches their SMS and the answer page it opens, on a phone, with
// and without JavaScript; the people register offers the language.
const shot = (name: string) => `test-results/shots/${name}.png`;

test("a German person's SMS and answer page speak German, on a phone", async ({
  page,
  browser,
  request,
  signInAs,
}, info) => {
  const js = info.project.name;
  const { admin, incidentId } = await floodedSite(request, await newCompanyAdmin(request));
  const mobile = `+4477008${String(Math.floor(Math.random() * 90_000) + 10_000)}`;
  const headers = { authorization: `Bearer ${admin.token}` };
  const sites = await request.get("/api/asset/all", { headers });
  const siteId = ((await sites.json()).data as { id: string; name: string }[]).find(
    (s) => s.name === "Riverside Depot",
  )?.id;
  const person = await request.post("/api/people", {
    headers,
    data: {
      type: "employee",
      firstName: "Greta",
      lastName: "Gruber",
      mobile,
      homeAssetId: siteId,
      language: "de",
    },
  });
  expect(person.ok(), await person.text()).toBeTruthy();

  await signInAs(admin);
  // The register's add form offers the language, the company's default first.
  await page.goto("/people");
  const language = page.getByLabel("Language");
  await expect(language).toHaveValue("default");
  await expect(language.locator("option")).toHaveText([
    "Company default (English)",
    "English",
    "Français",
    "Deutsch",
    "Español",
  ]);

  await page.goto(`/incidentmessages?incident_id=${incidentId}`);
  await page.getByLabel("Everyone at the impacted sites").check();
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText(/Message sent to 2 recipients\./)).toBeVisible();

  const signin = await request.post("/api/auth/signin", {
    data: { email: DEMO.admin, password: DEMO_PASSWORD },
  });
  const sysToken = (await signin.json()).data.token;
  const outbox = await request.get("/api/mail/outbox", {
    headers: { authorization: `Bearer ${sysToken}` },
    params: { to: mobile },
  });
  const sms = ((await outbox.json()).data as { text: string }[])[0].text;
  expect(sms).toMatch(/^Ein Vorfall kann Sie betreffen: Riverside flood\./);
  expect(sms).toContain("Antworten Sie 1=sicher 2=brauche Hilfe oder http");
  expect(sms.length).toBeLessThanOrEqual(160);
  const answerPath = new URL(sms.match(/https?:\/\/\S+/)?.[0] ?? "").pathname;

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: js === "js",
  });
  const answer = await phone.newPage();
  await answer.goto(answerPath);
  await expect(answer.getByRole("heading", { name: "Sind Sie in Sicherheit?" })).toBeVisible();
  await expect(answer.locator('[lang="de"]')).toHaveCount(1);
  await expect(answer.getByText(/^Ein Vorfall kann Sie betreffen: Riverside flood\./)).toBeVisible();
  await expect(
    answer.getByText("Greta, drücken Sie eine Schaltfläche, um Ihre Antwort zu senden."),
  ).toBeVisible();
  await expect(answer.getByRole("button", { name: "Ich brauche Hilfe" })).toBeVisible();
  await expect(answer).toHaveTitle("Ihre Antwort · Keel");
  const width = await answer.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await answer.screenshot({ path: shot(`answer-page-de-phone-${js}`), fullPage: true });
  await answer.getByRole("button", { name: "Ich bin in Sicherheit" }).click();
  await expect(answer.getByRole("status")).toHaveText(
    "Danke. Wir haben festgehalten, dass Sie in Sicherheit sind.",
  );
  await answer.screenshot({ path: shot(`answer-page-de-recorded-phone-${js}`), fullPage: true });
  await answer.goto(answerPath);
  await expect(answer.getByText("Diese Antwort haben Sie bereits gegeben.")).toBeVisible();
  await phone.close();

  // A link that names nobody speaks the reader's browser language.
  const reader = await browser.newContext({ locale: "de-DE", javaScriptEnabled: js === "js" });
  const cut = await reader.newPage();
  await cut.goto("/a/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
  await expect(cut.getByRole("status")).toHaveText(/^Dieser Link ist ungültig\./);
  await reader.close();
});
