import { expect, test } from "./fixtures";
import { floodedSite, latestMailTo } from "./support";

/** Screenshots of the changed screens, per project (js, nojs) and size. */
const shot = (name: string) => `test-results/shots/${name}.png`;

/**
 * Issue 32 items 1 and 2: "I need help" reaches the response coordinator at once and stays first, in red, on the
 * incident until they record a call-back; a message names its recipients, filterable, with call and resend.
 */
test('"I need help" alerts the coordinator, stays red until called back; the message names its recipients', async ({
  page,
  browser,
  request,
  company,
  signInAs,
}, info) => {
  const js = info.project.name;
  const coordinator = await company.user("BUAdmin");
  const { email, incidentId } = await floodedSite(request, company.owner);
  const headers = { authorization: `Bearer ${company.owner.token}` };
  const team = await request.put(`/api/incident/${incidentId}/team`, {
    headers,
    data: { responseCoordinatorId: coordinator.id, members: [] },
  });
  expect(team.ok(), await team.text()).toBeTruthy();
  const sent = await request.post(`/api/incident/${incidentId}/messages`, {
    headers,
    data: {
      template: "are_you_safe",
      subject: "Are you safe?",
      body: "Riverside flood. Are you safe?",
      audiences: ["impacted_people", "response_team"],
      channels: ["email"],
    },
  });
  expect(sent.ok(), await sent.text()).toBeTruthy();

  // Tom answers "I need help" on his phone, signed out: the page names whom it told.
  const mail = await latestMailTo(request, email);
  const link = /I need help: (\S+)/.exec(mail.text)?.[1];
  expect(link).toBeTruthy();
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: js === "js",
  });
  const answer = await phone.newPage();
  await answer.goto(new URL(link!).pathname);
  await answer.getByRole("button", { name: "I need help" }).click();
  await expect(answer.getByRole("status")).toHaveText(/^We have told 2 people that you need help: /);
  await expect(answer.getByRole("status")).toContainText("Olive Owner");
  await answer.screenshot({ path: shot(`help-answer-phone-${js}`), fullPage: true });
  await phone.close();

  // The coordinator has it in their notifications, and the incident shows Tom first, in red, with phone and site.
  await signInAs(coordinator, { path: "/notifications" });
  await expect(page.getByText(/Tom Hughes.*needs help/).first()).toBeVisible();
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(`/viewincident/details?incident_id=${incidentId}`);
  const help = page.getByTestId("help-requests");
  await expect(help.getByRole("heading", { name: "Needs help now (1)" })).toBeVisible();
  await expect(help.getByRole("strong")).toHaveText("Tom Hughes");
  await expect(help.getByRole("link", { name: "+447700900001" })).toHaveAttribute(
    "href",
    "tel:+447700900001",
  );
  await expect(help.getByText("Riverside Depot")).toBeVisible();
  // The glance counts everyone messaged by their latest answer and names who has not answered (issue 32 item 3).
  await expect(page.getByTestId("glance-answered")).toContainText("Need help 1");
  await expect(page.getByTestId("glance-silent")).toContainText(/No answer yet: .*Reader/);
  await expect(page.getByTestId("glance-silent")).not.toContainText("Tom Hughes");
  await page.screenshot({ path: shot(`help-incident-desktop-${js}`), fullPage: true });
  await page.goto(`/viewincident/load_asset_people?incident_id=${incidentId}`);
  await expect(help.getByRole("strong")).toHaveText("Tom Hughes");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot(`help-people-phone-${js}`), fullPage: true });
  await help.getByLabel(/Call-back note/).fill("Spoke to Tom: safe at a neighbour's, leg hurt.");
  await help.getByRole("button", { name: /Called back/ }).click();
  await expect(page.getByText("Call-back to Tom Hughes recorded.")).toBeVisible();
  await expect(page.getByTestId("help-requests")).toHaveCount(0);
  // The call-back is in Tom's accounting history.
  const people = page.getByRole("list", { name: "Impacted people" });
  await people.getByText(/History/).click();
  await expect(people.getByText(/Called back · Spoke to Tom/)).toBeVisible();

  // The owner opens the message's "Need help 1": the list names Tom, with a call link.
  await page.setViewportSize({ width: 1400, height: 900 });
  await signInAs(company.owner, { path: `/incidentmessages?incident_id=${incidentId}` });
  await page.screenshot({ path: shot(`messages-tally-links-desktop-${js}`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot(`messages-tally-links-phone-${js}`), fullPage: true });
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.getByRole("link", { name: "Need help 1: who" }).click();
  await expect(page).toHaveURL(/state=help/);
  const rows = page.getByTestId("recipient");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Tom Hughes");
  await expect(rows.first()).toContainText("Need help");
  await expect(rows.first().getByRole("link", { name: /Call/ })).toHaveAttribute("href", "tel:+447700900001");
  await page.screenshot({ path: shot(`recipients-help-desktop-${js}`), fullPage: true });
  // The filter works without JavaScript: a GET form.
  await page.getByLabel("State").selectOption("noAnswer");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/state=noAnswer/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("No answer");
  await rows
    .first()
    .getByRole("button", { name: /Resend to this person/ })
    .click();
  await expect(page.getByText(/^Sent again to /)).toBeVisible();
  await expect(page).toHaveURL(/state=noAnswer/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot(`recipients-phone-${js}`), fullPage: true });
});

test("the Company page keeps an emergency number, which the help page offers when nobody could be told", async ({
  page,
  browser,
  request,
  company,
  signInAs,
}, info) => {
  const js = info.project.name;
  await signInAs(company.owner, { path: "/company" });
  await page.getByLabel("Emergency number").fill("call Bob");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Emergency number must be a phone number.")).toBeVisible();
  await page.getByLabel("Emergency number").fill("+44 20 7946 0000");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Company saved successfully.")).toBeVisible();
  await expect(page.getByLabel("Emergency number")).toHaveValue("+44 20 7946 0000");
  await page.screenshot({ path: shot(`company-emergency-${js}`), fullPage: true });

  // An incident whose only responder is the owner, who then needs help: nobody else can be told.
  const headers = { authorization: `Bearer ${company.owner.token}` };
  const call = async (method: "post" | "put", path: string, data: unknown) => {
    const res = await request[method](`/api${path}`, { headers, data });
    expect(res.ok(), `${path}: ${await res.text()}`).toBeTruthy();
    return (await res.json()).data;
  };
  const incident = await call("post", "/incident", {
    type: "Incident",
    hazardCategoryId: company.hazard.categoryId,
  });
  for (const body of [
    { step: "hazard_type", hazardId: company.hazard.id },
    { step: "load_assets_&_people", lat: 10, long: 10, viewRadius: 1, locationName: "Nowhere" },
    { step: "load_processes", adhocProcessNames: ["Payroll"], bcpProcessIds: [] },
    { step: "general_info", title: "Lone fire", impact: "High", status: "Just Created" },
  ])
    await call("put", `/incident/${incident.id}`, body);
  await call("post", `/incident/${incident.id}/publish`, {});
  await call("put", `/incident/${incident.id}/team`, {
    responseCoordinatorId: company.owner.id,
    members: [],
  });
  await call("post", `/incident/${incident.id}/messages`, {
    template: "are_you_safe",
    subject: "Are you safe?",
    body: "Fire. Are you safe?",
    audiences: ["response_team"],
    channels: ["email"],
  });
  const mail = await latestMailTo(request, company.owner.email);
  const link = /I need help: (\S+)/.exec(mail.text)?.[1];
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: js === "js",
  });
  const answer = await phone.newPage();
  await answer.goto(new URL(link!).pathname);
  await answer.getByRole("button", { name: "I need help" }).click();
  await expect(answer.getByRole("status")).toHaveText(
    /nobody could be told automatically. Call \+44 20 7946 0000 now/,
  );
  await expect(answer.getByRole("link", { name: "Call +44 20 7946 0000" })).toHaveAttribute(
    "href",
    "tel:+442079460000",
  );
  await answer.screenshot({ path: shot(`help-nobody-phone-${js}`), fullPage: true });
  await phone.close();

  // The people accounting counts them, though they are not on the People register (UX review A-3).
  await page.goto(`/viewincident/load_asset_people?incident_id=${incident.id}`);
  const answered = page.getByTestId("answered-by-message");
  await expect(answered).toContainText("Answered by message (1)");
  await expect(answered.locator('[data-answered="help"]')).toHaveText("Need help 1");
  // The situation report says the same beside the register's "Accounted for".
  await page.goto(`/bcpActivationResponse/Analysis?incidentId=${incident.id}`);
  await expect(page.getByTestId("people-answered")).toHaveText(
    "Safe 0, Need help 1, No answer 0 (1 person messaged)",
  );
});
