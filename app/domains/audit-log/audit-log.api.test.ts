import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { registerEntries } from "~/domains/registers/schema.server";
import { auditLog } from "~/platform/audit/schema.server";
import { createTestApi, type TestApi } from "../../../tests/support/api";
import { makePlan, makeUnit } from "../../../tests/support/bcp";
import type { auditLogEntryAnswer } from "./answers";
import { AUDIT_LOG_MESSAGES } from "./model";

/** The company's audit log: who changed what and when, for its auditors, and no one else's. */
let api: TestApi;
type User = Awaited<ReturnType<TestApi["user"]>>;
let admin: User;
let auditor: User;
let other: User;
let planId: string;
let entryId: string;

const log = (token: string, query: Record<string, string> = {}) =>
  api.call("get", "/audit-log", { token, query });

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.user("CorpAdmin", { company: "Ledger Co" });
  auditor = await api.user("CorpViewOnly", { company: "Ledger Co" });
  other = await api.user("CorpAdmin", { company: "Other Ledger Co" });
  // Ledger Co keeps its days in Kiritimati (UTC+14): a day there starts at 10:00 UTC the day before.
  const zoned = await api.call("put", "/company", {
    token: admin.token,
    body: { name: "Ledger Co", settings: { timezone: "Pacific/Kiritimati" } },
  });
  expect(zoned.status, JSON.stringify(zoned.body)).toBe(200);
  const { unit } = await makeUnit(api, admin.companyId);
  planId = (
    await makePlan(api, admin.token, { businessUnitId: unit.id, bcLeadId: admin.id, name: "Treasury BCP" })
  ).id;
  const entry = await api.call("post", "/registerEntry", {
    token: admin.token,
    body: { kind: "application", name: "Ledger", owner: "Finance" },
  });
  expect(entry.status, JSON.stringify(entry.body)).toBe(201);
  entryId = entry.body.data.entry.id;
  const changed = await api.call("put", `/registerEntry/${entryId}`, {
    token: admin.token,
    body: { kind: "application", name: "General Ledger", owner: "Finance" },
  });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  // Another company's work, which Ledger Co's log never shows.
  const { unit: theirs } = await makeUnit(api, other.companyId);
  await makePlan(api, other.token, { businessUnitId: theirs.id, bcLeadId: other.id, name: "Their BCP" });
});
afterAll(() => api.close());

describe("GET /audit-log", () => {
  it("lists the company's changes newest first: who, what record by its name, and what changed in words", async () => {
    const res = await log(auditor.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = res.body.data as z.infer<typeof auditLogEntryAnswer>[];
    expect(rows.map((r) => r.recordName)).not.toContain("Their BCP");
    const times = rows.map((r) => Date.parse(r.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const renamed = rows.find((r) => r.subject === "registerEntry" && r.action === "Changed");
    expect(renamed).toMatchObject({
      subjectLabel: "Register entry",
      recordId: entryId,
      recordName: "General Ledger",
      registerKind: "application",
      actor: { id: admin.id, name: "CorpAdmin Tester" },
    });
    expect(renamed?.summary).toBe("Name: Ledger → General Ledger");
    const created = rows.find((r) => r.subject === "bcp" && r.recordId === planId);
    expect(created).toMatchObject({ recordName: "Treasury BCP", subjectLabel: "Business continuity plan" });
    expect(rows.some((r) => r.subject === "company" && r.recordName === "Ledger Co")).toBe(true);
  });

  it("narrows to one kind of record and to a person's name or email", async () => {
    const plans = await log(auditor.token, { subject: "bcp" });
    expect(plans.body.data.length).toBeGreaterThan(0);
    expect(plans.body.data.every((r: { subject: string }) => r.subject === "bcp")).toBe(true);
    const byAdmin = await log(auditor.token, { q: admin.email.slice(0, 12).toUpperCase() });
    expect(byAdmin.body.data.length).toBeGreaterThan(0);
    expect(byAdmin.body.data.every((r: { actor: { id: string } }) => r.actor.id === admin.id)).toBe(true);
    const nobody = await log(auditor.token, { q: "nobody-by-this-name" });
    expect(nobody.body).toMatchObject({ data: [], page: { total: 0 } });
  });

  it("reads From and To as whole days on the company's clock", async () => {
    // Kiritimati is 14 hours ahead: 09:59 UTC on 1 June is 23:59 on 1 June there, 10:00 UTC is 2 June.
    const at = (iso: string) => ({
      companyId: admin.companyId,
      actorId: admin.id,
      entityType: "registerEntry",
      entityId: entryId,
      action: "entry.changed",
      changes: { owner: { from: "Finance", to: iso } },
      at: new Date(iso),
    });
    await api.db.insert(auditLog).values([at("2026-06-01T09:59:00Z"), at("2026-06-01T10:00:00Z")]);
    const june1 = await log(auditor.token, { from: "2026-06-01", to: "2026-06-01" });
    expect(june1.body.data.map((r: { summary: string }) => r.summary)).toEqual([
      "Owner: Finance → 2026-06-01T09:59:00Z",
    ]);
    const june2 = await log(auditor.token, { from: "2026-06-02" });
    expect(june2.body.data.map((r: { summary: string }) => r.summary)).toContain(
      "Owner: Finance → 2026-06-01T10:00:00Z",
    );
    expect(june2.body.data.map((r: { summary: string }) => r.summary)).not.toContain(
      "Owner: Finance → 2026-06-01T09:59:00Z",
    );
  });

  it("says which field is wrong: a day that is not one, an end before the start", async () => {
    const bad = await log(auditor.token, { from: "2026-02-30" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("From is not a valid date.");
    const backwards = await log(auditor.token, { from: "2026-06-02", to: "2026-06-01" });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain(AUDIT_LOG_MESSAGES.toBeforeFrom);
  });

  it("keeps the entries of a record deleted since, without a name", async () => {
    const gone = await api.call("post", "/registerEntry", {
      token: admin.token,
      body: { kind: "record", name: "Old vault", owner: "Legal" },
    });
    await api.db.delete(registerEntries).where(eq(registerEntries.id, gone.body.data.entry.id));
    const res = await log(auditor.token, { subject: "registerEntry" });
    const row = res.body.data.find((r: { recordId: string }) => r.recordId === gone.body.data.entry.id);
    expect(row).toMatchObject({ action: "Added", recordName: null });
  });

  it("is for the company's administrators and corporate auditors only", async () => {
    for (const role of ["Employee", "BUAdmin", "BCPLead", "BUViewOnly"] as const) {
      const someone = await api.user(role, { company: "Ledger Co" });
      expect((await log(someone.token)).status, role).toBe(403);
    }
    expect((await log(admin.token)).status).toBe(200);
    const theirs = await log(other.token);
    expect(theirs.body.data.map((r: { recordName: string }) => r.recordName)).not.toContain("Treasury BCP");
  });
});
