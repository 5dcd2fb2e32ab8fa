import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { canonicalJson, keepVersion, sha256 } from "~/domains/evidence/keep.server";
import { keptVersions } from "~/domains/evidence/schema.server";
import { makeAnalysisPlan, startEverySection } from "../../../tests/support/analysis";
import { decidePlan, makePlan, makeProcess, makeService } from "../../../tests/support/bcp";
import { PLAN_TEAM, unitFixture } from "../../../tests/support/fixture";
import { pdfText } from "../../../tests/support/pdf-text";

const ctx = unitFixture(PLAN_TEAM, { company: "Acme" });

type Version = { id: string; version: number; digest: string; verified: boolean; keptBy: { name: string } };

async function approvedPlan(name: string) {
  const plan = await makePlan(ctx.api, ctx.admin.token, {
    businessUnitId: ctx.unit.unit.id,
    bcLeadId: ctx.lead.id,
    name,
  });
  const service = await makeService(ctx.api, ctx.lead.token, plan.id, "Payroll");
  await makeProcess(ctx.api, ctx.lead.token, service.id);
  await startEverySection(ctx.api, ctx.lead.token, plan.id);
  await approve(plan.id);
  return { plan, service };
}
async function approve(bcpId: string) {
  const sent = await ctx.api.call("put", "/bcp/overAllStatus", {
    token: ctx.lead.token,
    body: { bcpId, approverId: ctx.approver.id },
  });
  expect(sent.status).toBe(200);
  const decided = await decidePlan(ctx.api, ctx.approver.token, bcpId, {
    status: "APPROVED",
    approveComments: "Fine.",
  });
  expect(decided.status).toBe(200);
}
const versions = async (bcpId: string, token = ctx.lead.token) =>
  ctx.api.call("get", "/bcp/versions", { token, query: { bcpId } });
const version = async (bcpId: string, versionId: string, token = ctx.lead.token) =>
  ctx.api.call("get", "/bcp/version", { token, query: { bcpId, versionId } });

describe("approved versions of a plan", () => {
  it("keeps the plan as approved, with a digest anyone can recompute from its content", async () => {
    const { plan } = await approvedPlan("Kept BCP");
    const list = await versions(plan.id);
    expect(list.status).toBe(200);
    const [v1] = list.body.data as Version[];
    expect(list.body.data).toHaveLength(1);
    expect(v1).toMatchObject({ version: 1, verified: true });
    expect(v1.keptBy.name).toBe(
      [ctx.approver.firstName, ctx.approver.lastName].filter(Boolean).join(" ") || ctx.approver.email,
    );
    expect(v1.digest).toMatch(/^[0-9a-f]{64}$/);

    const read = await version(plan.id, v1.id);
    expect(read.status).toBe(200);
    const content = read.body.data.content;
    expect(content.plan.name).toBe("Kept BCP");
    expect(content.plan.statusLabel).toBe("Approved");
    expect(content.plan.services[0].name).toBe("Payroll");
    expect(content.analysis.bia.length).toBeGreaterThan(0);
    // The digest is SHA-256 of the canonical JSON of the content the API answers.
    expect(sha256(canonicalJson(content))).toBe(v1.digest);
  });

  it("is unchanged when the plan is edited after approval, and a new approval keeps version 2", async () => {
    const { plan, service } = await approvedPlan("Edited BCP");
    const [v1] = (await versions(plan.id)).body.data as Version[];
    const edit = await ctx.api.call("put", "/bcpService", {
      token: ctx.lead.token,
      body: { id: service.id, name: "Payroll (renamed)", description: "Pay staff" },
    });
    expect(edit.status).toBe(200);
    const now = (await ctx.api.call("get", "/bcp", { token: ctx.lead.token, query: { bcpId: plan.id } })).body
      .data;
    expect(now.services[0].name).toBe("Payroll (renamed)");

    const kept = await version(plan.id, v1.id);
    expect(kept.body.data.content.plan.services[0].name).toBe("Payroll");
    expect(kept.body.data).toMatchObject({ digest: v1.digest, verified: true });

    await approve(plan.id);
    const list = (await versions(plan.id)).body.data as Version[];
    expect(list.map((v) => v.version)).toEqual([2, 1]);
    const v2 = await version(plan.id, list[0].id);
    expect(v2.body.data.content.plan.services[0].name).toBe("Payroll (renamed)");
    expect(list[0].digest).not.toBe(v1.digest);
  });

  it("cannot be changed or removed, even straight in the database", async () => {
    const { plan } = await approvedPlan("Locked BCP");
    const [v1] = (await versions(plan.id)).body.data as Version[];
    await expect(
      ctx.api.db.update(keptVersions).set({ content: "{}" }).where(eq(keptVersions.id, v1.id)),
    ).rejects.toThrow();
    await expect(ctx.api.db.delete(keptVersions).where(eq(keptVersions.id, v1.id))).rejects.toThrow();
    const [row] = await ctx.api.db.select().from(keptVersions).where(eq(keptVersions.id, v1.id));
    expect(sha256(row.content)).toBe(v1.digest);
  });

  it("is read by whoever may read the plan, and by no one else", async () => {
    const { plan } = await approvedPlan("Private BCP");
    const [v1] = (await versions(plan.id)).body.data as Version[];
    const stranger = await ctx.api.user("BCPLead", { company: "Acme" });
    const elsewhere = await ctx.api.user("CorpAdmin", { company: "Other Co" });
    expect((await versions(plan.id, ctx.admin.token)).status).toBe(200);
    expect((await versions(plan.id, stranger.token)).status).toBe(404);
    expect((await version(plan.id, v1.id, stranger.token)).status).toBe(404);
    expect((await versions(plan.id, elsewhere.token)).status).toBe(404);
    expect((await version(plan.id, v1.id, elsewhere.token)).status).toBe(404);
    // A version id under another plan's id is not found either.
    const { plan: other } = await approvedPlan("Other BCP");
    expect((await version(other.id, v1.id)).status).toBe(404);
  });

  it("keeps the field sheet as approved: the site's address then, not after the site moved", async () => {
    const plan = await makePlan(ctx.api, ctx.admin.token, {
      businessUnitId: ctx.unit.unit.id,
      bcLeadId: ctx.lead.id,
      name: "Field BCP",
    });
    const service = await makeService(ctx.api, ctx.lead.token, plan.id, "Payroll");
    const process = await makeProcess(ctx.api, ctx.lead.token, service.id);
    const body = {
      name: "Kept Depot",
      type: "warehouse",
      address: "1 Wharfside Way",
      city: "Manchester",
      country: "United Kingdom",
      lat: 53.46,
      lng: -2.31,
    };
    const site = await ctx.api.call("post", "/asset", { token: ctx.admin.token, body });
    expect(site.status, JSON.stringify(site.body)).toBe(201);
    const siteId = site.body.data.asset.id as string;
    const located = await ctx.api.call("post", "/bcpProcess/locations", {
      token: ctx.lead.token,
      body: { processId: process.id, assetId: siteId, headcount: 3 },
    });
    expect(located.status, JSON.stringify(located.body)).toBeLessThan(300);
    await startEverySection(ctx.api, ctx.lead.token, plan.id);
    await approve(plan.id);
    const moved = await ctx.api.call("put", `/asset/${siteId}`, {
      token: ctx.admin.token,
      body: { ...body, address: "9 New Road" },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);

    const [v1] = (await versions(plan.id)).body.data as Version[];
    const field = (await version(plan.id, v1.id)).body.data.content.field;
    expect(field).toMatchObject({ version: 1, approvedBy: expect.any(String) });
    expect(field.sites).toEqual([
      expect.objectContaining({ name: "Kept Depot", address: expect.stringContaining("1 Wharfside Way") }),
    ]);
    const pdf = await ctx.api.app.fetch(
      new Request(`http://keel.test/api/bcp/versionPdf?bcpId=${plan.id}&versionId=${v1.id}`, {
        headers: { authorization: `Bearer ${ctx.lead.token}` },
      }),
    );
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain("1 Wharfside Way");
    expect(text).not.toContain("9 New Road");
  });

  it("prints as a PDF marked with its version", async () => {
    const { plan } = await approvedPlan("Printed BCP");
    const [v1] = (await versions(plan.id)).body.data as Version[];
    const pdf = await ctx.api.app.fetch(
      new Request(`http://keel.test/api/bcp/versionPdf?bcpId=${plan.id}&versionId=${v1.id}`, {
        headers: { authorization: `Bearer ${ctx.lead.token}` },
      }),
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toContain("-v1.pdf");
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  });

  it("words the audit trail on the server, and still prints in words a version kept before the trail carried them", async () => {
    const { plan } = await approvedPlan("Worded BCP");
    const trail = (
      await ctx.api.call("get", "/bcp/audit", { token: ctx.lead.token, query: { bcpId: plan.id } })
    ).body.data as { action: string; label: string; summary: string }[];
    expect(trail.find((a) => a.action === "plan.created")).toMatchObject({ label: "Plan created" });
    // An older version: the same content without the words, kept as it was then (content and digest untouched).
    const [v1] = (await versions(plan.id)).body.data as Version[];
    const content = (await version(plan.id, v1.id)).body.data.content;
    const unworded = content.plan.audit.map(
      ({ label: _l, summary: _s, ...rest }: Record<string, unknown>) => rest,
    );
    const older = { ...content, plan: { ...content.plan, audit: unworded } };
    const kept = await keepVersion(ctx.api.db, {
      companyId: ctx.admin.companyId,
      kind: "bcp",
      subjectId: plan.id,
      title: "older",
      keptBy: { id: ctx.approver.id, name: "Approver" },
      keptAt: new Date(),
      content: older,
    });
    const read = await version(plan.id, kept.id);
    expect(read.status).toBe(200);
    expect(sha256(canonicalJson(read.body.data.content))).toBe(read.body.data.digest);
    const pdf = await ctx.api.app.fetch(
      new Request(`http://keel.test/api/bcp/versionPdf?bcpId=${plan.id}&versionId=${kept.id}`, {
        headers: { authorization: `Bearer ${ctx.lead.token}` },
      }),
    );
    expect(pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain("Plan created");
  });

  it("lists each company its own plan's versions, whichever company read first (the list is built once)", async () => {
    const { plan } = await approvedPlan("First read BCP");
    expect((await versions(plan.id)).body.data).toHaveLength(1);
    const other = await makeAnalysisPlan(ctx.api, { company: "Second Reader Co" });
    await keepVersion(ctx.api.db, {
      companyId: other.admin.companyId,
      kind: "bcp",
      subjectId: other.plan.id,
      title: "kept elsewhere",
      keptBy: { id: other.admin.id, name: "Their approver" },
      keptAt: new Date(),
      content: { kept: "elsewhere" },
    });
    const theirs = (await versions(other.plan.id, other.lead.token)).body.data as Version[];
    expect(theirs.map((v) => v.keptBy.name)).toEqual(["Their approver"]);
    expect((await versions(plan.id)).body.data).toHaveLength(1);
  });
});
