import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  latestMailTo,
  linkIn,
  newColleague,
  newCompanyAdmin,
  PAYROLL_RUN,
  startEverySectionE2e,
  unique,
} from "./support";

async function api(request: APIRequestContext, token: string, method: string, path: string, data?: unknown) {
  const res = await request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBeTruthy();
  return (await res.json()).data;
}

/**
 * Raises real approval requests: plans named after the subject (numbered when several) are created (by
 * `creator`, an administrator; the sender leads them) and the sender sends each, as a whole, to the approver,
 * as the BCP screens do.
 */
async function requestApproval(
  request: APIRequestContext,
  sender: string,
  approverEmail: string,
  subjectName: string,
  count = 1,
  creator = sender,
) {
  const lead = await api(request, sender, "get", "/user");
  const people = (await api(request, creator, "get", "/bcp/people")) as { id: string; email: string }[];
  const approver = people.find((p) => p.email === approverEmail);
  expect(approver, approverEmail).toBeTruthy();
  const units = await api(request, creator, "get", "/bcp/getBCPUnits");
  const businessUnitId =
    ((units[0]?.id ?? units.units?.[0]?.id) as string | undefined) ??
    (await api(request, creator, "post", "/bcpOrganization/businessUnits", { name: "Operations" })).id;
  for (let i = 1; i <= count; i++) {
    const name = count > 1 ? `${subjectName} #${i}` : subjectName;
    const plan = await api(request, creator, "post", "/bcp", { name, businessUnitId, bcLeadId: lead.id });
    // A whole plan goes for approval with a process and every section started (issue 32), written by its lead:
    // whoever writes a plan may not approve it (four eyes).
    const service = await api(request, sender, "post", "/bcpService", {
      bcpId: plan.id,
      name: "Payroll",
      description: "",
    });
    await api(request, sender, "post", "/bcpProcess", { ...PAYROLL_RUN, bcpServiceId: service.id });
    await startEverySectionE2e(request, sender, plan.id);
    await api(request, sender, "put", "/bcp/overAllStatus", { bcpId: plan.id, approverId: approver!.id });
  }
}

async function unreadTotal(request: APIRequestContext, token: string) {
  const res = await request.get("/api/notifications/counts", {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await res.json()).data.total as number;
}

const bell = (page: Page) => page.getByRole("button", { name: /^Notifications/ });

test.describe("notifications with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the popover and live updates need JavaScript");

  test("an approval request raised by one user reaches the approver's bell within 5 s, without reload", async ({
    page,
    request,
    company,
    signInAs,
  }) => {
    await signInAs(company.owner);
    await expect(page).toHaveURL(/\/overview$/);
    await expect(bell(page)).toHaveAttribute("data-live", "true");
    const subject = unique("Payroll BCP");
    const lead = await company.user("BCPLead");
    await requestApproval(request, lead.token, company.owner.email, subject, 1, company.owner.token);
    await expect(page.getByTestId("bell-badge")).toBeVisible({ timeout: 5_000 });
    await bell(page).click();
    await page.getByRole("tab", { name: /My approvals/ }).click();
    const approvals = page.getByTestId("bell-approvals");
    await expect(approvals.getByText(subject)).toBeVisible();
    await expect(approvals.getByRole("heading", { name: "TODAY" })).toBeVisible();
    await expect(approvals.locator("li").filter({ hasText: subject }).locator("time")).toHaveText("just now");
    // Opening then closing marks everything read and resets the badge to 0.
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("bell-badge")).toHaveCount(0);
    await expect.poll(() => unreadTotal(request, company.owner.token)).toBe(0);
    await page.reload();
    await expect(page.getByTestId("bell-badge")).toHaveCount(0);
  });

  test("an item is marked read once half of it has been visible", async ({ page, request, signInAs }) => {
    const owner = await newCompanyAdmin(request);
    // A colleague leads and sends the plans: nobody approves their own (issue 20).
    const colleague = await newColleague(request, owner.token);
    await requestApproval(request, colleague.token, owner.email, "Plan", 12, owner.token);
    await signInAs(owner);
    await expect(page.getByTestId("bell-badge")).toHaveText("12");
    await bell(page).click();
    const list = page.getByTestId("bell-all");
    const newest = list.locator("li").first();
    const oldest = list.locator("li").last();
    await expect(newest).toContainText("Plan #12");
    await expect(oldest).toContainText("Plan #1");
    await expect(newest).toHaveAttribute("data-read", "true");
    await expect(newest.locator("[data-dot]")).toHaveClass(/bg-green-600/);
    await expect(oldest).toHaveAttribute("data-read", "false");
    await expect(oldest.locator("[data-dot]")).toHaveClass(/bg-red-600/);
    await expect.poll(() => unreadTotal(request, owner.token)).toBeLessThan(12);
    expect(await unreadTotal(request, owner.token)).toBeGreaterThan(0);
    await oldest.scrollIntoViewIfNeeded();
    await expect(oldest).toHaveAttribute("data-read", "true");
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("bell-badge")).toHaveCount(0);
    await expect.poll(() => unreadTotal(request, owner.token)).toBe(0);
  });
});

test.describe("notifications screen", () => {
  test("lists approvals grouped, filters my approvals, marks one and then all read (with or without JavaScript)", async ({
    page,
    request,
    javaScriptEnabled,
    signInAs,
  }) => {
    const owner = await newCompanyAdmin(request);
    const colleague = await newColleague(request, owner.token);
    const send = (subject: string) =>
      requestApproval(request, colleague.token, owner.email, subject, 1, owner.token);
    await send("Site <script>window.__xss=1</script>");
    await send("Payroll plan");
    await signInAs(owner);
    if (javaScriptEnabled) {
      await page.goto("/notifications");
    } else {
      // Without JavaScript the bell is a link to the screen.
      await page.getByRole("link", { name: /^Notifications, 2 unread/ }).click();
      await expect(page).toHaveURL(/\/notifications$/);
    }
    const list = page.getByTestId("notification-list");
    await expect(list.getByRole("heading", { name: "TODAY" })).toBeVisible();
    await expect(list.locator("li")).toHaveCount(2);
    // The message is shown inert: the tag is text, nothing ran.
    await expect(list.getByText("Site <script>window.__xss=1</script>")).toBeVisible();
    if (javaScriptEnabled)
      expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    await page.getByRole("link", { name: /My approvals/ }).click();
    await expect(page).toHaveURL(/filter=approvals/);
    await expect(list.locator("li")).toHaveCount(2);
    if (!javaScriptEnabled) {
      const item = list.locator("li").filter({ hasText: "Payroll plan" });
      await expect(item).toHaveAttribute("data-read", "false");
      await item.getByRole("button", { name: "Mark read" }).click();
      await expect(page.getByText("Marked as read.")).toBeVisible();
      await expect(list.locator("li").filter({ hasText: "Payroll plan" })).toHaveAttribute(
        "data-read",
        "true",
      );
      await expect(list.locator("li").filter({ hasText: "Site" })).toHaveAttribute("data-read", "false");
      await page.getByRole("button", { name: "Mark all read" }).click();
      await expect(page.getByText("All notifications marked as read.")).toBeVisible();
    }
    // With JavaScript, both were half visible, hence read.
    await expect(list.locator("li[data-read='false']")).toHaveCount(0);
    await expect.poll(() => unreadTotal(request, owner.token)).toBe(0);
  });

  test("the approval email deep-links to the item through sign-in", async ({ page, request }) => {
    const owner = await newCompanyAdmin(request);
    const subject = unique("Audit");
    const colleague = await newColleague(request, owner.token);
    await requestApproval(request, colleague.token, owner.email, subject, 1, owner.token);
    const mail = await latestMailTo(request, owner.email);
    expect(mail.subject).toBe(`Approval requested: ${subject}`);
    const path = linkIn(mail.text);
    expect(path).toMatch(/^\/businesscontinuityplan\/manageBCP\?bcpId=/);
    await page.goto(path);
    await expect(page).toHaveURL(/\/login\?redirect=%2Fbusinesscontinuityplan%2FmanageBCP/);
    await page.getByLabel("Email").fill(owner.email);
    await page.getByLabel("Password", { exact: true }).fill(owner.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
  });

  test("email preferences can be turned off and on", async ({ page, request, signInAs }) => {
    const owner = await newCompanyAdmin(request);
    await signInAs(owner);
    await page.goto("/notifications");
    const box = page.getByLabel("Approval requests and decisions");
    await expect(box).toBeChecked();
    await box.uncheck();
    await page.getByRole("button", { name: "Save email preferences" }).click();
    await expect(page.getByText("Email preferences saved.")).toBeVisible();
    await expect(page.getByLabel("Approval requests and decisions")).not.toBeChecked();
    const res = await request.get("/api/notifications/preferences", {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect((await res.json()).data.approvals).toBe(false);
  });
});
