import { and, eq, inArray, isNull } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { type ImportError, readRows } from "~/domains/assets/import.server";
import { yieldEvery } from "~/domains/assets/import-batches.server";
import { assets } from "~/domains/assets/schema.server";
import { readForKeys } from "~/platform/db/rows-in.server";
import { plansMayAct } from "./access.server";
import { auditPlan } from "./audit.server";
import { inTransaction } from "./effects.server";
import { LOCATION_CSV_COLUMNS, LOCATION_IMPORT_MESSAGES as M } from "./location-csv";
import { planCode } from "./people.server";
import { bcpProcesses, bcpProcessLocations, bcps } from "./schema.server";
import { headcountFits } from "./validation";
import { sectionChanged } from "./workflow.server";

type NewLocation = {
  line: number;
  bcpId: string;
  processId: string;
  processName: string;
  site: { id: string; name: string; country: string | null; city: string | null };
  headcount: number | null;
};

function groupBy<T>(items: T[], key: (item: T) => string) {
  const out = new Map<string, T[]>();
  for (const item of items) out.set(key(item), [...(out.get(key(item)) ?? []), item]);
  return out;
}

/** Rows written per INSERT (a 10,000-row file is 20 statements). */
const BATCH = 500;

/**
 * Imports delivery locations from CSV (plan, process, site, headcount): every row is checked first against
 * the plans the caller may change (bcp.manage, within their scope), the processes of those plans and the
 * site register; if any row is wrong nothing is written and every error is reported by line and column
 * (docs/decisions.md says why all or nothing). Then one transaction writes them, each plan's delivery
 * locations section changed once (edit version, approvals sent back) and audited with its count.
 */
export async function importLocations(deps: ApiDeps, user: Principal, csv: string) {
  const { rows, inColumns } = readRows(csv, LOCATION_CSV_COLUMNS, ["plan", "process", "site"]);
  const c = user.companyId;
  const [planRows, siteRows] = await Promise.all([
    deps.db
      .select({ id: bcps.id, name: bcps.name, number: bcps.number, status: bcps.status })
      .from(bcps)
      .where(eq(bcps.companyId, c)),
    deps.db
      .select({ id: assets.id, name: assets.name, country: assets.country, city: assets.city })
      .from(assets)
      .where(and(eq(assets.companyId, c), isNull(assets.incidentId))),
  ]);
  // Plans out of the caller's scope (or cancelled) are not named to them: "no plan that you may change".
  const mayManage = await plansMayAct(
    deps.db,
    user,
    planRows.map((p) => p.id),
    "bcp.manage",
  );
  const plans = new Map<string, (typeof planRows)[number]>();
  for (const p of planRows) {
    if (!mayManage.has(p.id) || p.status === "CANCELLED") continue;
    plans.set(p.name.toLowerCase(), p);
    plans.set(planCode(p.number).toLowerCase(), p);
  }
  const sites = new Map<string, (typeof siteRows)[number] | "two">();
  for (const s of siteRows) {
    const key = s.name.toLowerCase();
    sites.set(key, sites.has(key) ? "two" : s);
  }
  const named = [...new Set(rows.map((r) => (r.values.plan ?? "").trim().toLowerCase()))]
    .map((k) => plans.get(k)?.id)
    .filter((id): id is string => !!id);
  const processRows = await readForKeys(named, (planIds) =>
    deps.db
      .select({
        id: bcpProcesses.id,
        bcpId: bcpProcesses.bcpId,
        name: bcpProcesses.name,
        total: bcpProcesses.totalGlobalHeadCount,
      })
      .from(bcpProcesses)
      .where(and(eq(bcpProcesses.companyId, c), inArray(bcpProcesses.bcpId, planIds))),
  );
  const processById = new Map(processRows.map((p) => [p.id, p]));
  const processes = new Map(processRows.map((p) => [`${p.bcpId}|${p.name.toLowerCase()}`, p]));
  const existingRows = processRows.length
    ? await deps.db
        .select({
          processId: bcpProcessLocations.processId,
          assetId: bcpProcessLocations.assetId,
          headcount: bcpProcessLocations.headcount,
        })
        .from(bcpProcessLocations)
        .innerJoin(bcpProcesses, eq(bcpProcesses.id, bcpProcessLocations.processId))
        .where(and(eq(bcpProcessLocations.companyId, c), inArray(bcpProcesses.bcpId, named)))
    : [];

  const linked = new Set(existingRows.map((l) => `${l.processId}|${l.assetId}`));
  const existingByProcess = groupBy(existingRows, (l) => l.processId);
  const errors: ImportError[] = [];
  const valid: NewLocation[] = [];
  const seen = new Map<string, number>();
  for (const [index, row] of rows.entries()) {
    await yieldEvery(index);
    const v = Object.fromEntries(Object.entries(row.values).map(([k, x]) => [k, (x ?? "").trim()]));
    const fail = (field: string, message: string) => errors.push({ line: row.line, field, message });
    const before = errors.length;
    for (const field of ["plan", "process", "site"] as const)
      if (!v[field]) fail(field, M.required(LOCATION_CSV_COLUMNS[field][0]));
    let headcount: number | null = null;
    if (v.headcount) {
      headcount = /^\d{1,7}$/.test(v.headcount) ? Number(v.headcount) : null;
      if (headcount === null) fail("headcount", M.headcount);
    }
    if (errors.length > before) continue;
    const plan = plans.get(v.plan.toLowerCase());
    if (!plan) {
      fail("plan", M.noPlan(v.plan));
      continue;
    }
    const process = processes.get(`${plan.id}|${v.process.toLowerCase()}`);
    if (!process) fail("process", M.noProcess(v.process, plan.name));
    const site = sites.get(v.site.toLowerCase());
    if (!site) fail("site", M.noSite(v.site));
    else if (site === "two") fail("site", M.twoSites(v.site));
    if (!process || !site || site === "two") continue;
    const key = `${process.id}|${site.id}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      fail("site", M.repeated(earlier));
      continue;
    }
    seen.set(key, row.line);
    if (linked.has(key)) {
      fail("site", M.alreadyLinked(process.name, site.name));
      continue;
    }
    valid.push({
      line: row.line,
      bcpId: plan.id,
      processId: process.id,
      processName: process.name,
      site,
      headcount,
    });
  }
  // A process's head counts (those it has and those imported) stay within its service head count.
  const byProcess = groupBy(valid, (l) => l.processId);
  for (const [processId, added] of byProcess) {
    const process = processById.get(processId)!;
    const counts = [
      ...(existingByProcess.get(processId) ?? []).map((l) => l.headcount),
      ...added.map((l) => l.headcount),
    ];
    if (!headcountFits(counts, process.total)) {
      const last = added[added.length - 1];
      errors.push({ line: last.line, field: "headcount", message: M.aboveService(process.name) });
    }
  }
  const badLines = new Set(errors.map((e) => e.line)).size;
  if (badLines > 0) {
    errors.sort((a, b) => a.line - b.line);
    return { created: 0, failed: badLines, errors: inColumns(errors), message: M.nothing(badLines) };
  }

  await inTransaction(deps, async (tx, effects) => {
    const byPlan = groupBy(valid, (l) => l.bcpId);
    const full = await tx
      .select()
      .from(bcps)
      .where(inArray(bcps.id, [...byPlan.keys()]));
    for (const plan of full) {
      const added = byPlan.get(plan.id) ?? [];
      await sectionChanged(tx, deps, effects, user, plan, "deliveryLocations");
      for (let i = 0; i < added.length; i += BATCH) {
        await tx.insert(bcpProcessLocations).values(
          added.slice(i, i + BATCH).map((l) => ({
            companyId: plan.companyId,
            processId: l.processId,
            assetId: l.site.id,
            siteName: l.site.name,
            country: l.site.country,
            city: l.site.city,
            headcount: l.headcount,
          })),
        );
      }
      await auditPlan(tx, user, plan, "locations.imported", {
        locations: added.length,
        processes: new Set(added.map((l) => l.processName)).size,
      });
    }
  });
  return { created: valid.length, failed: 0, errors, message: M.done(valid.length) };
}
