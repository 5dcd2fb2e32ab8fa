import { eq } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { badRequest } from "~/api/errors.server";
import { type Conn, loadPlan, type PlanRow } from "~/domains/bcp/access.server";
import { auditPlan } from "~/domains/bcp/audit.server";
import { formatMad } from "~/domains/bcp/model";
import { type ProcessView, processesOfPlan } from "~/domains/bcp/processes.server";
import { bcpProcesses } from "~/domains/bcp/schema.server";
import { type MaloLevels, madTimePoint, maloProblems, TIME_POINT_KEYS } from "./malo";
import { ANALYSIS_MESSAGES as M } from "./model";
import { maloRows } from "./plan-rows.server";
import { bcpMalo } from "./schema.server";
import { changeProcessSection } from "./section.server";
import type { MaloInput } from "./validation";

const zeroLevels = () => Object.fromEntries(TIME_POINT_KEYS.map((k) => [k, 0])) as MaloLevels;

function presentMalo(p: ProcessView, row: typeof bcpMalo.$inferSelect | undefined) {
  return {
    processId: p.id,
    processName: p.name,
    mad: p.mad,
    madDuration: p.madDuration,
    madText: formatMad(p.mad, p.madDuration),
    /** The time point by which operations must be back (the MALO's latest possible start). */
    madTimePoint: madTimePoint(p.mad, p.madDuration).key,
    saved: !!row,
    levels: row?.levels ?? zeroLevels(),
    maloCriterialExplanation: p.maloCriterialExplanation,
  };
}
export type MaloView = ReturnType<typeof presentMalo>;

export async function listMalo(deps: ApiDeps, user: Principal, bcpId: string) {
  const plan = await loadPlan(deps.db, user, bcpId, "bcp.read");
  return maloOfPlan(deps.db, plan, await processesOfPlan(deps.db, plan.id));
}

/** The MALO overview of a plan already loaded (and its access checked), given its processes. */
export async function maloOfPlan(db: Conn, plan: PlanRow, processes: ProcessView[], user?: Principal) {
  const rows = await maloRows(db, plan.id, user);
  return processes.map((p) =>
    presentMalo(
      p,
      rows.find((r) => r.processId === p.id),
    ),
  );
}

/** Saves a process's MALO, refused (on the offending time point) when inconsistent with its MAD. */
export async function saveMalo(deps: ApiDeps, user: Principal, input: MaloInput) {
  const bcpId = await changeProcessSection(deps, user, input.processId, "malo", async (tx, process, plan) => {
    const problems = maloProblems(input.levels, {
      mad: process.mad,
      unit: process.madDuration,
      text: formatMad(process.mad, process.madDuration),
    });
    const first = Object.values(problems)[0];
    if (first) {
      throw badRequest(first, Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, [v]])));
    }
    const values = { levels: input.levels, updatedBy: user.id, updatedAt: deps.now() };
    await tx
      .insert(bcpMalo)
      .values({ companyId: plan.companyId, bcpId: plan.id, processId: process.id, ...values })
      .onConflictDoUpdate({ target: bcpMalo.processId, set: values });
    await tx
      .update(bcpProcesses)
      .set({ maloCriterialExplanation: input.maloCriterialExplanation, updatedAt: deps.now() })
      .where(eq(bcpProcesses.id, process.id));
    await auditPlan(tx, user, plan, "malo.saved", { process: process.name });
    return plan.id;
  });
  const view = (await listMalo(deps, user, bcpId)).find((m) => m.processId === input.processId);
  return { ...view, message: M.maloSaved };
}
