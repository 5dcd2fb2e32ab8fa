import { count, eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Principal } from "~/api/context.server";
import { readAll } from "~/platform/db/read-all.server";
import type { Conn } from "./access.server";
import type { Completion } from "./model";
import { type ProcessRow, processRowsOf } from "./processes.server";
import { bcpProcesses, bcpProcessLocations, bcpServices } from "./schema.server";
import { SECTIONS, type SectionKey } from "./sections";

/**
 * What several sections' completion reads alike, read once per computation: the plan's processes (the processes
 * section checks each; BIA, dependencies and MALO count them). The plan page hands in the rows it read already.
 */
export interface PlanRows {
  processes: () => Promise<ProcessRow[]>;
  /** The reader of the page request, when the computation is for one: its reads are shared with the page's. */
  user?: Principal;
}

/** What the plan page has read already: its process rows, and who reads. */
export interface SharedReads {
  processes?: Promise<ProcessRow[]>;
  user?: Principal;
}

function planRows(db: Conn, bcpId: string, { processes, user }: SharedReads = {}): PlanRows {
  let read = processes;
  return {
    user,
    processes: () => {
      read ??= processRowsOf(db, bcpId);
      return read;
    },
  };
}

/**
 * Section completion, computed from each section's content. Every section registers one function;
 * the analysis sections (another domain) call registerSectionCompletion for their key.
 */
export type CompletionFn = (db: Conn, bcpId: string, rows: PlanRows) => Promise<Completion>;

const registry = new Map<SectionKey, CompletionFn>();

export function registerSectionCompletion(key: SectionKey, fn: CompletionFn) {
  registry.set(key, fn);
}

/** Completion from how many items exist and how many of them are complete. */
export function completionOf(total: number, complete: number): Completion {
  if (total === 0 || complete === 0) return total === 0 ? "not_started" : "partially_done";
  return complete >= total ? "done" : "partially_done";
}

export async function sectionCompletion(
  db: Conn,
  bcpId: string,
  key: SectionKey,
  rows = planRows(db, bcpId),
): Promise<Completion> {
  const fn = registry.get(key);
  return fn ? fn(db, bcpId, rows) : "not_started";
}

/** Every section's completion; `shared`: what the page request has read already. */
export async function allCompletions(
  db: Conn,
  bcpId: string,
  shared?: SharedReads,
): Promise<Record<SectionKey, Completion>> {
  const rows = planRows(db, bcpId, shared);
  const entries = await readAll(
    db,
    SECTIONS.map((s) => async () => [s.key, await sectionCompletion(db, bcpId, s.key, rows)] as const),
  );
  return Object.fromEntries(entries) as Record<SectionKey, Completion>;
}

// ---- this domain's sections ----

/** A table of the plan's rows: each has its own id and its plan. */
type PlanTable = PgTable & { id: AnyPgColumn; bcpId: AnyPgColumn };

/** How many rows of `child` (`childParent` naming the row it belongs to) each of the plan's `parent` rows has. */
function childCounts(
  db: Conn,
  bcpId: string,
  parent: PlanTable,
  child: PgTable & { id: AnyPgColumn },
  childParent: AnyPgColumn,
) {
  return db
    .select({ n: count(child.id) })
    .from(parent as PgTable)
    .leftJoin(child as PgTable, eq(childParent, parent.id))
    .where(eq(parent.bcpId, bcpId))
    .groupBy(parent.id);
}

/** Services: done when every service has at least one process. */
registerSectionCompletion("services", async (db, bcpId) => {
  const rows = await childCounts(db, bcpId, bcpServices, bcpProcesses, bcpProcesses.bcpServiceId);
  return completionOf(rows.length, rows.filter((r) => r.n > 0).length);
});

/** Processes: done when none still awaits a response on an exposure or on criticality. */
registerSectionCompletion("processes", async (_db, _bcpId, plan) => {
  const rows = await plan.processes();
  const complete = rows.filter(
    (p) =>
      ![
        p.financialExposure,
        p.legalExposure,
        p.brandExposure,
        p.serviceExposure,
        p.supplyChainExposure,
        p.overAllCriticality,
      ].includes("awaiting_response") && p.criticalProcessHeadcountAnalysis != null,
  );
  return completionOf(rows.length, complete.length);
});

/** Delivery locations: done when every process has at least one location. */
registerSectionCompletion("deliveryLocations", async (db, bcpId) => {
  const rows = await childCounts(db, bcpId, bcpProcesses, bcpProcessLocations, bcpProcessLocations.processId);
  if (rows.every((r) => r.n === 0)) return "not_started";
  return completionOf(rows.length, rows.filter((r) => r.n > 0).length);
});

/** Delivery headcount: done when every delivery location has its head count. */
registerSectionCompletion("deliveryHeadcount", async (db, bcpId) => {
  const [row] = await db
    .select({ total: count(), counted: count(bcpProcessLocations.headcount) })
    .from(bcpProcessLocations)
    .innerJoin(bcpProcesses, eq(bcpProcesses.id, bcpProcessLocations.processId))
    .where(eq(bcpProcesses.bcpId, bcpId));
  if (!row || row.total === 0) return "not_started";
  return completionOf(row.total, row.counted);
});
