import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { departments, userBusinessUnits } from "~/domains/companies/organisation-schema.server";
import { createTestApi, type TestApi } from "../../../tests/support/api";
import { makePlan, makeProcess, makeService, makeUnit } from "../../../tests/support/bcp";

let api: TestApi;
let admin: Awaited<ReturnType<TestApi["user"]>>;
let lead: Awaited<ReturnType<TestApi["user"]>>;
let unit: Awaited<ReturnType<typeof makeUnit>>;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.user("CorpAdmin", { company: "Acme" });
  lead = await api.user("BCPLead", { company: "Acme" });
  unit = await makeUnit(api, admin.companyId);
});
afterAll(() => api.close());

describe("creating a plan", () => {
  it("creates a Just Created plan numbered per company, for a unit and sub-unit, with lead and assignee", async () => {
    const res = await api.call("post", "/bcp", {
      token: admin.token,
      body: {
        name: "Treasury BCP",
        businessUnitId: unit.unit.id,
        subBusinessUnitId: unit.sub.id,
        bcLeadId: lead.id,
        assigneeId: lead.id,
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
    const missing = await api.call("post", "/bcp", { token: admin.token, body: { name: "" } });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.error.fields)).toEqual(
      expect.arrayContaining(["name", "businessUnitId", "bcLeadId"]),
    );
    const other = await makeUnit(api, admin.companyId, "Sales");
    const wrong = await api.call("post", "/bcp", {
      token: admin.token,
      body: { name: "X", businessUnitId: unit.unit.id, subBusinessUnitId: other.sub.id, bcLeadId: lead.id },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.subBusinessUnitId).toBeDefined();
  });

  it("is not open to a BCP lead, and a BU admin only for their own units", async () => {
    const byLead = await api.call("post", "/bcp", {
      token: lead.token,
      body: { name: "X", businessUnitId: unit.unit.id, bcLeadId: lead.id },
    });
    expect(byLead.status).toBe(403);
    const buAdmin = await api.user("BUAdmin", { company: "Acme" });
    const own = await makeUnit(api, admin.companyId, "Logistics", [buAdmin.id]);
    const outside = await api.call("post", "/bcp", {
      token: buAdmin.token,
      body: { name: "X", businessUnitId: unit.unit.id, bcLeadId: lead.id },
    });
    expect(outside.status).toBe(400);
    expect(outside.body.error.fields.businessUnitId).toBeDefined();
    const inside = await api.call("post", "/bcp", {
      token: buAdmin.token,
      body: { name: "Logistics BCP", businessUnitId: own.unit.id, bcLeadId: lead.id },
    });
    expect(inside.status).toBe(201);
  });
});

describe("the BCP list", () => {
  it("tells each role which rows it may edit (lead's own plans) and clone or remove (administrators)", async () => {
    const owner = await api.user("CorpAdmin", { company: "Rowco" });
    const rowUnit = await makeUnit(api, owner.companyId, "Rows");
    const myLead = await api.user("BCPLead", { company: "Rowco" });
    const otherLead = await api.user("BCPLead", { company: "Rowco" });
    const viewer = await api.user("CorpViewOnly", { company: "Rowco" });
    const mine = await makePlan(api, owner.token, {
      businessUnitId: rowUnit.unit.id,
      bcLeadId: myLead.id,
      name: "Led by me",
    });
    const theirs = await makePlan(api, owner.token, {
      businessUnitId: rowUnit.unit.id,
      bcLeadId: otherLead.id,
      name: "Led by another",
    });
    const rows = async (token: string) => {
      const res = await api.call("get", "/bcp/all", { token });
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
    const otherLead = await api.user("BCPLead", { company: "Acme" });
    const list = await api.user("CorpAdmin", { company: "Listco" });
    const listUnit = await makeUnit(api, list.companyId, "Alpha");
    const leadB = await api.user("BCPLead", { company: "Listco" });
    const a = await makePlan(api, list.token, {
      businessUnitId: listUnit.unit.id,
      bcLeadId: list.id,
      name: "Alpha plan",
    });
    const b = await makePlan(api, list.token, {
      businessUnitId: listUnit.unit.id,
      bcLeadId: leadB.id,
      name: "Beta plan",
    });
    await makePlan(api, list.token, {
      businessUnitId: listUnit.unit.id,
      bcLeadId: leadB.id,
      name: "Gamma plan",
    });
    await api.call("post", "/bcp/archive", { token: list.token, body: { bcpId: b.id } });

    const all = await api.call("get", "/bcp/all", { token: list.token, query: { sort: "name" } });
    expect(all.body.data.map((r: { name: string }) => r.name)).toEqual([
      "Alpha plan",
      "Beta plan",
      "Gamma plan",
    ]);
    expect(all.body.page).toEqual({ page: 1, pageSize: 20, total: 3 });

    const cancelled = await api.call("get", "/bcp/all", {
      token: list.token,
      query: { filter: "cancelled" },
    });
    expect(
      cancelled.body.data.map((r: { name: string; statusLabel: string }) => [r.name, r.statusLabel]),
    ).toEqual([["Beta plan", "Cancelled"]]);
    const mine = await api.call("get", "/bcp/all", { token: list.token, query: { filter: "mine" } });
    expect(mine.body.data.map((r: { id: string }) => r.id)).toEqual([a.id]);
    const search = await api.call("get", "/bcp/all", { token: list.token, query: { search: "gam" } });
    expect(search.body.data.map((r: { name: string }) => r.name)).toEqual(["Gamma plan"]);
    const byCode = await api.call("get", "/bcp/all", { token: list.token, query: { search: a.bcpId } });
    expect(byCode.body.data.map((r: { id: string }) => r.id)).toEqual([a.id]);
    const page2 = await api.call("get", "/bcp/all", {
      token: list.token,
      query: { sort: "name", order: "desc", page: 2, pageSize: 2 },
    });
    expect(page2.body.data.map((r: { name: string }) => r.name)).toEqual(["Alpha plan"]);
    expect(page2.body.page.total).toBe(3);
    const bad = await api.call("get", "/bcp/all", { token: list.token, query: { filter: "nonsense" } });
    expect(bad.status).toBe(400);

    // Another company's list never shows them.
    const theirs = await api.call("get", "/bcp/all", { token: otherLead.token });
    expect(theirs.body.data.map((r: { name: string }) => r.name)).not.toContain("Alpha plan");
  });

  it("shows a BCP lead only the plans they lead or are assigned", async () => {
    const co = await api.user("CorpAdmin", { company: "Leadco" });
    const u = await makeUnit(api, co.companyId);
    const l1 = await api.user("BCPLead", { company: "Leadco" });
    const l2 = await api.user("BCPLead", { company: "Leadco" });
    const p1 = await makePlan(api, co.token, { businessUnitId: u.unit.id, bcLeadId: l1.id });
    const p2 = await makePlan(api, co.token, { businessUnitId: u.unit.id, bcLeadId: co.id });
    expect(
      (await api.call("get", "/bcp/all", { token: l1.token })).body.data.map((r: { id: string }) => r.id),
    ).toEqual([p1.id]);
    expect((await api.call("get", "/bcp", { token: l2.token, query: { bcpId: p1.id } })).status).toBe(404);
    const assign = await api.call("put", "/bcp/updateAssignee", {
      token: co.token,
      body: { bcpId: p2.id, assigneeId: l2.id },
    });
    expect(assign.body.data.assignee).toBe("BCPLead Tester");
    expect((await api.call("get", "/bcp", { token: l2.token, query: { bcpId: p2.id } })).status).toBe(200);
  });
});

describe("one plan", () => {
  it("answers 404 to another company, whatever the action", async () => {
    const plan = await makePlan(api, admin.token, { businessUnitId: unit.unit.id, bcLeadId: lead.id });
    const stranger = await api.user("CorpAdmin", { company: "Globex" });
    expect((await api.call("get", "/bcp", { token: stranger.token, query: { bcpId: plan.id } })).status).toBe(
      404,
    );
    expect(
      (await api.call("post", "/bcp/archive", { token: stranger.token, body: { bcpId: plan.id } })).status,
    ).toBe(404);
    expect(
      (await api.call("post", "/bcpService", { token: stranger.token, body: { bcpId: plan.id, name: "S" } }))
        .status,
    ).toBe(404);
    expect(
      (await api.call("get", "/bcp/bcpPdf", { token: stranger.token, query: { bcpId: plan.id } })).status,
    ).toBe(404);
  });

  it("shows every section with its help text and completion computed from content", async () => {
    const plan = await makePlan(api, admin.token, { businessUnitId: unit.unit.id, bcLeadId: lead.id });
    const before = await api.call("get", "/bcp", { token: lead.token, query: { bcpId: plan.id } });
    expect(before.body.data.sections).toHaveLength(12);
    expect(before.body.data.sections.every((s: { help: string }) => s.help.length > 20)).toBe(true);
    expect(before.body.data.sections[0]).toMatchObject({ key: "services", completion: "not_started" });

    const service = await makeService(api, lead.token, plan.id);
    const partial = await api.call("get", "/bcp", { token: lead.token, query: { bcpId: plan.id } });
    const completion = (d: { sections: { key: string; completion: string }[] }) =>
      Object.fromEntries(d.sections.map((s) => [s.key, s.completion]));
    expect(completion(partial.body.data)).toMatchObject({
      services: "partially_done",
      processes: "not_started",
    });
    expect(partial.body.data.statusLabel).toBe("In Progress");

    const process = await makeProcess(api, lead.token, service.id);
    await api.call("post", "/bcpProcess/locations", {
      token: lead.token,
      body: { processId: process.id, siteName: "London HQ", city: "London", country: "UK" },
    });
    const more = await api.call("get", "/bcp", { token: lead.token, query: { bcpId: plan.id } });
    expect(completion(more.body.data)).toMatchObject({
      services: "done",
      processes: "done",
      deliveryLocations: "done",
      deliveryHeadcount: "partially_done",
      bia: "not_started",
    });
  });

  it("moves status only along the transition table", async () => {
    const plan = await makePlan(api, admin.token, { businessUnitId: unit.unit.id, bcLeadId: lead.id });
    const deferred = await api.call("put", "/bcp/status", {
      token: admin.token,
      body: { bcpId: plan.id, status: "DEFERRED" },
    });
    expect(deferred.body.data.statusLabel).toBe("Deferred");
    const approve = await api.call("put", "/bcp/status", {
      token: admin.token,
      body: { bcpId: plan.id, status: "APPROVED" },
    });
    expect(approve.status).toBe(400);
    expect(approve.body.error.message).toBe("A plan cannot move from Deferred to Approved.");
    const byLead = await api.call("put", "/bcp/status", {
      token: lead.token,
      body: { bcpId: plan.id, status: "IN_PROGRESS" },
    });
    expect(byLead.status).toBe(403);
  });

  it("archives a plan as Cancelled, after which it no longer changes", async () => {
    const plan = await makePlan(api, admin.token, { businessUnitId: unit.unit.id, bcLeadId: lead.id });
    const res = await api.call("post", "/bcp/archive", { token: admin.token, body: { bcpId: plan.id } });
    expect(res.body.data.statusLabel).toBe("Cancelled");
    const edit = await api.call("post", "/bcpService", {
      token: lead.token,
      body: { bcpId: plan.id, name: "Late" },
    });
    expect(edit.status).toBe(400);
    expect(edit.body.error.message).toBe("This plan is cancelled and can no longer change.");
  });

  it("restores an archived plan to In Progress for those who may archive it, and only an archived one", async () => {
    const plan = await makePlan(api, admin.token, { businessUnitId: unit.unit.id, bcLeadId: lead.id });
    await api.call("post", "/bcp/archive", { token: admin.token, body: { bcpId: plan.id } });
    // The plan's lead may not archive it, nor restore it.
    const byLead = await api.call("post", "/bcp/restore", { token: lead.token, body: { bcpId: plan.id } });
    expect(byLead.status).toBe(403);
    const stranger = await api.user("CorpAdmin", { company: "Elsewhere" });
    expect(
      (await api.call("post", "/bcp/restore", { token: stranger.token, body: { bcpId: plan.id } })).status,
    ).toBe(404);
    const res = await api.call("post", "/bcp/restore", { token: admin.token, body: { bcpId: plan.id } });
    expect(res.status).toBe(200);
    expect(res.body.data.statusLabel).toBe("In Progress");
    // It can change again, and its audit trail says it was restored.
    const edit = await api.call("post", "/bcpService", {
      token: lead.token,
      body: { bcpId: plan.id, name: "Back", description: "" },
    });
    expect(edit.status).toBe(201);
    const view = await api.call("get", "/bcp", { token: admin.token, query: { bcpId: plan.id } });
    expect(view.body.data.audit.map((a: { action: string }) => a.action)).toContain("plan.restored");
    const again = await api.call("post", "/bcp/restore", { token: admin.token, body: { bcpId: plan.id } });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe("Only an archived plan can be restored.");
  });

  it("clones a plan with its services, processes and locations into a new Just Created plan", async () => {
    const plan = await makePlan(api, admin.token, {
      businessUnitId: unit.unit.id,
      bcLeadId: lead.id,
      name: "Source",
    });
    const service = await makeService(api, lead.token, plan.id);
    const process = await makeProcess(api, lead.token, service.id);
    await api.call("post", "/bcpProcess/locations", {
      token: lead.token,
      body: { processId: process.id, siteName: "Leeds", headcount: 3 },
    });
    const res = await api.call("post", "/bcp/clone", { token: admin.token, body: { bcpId: plan.id } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: "Source (copy)",
      status: "JUST_CREATED",
      clonedFromId: plan.id,
    });
    const copy = await api.call("get", "/bcp", { token: admin.token, query: { bcpId: res.body.data.id } });
    expect(copy.body.data.services[0].processes[0]).toMatchObject({
      name: "Payroll run",
      status: "NOT_STARTED",
      locations: [expect.objectContaining({ siteName: "Leeds", headcount: 3 })],
    });
    expect(copy.body.data.services[0].processes[0].id).not.toBe(process.id);
  });

  it("records who opened a plan", async () => {
    const plan = await makePlan(api, admin.token, { businessUnitId: unit.unit.id, bcLeadId: lead.id });
    await api.call("post", "/bcp/viewed", { token: lead.token, body: { bcpId: plan.id } });
    await api.call("post", "/bcp/viewed", { token: lead.token, body: { bcpId: plan.id } });
    const views = await api.call("get", "/bcp/viewed", { token: admin.token, query: { bcpId: plan.id } });
    expect(views.body.data).toEqual([
      expect.objectContaining({ userId: lead.id, name: "BCPLead Tester", count: 2 }),
    ]);
  });

  it("counts plans by status for the overview", async () => {
    const co = await api.user("CorpAdmin", { company: "Statco" });
    const u = await makeUnit(api, co.companyId);
    const p = await makePlan(api, co.token, { businessUnitId: u.unit.id, bcLeadId: co.id });
    await makePlan(api, co.token, { businessUnitId: u.unit.id, bcLeadId: co.id });
    await api.call("post", "/bcp/archive", { token: co.token, body: { bcpId: p.id } });
    const stats = await api.call("get", "/bcp/bcp-stats", { token: co.token });
    expect(stats.body.data.total).toBe(2);
    expect(stats.body.data.byStatus).toMatchObject({ JUST_CREATED: 1, CANCELLED: 1, APPROVED: 0 });
    const other = await api.user("BCPLead", { company: "Statco" });
    await makePlan(api, co.token, { businessUnitId: u.unit.id, bcLeadId: other.id });
    const summary = await api.call("get", "/bcp/summary", { token: co.token });
    expect(summary.body.data).toMatchObject({
      total: 3,
      mine: 2,
      awaitingMyApproval: 0,
      byStatus: { JUST_CREATED: 2, CANCELLED: 1, APPROVED: 0 },
      processes: { total: 0 },
    });
    const theirs = await api.call("get", "/bcp/summary", { token: other.token });
    expect(theirs.body.data).toMatchObject({ mine: 1 });
  });

  it("answers several plans by id, and how many plans a user leads", async () => {
    const co = await api.user("CorpAdmin", { company: "Manyco" });
    const u = await makeUnit(api, co.companyId);
    const l = await api.user("BCPLead", { company: "Manyco" });
    const [dept] = await api.db
      .insert(departments)
      .values({ companyId: co.companyId, businessUnitId: u.unit.id, name: "Dispatch" })
      .returning();
    const p1 = await makePlan(api, co.token, { businessUnitId: u.unit.id, bcLeadId: l.id });
    const p2 = await makePlan(api, co.token, {
      businessUnitId: u.unit.id,
      bcLeadId: co.id,
      assigneeId: l.id,
    });
    await api.call("put", "/bcp", {
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
    const foreign = await makePlan(api, admin.token, { businessUnitId: unit.unit.id, bcLeadId: lead.id });
    const many = await api.call("get", "/bcp/getManyBcps", {
      token: co.token,
      query: { ids: [p1.id, p2.id, foreign.id].join(",") },
    });
    expect(many.body.data.map((r: { id: string }) => r.id).sort()).toEqual([p1.id, p2.id].sort());
    const counted = await api.call("get", "/bcp/userInBCPCount", {
      token: co.token,
      query: { userId: l.id },
    });
    expect(counted.body.data.count).toBe(2);
    await api.call("post", "/bcp/archive", { token: co.token, body: { bcpId: p1.id } });
    const after = await api.call("get", "/bcp/userInBCPCount", { token: co.token, query: { userId: l.id } });
    expect(after.body.data.count).toBe(1);
  });

  it("lets view-only roles read but not change a plan", async () => {
    const viewer = await api.user("CorpViewOnly", { company: "Acme" });
    const plan = await makePlan(api, admin.token, { businessUnitId: unit.unit.id, bcLeadId: lead.id });
    expect(
      (await api.call("get", "/bcp", { token: viewer.token, query: { bcpId: plan.id } })).body.data
        .permissions,
    ).toEqual({
      canManage: false,
      canAdminister: false,
      awaitingMyApproval: [],
      readsRegisters: true,
    });
    // The System Administrator edits another company's plan but does not read that company's registers.
    const sysadmin = await api.user("Admin", { company: "Keel Operators" });
    expect(
      (await api.call("get", "/bcp", { token: sysadmin.token, query: { bcpId: plan.id } })).body.data
        .permissions,
    ).toMatchObject({ canManage: true, readsRegisters: false });
    const add = await api.call("post", "/bcpService", {
      token: viewer.token,
      body: { bcpId: plan.id, name: "S" },
    });
    expect(add.status).toBe(403);
    const buViewer = await api.user("BUViewOnly", { company: "Acme" });
    expect((await api.call("get", "/bcp", { token: buViewer.token, query: { bcpId: plan.id } })).status).toBe(
      404,
    );
    await api.db.insert(userBusinessUnits).values({ userId: buViewer.id, businessUnitId: unit.unit.id });
    expect((await api.call("get", "/bcp", { token: buViewer.token, query: { bcpId: plan.id } })).status).toBe(
      200,
    );
  });
});
