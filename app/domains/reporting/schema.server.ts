import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { belongsToColumn, idColumn, updatedAtColumn } from "~/platform/db/columns.server";
import { companyIdColumn } from "../companies/schema.server";
import { users } from "../companies/users-schema.server";
import { incidentIdColumn } from "../incidents/schema.server";
import type { ClassificationResult, Criterion, RegimeKey } from "./model";
import type { ReportFields } from "./report-fields";

/**
 * An incident's classification (one per incident; a reclassification replaces it, the incident's timeline keeps
 * each version): when the firm became aware and classified, the DORA criteria met, the result and why, and the
 * reporting regimes that apply.
 */
export const incidentClassifications = pgTable(
  "incident_classifications",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    incidentId: incidentIdColumn(),
    awareAt: timestamp("aware_at", { withTimezone: true }).notNull(),
    classifiedAt: timestamp("classified_at", { withTimezone: true }).notNull(),
    criteria: text("criteria").array().$type<Criterion[]>().notNull().default([]),
    result: text("result").$type<ClassificationResult>().notNull(),
    reason: text("reason").notNull(),
    regimes: text("regimes").array().$type<RegimeKey[]>().notNull().default([]),
    classifiedById: uuid("classified_by_id").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex("incident_classifications_incident_key").on(t.incidentId)],
);

/**
 * One report an incident owes a regulator under one regime (the rule table in model.ts). `dueAt` is null while
 * the report before it is unsent. The warning worker claims rows whose `warningDueAt` has passed (an hour before
 * the deadline, then at it), as it does for the MAD; `sentAt` with its reference marks it met (or late).
 */
export const incidentReportDeadlines = pgTable(
  "incident_report_deadlines",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    incidentId: incidentIdColumn(),
    regime: text("regime").notNull(),
    report: text("report").notNull(),
    /** The report's place in its regime (0 first). */
    position: integer("position").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }),
    /** Warnings told: 0 none, 1 the deadline is near, 2 it passed unsent. */
    warned: integer("warned").notNull().default(0),
    warningDueAt: timestamp("warning_due_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    reference: text("reference"),
    sentById: uuid("sent_by_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("incident_report_deadlines_key").on(t.incidentId, t.regime, t.report),
    index("incident_report_deadlines_warning_idx").on(t.warningDueAt),
  ],
);

/**
 * The draft of one report an incident owes (one per deadline): its fields as the firm edited them. Until it is
 * first saved, the report is prefilled from the incident when read. Sending keeps the content as a kept version
 * (evidence); the draft then no longer changes.
 */
export const incidentReportDrafts = pgTable(
  "incident_report_drafts",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    incidentId: incidentIdColumn(),
    deadlineId: belongsToColumn("deadline_id", () => incidentReportDeadlines.id),
    fields: jsonb("fields").$type<ReportFields>().notNull(),
    updatedById: uuid("updated_by_id").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("incident_report_drafts_deadline_key").on(t.deadlineId)],
);
