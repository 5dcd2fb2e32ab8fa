import { eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ApiDeps, Principal } from "~/api/context.server";
import { fieldError, notFound } from "~/api/errors.server";
import { type Conn, loadPlan, type PlanRow } from "~/domains/bcp/access.server";
import { inTransaction } from "~/domains/bcp/effects.server";
import { loadProcess } from "~/domains/bcp/processes.server";
import type { SectionKey } from "~/domains/bcp/sections";
import { sectionChanged } from "~/domains/bcp/workflow.server";
import { ANALYSIS_MESSAGES as M } from "./model";
import type { CloneInput } from "./validation";

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

/**
 * Replaces one section of a plan with a copy of another plan's (the user confirmed the overwrite): the source plan
 * must be readable by the caller and have rows (`read` gives them); inside changeSection this plan's rows of `table`
 * go, then `write` copies the source's.
 */
export async function cloneSection<R, T>(
  deps: ApiDeps,
  user: Principal,
  input: CloneInput,
  section: SectionKey,
  table: PgTable & { bcpId: AnyPgColumn },
  read: (sourceBcpId: string) => Promise<R[]>,
  write: (tx: Tx, plan: PlanRow, rows: R[], source: PlanRow) => Promise<T>,
): Promise<T> {
  const source = await loadPlan(deps.db, user, input.sourceBcpId, "bcp.read");
  const rows = await read(source.id);
  if (rows.length === 0) throw fieldError("sourceBcpId", M.sourceEmpty);
  return changeSection(deps, user, input.bcpId, section, async (tx, plan) => {
    await tx.delete(table).where(eq(table.bcpId, plan.id));
    return write(tx, plan, rows, source);
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

/**
 * Changes to one row of a plan-owned table, by id (`find` reads it): in one transaction the caller must be allowed
 * to manage the row's plan (else 404), and the change goes through the BCP frame as changeSection's does.
 */
export function rowChange<R extends { bcpId: string }>(
  section: SectionKey,
  find: (db: Conn, id: string) => () => Promise<R | undefined>,
) {
  return <T>(
    deps: ApiDeps,
    user: Principal,
    id: string,
    work: (tx: Tx, row: R, plan: PlanRow) => Promise<T>,
  ) =>
    inTransaction(deps, async (tx, effects) => {
      const { row, plan } = await loadOwned(tx, user, find(tx, id), "bcp.manage");
      await sectionChanged(tx, deps, effects, user, plan, section);
      return work(tx, row, plan);
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
