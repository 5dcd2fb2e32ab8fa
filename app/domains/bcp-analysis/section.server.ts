import type { ApiDeps, Principal } from "~/api/context.server";
import { notFound } from "~/api/errors.server";
import { type Conn, loadPlan, type PlanRow } from "~/domains/bcp/access.server";
import { inTransaction } from "~/domains/bcp/effects.server";
import { loadProcess } from "~/domains/bcp/processes.server";
import type { SectionKey } from "~/domains/bcp/sections";
import { sectionChanged } from "~/domains/bcp/workflow.server";

export type Tx = Parameters<Parameters<typeof inTransaction>[1]>[0];

/**
 * Changes one analysis section of a plan in one transaction, through the BCP frame: the caller
 * must be allowed to manage the plan (another company's plan answers 404), the plan must still be
 * editable, a just-created plan moves to In Progress and an approved section goes back for approval.
 */
export function changeSection<T>(
  deps: ApiDeps,
  user: Principal,
  bcpId: string,
  section: SectionKey,
  work: (tx: Tx, plan: PlanRow) => Promise<T>,
): Promise<T> {
  return inTransaction(deps, async (tx, effects) => {
    const plan = await loadPlan(tx, user, bcpId, "bcp.manage");
    const current = await sectionChanged(tx, deps, effects, user, plan, section);
    return work(tx, current);
  });
}

/** Like changeSection, for a change to one process of a plan. */
export function changeProcessSection<T>(
  deps: ApiDeps,
  user: Principal,
  processId: string,
  section: SectionKey,
  work: (tx: Tx, process: Awaited<ReturnType<typeof loadProcess>>["process"], plan: PlanRow) => Promise<T>,
): Promise<T> {
  return inTransaction(deps, async (tx, effects) => {
    const { process, plan } = await loadProcess(tx, user, processId, "bcp.manage");
    const current = await sectionChanged(tx, deps, effects, user, plan, section);
    return work(tx, process, current);
  });
}

/** A row of a plan-owned table by id, with its plan, if the user may perform `action` on the plan. */
export async function loadOwned<R extends { bcpId: string }>(
  db: Conn,
  user: Principal,
  find: () => Promise<R | undefined>,
  action: "bcp.read" | "bcp.manage",
) {
  const row = await find();
  if (!row) throw notFound();
  const plan = await loadPlan(db, user, row.bcpId, action);
  return { row, plan };
}
