import { count, eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { readAll } from "~/platform/db/read-all.server";
import type { Conn } from "./access.server";
import type { Completion } from "./model";
import { bcpProcesses, bcpProcessLocations, bcpServices } from "./schema.server";
import { SECTIONS, type SectionKey } from "./sections";

/**
 * Section completion, computed from each section's content. Every section registers one function;
 * the analysis sections (another domain) call registerSectionCompletion for their key.
 */
export type CompletionFn = (db: Conn, bcpId: string) => Promise<Completion>;

const registry = new Map<SectionKey, CompletionFn>();

export function registerSectionCompletion(key: SectionKey, fn: CompletionFn) {
  registry.set(key, fn);
}

/** Completion from how many items exist and how many of them are complete. */
export function completionOf(total: number, complete: number): Completion {
  if (total === 0 || complete === 0) return total === 0 ? "not_started" : "partially_done";
  return complete >= total ? "done" : "partially_done";
}

export async function sectionCompletion(db: Conn, bcpId: string, key: SectionKey): Promise<Completion> {
  const fn = registry.get(key);
  return fn ? fn(db, bcpId) : "not_started";
}

export async function allCompletions(db: Conn, bcpId: string): Promise<Record<SectionKey, Completion>> {
  const entries = await readAll(
    db,
    SECTIONS.map((s) => async () => [s.key, await sectionCompletion(db, bcpId, s.key)] as const),
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
registerSectionCompletion("processes", async (db, bcpId) => {
  const rows = await db.select().from(bcpProcesses).where(eq(bcpProcesses.bcpId, bcpId));
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
