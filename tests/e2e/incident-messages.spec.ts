import { expect, test } from "./fixtures";
import { floodedSite, latestMailTo, newCompanyAdmin } from "./support";

/** Screenshots of the changed screens, per project (js, nojs) and size. */
const shot = (name: string) => `test-results/shots/${name}.png`;

test('sends "Are you safe?", the person answers from a phone without signing in, the incident counts them safe', async ({
  page,
  browser,
  request,
  signInAs,
}, info) => {
  const { admin, email, incidentId } = await floodedSite(request, await newCompanyAdmin(request));
  const js = info.project.name;
  await signInAs(admin);
  await page.goto(`/viewincident/details?incident_id=${incidentId}`);
  await page.getByRole("link", { name: "Messages" }).click();
  await expect(page.getByLabel("Subject")).toHaveValue("Are you safe?");
  // The e2e server configures no provider that places calls: voice is not offered.
  const channels = page.getByRole("group", { name: "Channels" });
  await expect(channels.getByRole("checkbox", { name: "SMS" })).toBeChecked();
  await expect(channels.getByRole("checkbox", { name: "Voice" })).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(/Riverside flood/);
  await page.getByLabel("Everyone at the impacted sites").check();
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Message sent to 1 recipient.")).toBeVisible();
  const message = page.getByTestId("message").first();
  await expect(message.locator('[data-tally="sent"]')).toHaveText("Sent 1");
  await expect(message.locator('[data-tally="noAnswer"]')).toHaveText("No answer 1");
  // The e2e server has no email server nor SMS provider: the card says why nothing is delivered (UX review A-5).
  await expect(message.locator('[data-tally="delivered"]')).toHaveText("Delivered 0");
  await expect(message.getByTestId("not-sent")).toContainText(
    "SMS not sent: no SMS provider is set up. The copies wait in the outbox.",
  );
  await expect(message.getByTestId("not-sent")).toContainText("Email not sent: no email server is set up.");
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.screenshot({ path: shot(`messages-desktop-${js}`), fullPage: true });

  // The person's email carries the link; they open it on a phone, signed out.
  const mail = await latestMailTo(request, email);
  const link = /I'm safe: (\S+)/.exec(mail.text)?.[1];
  expect(link).toBeTruthy();
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: js === "js",
  });
  const answer = await phone.newPage();
  await answer.goto(new URL(link!).pathname);
  await expect(answer.getByText("Riverside flood")).toBeVisible();
  await answer.screenshot({ path: shot(`answer-ready-phone-${js}`), fullPage: true });
  await answer.getByRole("button", { name: "I'm safe" }).click();
  await expect(answer.getByRole("status")).toHaveText("Thank you. We have recorded that you are safe.");
  await answer.screenshot({ path: shot(`answer-recorded-phone-${js}`), fullPage: true });
  await answer.goto(new URL(link!).pathname);
  await expect(answer.getByRole("status")).toHaveText(
    "This link has already been used. Your answer was recorded.",
  );
  await answer.goto("/m/forged.link");
  await expect(answer.getByRole("status")).toHaveText(/This link is not valid/);
  await phone.close();

  await page.reload();
  await expect(page.getByTestId("message").first().locator('[data-tally="safe"]')).toHaveText("Safe 1");

  // The answer shows on ASSETS, PEOPLE AND OTHERS; a responder marks the site.
  await page.goto(`/viewincident/load_asset_people?incident_id=${incidentId}`);
  const people = page.getByRole("list", { name: "Impacted people" });
  await expect(people.getByRole("button", { name: "Safe" })).toHaveAttribute("aria-pressed", "true");
  await expect(people.getByText(/answered by message/).first()).toBeVisible();
  await page.getByRole("list", { name: "Impacted sites" }).getByRole("button", { name: "Closed" }).click();
  await expect(page.getByText("Riverside Depot marked Closed.")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Accounted for" }).locator('[data-count="closed"]'),
  ).toHaveText("Closed 1");
  await expect(page.locator('[data-count="safe"]')).toHaveText("Safe 1");
  await page.screenshot({ path: shot(`accounting-desktop-${js}`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot(`accounting-phone-${js}`), fullPage: true });
  await page.goto(`/incidentmessages?incident_id=${incidentId}`);
  await page.screenshot({ path: shot(`messages-phone-${js}`), fullPage: true });
});

test("an employee on the team reads why email sent nothing in their terms, not the server's set-up", async ({
  page,
  request,
  company,
  signInAs,
}) => {
  const employee = await company.user("Employee");
  const { incidentId } = await floodedSite(request, company.owner);
  const headers = { authorization: `Bearer ${company.owner.token}` };
  const team = await request.put(`/api/incident/${incidentId}/team`, {
    headers,
    data: { members: [{ userId: employee.id }] },
  });
  expect(team.ok(), await team.text()).toBeTruthy();
  const sent = await request.post(`/api/incident/${incidentId}/messages`, {
    headers,
    data: {
      template: "information",
      subject: "Depot closed",
      body: "Riverside Depot is closed today.",
      audiences: ["response_team"],
      channels: ["email"],
    },
  });
  expect(sent.ok(), await sent.text()).toBeTruthy();

  await signInAs(employee, { path: `/incidentmessages?incident_id=${incidentId}` });
  const notSent = page.getByTestId("message").first().getByTestId("not-sent");
  await expect(notSent).toHaveText(
    "Email not sent: Keel cannot send email yet, so nobody received this message by email. Reach them another way; your administrator can set email up.",
  );
  await expect(notSent).not.toContainText("email server");
  await expect(notSent).not.toContainText("outbox");
});
