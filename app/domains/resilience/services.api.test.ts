import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies } from "~/domains/companies/schema.server";
import { testApiFixture } from "../../../tests/support/fixture";
import { importantService, companyWithProcesses as processesOf } from "../../../tests/support/resilience";
import { SERVICE_MESSAGES } from "./model";
import { businessServiceProcesses, businessServices } from "./schema.server";

const ctx = testApiFixture();

/** A company with one plan holding two processes: a 4-hour MAD and a 2-day MAD. */
const companyWithProcesses = (company: string) => processesOf(ctx.api, company);

describe("important business services", () => {
  it("registers a service with its tolerance and says which mapped processes have a MAD past it", async () => {
    const { admin, fast, slow } = await companyWithProcesses("Ibs One");
    const created = await ctx.api.call("post", "/businessService", {
      token: admin.token,
      body: importantService([fast.id, slow.id], { ownerId: admin.id }),
    });
    expect(created.status).toBe(201);
    expect(created.body.data.message).toBe(SERVICE_MESSAGES.created);

    const detail = await ctx.api.call("get", `/businessService/${created.body.data.id}`, {
      token: admin.token,
    });
    expect(detail.status).toBe(200);
    const { data } = detail.body;
    expect(data).toMatchObject({ tolerance: 1, toleranceUnit: "days", maxCustomers: 50000, maxValue: null });
    expect(data.boardApprovedOn).toBe("2026-10-01");
    expect(data.owner.id).toBe(admin.id);
    const within = Object.fromEntries(
      data.processes.map((p: { name: string; withinTolerance: boolean }) => [p.name, p.withinTolerance]),
    );
    // 4 hours fits a one-day tolerance; 2 days does not.
    expect(within).toEqual({ "Card authorisation": true, Settlement: false });

    const list = await ctx.api.call("get", "/businessService/all", { token: admin.token });
    expect(list.body.data).toEqual([
      expect.objectContaining({ name: "Retail card payments", processCount: 2, outsideTolerance: 1 }),
    ]);
  });

  it("changes the tolerance and replaces the mapping in one save", async () => {
    const { admin, fast, slow } = await companyWithProcesses("Ibs Two");
    const { body } = await ctx.api.call("post", "/businessService", {
      token: admin.token,
      body: importantService([fast.id]),
    });
    const id = body.data.id;
    const saved = await ctx.api.call("put", `/businessService/${id}`, {
      token: admin.token,
      body: importantService([slow.id], { tolerance: 3, toleranceUnit: "days" }),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.message).toBe(SERVICE_MESSAGES.updated);
    const detail = await ctx.api.call("get", `/businessService/${id}`, { token: admin.token });
    expect(detail.body.data.processes.map((p: { name: string }) => p.name)).toEqual(["Settlement"]);
    expect(detail.body.data.processes[0].withinTolerance).toBe(true);

    const removed = await ctx.api.call("delete", `/businessService/${id}`, { token: admin.token });
    expect(removed.body.data.message).toBe(SERVICE_MESSAGES.deleted);
    expect((await ctx.api.call("get", `/businessService/${id}`, { token: admin.token })).status).toBe(404);
  });

  it("keeps a change history: who changed the tolerance and the mapping, when, from what to what", async () => {
    const { admin, fast, slow } = await companyWithProcesses("Ibs History");
    const { body } = await ctx.api.call("post", "/businessService", {
      token: admin.token,
      body: importantService([fast.id]),
    });
    const id = body.data.id;
    await ctx.api.call("put", `/businessService/${id}`, {
      token: admin.token,
      body: importantService([slow.id], { tolerance: 3, toleranceUnit: "days" }),
    });
    // Saving again unchanged records nothing.
    await ctx.api.call("put", `/businessService/${id}`, {
      token: admin.token,
      body: importantService([slow.id], { tolerance: 3, toleranceUnit: "days" }),
    });
    const { history } = (await ctx.api.call("get", `/businessService/${id}`, { token: admin.token })).body
      .data;
    expect(history.map((h: { label: string }) => h.label)).toEqual(["Changed", "Created"]);
    const [changed, created] = history;
    expect(changed.actor).toBeTruthy();
    expect(changed.changes).toEqual([
      { field: "Maximum tolerable disruption", from: "1 Day", to: "3 Days" },
      {
        field: "Processes it relies on",
        from: expect.stringContaining("Card authorisation"),
        to: expect.stringContaining("Settlement"),
      },
    ]);
    expect(created.changes).toContainEqual({ field: "Name", from: "", to: "Retail card payments" });
  });

  it("puts bad input on its field and writes nothing", async () => {
    const { admin, fast } = await companyWithProcesses("Ibs Three");
    const other = await companyWithProcesses("Ibs Three Other");
    const before = await ctx.api.db.select({ n: count() }).from(businessServices);

    const blank = await ctx.api.call("post", "/businessService", {
      token: admin.token,
      body: importantService([fast.id], { name: " ", tolerance: 0, toleranceUnit: "years" }),
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields.name).toEqual(["Name is required."]);
    expect(blank.body.error.fields.tolerance).toEqual(["Maximum tolerable disruption must be at least 1."]);
    expect(blank.body.error.fields.toleranceUnit).toEqual(["Choose a unit."]);

    // Another company's process is refused on the mapping field, and the service is not half-written.
    const foreign = await ctx.api.call("post", "/businessService", {
      token: admin.token,
      body: importantService([fast.id, other.fast.id]),
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields.processIds).toEqual([SERVICE_MESSAGES.unknownProcess]);
    const foreignOwner = await ctx.api.call("post", "/businessService", {
      token: admin.token,
      body: importantService([fast.id], { ownerId: other.admin.id }),
    });
    expect(foreignOwner.body.error.fields.ownerId).toEqual([SERVICE_MESSAGES.unknownOwner]);
    expect(await ctx.api.db.select({ n: count() }).from(businessServices)).toEqual(before);

    await ctx.api.call("post", "/businessService", { token: admin.token, body: importantService([fast.id]) });
    const twice = await ctx.api.call("post", "/businessService", {
      token: admin.token,
      body: importantService([], { name: "retail CARD payments" }),
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.fields.name).toEqual([SERVICE_MESSAGES.nameTaken]);
  });

  it("refuses a board approval date after today on the company's clock, on its field, keeping the rest", async () => {
    const { admin, fast } = await companyWithProcesses("Ibs Island");
    // 10:00 UTC on June 15 is already June 16 at Kiritimati (UTC+14): June 16 is today there, June 17 tomorrow.
    await ctx.api.db
      .update(companies)
      .set({
        settings: sql`coalesce(${companies.settings}, '{}'::jsonb) || '{"timezone":"Pacific/Kiritimati"}'::jsonb`,
      })
      .where(eq(companies.id, admin.companyId));
    ctx.api.setNow(new Date("2026-06-15T10:00:00Z"));
    try {
      const before = await ctx.api.db.select({ n: count() }).from(businessServices);
      const future = await ctx.api.call("post", "/businessService", {
        token: admin.token,
        body: importantService([fast.id], { boardApprovedOn: "2026-06-17" }),
      });
      expect(future.status).toBe(400);
      expect(future.body.error.fields).toEqual({ boardApprovedOn: [SERVICE_MESSAGES.boardApprovedInFuture] });
      expect(await ctx.api.db.select({ n: count() }).from(businessServices)).toEqual(before);

      const today = await ctx.api.call("post", "/businessService", {
        token: admin.token,
        body: importantService([fast.id], { boardApprovedOn: "2026-06-16" }),
      });
      expect(today.status).toBe(201);
      const edited = await ctx.api.call("put", `/businessService/${today.body.data.id}`, {
        token: admin.token,
        body: importantService([fast.id], { boardApprovedOn: "2027-01-01" }),
      });
      expect(edited.status).toBe(400);
      expect(edited.body.error.fields.boardApprovedOn).toEqual([SERVICE_MESSAGES.boardApprovedInFuture]);
      const kept = await ctx.api.call("get", `/businessService/${today.body.data.id}`, {
        token: admin.token,
      });
      expect(kept.body.data.boardApprovedOn).toBe("2026-06-16");
    } finally {
      ctx.api.setNow(null);
    }
  });

  it("keeps each company's services to itself and lets only administrators change them", async () => {
    const { admin, fast } = await companyWithProcesses("Ibs Four");
    const { body } = await ctx.api.call("post", "/businessService", {
      token: admin.token,
      body: importantService([fast.id]),
    });
    const id = body.data.id;
    const stranger = await ctx.api.user("CorpAdmin", { company: "Ibs Four Stranger" });
    expect((await ctx.api.call("get", `/businessService/${id}`, { token: stranger.token })).status).toBe(404);
    expect((await ctx.api.call("get", "/businessService/all", { token: stranger.token })).body.data).toEqual(
      [],
    );
    expect(
      (
        await ctx.api.call("put", `/businessService/${id}`, {
          token: stranger.token,
          body: importantService([]),
        })
      ).status,
    ).toBe(404);

    const viewer = await ctx.api.user("CorpViewOnly", { company: "Ibs Four" });
    const read = await ctx.api.call("get", `/businessService/${id}`, { token: viewer.token });
    expect(read.status).toBe(200);
    expect(read.body.data.canManage).toBe(false);
    expect((await ctx.api.call("delete", `/businessService/${id}`, { token: viewer.token })).status).toBe(
      403,
    );
    const employee = await ctx.api.user("Employee", { company: "Ibs Four" });
    expect((await ctx.api.call("get", "/businessService/all", { token: employee.token })).status).toBe(403);

    // Deleting a process removes it from the mapping, not the service.
    await ctx.api.db.delete(businessServiceProcesses).where(eq(businessServiceProcesses.serviceId, id));
    expect(
      (await ctx.api.call("get", `/businessService/${id}`, { token: admin.token })).body.data.processes,
    ).toEqual([]);
  });
});
