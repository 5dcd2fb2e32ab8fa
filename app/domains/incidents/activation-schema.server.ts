import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { belongsToColumn, idColumn } from "~/platform/db/columns.server";
import type { ControlStatus, ResponseStrategyType, StrategyStatus } from "~/shared/response-lists";
import { bcpIdColumn, processIdColumn } from "../bcp/schema.server";
import { companyIdColumn } from "../companies/schema.server";
import { users } from "../companies/users-schema.server";
import { incidentIdColumn } from "./schema.server";

/** A plan activated for an incident or crisis; active while deactivatedAt is null. */
export const bcpActivations = pgTable(
  "bcp_activations",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    incidentId: incidentIdColumn(),
    bcpId: bcpIdColumn(),
    reason: text("reason").notNull(),
    activatedBy: uuid("activated_by").references(() => users.id),
    activatedAt: timestamp("activated_at", { withTimezone: true }).notNull(),
    deactivatedBy: uuid("deactivated_by").references(() => users.id),
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    deactivationReason: text("deactivation_reason"),
  },
  (t) => [
    index("bcp_activations_company_idx").on(t.companyId, t.deactivatedAt, t.activatedAt),
    index("bcp_activations_incident_idx").on(t.incidentId),
    // A plan is active at most once per incident at a time.
    uniqueIndex("bcp_activations_active_key").on(t.incidentId, t.bcpId).where(sql`deactivated_at is null`),
  ],
);

/** A process activated with its plan, and the disruption recorded for it (/bcpProcess/updateDisruption). */
export const bcpActivationProcesses = pgTable(
  "bcp_activation_processes",
  {
    id: idColumn(),
    companyId: uuid("company_id").notNull(),
    activationId: belongsToColumn("activation_id", () => bcpActivations.id),
    processId: processIdColumn(),
    /**
     * When the process was disrupted: the MAD is counted from here. Defaults to the incident's alert date and
     * time (the activation time when the incident has none); /bcpProcess/updateDisruption corrects it.
     */
    disruptedSince: timestamp("disrupted_since", {
      withTimezone: true,
    }).notNull(),
    /** A note on the disruption (optional). */
    disruption: text("disruption"),
    disruptionUpdatedAt: timestamp("disruption_updated_at", {
      withTimezone: true,
    }),
    /** The highest MAD warning sent (0, 50, 75, 100 percent): each threshold is told once. */
    madWarnedPct: integer("mad_warned_pct").notNull().default(0),
    /** When the next MAD warning is due (null: none left); the warning worker claims due rows. */
    madWarningDueAt: timestamp("mad_warning_due_at", { withTimezone: true }),
  },
  (t) => [
    index("bcp_activation_processes_activation_idx").on(t.activationId),
    index("bcp_activation_processes_warning_idx").on(t.madWarningDueAt),
    uniqueIndex("bcp_activation_processes_key").on(t.activationId, t.processId),
  ],
);

/** One status check of an activated process: the history is every row, the latest is the current state. */
export const bcpActivationResponses = pgTable(
  "bcp_activation_responses",
  {
    id: idColumn(),
    companyId: uuid("company_id").notNull(),
    activationProcessId: belongsToColumn("activation_process_id", () => bcpActivationProcesses.id),
    controlStatus: text("control_status").$type<ControlStatus>().notNull(),
    strategy: text("strategy").$type<ResponseStrategyType>().notNull(),
    strategyStatus: text("strategy_status").$type<StrategyStatus>().notNull(),
    headcountAvailable: integer("headcount_available").notNull(),
    notes: text("notes").notNull().default(""),
    respondedBy: uuid("responded_by").references(() => users.id),
    respondedAt: timestamp("responded_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("bcp_activation_responses_process_idx").on(t.activationProcessId, t.respondedAt)],
);
