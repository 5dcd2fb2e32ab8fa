import { describe, expect, it } from "vitest";
import { departments, userBusinessUnits } from "~/domains/companies/organisation-schema.server";
import {
  leadPlan,
  makePlan,
  makeProcess,
  makeService,
  makeUnit,
  planWithProcess,
} from "../../../tests/support/bcp";
import { unitFixture } from "../../../tests/support/fixture";

const ctx = unitFixture({ admin: "CorpAdmin", lead: "BCPLead" }, { company: "Acme" });

describe("creating a plan", () => {
  it("creates a Just Created plan numbered per company, for a unit and sub-unit, with lead and assignee", async () => {
    const res = await ctx.api.call("post", "/bcp", {
      token: ctx.admin.token,
      body: {
        name: "Treasury BCP",
        businessUnitId: ctx.unit.unit.id,
        subBusinessUnitId: ctx.unit.sub.id,
        bcLeadId: ctx.lead.id,
        assigneeId: ctx.lead.id,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: "Treasury BCP",
      businessUnit: "Operations",
      subBusinessUnit: "Operations North",
      bcLead: "BCPLead Tester",
      status: "JUST_CREATED",
      statusLabel: "Just Created",
    });
    expect(res.body.data.bcpId).toMatch(/^BCP-\d{4}$/);
  });

  it("names the missing fields, and refuses a sub-unit of another unit", async () => {
    const missing = await ctx.api.call("post", "/bcp", { token: ctx.admin.token, body: { name: "" } });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.error.fields)).toEqual(
      expect.arrayContaining(["name", "businessUnitId", "bcLeadId"]),
    );
    const other = await makeUnit(ctx.api, ctx.admin.companyId, "Sales");
    const wrong = await ctx.api.call("post", "/bcp", {
      token: ctx.admin.token,
      body: {
        name: "X",
        businessUnitId: ctx.unit.unit.id,
        subBusinessUnitId: other.sub.id,
        bcLeadId: ctx.lead.id,
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.subBusinessUnitId).toBeDefined();
  });

  it("is not open to a BCP lead, and a BU admin only for their own units", async () => {
    const byLead = await ctx.api.call("post", "/bcp", {
      token: ctx.lead.token,
      body: { name: "X", businessUnitId: ctx.unit.unit.id, bcLeadId: ctx.lead.id },
    });
    expect(byLead.status).toBe(403);
    const buAdmin = await ctx.api.user("BUAdmin", { company: "Acme" });
    const own = await makeUnit(ctx.api, ctx.admin.companyId, "Logistics", [buAdmin.id]);
    const outside = await ctx.api.call("post", "/bcp", {
      token: buAdmin.token,
      body: { name: "X", businessUnitId: ctx.unit.unit.id, bcLeadId: ctx.lead.id },
    });
    expect(outside.status).toBe(400);
    expect(outside.body.error.fields.businessUnitId).toBeDefined();
    const inside = await ctx.api.call("post", "/bcp", {
      token: buAdmin.token,
      body: { name: "Logistics BCP", businessUnitId: own.unit.id, bcLeadId: ctx.lead.id },
    });
    expect(inside.status).toBe(201);
  });
});

describe("the BCP list", () => {
  it("tells each role which rows it may edit (lead's own plans) and clone or remove (administrators)", async () => {
    const owner = await ctx.api.user("CorpAdmin", { company: "Rowco" });
    const rowUnit = await makeUnit(ctx.api, owner.companyId, "Rows");
    const myLead = await ctx.api.user("BCPLead", { company: "Rowco" });
    const otherLead = await ctx.api.user("BCPLead", { company: "Rowco" });
    const viewer = await ctx.api.user("CorpViewOnly", { company: "Rowco" });
    const mine = await leadPlan(ctx.api, { admin: owner, lead: myLead }, rowUnit.unit.id, {
      name: "Led by me",
    });
    const theirs = await leadPlan(ctx.api, { admin: owner, lead: otherLead }, rowUnit.unit.id, {
      name: "Led by another",
    });
    const rows = async (token: string) => {
      const res = await ctx.api.call("get", "/bcp/all", { token });
      expect(res.status).toBe(200);
      return Object.fromEntries(
        (res.body.data as { id: string; permissions: object }[]).map((r) => [r.id, r.permissions]),
      );
    };
    const both = { canManage: true, canAdminister: true };
    expect(await rows(owner.token)).toEqual({ [mine.id]: both, [theirs.id]: both });
    const asLead = await rows(myLead.token);
    expect(asLead[mine.id]).toEqual({ canManage: true, canAdminister: false });
    // A lead sees plans only where they have a part: another lead's plan is not listed at all.
    expect(asLead[theirs.id]).toBeUndefined();
    const none = { canManage: false, canAdminister: false };
    expect(await rows(viewer.token)).toEqual({ [mine.id]: none, [theirs.id]: none });
  });

  it("filters by status, mine and search; sorts and pages", async () => {
    const otherLead = await ctx.api.user("BCPLead", { company: "Acme" });
    const list = await ctx.api.user("CorpAdmin", { company: "Listco" });
    const listUnit = await makeUnit(ctx.api, list.companyId, "Alpha");
    const leadB = await ctx.api.user("BCPLead", { company: "Listco" });
    const a = await leadPlan(ctx.api, { admin: list, lead: list }, listUnit.unit.id, { name: "Alpha plan" });
    const b = await leadPlan(ctx.api, { admin: list, lead: leadB }, listUnit.unit.id, { name: "Beta plan" });
    await leadPlan(ctx.api, { admin: list, lead: leadB }, listUnit.unit.id, { name: "Gamma plan" });
    await ctx.api.call("post", "/bcp/archive", { token: list.token, body: { bcpId: b.id } });

    const all = await ctx.api.call("get", "/bcp/all", { token: list.token, query: { sort: "name" } });
    expect(all.body.data.map((r: { name: string }) => r.name)).toEqual([
      "Alpha plan",
      "Beta plan",
      "Gamma plan",
    ]);
    expect(all.body.page).toEqual({ page: 1, pageSize: 20, total: 3 });

    const cancelled = await ctx.api.call("get", "/bcp/all", {
      token: list.token,
      query: { filter: "cancelled" },
    });
    expect(
      cancelled.body.data.map((r: { name: string; statusLabel: string }) => [r.name, r.statusLabel]),
    ).toEqual([["Beta plan", "Cancelled"]]);
    const mine = await ctx.api.call("get", "/bcp/all", { token: list.token, query: { filter: "mine" } });
    expect(mine.body.data.map((r: { id: string }) => r.id)).toEqual([a.id]);
    const search = await ctx.api.call("get", "/bcp/all", { token: list.token, query: { search: "gam" } });
    expect(search.body.data.map((r: { name: string }) => r.name)).toEqual(["Gamma plan"]);
    const byCode = await ctx.api.call("get", "/bcp/all", { token: list.token, query: { search: a.bcpId } });
    expect(byCode.body.data.map((r: { id: string }) => r.id)).toEqual([a.id]);
    // The lead's name is searched and sorted on (read by subquery, not join): and counted the same.
    const byLead = await ctx.api.call("get", "/bcp/all", {
      token: list.token,
      query: { search: "bcplead tester", sort: "name" },
    });
    expect(byLead.body.data.map((r: { name: string }) => r.name)).toEqual(["Beta plan", "Gamma plan"]);
    expect(byLead.body.page.total).toBe(2);
    const leadSorted = await ctx.api.call("get", "/bcp/all", {
      token: list.token,
      query: { sort: "bcLead", order: "desc" },
    });
    expect(leadSorted.body.data.map((r: { bcLead: string }) => r.bcLead)[0]).toBe("CorpAdmin Tester");
    const page2 = await ctx.api.call("get", "/bcp/all", {
      token: list.token,
      query: { sort: "name", order: "desc", page: 2, pageSize: 2 },
    });
    expect(page2.body.data.map((r: { name: string }) => r.name)).toEqual(["Alpha plan"]);
    expect(page2.body.page.total).toBe(3);
    // A page past the last lists nothing and still says how many there are (the list's row carries the figure).
    const past = await ctx.api.call("get", "/bcp/all", {
      token: list.token,
      query: { sort: "name", page: 9, pageSize: 2 },
    });
    expect(past.body.data).toEqual([]);
    expect(past.body.page.total).toBe(3);
    const bad = await ctx.api.call("get", "/bcp/all", { token: list.token, query: { filter: "nonsense" } });
    expect(bad.status).toBe(400);

    // Another company's list never shows them.
    const theirs = await ctx.api.call("get", "/bcp/all", { token: otherLead.token });
    expect(theirs.body.data.map((r: { name: string }) => r.name)).not.toContain("Alpha plan");
  });

  it("shows a BCP lead only the plans they lead or are assigned", async () => {
    const co = await ctx.api.user("CorpAdmin", { company: "Leadco" });
    const u = await makeUnit(ctx.api, co.companyId);
    const l1 = await ctx.api.user("BCPLead", { company: "Leadco" });
    const l2 = await ctx.api.user("BCPLead", { company: "Leadco" });
    const p1 = await makePlan(ctx.api, co.token, { businessUnitId: u.unit.id, bcLeadId: l1.id });
    const p2 = await makePlan(ctx.api, co.token, { businessUnitId: u.unit.id, bcLeadId: co.id });
    expect(
      (await ctx.api.call("get", "/bcp/all", { token: l1.token })).body.data.map((r: { id: string }) => r.id),
    ).toEqual([p1.id]);
    expect((await ctx.api.call("get", "/bcp", { token: l2.token, query: { bcpId: p1.id } })).status).toBe(
      404,
    );
    const assign = await ctx.api.call("put", "/bcp/updateAssignee", {
      token: co.token,
      body: { bcpId: p2.id, assigneeId: l2.id },
    });
    expect(assign.body.data.assignee).toBe("BCPLead Tester");
    expect((await ctx.api.call("get", "/bcp", { token: l2.token, query: { bcpId: p2.id } })).status).toBe(
      200,
    );
  });
});

describe("one plan", () => {
  it("answers 404 to another company, whatever the action", async () => {
    const plan = await leadPlan(ctx.api, ctx, ctx.unit.unit.id);
    const stranger = await ctx.api.user("CorpAdmin", { company: "Globex" });
    expect(
      (await ctx.api.call("get", "/bcp", { token: stranger.token, query: { bcpId: plan.id } })).status,
    ).toBe(404);
    expect(
      (await ctx.api.call("post", "/bcp/archive", { token: stranger.token, body: { bcpId: plan.id } }))
        .status,
    ).toBe(404);
    expect(
      (
        await ctx.api.call("post", "/bcpService", {
          token: stranger.token,
          body: { bcpId: plan.id, name: "S" },
        })
      ).status,
    ).toBe(404);
    expect(
      (await ctx.api.call("get", "/bcp/bcpPdf", { token: stranger.token, query: { bcpId: plan.id } })).status,
    ).toBe(404);
  });

  it("shows every section with its help text and completion computed from content", async () => {
    const plan = await leadPlan(ctx.api, ctx, ctx.unit.unit.id);
    const before = await ctx.api.call("get", "/bcp", { token: ctx.lead.token, query: { bcpId: plan.id } });
    expect(before.body.data.sections).toHaveLength(12);
    expect(before.body.data.sections.every((s: { help: string }) => s.help.length > 20)).toBe(true);
    expect(before.body.data.sections[0]).toMatchObject({ key: "services", completion: "not_started" });

    const service = await makeService(ctx.api, ctx.lead.token, plan.id);
    const partial = await ctx.api.call("get", "/bcp", { token: ctx.lead.token, query: { bcpId: plan.id } });
    const completion = (d: { sections: { key: string; completion: string }[] }) =>
      Object.fromEntries(d.sections.map((s) => [s.key, s.completion]));
    expect(completion(partial.body.data)).toMatchObject({
      services: "partially_done",
      processes: "not_started",
    });
    expect(partial.body.data.statusLabel).toBe("In Progress");

    const process = await makeProcess(ctx.api, ctx.lead.token, service.id);
    await ctx.api.call("post", "/bcpProcess/locations", {
      token: ctx.lead.token,
      body: { processId: process.id, siteName: "London HQ", city: "London", country: "UK" },
    });
    const more = await ctx.api.call("get", "/bcp", { token: ctx.lead.token, query: { bcpId: plan.id } });
    expect(completion(more.body.data)).toMatchObject({
      services: "done",
      processes: "done",
      deliveryLocations: "done",
      deliveryHeadcount: "partially_done",
      bia: "not_started",
    });
  });

  it("moves status only along the transition table", async () => {
    const plan = await leadPlan(ctx.api, ctx, ctx.unit.unit.id);
    const setPlanStatus = (token: string, bcpId: string, status: string) =>
      ctx.api.call("put", "/bcp/status", { token, body: { bcpId, status } });
    const deferred = await setPlanStatus(ctx.admin.token, plan.id, "DEFERRED");
    expect(deferred.body.data.statusLabel).toBe("Deferred");
    const approve = await setPlanStatus(ctx.admin.token, plan.id, "APPROVED");
    expect(approve.status).toBe(400);
    expect(approve.body.error.message).toBe("A plan cannot move from Deferred to Approved.");
    const byLead = await setPlanStatus(ctx.lead.token, plan.id, "IN_PROGRESS");
    expect(byLead.status).toBe(403);
  });

  it("archives a plan as Cancelled, after which it no longer changes", async () => {
    const plan = await leadPlan(ctx.api, ctx, ctx.unit.unit.id);
    const res = await ctx.api.call("post", "/bcp/archive", {
      token: ctx.admin.token,
      body: { bcpId: plan.id },
    });
    expect(res.body.data.statusLabel).toBe("Cancelled");
    const edit = await ctx.api.call("post", "/bcpService", {
      token: ctx.lead.token,
      body: { bcpId: plan.id, name: "Late" },
    });
    expect(edit.status).toBe(400);
    expect(edit.body.error.message).toBe("This plan is cancelled and can no longer change.");
  });

  it("restores an archived plan to In Progress for those who may archive it, and only an archived one", async () => {
    const plan = await leadPlan(ctx.api, ctx, ctx.unit.unit.id);
    await ctx.api.call("post", "/bcp/archive", { token: ctx.admin.token, body: { bcpId: plan.id } });
    // The plan's lead may not archive it, nor restore it.
    const byLead = await ctx.api.call("post", "/bcp/restore", {
      token: ctx.lead.token,
      body: { bcpId: plan.id },
    });
    expect(byLead.status).toBe(403);
    const stranger = await ctx.api.user("CorpAdmin", { company: "Elsewhere" });
    expect(
      (await ctx.api.call("post", "/bcp/restore", { token: stranger.token, body: { bcpId: plan.id } }))
        .status,
    ).toBe(404);
    const res = await ctx.api.call("post", "/bcp/restore", {
      token: ctx.admin.token,
      body: { bcpId: plan.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.statusLabel).toBe("In Progress");
    // It can change again, and its audit trail says it was restored.
    const edit = await ctx.api.call("post", "/bcpService", {
      token: ctx.lead.token,
      body: { bcpId: plan.id, name: "Back", description: "" },
    });
    expect(edit.status).toBe(201);
    const view = await ctx.api.call("get", "/bcp", { token: ctx.admin.token, query: { bcpId: plan.id } });
    expect(view.body.data.audit.map((a: { action: string }) => a.action)).toContain("plan.restored");
    const again = await ctx.api.call("post", "/bcp/restore", {
      token: ctx.admin.token,
      body: { bcpId: plan.id },
    });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe("Only an archived plan can be restored.");
  });

  it("clones a plan with its services, processes and locations into a new Just Created plan", async () => {
    const { plan, process } = await planWithProcess(ctx.api, ctx, {
      businessUnitId: ctx.unit.unit.id,
      name: "Source",
    });
    await ctx.api.call("post", "/bcpProcess/locations", {
      token: ctx.lead.token,
      body: { processId: process.id, siteName: "Leeds", headcount: 3 },
    });
    const res = await ctx.api.call("post", "/bcp/clone", {
      token: ctx.admin.token,
      body: { bcpId: plan.id },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: "Source (copy)",
      status: "JUST_CREATED",
      clonedFromId: plan.id,
    });
    const copy = await ctx.api.call("get", "/bcp", {
      token: ctx.admin.token,
      query: { bcpId: res.body.data.id },
    });
    expect(copy.body.data.services[0].processes[0]).toMatchObject({
      name: "Payroll run",
      status: "NOT_STARTED",
      locations: [expect.objectContaining({ siteName: "Leeds", headcount: 3 })],
    });
    expect(copy.body.data.services[0].processes[0].id).not.toBe(process.id);
  });

  it("records who opened a plan, and when last", async () => {
    const plan = await leadPlan(ctx.api, ctx, ctx.unit.unit.id);
    const view = (token: string, at: string) => {
      ctx.api.setNow(new Date(at));
      return ctx.api.call("post", "/bcp/viewed", { token, body: { bcpId: plan.id } });
    };
    try {
      await view(ctx.lead.token, "2026-03-02T09:00:00Z");
      await view(ctx.admin.token, "2026-03-02T10:00:00Z");
      await view(ctx.lead.token, "2026-03-02T11:00:00Z");
    } finally {
      ctx.api.setNow(null);
    }
    const views = await ctx.api.call("get", "/bcp/viewed", {
      token: ctx.admin.token,
      query: { bcpId: plan.id },
    });
    // Each reader their own row (the statement is built once for everyone), the latest view's time.
    expect(views.body.data).toEqual([
      expect.objectContaining({
        userId: ctx.lead.id,
        name: "BCPLead Tester",
        count: 2,
        viewedAt: "2026-03-02T11:00:00.000Z",
      }),
      expect.objectContaining({ userId: ctx.admin.id, count: 1, viewedAt: "2026-03-02T10:00:00.000Z" }),
    ]);
  });

  it("counts plans by status for the overview", async () => {
    const co = await ctx.api.user("CorpAdmin", { company: "Statco" });
    const u = await makeUnit(ctx.api, co.companyId);
    const p = await makePlan(ctx.api, co.token, { businessUnitId: u.unit.id, bcLeadId: co.id });
    await makePlan(ctx.api, co.token, { businessUnitId: u.unit.id, bcLeadId: co.id });
    await ctx.api.call("post", "/bcp/archive", { token: co.token, body: { bcpId: p.id } });
    const stats = await ctx.api.call("get", "/bcp/bcp-stats", { token: co.token });
    expect(stats.body.data.total).toBe(2);
    expect(stats.body.data.byStatus).toMatchObject({ JUST_CREATED: 1, CANCELLED: 1, APPROVED: 0 });
    const other = await ctx.api.user("BCPLead", { company: "Statco" });
    await makePlan(ctx.api, co.token, { businessUnitId: u.unit.id, bcLeadId: other.id });
    const summary = await ctx.api.call("get", "/bcp/summary", { token: co.token });
    expect(summary.body.data).toMatchObject({
      total: 3,
      mine: 2,
      awaitingMyApproval: 0,
      byStatus: { JUST_CREATED: 2, CANCELLED: 1, APPROVED: 0 },
      processes: { total: 0 },
    });
    const theirs = await ctx.api.call("get", "/bcp/summary", { token: other.token });
    expect(theirs.body.data).toMatchObject({ mine: 1 });
  });

  it("answers several plans by id, and how many plans a user leads", async () => {
    const co = await ctx.api.user("CorpAdmin", { company: "Manyco" });
    const u = await makeUnit(ctx.api, co.companyId);
    const l = await ctx.api.user("BCPLead", { company: "Manyco" });
    const [dept] = await ctx.api.db
      .insert(departments)
      .values({ companyId: co.companyId, businessUnitId: u.unit.id, name: "Dispatch" })
      .returning();
    const p1 = await makePlan(ctx.api, co.token, { businessUnitId: u.unit.id, bcLeadId: l.id });
    const p2 = await makePlan(ctx.api, co.token, {
      businessUnitId: u.unit.id,
      bcLeadId: co.id,
      assigneeId: l.id,
    });
    await ctx.api.call("put", "/bcp", {
      token: co.token,
      body: {
        bcpId: p2.id,
        name: "Dispatch BCP",
        businessUnitId: u.unit.id,
        departmentId: dept.id,
        bcLeadId: co.id,
        assigneeId: l.id,
      },
    });
    const foreign = await leadPlan(ctx.api, ctx, ctx.unit.unit.id);
    const many = await ctx.api.call("get", "/bcp/getManyBcps", {
      token: co.token,
      query: { ids: [p1.id, p2.id, foreign.id].join(",") },
    });
    expect(many.body.data.map((r: { id: string }) => r.id).sort()).toEqual([p1.id, p2.id].sort());
    const counted = await ctx.api.call("get", "/bcp/userInBCPCount", {
      token: co.token,
      query: { userId: l.id },
    });
    expect(counted.body.data.count).toBe(2);
    await ctx.api.call("post", "/bcp/archive", { token: co.token, body: { bcpId: p1.id } });
    const after = await ctx.api.call("get", "/bcp/userInBCPCount", {
      token: co.token,
      query: { userId: l.id },
    });
    expect(after.body.data.count).toBe(1);
  });

  it("lets view-only roles read but not change a plan", async () => {
    const viewer = await ctx.api.user("CorpViewOnly", { company: "Acme" });
    const plan = await leadPlan(ctx.api, ctx, ctx.unit.unit.id);
    expect(
      (await ctx.api.call("get", "/bcp", { token: viewer.token, query: { bcpId: plan.id } })).body.data
        .permissions,
    ).toEqual({
      canManage: false,
      canAdminister: false,
      awaitingMyApproval: [],
      readsRegisters: true,
    });
    // The System Administrator edits another company's plan but does not read that company's registers.
    const sysadmin = await ctx.api.user("Admin", { company: "Keel Operators" });
    expect(
      (await ctx.api.call("get", "/bcp", { token: sysadmin.token, query: { bcpId: plan.id } })).body.data
        .permissions,
    ).toMatchObject({ canManage: true, readsRegisters: false });
    const add = await ctx.api.call("post", "/bcpService", {
      token: viewer.token,
      body: { bcpId: plan.id, name: "S" },
    });
    expect(add.status).toBe(403);
    const buViewer = await ctx.api.user("BUViewOnly", { company: "Acme" });
    expect(
      (await ctx.api.call("get", "/bcp", { token: buViewer.token, query: { bcpId: plan.id } })).status,
    ).toBe(404);
    await ctx.api.db
      .insert(userBusinessUnits)
      .values({ userId: buViewer.id, businessUnitId: ctx.unit.unit.id });
    expect(
      (await ctx.api.call("get", "/bcp", { token: buViewer.token, query: { bcpId: plan.id } })).status,
    ).toBe(200);
  });
});
