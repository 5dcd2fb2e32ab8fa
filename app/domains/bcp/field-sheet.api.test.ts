import { describe, expect, it } from "vitest";
import { makeAnalysisPlan, startEverySection } from "../../../tests/support/analysis";
import { decideAsRead } from "../../../tests/support/bcp";
import { testApiFixture } from "../../../tests/support/fixture";
import { siteWithPeople } from "../../../tests/support/messaging";
import { pdfText } from "../../../tests/support/pdf-text";
import { FIELD_SHEET_LABELS } from "./model";

const ctx = testApiFixture();

describe("the printed plan as a field document", () => {
  it("puts each site's address, invocation criteria and first hour first, and the audit trail in an annex", async () => {
    const acme = await makeAnalysisPlan(ctx.api, { company: "Field Co", processes: ["Pick and pack"] });
    const token = acme.admin.token;
    const site = await ctx.api.call("post", "/asset", {
      token,
      body: {
        name: "Trafford Warehouse",
        type: "warehouse",
        address: "1 Wharfside Way",
        city: "Manchester",
        postalCode: "M17 1AA",
        country: "United Kingdom",
        lat: 53.46,
        lng: -2.31,
      },
    });
    expect(site.status, JSON.stringify(site.body)).toBe(201);
    const located = await ctx.api.call("post", "/bcpProcess/locations", {
      token,
      body: { processId: acme.processes[0].id, assetId: site.body.data.asset.id, headcount: 4 },
    });
    expect(located.status, JSON.stringify(located.body)).toBeLessThan(300);
    const leader = await ctx.api.call("post", "/bcpBRTRoster", {
      token,
      body: { bcpId: acme.plan.id, name: "Lena Park", role: "LEADER", phone: "+44 161 496 0000" },
    });
    expect(leader.status).toBe(201);
    const scenario = await ctx.api.call("put", "/bcpScenario", {
      token,
      body: {
        bcpId: acme.plan.id,
        scenario: "site_inaccessible",
        shortTermStrategy: "Move picking to the Leeds depot",
        responseStrategyTypeShortTerm: "AWS",
      },
    });
    expect(scenario.status, JSON.stringify(scenario.body)).toBeLessThan(300);

    const field = await ctx.api.call("get", "/bcp/fieldSheet", { token, query: { bcpId: acme.plan.id } });
    expect(field.status).toBe(200);
    expect(field.body.data).toMatchObject({ version: 0, approvedAt: null, nextReviewAt: null });
    const [sheet] = field.body.data.sites;
    expect(sheet.name).toBe("Trafford Warehouse");
    expect(sheet.address).toBe("1 Wharfside Way, Manchester, M17 1AA, United Kingdom");
    expect(sheet.invocation.join("\n")).toContain("Pick and pack");
    expect(sheet.invocation.join("\n")).toContain("Site Inaccessible");
    expect(sheet.firstHour.join("\n")).toContain("Lena Park: +44 161 496 0000");
    expect(sheet.firstHour.join("\n")).toContain("Move picking to the Leeds depot");
    expect(sheet.firstHour.join("\n")).toContain("4 people");

    // Approved: version 1, the approval date and a review a year later on the cover.
    const approver = await ctx.api.user("BCPLead", { company: "Field Co" });
    await startEverySection(ctx.api, acme.lead.token, acme.plan.id);
    await ctx.api.call("put", "/bcp/overAllStatus", {
      token: acme.lead.token,
      body: { bcpId: acme.plan.id, approverId: approver.id },
    });
    const ok = await decideAsRead(ctx.api, "/bcp/approverStatus", {
      token: approver.token,
      body: { bcpId: acme.plan.id, section: "overall", status: "APPROVED" },
    });
    expect(ok.status).toBe(200);
    const approved = (await ctx.api.call("get", "/bcp/fieldSheet", { token, query: { bcpId: acme.plan.id } }))
      .body.data;
    expect(approved.version).toBe(1);
    expect(new Date(approved.nextReviewAt).getUTCFullYear()).toBe(
      new Date(approved.approvedAt).getUTCFullYear() + 1,
    );

    expect(approved.changedSinceApproval).toBe(false);

    // Changed after its approval, awaiting approval again: still version 1, its last approval said to be changed
    // since (it said "Not approved yet" beside "Version 1").
    const edited = await ctx.api.call("put", "/bcpScenario", {
      token,
      body: {
        bcpId: acme.plan.id,
        scenario: "site_inaccessible",
        shortTermStrategy: "Move picking to the Leeds and York depots",
        responseStrategyTypeShortTerm: "AWS",
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBeLessThan(300);
    const changed = (await ctx.api.call("get", "/bcp/fieldSheet", { token, query: { bcpId: acme.plan.id } }))
      .body.data;
    expect(changed).toMatchObject({
      version: 1,
      approvedAt: approved.approvedAt,
      approvedBy: approved.approvedBy,
      changedSinceApproval: true,
      nextReviewAt: approved.nextReviewAt,
    });

    const res = await ctx.api.app.fetch(
      new Request(`http://keel.test/api/bcp/bcpPdf?bcpId=${acme.plan.id}`, {
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    expect(res.status).toBe(200);
    const text = pdfText(new Uint8Array(await res.arrayBuffer()));
    for (const label of [
      FIELD_SHEET_LABELS.version,
      FIELD_SHEET_LABELS.nextReview,
      FIELD_SHEET_LABELS.changedSince,
      "1 Wharfside Way",
    ])
      expect(text).toContain(label);
    // After the contents: the field sheet first, then the sections, and the audit trail last, as an annex.
    const body = text.slice(text.indexOf(FIELD_SHEET_LABELS.intro));
    expect(body.indexOf("Lena Park")).toBeLessThan(body.indexOf("Section Status and Approvals"));
    expect(body.lastIndexOf(FIELD_SHEET_LABELS.annex)).toBeGreaterThan(body.lastIndexOf("Executive Summary"));
  }, 120_000);

  it("on the plan page lists the open process's sites only, each still naming every process there, and counts the rest", async () => {
    const plan = await makeAnalysisPlan(ctx.api, {
      company: "Field Focus Co",
      processes: ["Pick", "Pack", "Ship"],
    });
    const token = plan.admin.token;
    const [pick, pack, ship] = plan.processes;
    const siteOf = (name: string) =>
      siteWithPeople(ctx.api, token, { name, lat: 53.8, lng: -1.55, city: "Leeds" }, []);
    const north = await siteOf("North Depot");
    const south = await siteOf("South Depot");
    for (const [processId, assetId] of [
      [pick.id, north],
      [pack.id, north],
      [ship.id, south],
    ]) {
      const located = await ctx.api.call("post", "/bcpProcess/locations", {
        token,
        body: { processId, assetId, headcount: 2 },
      });
      expect(located.status, JSON.stringify(located.body)).toBeLessThan(300);
    }
    const sheetOf = async (processId?: string) => {
      const query: Record<string, string> = processId
        ? { bcpId: plan.plan.id, processId }
        : { bcpId: plan.plan.id };
      const res = await ctx.api.call("get", "/bcp/fieldSheet", { token, query });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data;
    };

    const whole = await sheetOf();
    expect(whole.sites.map((s: { name: string }) => s.name).sort()).toEqual(["North Depot", "South Depot"]);
    expect(whole.focus).toBeUndefined();

    const packs = await sheetOf(pack.id);
    expect(packs.sites.map((s: { name: string }) => s.name)).toEqual(["North Depot"]);
    expect(packs.sites[0].address).toBe("Leeds");
    expect(packs.sites[0].invocation.join("\n")).toContain("Pick");
    expect(packs.sites[0].firstHour.join("\n")).toContain("4 people");
    expect(packs.focus).toEqual({ process: "Pack", sites: 2 });
  }, 120_000);
});
