import { getTableColumns, getTableName, type Table } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Scope } from "~/api/shared-auth.server";
import { makeAnalysisPlan } from "../../../tests/support/analysis";
import { makeService } from "../../../tests/support/bcp";
import { testApiFixture } from "../../../tests/support/fixture";
import { statementsSent } from "../../../tests/support/statements";
import {
  bcpBia,
  bcpBrtMembers,
  bcpDependencyBlocks,
  bcpExecutiveSummaries,
  bcpMalo,
  bcpRisks,
  bcpScenarios,
  bcpStakeholders,
} from "../bcp-analysis/schema.server";
import { companies } from "../companies/schema.server";
import { bcpProcesses, bcpProcessLocations, bcpServices, bcps } from "./schema.server";

/**
 * The plan page's reads, made for one page request as its loader makes them (issue 37): they share one access
 * check and one read of the plan, and answer exactly as each read alone does, for whoever asks.
 */

const ctx = testApiFixture();

/** The plan page's API reads (routes/_app.businesscontinuityplan.manageBCP), side by side as its loader asks. */
function pageReads(token: string, bcpId: string, scope?: Scope) {
  const get = (path: string, query: Record<string, string>) =>
    ctx.api.call("get", path, { token, query, scope });
  return Promise.all([
    get("/bcp", { bcpId }),
    get("/bcp/analysis", { bcpId }),
    get("/registerEntry/recoveryGaps", { bcpId }),
    get("/bcp/versions", { bcpId }),
    get("/bcp/fieldSheet", { bcpId }),
    get("/findings", { bcpId }),
    get("/drill-roster", { rosterKind: "brt", rosterId: bcpId }),
  ]);
}

/**
 * How many statements `work` sends that read whole rows of `table` (for the plan: the access check of loadPlan),
 * or with `any` every statement that selects from it, or from any of `tables` (a count too): read off what the engine is sent, so a
 * statement built once and run again (app/platform/db/prepared.server.ts) counts each time it runs.
 */
async function tableReads(tables: Table | Table[], work: () => Promise<unknown>, any = false) {
  const [table, ...others] = Array.isArray(tables) ? tables : [tables];
  const names = [table, ...others].map((t) => getTableName(t));
  const name = names[0];
  const wholeRow = `select ${Object.values(getTableColumns(table))
    .map((c) => `"${c.name}"`)
    .join(", ")} from "${name}"`;
  const sent = await statementsSent(ctx.api, work);
  return sent.filter((text) =>
    any ? names.some((n) => new RegExp(`\\bfrom "${n}"`).test(text)) : text.startsWith(wholeRow),
  ).length;
}

describe("the plan page's reads in one page request", () => {
  it("answer as each read alone does, checking access and reading the plan once", async () => {
    const acme = await makeAnalysisPlan(ctx.api, { company: "Shared Reads Co" });
    for (const token of [acme.admin.token, acme.lead.token]) {
      const alone = await pageReads(token, acme.plan.id);
      expect(alone.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200, 200]);
      const shared = await pageReads(token, acme.plan.id, new Map());
      expect(shared.map((r) => r.body)).toEqual(alone.map((r) => r.body));
    }
    expect(await tableReads(bcps, () => pageReads(acme.admin.token, acme.plan.id))).toBeGreaterThan(5);
    expect(await tableReads(bcps, () => pageReads(acme.admin.token, acme.plan.id, new Map()))).toBe(1);
    // The company's date settings come with the session lookup: no read of its own (it was one per page).
    expect(
      await tableReads(companies, () => pageReads(acme.admin.token, acme.plan.id, new Map()), true),
    ).toBe(0);
  });

  it("read the processes once, for the sections' completion and the content both", async () => {
    const acme = await makeAnalysisPlan(ctx.api, { company: "Shared Rows Co", processes: ["Pick", "Pack"] });
    expect(await tableReads(bcpProcesses, () => pageReads(acme.admin.token, acme.plan.id))).toBeGreaterThan(
      1,
    );
    expect(await tableReads(bcpProcesses, () => pageReads(acme.admin.token, acme.plan.id, new Map()))).toBe(
      1,
    );
  });

  it("read the services and delivery locations once: the sections' completion counts the rows the content reads", async () => {
    const acme = await makeAnalysisPlan(ctx.api, { company: "Shared Sites Co", processes: ["Pick", "Pack"] });
    for (const table of [bcpServices, bcpProcessLocations])
      expect(await tableReads(table, () => pageReads(acme.admin.token, acme.plan.id, new Map()), true)).toBe(
        1,
      );
  });

  it("read the eight analysis tables in one statement: the sections' completion counts the rows the analysis reads", async () => {
    const acme = await makeAnalysisPlan(ctx.api, {
      company: "Shared Counts Co",
      processes: ["Pick", "Pack"],
    });
    const analysisTables = [
      bcpBia,
      bcpScenarios,
      bcpBrtMembers,
      bcpExecutiveSummaries,
      bcpRisks,
      bcpStakeholders,
      bcpMalo,
      bcpDependencyBlocks,
    ];
    for (const table of analysisTables)
      expect(await tableReads(table, () => pageReads(acme.admin.token, acme.plan.id), true)).toBeGreaterThan(
        1,
      );
    expect(
      await tableReads(analysisTables, () => pageReads(acme.admin.token, acme.plan.id, new Map()), true),
    ).toBe(1);
  });

  it("refuse another company's reader, and one without a part in the plan, in the same page request as its lead", async () => {
    const acme = await makeAnalysisPlan(ctx.api, { company: "Shared Reads Co" });
    const outsider = await ctx.api.user("CorpAdmin", { company: "Elsewhere Co" });
    const colleague = await ctx.api.user("BCPLead", { company: "Shared Reads Co" });
    const scope: Scope = new Map();
    const lead = await pageReads(acme.lead.token, acme.plan.id, scope);
    expect(lead.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    for (const reader of [outsider, colleague]) {
      const refused = await pageReads(reader.token, acme.plan.id, scope);
      // Every read of the plan answers 404; the recovery gaps are the caller's company's, and none of this plan.
      expect(refused.map((r) => r.status)).toEqual([404, 404, 200, 404, 404, 404, 404]);
      expect(refused[2].body.data).toEqual([]);
    }
  });

  it("see a change made after them in the next page request", async () => {
    const acme = await makeAnalysisPlan(ctx.api, { company: "Shared Reads Co" });
    const [first] = await pageReads(acme.admin.token, acme.plan.id, new Map());
    expect(first.body.data.services.map((s: { name: string }) => s.name)).toEqual(["Payroll"]);
    await makeService(ctx.api, acme.admin.token, acme.plan.id, "Treasury");
    const [next] = await pageReads(acme.admin.token, acme.plan.id, new Map());
    expect(next.body.data.services.map((s: { name: string }) => s.name)).toEqual(["Payroll", "Treasury"]);
  });

  it("answer one process's BIA, dependencies and MALO when the page opens that process, the rest whole", async () => {
    const acme = await makeAnalysisPlan(ctx.api, {
      company: "Shared Reads Co",
      processes: ["Payroll run", "Expense claims"],
    });
    const read = (query: Record<string, string>) =>
      ctx.api.call("get", "/bcp/analysis", { token: acme.admin.token, query });
    const whole = (await read({ bcpId: acme.plan.id })).body.data;
    const opened = (await read({ bcpId: acme.plan.id, processId: acme.processes[1].id })).body.data;
    const names = (rows: { processName: string }[]) => rows.map((r) => r.processName);
    expect(names(whole.bia)).toEqual(["Payroll run", "Expense claims"]);
    for (const part of ["bia", "dependencies", "malo"] as const)
      expect(names(opened[part])).toEqual(["Expense claims"]);
    expect({ ...opened, bia: [], dependencies: [], malo: [] }).toEqual({
      ...whole,
      bia: [],
      dependencies: [],
      malo: [],
    });
  });
});
