import type { APIRequestContext, Page } from "@playwright/test";
import { BCP_MESSAGES } from "~/domains/bcp/model";
import { seenNow } from "../support/bcp";
import { type Company, expect, test } from "./fixtures";
import { httpApi } from "./seed-company";
import { e2eApi, hydrated, newCompanyAdmin, PAYROLL_RUN, startEverySectionE2e, unique } from "./support";

/** A plan of the spec's company with content in its analysis sections, made through the API as the admin. */
async function planWithContent(request: APIRequestContext, company: Company) {
  const headers = { authorization: `Bearer ${company.owner.token}` };
  const call = async (method: "post" | "put" | "get", path: string, data?: unknown) => {
    const res = await request[method](`/api${path}`, { headers, data });
    expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBeTruthy();
    return (await res.json()).data;
  };
  const lead = await company.user("BCPLead");
  const name = unique("Readable BCP");
  const plan = await call("post", "/bcp", { name, businessUnitId: company.unitId, bcLeadId: lead.id });
  const service = await call("post", "/bcpService", { bcpId: plan.id, name: "Payroll", description: "" });
  const process = await call("post", "/bcpProcess", {
    bcpServiceId: service.id,
    ...PAYROLL_RUN,
  });
  const points = ["h4", "h8", "d1", "d2", "d3", "w1", "w2", "m1"];
  const row = (from: number) => Object.fromEntries(points.map((k, i) => [k, i < from ? "low" : "high"]));
  await call("put", "/businessImpactAssesment", {
    processId: process.id,
    businessImpactLevel: "high",
    impacts: { financial: row(3), legal: row(8), brand: row(8), service: row(5), supplyChain: row(8) },
  });
  await call("post", "/bcpRiskAssessment", {
    bcpId: plan.id,
    name: "Payroll provider outage",
    type: "Operational",
    severity: "High",
    probability: "Moderate",
  });
  await call("post", "/bcpBRTRoster", {
    bcpId: plan.id,
    name: "Søren Ødegård",
    role: "LEADER",
    phone: "+47 22 33 44 55",
  });
  await call("post", "/bcpStakeholder", {
    bcpId: plan.id,
    name: "Payroll bureau",
    kind: "external",
    email: "desk@bureau.example",
  });
  await call("put", "/bcp/executiveSummary", {
    bcpId: plan.id,
    html: "<p>Staff are paid within <strong>2 days</strong> → whatever happens.</p>",
  });
  return {
    plan: plan as { id: string },
    name,
    processId: process.id as string,
    serviceId: service.id as string,
  };
}

const SHOTS = process.env.E2E_SCREENSHOTS;

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test("a view-only user reads every section of a plan, on a phone too", async ({
  page,
  request,
  company,
  signInAs,
}) => {
  const { plan } = await planWithContent(request, company);
  await signInAs(await company.user("CorpViewOnly"));
  await page.goto(`/businesscontinuityplan/manageBCP?bcpId=${plan.id}`);
  await expect(page.getByRole("navigation", { name: "Sections" })).toBeVisible();
  for (const text of [
    "Payroll provider outage",
    "Søren Ødegård",
    "+47 22 33 44 55",
    "Payroll bureau",
    "whatever happens",
  ]) {
    await expect(page.getByText(text).first()).toBeVisible();
  }
  await expect(page.locator("body")).not.toContainText("its content will show here once it is built");
  const bia = page.locator('#bia [data-bia="Payroll run"]');
  await expect(bia.locator("table")).toContainText("1 Month");
  await expect(page.locator('#brtRoster a[href^="tel:"]')).toHaveAttribute("href", "tel:+4722334455");
  await expect(page.getByRole("link", { name: "Edit" })).toHaveCount(0);

  await page.setViewportSize({ width: 1400, height: 4200 });
  await page.screenshot({ path: "test-results/plan-read-desktop.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.locator("#bia")).toContainText("High from 2 Days");
  expect(await noSidewaysScroll(page)).toBe(true);
  await page.screenshot({ path: `test-results/plan-read-phone.png`, fullPage: true });
});

test("a plan of many processes shows one at a time; another opens from the process list", async ({
  page,
  request,
  company,
  signInAs,
}) => {
  const { plan, serviceId } = await planWithContent(request, company);
  const second = await request.post("/api/bcpProcess", {
    headers: { authorization: `Bearer ${company.owner.token}` },
    data: { ...PAYROLL_RUN, name: "Expense claims", bcpServiceId: serviceId },
  });
  expect(second.ok(), await second.text()).toBeTruthy();
  await signInAs(await company.user("CorpViewOnly"));
  await page.goto(`/businesscontinuityplan/manageBCP?bcpId=${plan.id}`);
  // The first process is open: its BIA is drawn, the other's is a link away.
  await expect(page.locator('#bia [data-bia="Payroll run"] table')).toContainText("1 Month");
  await expect(page.locator('#bia [data-bia="Expense claims"]')).toHaveCount(0);
  await expect(page.locator("#bia")).toContainText("Showing Payroll run (1 of 2)");
  await expect(page.locator("#services")).toContainText("2 processes");
  const list = page.getByRole("navigation", { name: "Processes" });
  await list.getByRole("link", { name: "Expense claims" }).click();
  await expect(page).toHaveURL(/process=/);
  // The page opens at the process list, where the choice was made (with JavaScript too), not at its top.
  await expect(list).toBeInViewport();
  await expect(page.locator("#bia")).toContainText("Showing Expense claims (2 of 2)");
  await expect(page.locator('#bia [data-bia="Expense claims"]')).toContainText("Not assessed yet.");
  await expect(page.locator('#bia [data-bia="Payroll run"]')).toHaveCount(0);
  await expect(list.getByRole("link", { name: "Payroll run" })).toBeVisible();
});

test("a plan of many processes draws the open process's recovery gaps and counts the others' by process", async ({
  page,
  request,
  company,
  signInAs,
}) => {
  const { plan, serviceId, processId: payroll } = await planWithContent(request, company);
  const api = e2eApi(request);
  const token = company.owner.token;
  const call = async (method: "post" | "put", path: string, body: unknown) => {
    const res = await api.call(method, path, { token, body });
    expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    return res.body.data;
  };
  const second = await call("post", "/bcpProcess", {
    ...PAYROLL_RUN,
    name: "Expense claims",
    bcpServiceId: serviceId,
  });
  // Both processes (MAD 2 days) wait on a system that recovers in 3: a gap each.
  const system = unique("Ledger host");
  await call("post", "/registerEntry", { kind: "application", name: system, rto: "3", rtoUnit: "days" });
  for (const processId of [payroll, second.id])
    await call("put", "/itapplication", { processId, dependencies: [system] });

  await signInAs(await company.user("CorpViewOnly"));
  await page.goto(`/businesscontinuityplan/manageBCP?bcpId=${plan.id}`);
  const gaps = page.getByTestId("recovery-gaps");
  await expect(gaps).toContainText("Recovery promises not met (2)");
  // The open process's gap is drawn in full; the other process's is one line that leads to it.
  await expect(gaps.getByTestId("recovery-gap")).toHaveCount(1);
  await expect(gaps.getByTestId("recovery-gap")).toContainText(`Payroll run (MAD 2 Days) depends on`);
  const elsewhere = gaps.getByTestId("recovery-gaps-elsewhere");
  await expect(elsewhere).toContainText("Expense claims (1 gap, 1 not acknowledged)");
  await elsewhere.getByRole("link", { name: "Expense claims" }).click();
  await expect(page).toHaveURL(/process=/);
  await expect(gaps.getByTestId("recovery-gap")).toContainText(`Expense claims (MAD 2 Days) depends on`);
  await expect(gaps.getByTestId("recovery-gaps-elsewhere")).toContainText(
    "Payroll run (1 gap, 1 not acknowledged)",
  );
});

test("a plan with sections Not Started is refused, naming them; one partly done is sent after confirming", async ({
  page,
  request,
  company,
  signInAs,
}) => {
  const { plan, serviceId } = await planWithContent(request, company);
  const approverEmail = (await company.user("BUAdmin")).email;
  await signInAs(company.owner);
  await page.goto(`/businesscontinuityplan/manageunit?bcpId=${plan.id}&section=services`);
  await hydrated(page);
  const send = page.getByRole("form", { name: "Send the plan for approval" });
  const people = await send.getByLabel("Approver").locator("option").allTextContents();
  // Only those who may approve this plan are offered: never an Employee.
  const employee = await company.user("Employee");
  expect(people.some((p) => p.includes(employee.email))).toBe(false);
  await send.getByLabel("Approver").selectOption({ label: people.find((p) => p.includes(approverEmail))! });
  await send.getByRole("button", { name: "Send for approval" }).click();
  // Refused, on the page, naming what is missing; nothing to confirm.
  await expect(
    send.getByText(
      /Start every section before sending the plan for approval\. Not started: .*Delivery Locations.*MALO/,
    ),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Send anyway" })).toHaveCount(0);
  await expect(page.locator('[data-badge="bcp-status"]').first()).not.toHaveText("Awaiting Approval");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({
    path: `test-results/send-refused-phone-${test.info().project.name}.png`,
    fullPage: true,
  });
  await page.setViewportSize({ width: 1400, height: 900 });

  // Every section started, a second process not yet analysed: the lead is asked first, then sends.
  const second = await request.post("/api/bcpProcess", {
    headers: { authorization: `Bearer ${company.owner.token}` },
    data: { ...PAYROLL_RUN, name: "Expense claims", bcpServiceId: serviceId },
  });
  expect(second.ok(), await second.text()).toBeTruthy();
  await startEverySectionE2e(request, company.owner.token, plan.id);
  await page.goto(`/businesscontinuityplan/manageunit?bcpId=${plan.id}&section=services`);
  await send.getByLabel("Approver").selectOption({ label: people.find((p) => p.includes(approverEmail))! });
  await send.getByRole("button", { name: "Send for approval" }).click();
  const list = page.getByTestId("incomplete-sections");
  await expect(list).toContainText("Partially Done");
  await expect(list).not.toContainText("Not Started");
  await page.screenshot({ path: `test-results/send-confirm-desktop-${test.info().project.name}.png` });
  await expect(page.locator('[data-badge="bcp-status"]').first()).not.toHaveText("Awaiting Approval");
  await page.getByRole("button", { name: "Send anyway" }).click();
  await expect(page.getByText("Sent for approval.")).toBeVisible();
  await expect(page.locator('[data-badge="bcp-status"]').first()).toHaveText("Awaiting Approval");
});

test("a BIA whose impact falls over time is refused on its category, and nothing is saved", async ({
  page,
  request,
  company,
  signInAs,
}) => {
  const { plan } = await planWithContent(request, company);
  await signInAs(company.owner);
  await page.goto(`/businesscontinuityplan/manageunit?bcpId=${plan.id}&section=bia`);
  // With scripts, a choice also fills the later time points once the page is live: wait for it, so the levels sent
  // do not depend on when hydration lands (choices made while scripts load are tested in integrity.spec.ts).
  await hydrated(page);
  const form = page.getByRole("form", { name: "BIA of Payroll run" });
  await form.getByLabel("Brand impact at 4 Hours").selectOption("medium");
  await form.getByLabel("Brand impact at 1 Day").selectOption("low");
  await form.getByRole("button", { name: "Save BIA" }).click();
  await expect(
    form.getByText("Exposure levels should be in ascending order (Low < Medium < High)."),
  ).toBeVisible();
  await expect(form.getByText("Suggested: 2 Days")).toBeVisible();
  await page.goto(`/businesscontinuityplan/manageBCP?bcpId=${plan.id}`);
  await expect(
    page.locator('#bia [data-bia="Payroll run"] tr').filter({ hasText: "Brand" }),
  ).not.toContainText("Medium");
});

test("the BIA grid reads on a phone: no sideways scroll, every level named for a screen reader", async ({
  page,
  request,
  company,
  signInAs,
  javaScriptEnabled,
}) => {
  // Audit 2026-12-02: at 390 px the grid of five categories by eight time points ran off the side.
  const mode = javaScriptEnabled ? "js" : "nojs";
  const { plan } = await planWithContent(request, company);
  await signInAs(company.owner);
  for (const size of [
    { width: 1400, height: 900, name: "desktop" },
    { width: 390, height: 844, name: "phone" },
  ]) {
    await page.setViewportSize(size);
    await page.goto(`/businesscontinuityplan/manageunit?bcpId=${plan.id}&section=bia`);
    const form = page.getByRole("form", { name: "BIA of Payroll run" });
    await expect(form).toBeVisible();
    if (SHOTS)
      // The app's main area scrolls, not the document: a shot at the form's top and one at its end.
      for (const [at, part] of [
        [form.getByRole("heading", { name: "Payroll run" }), "top"],
        [form.getByRole("button", { name: "Save BIA" }), "end"],
      ] as const) {
        await at.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/bia-${size.name}-${part}-${mode}.png` });
      }
    if (size.name === "desktop") continue;
    expect(await noSidewaysScroll(page)).toBe(true);
    // Each category is a card of its own: its time points under it, each select on the screen and named.
    const last = form.getByRole("combobox", { name: "Brand impact at 1 Month" });
    const box = await last.boundingBox();
    expect(box!.x + box!.width, "the last time point is on the screen").toBeLessThanOrEqual(390);
    // Wide enough to read the level chosen (squeezed into the grid, a select showed two letters of it).
    expect(box!.width).toBeGreaterThanOrEqual(96);
    expect(
      await last.locator("xpath=..").evaluate((td) => getComputedStyle(td, "::before").content),
      "it is labelled with its time point",
    ).toBe('"1 Month"');
    for (const select of await form.locator("select").all()) await expect(select).toHaveAccessibleName(/\S/);
  }
});

test("a management plan sent without an approver says why", async ({ page, request, signInAs }) => {
  const owner = await newCompanyAdmin(request);
  const headers = { authorization: `Bearer ${owner.token}` };
  const me = (await (await request.get("/api/user", { headers })).json()).data as { id: string };
  const plan = (
    await (
      await request.post("/api/managementPlan/Crisis", {
        headers,
        data: { name: "No approver yet", ownerId: me.id, approverId: "", locations: [] },
      })
    ).json()
  ).data as { id: string };
  await signInAs(owner);
  await page.goto(`/managementplan/plan/${plan.id}`);
  await page.getByRole("button", { name: "Send for approval" }).click();
  await expect(page.getByText("Choose an approver before sending the plan for approval.")).toBeVisible();
});

test("the approver of a plan approved before sees what changed since, section by section, before the decision", async ({
  page,
  request,
  company,
  signInAs,
  javaScriptEnabled,
}) => {
  const mode = javaScriptEnabled ? "js" : "nojs";
  const { plan } = await planWithContent(request, company);
  const approver = await company.user("BUAdmin");
  const admin = { authorization: `Bearer ${company.owner.token}` };
  const approverAuth = { authorization: `Bearer ${approver.token}` };
  const approverId = approver.id;
  const put = async (headers: Record<string, string>, path: string, data: unknown) => {
    const res = await request.put(`/api${path}`, { headers, data });
    expect(res.ok(), await res.text()).toBeTruthy();
  };
  await startEverySectionE2e(request, company.owner.token, plan.id);
  await put(admin, "/bcp/overAllStatus", { bcpId: plan.id, approverId });
  await put(approverAuth, "/bcp/approverStatus", {
    bcpId: plan.id,
    section: "overall",
    status: "APPROVED",
    seen: await seenNow(httpApi(request), approver.token, plan.id),
  });
  // A change after approval sends the plan back to the same approver.
  const risk = await request.post("/api/bcpRiskAssessment", {
    headers: admin,
    data: {
      bcpId: plan.id,
      name: "Bank holiday cut-off",
      type: "Operational",
      severity: "Low",
      probability: "Rare",
    },
  });
  expect(risk.ok()).toBeTruthy();

  await signInAs(await company.user("BUAdmin"));
  await page.goto(`/businesscontinuityplan/manageBCP?bcpId=${plan.id}&section=overall`);
  await expect(page.getByRole("heading", { name: "This plan awaits your approval" })).toBeVisible();
  const changes = page.getByTestId("changes-since");
  await expect(changes).toContainText("Risk Assessment");
  await expect(changes).toContainText("Risk added");
  await expect(changes).toContainText("Bank holiday cut-off");
  await expect(changes).not.toContainText("Stakeholders");

  // Audit 2026-12-02: what changed (what is being approved) comes before the decision, on a phone as on a desktop.
  const decision = page.getByRole("form", { name: /^Approve or reject/ }).first();
  for (const size of [
    { width: 390, height: 844, name: "phone" },
    { width: 1400, height: 900, name: "desktop" },
  ]) {
    await page.setViewportSize(size);
    const [list, form] = [await changes.boundingBox(), await decision.boundingBox()];
    expect(list!.y + list!.height, `${size.name}: the changes end above the decision`).toBeLessThanOrEqual(
      form!.y,
    );
    if (SHOTS) {
      // The app's main area scrolls, not the document: the shot is of the two, from the list's top.
      await changes.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/approver-changes-${size.name}-${mode}.png` });
    }
  }
});

test("cancelling an edit with unsaved changes asks first (with JavaScript)", async ({
  page,
  request,
  javaScriptEnabled,
  company,
  signInAs,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript, Cancel is a plain link back");
  const { plan } = await planWithContent(request, company);
  await signInAs(company.owner);
  await page.goto(`/businesscontinuityplan/manageunit?bcpId=${plan.id}&section=processes`);
  await page.locator('li[data-process="Payroll run"]').getByRole("link", { name: "Edit" }).click();
  const name = page.getByLabel("Process name");
  await name.fill("Payroll run (changed)");
  const messages: string[] = [];
  page.once("dialog", (d) => {
    messages.push(d.message());
    void d.dismiss();
  });
  await page.getByRole("link", { name: "Cancel" }).click();
  expect(messages).toEqual(["You have unsaved changes. Leave without saving them?"]);
  await expect(name).toHaveValue("Payroll run (changed)");
  page.once("dialog", (d) => void d.accept());
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByLabel("Process name")).toHaveCount(0);
});

test("cancelling an edit without JavaScript asks first, keeps the edits, and leaves only when told", async ({
  page,
  request,
  javaScriptEnabled,
  company,
  signInAs,
}) => {
  test.skip(javaScriptEnabled, "with JavaScript, the browser's confirm asks (the test above)");
  const { plan } = await planWithContent(request, company);
  await signInAs(company.owner);
  await page.goto(`/businesscontinuityplan/manageunit?bcpId=${plan.id}&section=processes`);
  await page.locator('li[data-process="Payroll run"]').getByRole("link", { name: "Edit" }).click();
  await page.getByLabel("Process name").fill("Payroll run (changed)");
  await page.getByRole("button", { name: "Cancel" }).click();
  // Nothing saved; the edit is still on the page, and the page asks.
  await expect(page.getByText("You have unsaved changes. Leave without saving them?")).toBeVisible();
  await expect(page.getByLabel("Process name")).toHaveValue("Payroll run (changed)");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/cancel-ask-phone-nojs.png", fullPage: true });
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.getByRole("link", { name: "Leave without saving" }).click();
  await expect(page.getByLabel("Process name")).toHaveCount(0);
  await expect(page.locator('li[data-process="Payroll run"]')).toBeVisible();
  await expect(page.locator('li[data-process="Payroll run (changed)"]')).toHaveCount(0);
});

test("removing a service asks first, names what goes with it, and Cancel keeps it", async ({
  page,
  request,
  company,
  signInAs,
}) => {
  const { plan } = await planWithContent(request, company);
  await signInAs(company.owner);
  await page.goto(`/businesscontinuityplan/manageunit?bcpId=${plan.id}&section=services`);
  const service = page.locator('[data-service="Payroll"]');
  await service.getByRole("link", { name: "Remove" }).click();
  // The one confirmation of the kit: a dialog with JavaScript, a panel on the page without it.
  const confirm = page.getByRole("alertdialog", { name: "Remove the service Payroll?" });
  await expect(confirm).toContainText(`This also deletes its processes (${PAYROLL_RUN.name})`);
  await confirm.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(service).toHaveCount(1);

  await service.getByRole("link", { name: "Remove" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
  await expect(page.locator('[data-service="Payroll"]')).toHaveCount(0);
});

test("an archived plan is restored from the BCP list by its administrator, after confirming", async ({
  page,
  request,
  company,
  signInAs,
}) => {
  const { plan, name } = await planWithContent(request, company);
  const archived = await request.post("/api/bcp/archive", {
    headers: { authorization: `Bearer ${company.owner.token}` },
    data: { bcpId: plan.id },
  });
  expect(archived.ok(), await archived.text()).toBeTruthy();
  await signInAs(company.owner);
  await page.goto("/businesscontinuityplan");
  const row = page.locator("tr").filter({ hasText: name });
  await expect(row.locator('[data-badge="bcp-status"]')).toHaveText("Cancelled");
  await expect(row.getByRole("link", { name: "Edit" })).toHaveCount(0);
  await row.getByRole("link", { name: "Restore" }).click();
  await expect(page.getByText("It comes back In Progress, with all its content")).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({
    path: `test-results/restore-confirm-phone-${test.info().project.name}.png`,
    fullPage: true,
  });
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText("BCP restored: it is In Progress again.")).toBeVisible();
  await expect(row.locator('[data-badge="bcp-status"]')).toHaveText("In Progress");
  await expect(row.getByRole("link", { name: "Edit" })).toBeVisible();
  await page.screenshot({ path: `test-results/restored-desktop-${test.info().project.name}.png` });
});

test("an archived plan's edit link opens it read-only, saying it is archived", async ({
  page,
  request,
  company,
  signInAs,
}) => {
  const { plan, name } = await planWithContent(request, company);
  const archived = await request.post("/api/bcp/archive", {
    headers: { authorization: `Bearer ${company.owner.token}` },
    data: { bcpId: plan.id },
  });
  expect(archived.ok(), await archived.text()).toBeTruthy();
  await signInAs(company.owner);
  // A bookmarked or emailed edit link of the plan, followed after it was archived.
  const res = await page.goto(`/businesscontinuityplan/manageunit?bcpId=${plan.id}&section=services`);
  expect(res?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/businesscontinuityplan/manageBCP\\?bcpId=${plan.id}`));
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: BCP_MESSAGES.planCancelled })).toBeVisible();
  // Read-only: no way into the editor, no form to change the plan.
  await expect(page.getByRole("link", { name: "Edit", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Save|Add|Send for approval/ })).toHaveCount(0);
});

test("the approver's phone puts the decision first; an approved plan warns before an edit; a status select picks nothing", async ({
  page,
  request,
  company,
  signInAs,
}) => {
  // UX review B-8.
  const { plan } = await planWithContent(request, company);
  const approver = await company.user("BUAdmin");
  await startEverySectionE2e(request, company.owner.token, plan.id);
  const sent = await request.put("/api/bcp/overAllStatus", {
    headers: { authorization: `Bearer ${company.owner.token}` },
    data: { bcpId: plan.id, approverId: approver.id },
  });
  expect(sent.ok(), await sent.text()).toBeTruthy();

  // On a phone, the approver lands on the decision: Approve is the primary action, Edit a secondary one.
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(approver, { path: `/businesscontinuityplan/manageBCP?bcpId=${plan.id}&section=overall` });
  await expect(page.getByRole("heading", { name: "This plan awaits your approval" })).toBeVisible();
  const edit = page.getByRole("link", { name: "Edit", exact: true });
  await expect(edit).toHaveClass(/btn-secondary/);
  await expect(edit).not.toHaveClass(/btn-primary/);
  await expect(page.getByRole("button", { name: "Approve" })).toHaveClass(/btn-primary/);
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Approved.")).toBeVisible();

  // The plan's administrator, before editing the approved plan, is told that saving withdraws the approval.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(company.owner, {
    path: `/businesscontinuityplan/manageunit?bcpId=${plan.id}&section=scenarioPlanning`,
  });
  await expect(page.getByTestId("edit-approval-notice")).toHaveText(
    "This plan is approved. Saving any change here withdraws that approval: it goes back to BUAdmin Reader for approval again.",
  );
  // "Change status" starts on the current status: nothing is picked, and Set status alone moves nothing.
  const status = page.getByLabel("Change status");
  await expect(status).toHaveValue("");
  await expect(status.locator("option:checked")).toHaveText("Approved (current)");
  await page.getByRole("button", { name: "Set status" }).click();
  await expect(page.locator('[data-badge="bcp-status"]').first()).toHaveText("Approved");
});
