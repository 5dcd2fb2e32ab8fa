import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { canonicalJson, sha256 } from "~/domains/evidence/keep.server";
import { keptVersions } from "~/domains/evidence/schema.server";
import { testApiFixture } from "../../../tests/support/fixture";
import { assignTeam, publishedIncident } from "../../../tests/support/incidents";

const HOUR = 3600_000;

const ctx = testApiFixture(
  { admin: "CorpAdmin", coordinator: "BUAdmin", reader: "CorpViewOnly" },
  { company: "Drafts Co" },
);

/** A crisis classified major under DORA two hours ago: its initial notification is due. */
async function majorCrisis(title: string) {
  const { id } = await publishedIncident(ctx.api, ctx.admin.token, { title, type: "Crisis" });
  await assignTeam(ctx.api, ctx.admin.token, id, { responseCoordinatorId: ctx.coordinator.id, members: [] });
  const now = Date.now();
  const res = await ctx.api.call("put", `/incident/${id}/classification`, {
    token: ctx.admin.token,
    body: {
      awareAt: new Date(now - 3 * HOUR).toISOString(),
      classifiedAt: new Date(now - 2 * HOUR).toISOString(),
      criteria: ["criticalServices"],
      result: "major",
      reason: "Bookings down for every client.",
      regimes: ["DORA"],
    },
  });
  expect(res.status).toBe(200);
  const view = (await ctx.api.call("get", `/incident/${id}/classification`, { token: ctx.admin.token })).body
    .data;
  const initial = view.deadlines.find((d: { report: string }) => d.report === "initial");
  return { id, deadlineId: initial.id as string };
}
const draft = (id: string, deadlineId: string, token = ctx.admin.token) =>
  ctx.api.call("get", `/incident/${id}/reports/${deadlineId}`, { token });

describe("regulator report drafts", () => {
  it("are prefilled from the incident: its name, classification, times and contact point", async () => {
    const { id, deadlineId } = await majorCrisis("Ransomware at the depot");
    const res = await draft(id, deadlineId);
    expect(res.status).toBe(200);
    const { fields, deadline, savedAt, canEdit } = res.body.data;
    expect(deadline).toMatchObject({ regime: "DORA", report: "initial", label: "Initial notification" });
    expect(savedAt).toBeNull();
    expect(canEdit).toBe(true);
    expect(fields.incident).toBe("Crisis: Ransomware at the depot");
    expect(fields.description).not.toContain("<");
    expect(fields.classification).toContain("Major (DORA)");
    expect(fields.classification).toContain("Critical services affected");
    expect(fields.classification).toContain("Bookings down for every client.");
    expect(fields.awareAt).not.toBe("");
    expect(fields.contactPoint).toContain(ctx.coordinator.email);
    // Who may read the incident reads the draft, but may not edit it.
    expect((await draft(id, deadlineId, ctx.reader.token)).body.data.canEdit).toBe(false);
  });

  it("are edited and saved; a field too long is refused on its field and nothing is saved", async () => {
    const { id, deadlineId } = await majorCrisis("Flooded data centre");
    const before = (await draft(id, deadlineId)).body.data.fields;
    const saved = await ctx.api.call("put", `/incident/${id}/reports/${deadlineId}`, {
      token: ctx.admin.token,
      body: { ...before, actionsTaken: "Failed over to the Lyon site." },
    });
    expect(saved.status).toBe(200);
    const after = (await draft(id, deadlineId)).body.data;
    expect(after.fields.actionsTaken).toBe("Failed over to the Lyon site.");
    expect(after.savedAt).not.toBeNull();

    const tooLong = await ctx.api.call("put", `/incident/${id}/reports/${deadlineId}`, {
      token: ctx.admin.token,
      body: { ...before, description: "x".repeat(4001) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields.description[0]).toBe(
      "Description of the incident can be at most 4000 characters.",
    );
    expect((await draft(id, deadlineId)).body.data.fields.actionsTaken).toBe("Failed over to the Lyon site.");
    const byReader = await ctx.api.call("put", `/incident/${id}/reports/${deadlineId}`, {
      token: ctx.reader.token,
      body: before,
    });
    expect(byReader.status).toBe(403);
  });

  it("refuse a save made from a draft someone has saved since it was opened, saying so", async () => {
    const { id, deadlineId } = await majorCrisis("Two editors");
    // Both open the draft at version 0.
    const opened = (await draft(id, deadlineId)).body.data;
    expect(opened.editVersion).toBe(0);
    const save = (token: string, version: number, actionsTaken: string) =>
      ctx.api.call("put", `/incident/${id}/reports/${deadlineId}`, {
        token,
        headers: { "if-match": String(version) },
        body: { ...opened.fields, actionsTaken },
      });
    const first = await save(ctx.coordinator.token, opened.editVersion, "Coordinator's account.");
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.editVersion).toBe(1);
    const second = await save(ctx.admin.token, opened.editVersion, "Administrator's account.");
    expect(second.status).toBe(409);
    expect(second.body.error.message).toMatch(/^This draft changed since you opened it: .+ saved it at /);
    // Nothing of the stale save was written; a save from the new version goes through.
    const now = (await draft(id, deadlineId)).body.data;
    expect(now.fields.actionsTaken).toBe("Coordinator's account.");
    expect(now.editVersion).toBe(1);
    const again = await save(ctx.admin.token, now.editVersion, "Administrator's account.");
    expect(again.status).toBe(200);
    expect((await draft(id, deadlineId)).body.data.fields.actionsTaken).toBe("Administrator's account.");
  });

  it("keep the version sent unchanged, with its sender, time, reference and a digest that verifies", async () => {
    const { id, deadlineId } = await majorCrisis("Payments outage");
    const before = (await draft(id, deadlineId)).body.data.fields;
    await ctx.api.call("put", `/incident/${id}/reports/${deadlineId}`, {
      token: ctx.admin.token,
      body: { ...before, actionsTaken: "Switched to manual payments." },
    });
    const sentAt = new Date(Date.now() - HOUR).toISOString();
    const sent = await ctx.api.call("post", `/incident/${id}/reports/sent`, {
      token: ctx.admin.token,
      body: { deadlineId, sentAt, reference: "DORA-IN-1" },
    });
    expect(sent.status).toBe(200);
    const view = (await draft(id, deadlineId)).body.data;
    expect(view.canEdit).toBe(false);
    expect(view.sentVersions).toHaveLength(1);
    const [v] = view.sentVersions;
    expect(v).toMatchObject({ kind: "regulator_report", version: 1, verified: true, subjectId: deadlineId });
    expect(view.fields.actionsTaken).toBe("Switched to manual payments.");
    const [row] = await ctx.api.db.select().from(keptVersions).where(eq(keptVersions.id, v.id));
    const content = JSON.parse(row.content);
    expect(content).toMatchObject({ reference: "DORA-IN-1", sentAt, regime: "DORA", report: "initial" });
    expect(sha256(canonicalJson(content))).toBe(v.digest);

    // The draft can no longer change, and the kept row cannot be altered.
    const late = await ctx.api.call("put", `/incident/${id}/reports/${deadlineId}`, {
      token: ctx.admin.token,
      body: { ...before, actionsTaken: "Rewritten after the fact." },
    });
    expect(late.status).toBe(409);
    await expect(
      ctx.api.db.update(keptVersions).set({ content: "{}" }).where(eq(keptVersions.id, v.id)),
    ).rejects.toThrow();
    expect((await draft(id, deadlineId)).body.data.fields.actionsTaken).toBe("Switched to manual payments.");
  });

  it("export as PDF, JSON and CSV; another company's user gets nothing", async () => {
    const { id, deadlineId } = await majorCrisis("Export me");
    const get = (format: string, token = ctx.admin.token) =>
      ctx.api.app.fetch(
        new Request(`http://keel.test/api/incident/${id}/reports/${deadlineId}/${format}`, {
          headers: { authorization: `Bearer ${token}` },
        }),
      );
    const pdf = await get("pdf");
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode(new Uint8Array(await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    const json = await get("json");
    expect(json.headers.get("content-disposition")).toContain("DORA-initial.json");
    const report = JSON.parse(await json.text());
    expect(report).toMatchObject({ regime: "DORA", label: "Initial notification", sentAt: null });
    expect(report.fields.incident).toBe("Crisis: Export me");
    const csv = await (await get("csv")).text();
    expect(csv.split("\r\n")[0]).toBe('"field","label","value"');
    expect(csv).toContain('"incident","Incident","Crisis: Export me"');

    const stranger = await ctx.api.user("CorpAdmin", { company: "Elsewhere" });
    expect((await draft(id, deadlineId, stranger.token)).status).toBe(404);
    expect((await get("json", stranger.token)).status).toBe(404);
  });
});
