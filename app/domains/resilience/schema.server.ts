import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { belongsToColumn, createdAtColumn, idColumn, updatedAtColumn } from "~/platform/db/columns.server";
import type { MadUnit } from "../bcp/model";
import { processIdColumn } from "../bcp/schema.server";
import { companyIdColumn } from "../companies/schema.server";
import { users } from "../companies/users-schema.server";
import { incidentIdColumn } from "../incidents/schema.server";
import { registerEntries } from "../registers/schema.server";
import type { VulnerabilityStatus } from "./self-assessment-model";

/**
 * An important business service (PRA SS1/21, FCA SYSC 15A): delivered to users outside the company, with its
 * impact tolerance. The tolerance's time is counted in the same units as a process's MAD, so the two compare.
 */
export const businessServices = pgTable(
  "business_services",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** Who the service is delivered to (customers, market participants…). */
    served: text("served").notNull(),
    /** Why the service is important (the self-assessment's first section). */
    whyImportant: text("why_important").notNull().default(""),
    ownerId: uuid("owner_id").references(() => users.id),
    /** The day the board approved the service and its tolerance (a calendar day, no time). */
    boardApprovedOn: date("board_approved_on", { mode: "string" }),
    /** Maximum tolerable disruption: the number… */
    tolerance: integer("tolerance").notNull(),
    /** …and its unit (the MAD's units). */
    toleranceUnit: text("tolerance_unit").$type<MadUnit>().notNull(),
    /** Why this tolerance (the self-assessment's second section). */
    toleranceReason: text("tolerance_reason").notNull().default(""),
    /** Optional further measures of the tolerance, each a limit not to pass. */
    maxCustomers: integer("max_customers"),
    maxTransactions: integer("max_transactions"),
    /** In whole units of the company's currency. */
    maxValue: bigint("max_value", { mode: "number" }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex("business_services_company_name_key").on(t.companyId, sql`lower(${t.name})`)],
);

/** A process (of any plan) an important business service relies on. */
export const businessServiceProcesses = pgTable(
  "business_service_processes",
  {
    serviceId: belongsToColumn("service_id", () => businessServices.id),
    processId: processIdColumn(),
    companyId: uuid("company_id").notNull(),
  },
  (t) => [
    primaryKey({ name: "business_service_processes_pkey", columns: [t.serviceId, t.processId] }),
    index("business_service_processes_process_idx").on(t.processId),
  ],
);

/**
 * A register entry (application, supplier, equipment, record) an important business service relies on (issue 34
 * item 1): an incident opened on the entry impacts the service and starts its tolerance clock.
 */
export const businessServiceEntries = pgTable(
  "business_service_entries",
  {
    serviceId: belongsToColumn("service_id", () => businessServices.id),
    entryId: belongsToColumn("entry_id", () => registerEntries.id),
    companyId: uuid("company_id").notNull(),
  },
  (t) => [
    primaryKey({ name: "business_service_entries_pkey", columns: [t.serviceId, t.entryId] }),
    index("business_service_entries_entry_idx").on(t.entryId),
  ],
);

/**
 * A vulnerability the self-assessment lists (PRA SS1/21 ch. 8): what it is, who owns it, when it is to be
 * remediated and where that stands; of one service, or of the company as a whole (`serviceId` null).
 */
export const serviceVulnerabilities = pgTable(
  "service_vulnerabilities",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    serviceId: uuid("service_id").references(() => businessServices.id, { onDelete: "cascade" }),
    description: text("description").notNull(),
    owner: text("owner").notNull().default(""),
    /** The day it is to be remediated by (a calendar day). */
    remediationDue: date("remediation_due", { mode: "string" }),
    status: text("status").$type<VulnerabilityStatus>().notNull().default("open"),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index("service_vulnerabilities_company_idx").on(t.companyId, t.remediationDue)],
);

/**
 * An important business service's tolerance clock in one incident. It runs from the earliest disruption of the
 * service's processes activated for the incident (`running` false once none is active). The warning worker claims
 * rows whose `warningDueAt` has passed, as it does for the MAD; `breachedAt` is when the tolerance ran out, kept.
 */
export const businessServiceClocks = pgTable(
  "business_service_clocks",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    incidentId: incidentIdColumn(),
    serviceId: belongsToColumn("service_id", () => businessServices.id),
    disruptedSince: timestamp("disrupted_since", { withTimezone: true }).notNull(),
    running: boolean("running").notNull().default(true),
    /** The highest tolerance warning sent (0, 50, 75, 100 percent). */
    warnedPct: integer("warned_pct").notNull().default(0),
    warningDueAt: timestamp("warning_due_at", { withTimezone: true }),
    breachedAt: timestamp("breached_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("business_service_clocks_key").on(t.incidentId, t.serviceId),
    index("business_service_clocks_warning_idx").on(t.warningDueAt),
  ],
);
