import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { assets } from "~/domains/assets/schema.server";
import { searchText } from "~/domains/assets/search";
import type { MadUnit } from "~/domains/bcp/model";
import { bcpProcesses, processIdColumn } from "~/domains/bcp/schema.server";
import { bcpDependencyBlocks } from "~/domains/bcp-analysis/schema.server";
import { companyRowColumns } from "~/domains/companies/schema.server";
import { users } from "~/domains/companies/users-schema.server";
import { belongsToColumn, createdAtColumn, idColumn, updatedAtColumn } from "~/platform/db/columns.server";
import type { Criticality, DependencyTarget, Hosting, RegisterKind, Substitutability } from "./model";

/**
 * One row per entry of a company's registers (applications, suppliers, equipment, records, other): one table,
 * so a dependency link, an incident on an entry and a service mapped to it (issue 34) name one id whatever
 * the kind. The columns of one kind stay null on the others (validation.ts writes only the kind's fields).
 * An archived entry stays where it is linked and is no longer offered; `fromPlan` marks an entry a migration
 * made from a plan's free text, until someone saves it.
 */
export const registerEntries = pgTable(
  "register_entries",
  {
    ...companyRowColumns(),
    kind: text("kind").$type<RegisterKind>().notNull(),
    name: text("name").notNull(),
    owner: text("owner"),
    // applications
    vendor: text("vendor"),
    hosting: text("hosting").$type<Hosting>(),
    rto: integer("rto"),
    rtoUnit: text("rto_unit").$type<MadUnit>(),
    rpo: integer("rpo"),
    rpoUnit: text("rpo_unit").$type<MadUnit>(),
    criticality: text("criticality").$type<Criticality>(),
    // suppliers
    lei: text("lei"),
    country: text("country"),
    services: text("services"),
    contractReference: text("contract_reference"),
    contractEnd: date("contract_end", { mode: "string" }),
    substitutability: text("substitutability").$type<Substitutability>(),
    supportsCriticalFunction: boolean("supports_critical_function").notNull().default(false),
    incidentContact: text("incident_contact"),
    // equipment and records: where it is
    siteId: uuid("site_id").references(() => assets.id),
    fromPlan: boolean("from_plan").notNull().default(false),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    // One name per register (any case): an import or a migration finds the entry a name means.
    uniqueIndex("register_entries_name_key").on(t.companyId, t.kind, sql`lower(${t.name})`),
    // The list's order.
    index("register_entries_list_idx").on(t.companyId, t.kind, t.name, t.id),
    // The current entries' list and its count, from the index alone (migration 0052).
    index("register_entries_current_idx")
      .on(t.companyId, t.kind, t.name, t.id)
      .where(sql`${t.archivedAt} is null`),
    index("register_entries_site_idx").on(t.siteId),
    // "Contains" searches over name, owner, vendor and services (one trigram index, as the site register).
    index("register_entries_search_trgm_idx").using(
      "gin",
      sql`(${searchText(t.name, t.owner, t.vendor, t.services)}) gin_trgm_ops`,
    ),
  ],
);

/**
 * The company's dependency types (spec `/dependencyType`): the five scenario dependency blocks and Supplier to
 * start with (`block` set), then the company's own; each picks its entries from one register (`target`).
 */
export const dependencyTypes = pgTable(
  "dependency_types",
  {
    ...companyRowColumns(),
    name: text("name").notNull(),
    /** The scenario dependency block (or "supplier") a default type stands for; null for the company's own. */
    block: text("block"),
    target: text("target").$type<DependencyTarget>().notNull(),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex("dependency_types_name_key").on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex("dependency_types_block_key").on(t.companyId, t.block),
  ],
);

/**
 * What a process's dependency block names (issue 33, item 2): each line a register entry or, in the UPSTREAM
 * PROCESS block, another process. Kept in step with the block's list of names when it is saved
 * (links.server.ts); migration 0021 made them from the free text of the blocks saved before.
 */
export const bcpDependencyLinks = pgTable(
  "bcp_dependency_links",
  {
    id: idColumn(),
    companyId: uuid("company_id").notNull(),
    blockId: belongsToColumn("block_id", () => bcpDependencyBlocks.id),
    processId: processIdColumn(),
    entryId: uuid("entry_id").references(() => registerEntries.id),
    upstreamProcessId: uuid("upstream_process_id").references(() => bcpProcesses.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("bcp_dependency_links_block_idx").on(t.blockId),
    index("bcp_dependency_links_entry_idx").on(t.entryId),
    index("bcp_dependency_links_upstream_idx").on(t.upstreamProcessId),
    // A plan's links by its processes: the recovery gaps read them (migration 0054; they read all 100,000).
    index("bcp_dependency_links_process_idx").on(t.processId),
    check("bcp_dependency_links_one_target", sql`(${t.entryId} is null) <> (${t.upstreamProcessId} is null)`),
  ],
);

/**
 * A recovery gap acknowledged with a reason (issue 33): a process whose MAD is shorter than the recovery of
 * something it depends on (`targetId`, a register entry or an upstream process). It holds for the figures it was
 * given on (`processMad`, `recovery`, as shown): when either changes, the gap is a new one and needs a new
 * acknowledgement before the plan goes for approval. One per process and target; the audit trail keeps the history.
 */
export const recoveryGapAcknowledgements = pgTable(
  "recovery_gap_acknowledgements",
  {
    ...companyRowColumns(),
    processId: processIdColumn(),
    targetId: uuid("target_id").notNull(),
    processMad: text("process_mad").notNull(),
    recovery: text("recovery").notNull(),
    reason: text("reason").notNull(),
    acknowledgedBy: uuid("acknowledged_by").references(() => users.id, { onDelete: "set null" }),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("recovery_gap_acknowledgements_key").on(t.processId, t.targetId)],
);
