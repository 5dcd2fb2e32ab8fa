import { asc, eq } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { fieldError } from "~/api/errors.server";
import { type Conn, loadPlan, type PlanRow } from "~/domains/bcp/access.server";
import { auditPlan } from "~/domains/bcp/audit.server";
import {
  EXPOSURE_RANK,
  type ExposureLevel,
  formatMad,
  IMPACT_LABELS,
  type MadUnit,
} from "~/domains/bcp/model";
import { type ProcessView, processesOfPlan } from "~/domains/bcp/processes.server";
import { bcpProcesses } from "~/domains/bcp/schema.server";
import { firstHigh, madProblem, peakLevel } from "./impact";
import { maloProblems, TIME_POINT_KEYS } from "./malo";
import {
  biaMissingFields,
  IMPACT_CATEGORIES,
  IMPACT_CATEGORY_LABELS,
  type ImpactCategory,
  ANALYSIS_MESSAGES as M,
} from "./model";
import { biaRows } from "./plan-rows.server";
import { bcpBia, bcpMalo, type ImpactGrid } from "./schema.server";
import { changeProcessSection, cloneSection, type Tx } from "./section.server";
import type { BiaInput, CloneInput } from "./validation";

type BiaRow = typeof bcpBia.$inferSelect;

export function emptyImpactGrid(): ImpactGrid {
  const row = () => Object.fromEntries(TIME_POINT_KEYS.map((k) => [k, "awaiting_response"]));
  return Object.fromEntries(IMPACT_CATEGORIES.map((c) => [c, row()])) as ImpactGrid;
}

/** The highest impact a category reaches over time (what the BIA overview shows). */
const peak = (grid: ImpactGrid, category: ImpactCategory): ExposureLevel => peakLevel(grid[category]);

function presentBia(process: ProcessView, row: BiaRow | undefined) {
  const impacts = row?.impacts ?? emptyImpactGrid();
  const level = row?.businessImpactLevel ?? "awaiting_response";
  return {
    processId: process.id,
    processName: process.name,
    mad: process.mad,
    madDuration: process.madDuration,
    madText: formatMad(process.mad, process.madDuration),
    assessed: !!row,
    businessImpactLevel: level,
    businessImpactLabel: IMPACT_LABELS[level],
    impacts,
    peaks: Object.fromEntries(IMPACT_CATEGORIES.map((c) => [c, peak(impacts, c)])) as Record<
      ImpactCategory,
      ExposureLevel
    >,
    /** The suggested MAD: the first time point at which any category reaches High. */
    suggestedMad: firstHigh(impacts)?.label ?? null,
    /** The suggested level: the highest impact any category reaches (null while none is assessed). */
    suggestedLevel: suggestedLevel(impacts),
    /** The fields that keep this process's BIA from Done (UX review B-3). */
    missing: biaMissingFields(level),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}
export type BiaView = ReturnType<typeof presentBia>;

/** The level the curve suggests: the highest impact any category reaches (null while none is assessed). */
function suggestedLevel(impacts: ImpactGrid): ExposureLevel | null {
  let best: ExposureLevel | null = null;
  for (const c of IMPACT_CATEGORIES) {
    const level = peak(impacts, c);
    const rank = EXPOSURE_RANK[level];
    if (rank != null && (best == null || rank > (EXPOSURE_RANK[best] ?? -1))) best = level;
  }
  return best;
}

/** The BIA overview: every process of the plan with its assessment (or an empty one). */
export async function listBia(deps: ApiDeps, user: Principal, bcpId: string) {
  const plan = await loadPlan(deps.db, user, bcpId, "bcp.read");
  return biaOfPlan(deps.db, plan, await processesOfPlan(deps.db, plan.id));
}

/** The BIA overview of a plan already loaded (and its access checked), given its processes. */
export async function biaOfPlan(db: Conn, plan: PlanRow, processes: ProcessView[], user?: Principal) {
  const rows = await biaRows(db, plan.id, user);
  return processes.map((p) =>
    presentBia(
      p,
      rows.find((r) => r.processId === p.id),
    ),
  );
}

/** The process column holding each BIA category's exposure. */
const EXPOSURE_COLUMN = {
  financial: "financialExposure",
  legal: "legalExposure",
  brand: "brandExposure",
  service: "serviceExposure",
  supplyChain: "supplyChainExposure",
} as const satisfies Record<ImpactCategory, keyof typeof bcpProcesses.$inferSelect>;

/**
 * The process's exposures become the BIA's highest level per category (a category the BIA has not
 * assessed yet keeps what the process form said), and the process form shows them read-only.
 */
async function exposuresFromBia(
  tx: Tx,
  process: typeof bcpProcesses.$inferSelect,
  impacts: ImpactGrid,
  now: Date,
) {
  const set: Partial<typeof bcpProcesses.$inferInsert> = { exposureFromBia: true, updatedAt: now };
  // What the user had typed on the process form and the BIA now replaces (review B-5): said, never silent.
  const replaced: string[] = [];
  for (const c of IMPACT_CATEGORIES) {
    const level = peakLevel(impacts[c]);
    if (level === "awaiting_response") continue;
    const typed = process[EXPOSURE_COLUMN[c]] as ExposureLevel | null;
    if (!process.exposureFromBia && typed && typed !== "awaiting_response" && typed !== level)
      replaced.push(`${IMPACT_CATEGORY_LABELS[c]}: ${IMPACT_LABELS[typed]} → ${IMPACT_LABELS[level]}`);
    set[EXPOSURE_COLUMN[c]] = level;
  }
  await tx.update(bcpProcesses).set(set).where(eq(bcpProcesses.id, process.id));
  return replaced;
}

/** Saves one process's BIA and, when given, its MAD (which must stay consistent with its MALO). */
export async function saveBia(deps: ApiDeps, user: Principal, input: BiaInput) {
  const saving = await changeProcessSection(deps, user, input.processId, "bia", async (tx, process, plan) => {
    if (input.mad != null && input.madDuration) {
      const [malo] = await tx.select().from(bcpMalo).where(eq(bcpMalo.processId, process.id));
      const mad = {
        mad: input.mad,
        unit: input.madDuration as MadUnit,
        text: formatMad(input.mad, input.madDuration),
      };
      const problem = malo ? Object.values(maloProblems(malo.levels, mad))[0] : undefined;
      if (problem) throw fieldError("mad", problem);
      await tx
        .update(bcpProcesses)
        .set({ mad: input.mad, madDuration: input.madDuration, updatedAt: deps.now() })
        .where(eq(bcpProcesses.id, process.id));
    } else if (process.mad != null && process.madDuration) {
      // The stored MAD must not outlast the first High impact either (the form always sends it).
      const problem = madProblem(input.impacts, process.mad, process.madDuration as MadUnit);
      if (problem) throw fieldError("mad", problem);
    }
    const values = {
      impacts: input.impacts,
      businessImpactLevel: input.businessImpactLevel,
      updatedBy: user.id,
      updatedAt: deps.now(),
    };
    await tx
      .insert(bcpBia)
      .values({ companyId: plan.companyId, bcpId: plan.id, processId: process.id, ...values })
      .onConflictDoUpdate({ target: bcpBia.processId, set: values });
    const replaced = await exposuresFromBia(tx, process, input.impacts, deps.now());
    await auditPlan(tx, user, plan, "bia.saved", {
      process: process.name,
      level: input.businessImpactLevel,
      ...(replaced.length ? { exposures: replaced.join("; ") } : {}),
    });
    return { bcpId: plan.id, replaced };
  });
  const saved = (await listBia(deps, user, saving.bcpId)).find((b) => b.processId === input.processId);
  return saved && { ...saved, exposuresReplaced: saving.replaced };
}

/**
 * Pairs this plan's processes with the source's assessed ones: same name first, then the rest in
 * order (plans cloned from one another keep names; other plans rarely do, and a clone that copies
 * nothing while saying "Cloned Successfully!" misleads).
 */
export function pairProcesses<S extends { name: string }, T extends { name: string }>(
  sources: S[],
  targets: T[],
) {
  const key = (n: string) => n.trim().toLowerCase();
  const left = [...sources];
  const pairs: [T, S][] = [];
  const unmatched: T[] = [];
  for (const target of targets) {
    const i = left.findIndex((s) => key(s.name) === key(target.name));
    if (i >= 0) pairs.push([target, left.splice(i, 1)[0]]);
    else unmatched.push(target);
  }
  for (const target of unmatched) {
    const next = left.shift();
    if (next) pairs.push([target, next]);
  }
  return pairs;
}

/**
 * Clones the BIA of another plan the user can read over this plan's (after the user confirmed).
 * Refused with a reason when the source has no assessment or this plan has no process to receive it.
 */
export async function cloneBia(deps: ApiDeps, user: Principal, input: CloneInput) {
  const fromSource = (sourceBcpId: string) =>
    deps.db
      .select({ bia: bcpBia, name: bcpProcesses.name })
      .from(bcpBia)
      .innerJoin(bcpProcesses, eq(bcpProcesses.id, bcpBia.processId))
      .where(eq(bcpBia.bcpId, sourceBcpId))
      .orderBy(asc(bcpProcesses.createdAt), asc(bcpProcesses.name));
  const cloned = await cloneSection(
    deps,
    user,
    input,
    "bia",
    bcpBia,
    fromSource,
    async (tx, plan, sourceRows, source) => {
      const targets = await tx
        .select()
        .from(bcpProcesses)
        .where(eq(bcpProcesses.bcpId, plan.id))
        .orderBy(asc(bcpProcesses.createdAt), asc(bcpProcesses.name));
      if (targets.length === 0) throw fieldError("sourceBcpId", M.noProcessesToClone);
      const pairs = pairProcesses(sourceRows, targets);
      for (const [process, from] of pairs) {
        await exposuresFromBia(tx, process, from.bia.impacts, deps.now());
        await tx.insert(bcpBia).values({
          companyId: plan.companyId,
          bcpId: plan.id,
          processId: process.id,
          impacts: from.bia.impacts,
          businessImpactLevel: from.bia.businessImpactLevel,
          updatedBy: user.id,
          updatedAt: deps.now(),
        });
      }
      await auditPlan(tx, user, plan, "bia.cloned", { from: source.name, processes: pairs.length });
      return pairs.length;
    },
  );
  return { cloned, message: M.cloned, data: await listBia(deps, user, input.bcpId) };
}
