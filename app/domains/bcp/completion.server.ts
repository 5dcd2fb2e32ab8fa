import { count, eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Principal } from "~/api/context.server";
import { readAll } from "~/platform/db/read-all.server";
import type { Conn } from "./access.server";
import type { Completion } from "./model";
import {
  type LocationRow,
  locationRowsOf,
  type ProcessRow,
  processRowsOf,
  type ServiceRow,
  serviceRowsOf,
} from "./processes.server";
import { bcpProcesses, bcpProcessLocations, bcpServices } from "./schema.server";
import { SECTIONS, type SectionKey } from "./sections";

/**
 * What several sections' completion reads alike, read once per computation: the plan's processes (the processes
 * section checks each; BIA, dependencies and MALO count them), its services and its processes' delivery locations.
 * The plan page hands in the rows it read already for its content.
 */
export interface PlanRows {
  processes: () => Promise<ProcessRow[]>;
  services: () => Promise<ServiceRow[]>;
  locations: () => Promise<LocationRow[]>;
  /** The reader of the page request, when the computation is for one: its reads are shared with the page's. */
  user?: Principal;
}

/** What the plan page has read already: its process, service and location rows, and who reads. */
export interface SharedReads {
  processes?: Promise<ProcessRow[]>;
  /** Read when first asked (a transaction's one connection takes one query at a time). */
  services?: () => Promise<ServiceRow[]>;
  locations?: () => Promise<LocationRow[]>;
  user?: Principal;
}

function planRows(db: Conn, bcpId: string, shared: SharedReads = {}): PlanRows {
  let { processes } = shared;
  let services: Promise<ServiceRow[]> | undefined;
  let locations: Promise<LocationRow[]> | undefined;
  const rows: PlanRows = {
    user: shared.user,
    processes: () => {
      processes ??= processRowsOf(db, bcpId);
      return processes;
    },
    services: () => {
      services ??= shared.services?.() ?? serviceRowsOf(db, bcpId);
      return services;
    },
    locations: () => {
      locations ??= shared.locations?.() ?? locationRowsOf(db, rows.processes());
      return locations;
    },
  };
  return rows;
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
registerSectionCompletion("services", async (_db, _bcpId, plan) => {
  // One after the other: the computation may run inside a transaction (one connection).
  const services = await plan.services();
  const processes = await plan.processes();
  const delivered = new Set(processes.map((p) => p.bcpServiceId));
  return completionOf(services.length, services.filter((s) => delivered.has(s.id)).length);
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
registerSectionCompletion("deliveryLocations", async (_db, _bcpId, plan) => {
  const processes = await plan.processes();
  const locations = await plan.locations();
  const located = new Set(locations.map((l) => l.processId));
  if (located.size === 0) return "not_started";
  return completionOf(processes.length, processes.filter((p) => located.has(p.id)).length);
});

/** Delivery headcount: done when every delivery location has its head count. */
registerSectionCompletion("deliveryHeadcount", async (_db, _bcpId, plan) => {
  const locations = await plan.locations();
  if (locations.length === 0) return "not_started";
  return completionOf(locations.length, locations.filter((l) => l.headcount != null).length);
});
