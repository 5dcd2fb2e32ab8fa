import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "~/domains/companies/users-schema.server";
import { loginRedirectUrl, safeRedirect } from "~/shared/redirect";
import { testApiFixture } from "../../../tests/support/fixture";
import {
  notifyAndEmail,
  notifyApprovalDecision,
  notifyApprovalRequest,
  notifyAssignment,
  notifyIncidentImpact,
  notifyPlanActivated,
  notifyStatusCheckReminder,
  notifyUserDisabled,
} from "./events.server";
import { EMAIL_KINDS, NOTIFICATION_EMAIL_KIND, NOTIFICATION_TYPES } from "./model";

const ctx = testApiFixture();

interface Row {
  type: string;
  additionalInfo: { message: string; link?: string; approval?: string };
}
const LINK = "/businesscontinuityplan/manageBCP?bcpId=42&section=bia";
const latest = async (token: string) =>
  ((await ctx.api.call("get", "/notifications", { token })).body.data as Row[])[0];

describe("approval requests", () => {
  it("notify the approver in-app (my approvals) and by email deep-linking to the item", async () => {
    const lead = await ctx.api.user("BCPLead");
    const approver = await ctx.api.user("CorpAdmin");
    await notifyApprovalRequest(ctx.api.deps, {
      companyId: lead.companyId,
      approverIds: [approver.id],
      subjectName: "Payroll BCP — BIA",
      link: LINK,
      requestedBy: "Nora <North>",
    });
    const n = await latest(approver.token);
    expect(n.type).toBe("BCP_Approve");
    expect(n.additionalInfo).toMatchObject({ link: LINK, approval: "request" });
    expect(n.additionalInfo.message).toContain("Nora &lt;North&gt;");
    const approvals = await ctx.api.call("get", "/notifications/feed", {
      token: approver.token,
      query: { filter: "approvals" },
    });
    expect(approvals.body.data).toHaveLength(1);

    const [mail] = await ctx.api.outbox(approver.email);
    expect(mail.subject).toBe("Approval requested: Payroll BCP — BIA");
    const url = `http://keel.test${LINK}`;
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(`href="${url.replace(/&/g, "&amp;")}"`);
    expect(mail.html).toContain("Nora &lt;North&gt; asks for your approval");
    expect(mail.html).not.toContain("§");
    // Following the link signed out goes through /login?redirect=… and lands back on the item.
    const login = loginRedirectUrl(new URL(url));
    expect(login).toBe(`/login?redirect=${encodeURIComponent(LINK)}`);
    expect(safeRedirect(new URL(login, "http://keel.test").searchParams.get("redirect"))).toBe(LINK);
  });

  it("respect a user's preference to receive no approval emails, and never email disabled users", async () => {
    const lead = await ctx.api.user("BCPLead");
    const quiet = await ctx.api.user("CorpAdmin");
    const gone = await ctx.api.user("CorpAdmin");
    await ctx.api.db.update(users).set({ disabled: true }).where(eq(users.id, gone.id));
    const prefs = await ctx.api.call("put", "/notifications/preferences", {
      token: quiet.token,
      body: { approvals: false },
    });
    expect(prefs.body.data).toEqual({
      approvals: false,
      activations: true,
      reminders: true,
      assignments: true,
      incidents: true,
    });
    const result = await notifyApprovalRequest(ctx.api.deps, {
      companyId: lead.companyId,
      approverIds: [quiet.id, gone.id],
      subjectName: "Plan Q",
      link: LINK,
    });
    expect(result.notified.sort()).toEqual([quiet.id, gone.id].sort());
    expect(result.emailed).toEqual([]);
    expect(await ctx.api.outbox(quiet.email)).toEqual([]);
    expect((await latest(quiet.token)).type).toBe("BCP_Approve");
    // Turning activations off does not stop approval emails once turned back on.
    await ctx.api.call("put", "/notifications/preferences", {
      token: quiet.token,
      body: { approvals: true, activations: false },
    });
    await notifyApprovalRequest(ctx.api.deps, {
      companyId: lead.companyId,
      approverIds: [quiet.id],
      subjectName: "Plan R",
      link: LINK,
    });
    expect((await ctx.api.outbox(quiet.email)).map((m) => m.subject)).toEqual(["Approval requested: Plan R"]);
  });

  it("skip recipients of another company", async () => {
    const lead = await ctx.api.user("BCPLead");
    const outsider = await ctx.api.user("CorpAdmin", { company: "Globex" });
    const result = await notifyApprovalRequest(ctx.api.deps, {
      companyId: lead.companyId,
      approverIds: [outsider.id],
      subjectName: "Secret plan",
      link: LINK,
    });
    expect(result).toEqual({ notified: [], emailed: [] });
    expect((await ctx.api.call("get", "/notifications", { token: outsider.token })).body.data).toEqual([]);
    expect(await ctx.api.outbox(outsider.email)).toEqual([]);
  });
});

describe("other events", () => {
  it("decisions, activations, reminders and assignments notify and email; external links fall back", async () => {
    const owner = await ctx.api.user("BCPLead");
    const to = { companyId: owner.companyId, userIds: [owner.id] };
    const cases = [
      () =>
        notifyApprovalDecision(ctx.api.deps, {
          ...to,
          subjectName: "Plan A",
          decision: "rejected",
          link: LINK,
          comment: "Missing <b>BIA</b>",
        }),
      () =>
        notifyPlanActivated(ctx.api.deps, {
          ...to,
          planName: "Plan A",
          link: "/bcpActivationResponse?bcpId=42",
          incidentName: "Flood",
        }),
      () =>
        notifyStatusCheckReminder(ctx.api.deps, {
          ...to,
          subjectName: "Flood",
          link: "/viewincident/details?incident_id=7",
        }),
      () =>
        notifyAssignment(ctx.api.deps, {
          ...to,
          subjectName: "Process Payroll",
          link: "https://evil.example/phish",
        }),
    ];
    const expected = [
      ["BCP_Approve", "Plan A was rejected", LINK],
      ["BCP_ACTIVATED", "Plan activated: Plan A", "/bcpActivationResponse?bcpId=42"],
      ["STATUS_CHECK", "Status check due: Flood", "/viewincident/details?incident_id=7"],
      ["ASSIGNMENT", "Assigned to you: Process Payroll", "/notifications"],
    ];
    for (const [i, raise] of cases.entries()) {
      await raise();
      const n = await latest(owner.token);
      const [type, subject, link] = expected[i];
      expect(n.type).toBe(type);
      expect(n.additionalInfo.link).toBe(link);
      const mails = await ctx.api.outbox(owner.email);
      expect(mails.map((m) => m.subject)).toContain(subject);
      expect(mails.find((m) => m.subject === subject)?.text).toContain(`http://keel.test${link}`);
    }
  });

  it("incident impact and a disabled user notify in-app only", async () => {
    const admin = await ctx.api.user("CorpAdmin");
    await notifyIncidentImpact(ctx.api.deps, {
      companyId: admin.companyId,
      userIds: [admin.id],
      incidentName: "Fire at HQ",
      link: "/viewincident/details?incident_id=3",
    });
    expect((await latest(admin.token)).type).toBe("INCIDENT_IMPACT");
    await notifyUserDisabled(ctx.api.deps, {
      companyId: admin.companyId,
      userIds: [admin.id],
      disabledUserName: "Bo",
    });
    const n = await latest(admin.token);
    expect(n).toMatchObject({ type: "USER_DISABLED", additionalInfo: { link: "/usermanagement" } });
    expect(await ctx.api.outbox(admin.email)).toEqual([]);
  });

  it("preferences: read defaults, refuse a non-boolean on its field", async () => {
    const u = await ctx.api.user("Employee");
    const res = await ctx.api.call("get", "/notifications/preferences", { token: u.token });
    expect(res.body.data).toEqual({
      incidents: true,
      approvals: true,
      activations: true,
      reminders: true,
      assignments: true,
    });
    const bad = await ctx.api.call("put", "/notifications/preferences", {
      token: u.token,
      body: { reminders: "no" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.reminders).toBeDefined();
  });
});

describe("the one path of every notification (issue 25, item 2)", () => {
  it("walks every notification kind: an opted-out recipient gets it in-app and no email; others get the email", async () => {
    for (const type of NOTIFICATION_TYPES) {
      const kind = NOTIFICATION_EMAIL_KIND[type];
      const quiet = await ctx.api.user("CorpAdmin");
      const keen = await ctx.api.user("CorpAdmin");
      // Every email preference off but this kind's for the keen one; only this kind's off for the quiet one.
      await ctx.api.call("put", "/notifications/preferences", {
        token: keen.token,
        body: Object.fromEntries(EMAIL_KINDS.map((k) => [k, k === kind])),
      });
      if (kind) {
        await ctx.api.call("put", "/notifications/preferences", {
          token: quiet.token,
          body: { [kind]: false },
        });
      }
      // The producer names some email kind; the type decides which preference applies.
      const result = await notifyAndEmail(ctx.api.deps, {
        companyId: quiet.companyId,
        userIds: [quiet.id, keen.id],
        type,
        message: `<p>${type}</p>`,
        link: LINK,
        email: { kind: "approvals", subject: `About ${type}`, lines: [type], actionLabel: "Open" },
      });
      expect(result.notified.sort(), type).toEqual([quiet.id, keen.id].sort());
      expect(await ctx.api.outbox(quiet.email), type).toEqual([]);
      expect((await latest(quiet.token)).type, type).toBe(type);
      expect(
        (await ctx.api.outbox(keen.email)).map((m) => m.subject),
        type,
      ).toEqual(kind ? [`About ${type}`] : []);
    }
  });
});
