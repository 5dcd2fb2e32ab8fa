import { describe, expect, it } from "vitest";
import { makeAnalysisPlan } from "../../../tests/support/analysis";
import { makePlan, makeProcess } from "../../../tests/support/bcp";
import { testApiFixture } from "../../../tests/support/fixture";

const ctx = testApiFixture();

type Spof = {
  threshold: number;
  entries: { name: string; processes: number }[];
  sites: { name: string; processes: { name: string }[] }[];
  onlyLeaders: { name: string; bcp: { name: string } }[];
  busyPeople: { name: string; rosters: number }[];
};

describe("single points of failure", () => {
  it("lists what more critical processes than the threshold hang on: suppliers, applications, sites, people", async () => {
    const acme = await makeAnalysisPlan(ctx.api, {
      company: "Spof",
      processes: ["Pick", "Pack", "Ship", "Invoice"],
      name: "Warehouse BCP",
    });
    const token = acme.admin.token;
    // A process that needs no continuity strategy is not critical: it does not count.
    const minor = await makeProcess(ctx.api, token, acme.service.id, {
      name: "Tidy",
      isBCStrategyRequired: false,
      justificationForNoBCStrategy: "Can wait a month.",
    });
    await ctx.api.call("post", "/registerEntry", {
      token,
      body: { kind: "supplier", name: "Haulier Ltd", supportsCriticalFunction: "on" },
    });
    await ctx.api.call("post", "/registerEntry", { token, body: { kind: "application", name: "WMS" } });
    for (const p of acme.processes)
      await ctx.api.call("put", "/otherdependencies", {
        token,
        body: { processId: p.id, dependencies: ["Haulier Ltd"] },
      });
    for (const p of [...acme.processes.slice(0, 3), minor])
      await ctx.api.call("put", "/itapplication", {
        token,
        body: { processId: p.id, dependencies: ["WMS"] },
      });

    // Pick is delivered at one site only; Pack at two.
    const [pick, pack] = acme.processes;
    const only = await ctx.api.call("post", "/bcpProcess/locations", {
      token,
      body: { processId: pick.id, newSiteName: "Only Depot", newSiteLat: 51, newSiteLng: -1, headcount: 5 },
    });
    expect(only.status, JSON.stringify(only.body)).toBeLessThan(300);
    for (const name of ["North Depot", "South Depot"])
      await ctx.api.call("post", "/bcpProcess/locations", {
        token,
        body: { processId: pack.id, newSiteName: name, newSiteLat: 52, newSiteLng: -2, headcount: 5 },
      });

    // The warehouse team has one leader and no backup; a second plan's team has both.
    await ctx.api.call("post", "/bcpBRTRoster", {
      token,
      body: {
        bcpId: acme.plan.id,
        name: "Lone Leader",
        role: "LEADER",
        email: "lone@spof.example",
        phone: "+44 20 7946 0001",
      },
    });
    const plans = [acme.plan.id];
    for (const n of [2, 3, 4]) {
      const plan = await makePlan(ctx.api, token, {
        businessUnitId: acme.unit.id,
        bcLeadId: acme.lead.id,
        name: `Plan ${n}`,
      });
      plans.push(plan.id);
      await ctx.api.call("post", "/bcpBRTRoster", {
        token,
        body: { bcpId: plan.id, name: `Leader ${n}`, role: "LEADER", phone: "+44 20 7946 0002" },
      });
      await ctx.api.call("post", "/bcpBRTRoster", {
        token,
        body: { bcpId: plan.id, name: `Backup ${n}`, role: "LEADER_BACKUP", phone: "+44 20 7946 0003" },
      });
    }
    // The same person (by email) on all four plans' teams.
    for (const bcpId of plans)
      await ctx.api.call("post", "/bcpBRTRoster", {
        token,
        body: {
          bcpId,
          name: "Busy Bee",
          role: "MEMBER",
          email: "Bee@spof.example",
          phone: "+44 20 7946 0004",
        },
      });

    const res = await ctx.api.call("get", "/registerEntry/singlePointsOfFailure", { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const spof = res.body.data as Spof;
    expect(spof.threshold).toBe(3);
    // The haulier is under four critical processes; the WMS under three (Tidy is not critical): not more than 3.
    expect(spof.entries).toEqual([
      expect.objectContaining({ name: "Haulier Ltd", processes: 4, kindLabel: "Supplier" }),
    ]);
    expect(spof.sites.map((s) => `${s.name}: ${s.processes.map((p) => p.name).join(", ")}`)).toEqual([
      "Only Depot: Pick",
    ]);
    expect(spof.onlyLeaders.map((l) => `${l.name} (${l.bcp.name})`)).toEqual(["Lone Leader (Warehouse BCP)"]);
    expect(spof.busyPeople).toEqual([expect.objectContaining({ name: "Busy Bee", rosters: 4 })]);

    // A lower threshold is the company's setting: the WMS (3 critical processes) is now one too.
    const company = await ctx.api.call("get", "/company", { token });
    const saved = await ctx.api.call("put", "/company", {
      token,
      body: { name: company.body.data.name, settings: { ...company.body.data.settings, spofThreshold: 2 } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const lower = (await ctx.api.call("get", "/registerEntry/singlePointsOfFailure", { token })).body
      .data as Spof;
    expect(lower.threshold).toBe(2);
    expect(lower.entries.map((e) => `${e.name} ${e.processes}`)).toEqual(["Haulier Ltd 4", "WMS 3"]);

    // A bad threshold is refused on its field.
    const bad = await ctx.api.call("put", "/company", {
      token,
      body: { name: company.body.data.name, settings: { ...company.body.data.settings, spofThreshold: 0 } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields["settings.spofThreshold"]).toEqual(["Enter a whole number from 1 to 1000."]);

    // Another company sees none of it.
    const other = await ctx.api.user("CorpAdmin", { company: "Not spof" });
    const theirs = (await ctx.api.call("get", "/registerEntry/singlePointsOfFailure", { token: other.token }))
      .body.data as Spof;
    expect([theirs.entries, theirs.sites, theirs.onlyLeaders, theirs.busyPeople]).toEqual([[], [], [], []]);
  });
});
