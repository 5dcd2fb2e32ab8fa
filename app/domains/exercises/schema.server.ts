import { sql } from "drizzle-orm";
import { boolean, check, date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, updatedAtColumn } from "~/platform/db/columns.server";
import { bcps } from "../bcp/schema.server";
import { companyIdColumn } from "../companies/schema.server";
import { users } from "../companies/users-schema.server";
import { incidentIdColumn, incidents } from "../incidents/schema.server";
import { cmTests } from "../management-plans/schema.server";
import type { FindingStatus, InjectStatus } from "./model";

/**
 * A finding of an after-action review and the corrective action it calls for (issue 35 item 3): one row, so a
 * finding is never without its action. Closed with the evidence of closure; kept when the plan is removed.
 */
export const findings = pgTable(
  "findings",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    /** The incident whose after-action review raised it, or (exactly one of the two) the CM test that did. */
    incidentId: uuid("incident_id").references(() => incidents.id, { onDelete: "cascade" }),
    cmTestId: uuid("cm_test_id").references(() => cmTests.id, { onDelete: "cascade" }),
    /** The plan the finding concerns, if one: its page lists the finding while it is open. */
    bcpId: uuid("bcp_id").references(() => bcps.id, { onDelete: "set null" }),
    finding: text("finding").notNull(),
    action: text("action").notNull(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    status: text("status").$type<FindingStatus>().notNull().default("Open"),
    /** The action closes only after a later exercise of its plan has re-tested it. */
    requiresRetest: boolean("requires_retest").notNull().default(false),
    evidence: text("evidence"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedById: uuid("closed_by_id").references(() => users.id, { onDelete: "set null" }),
    createdById: uuid("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index("findings_incident_idx").on(t.incidentId),
    // Home's overdue actions and a plan's open findings.
    index("findings_open_idx").on(t.companyId, t.status, t.dueDate),
    index("findings_bcp_idx").on(t.bcpId),
    index("findings_cm_test_idx").on(t.cmTestId),
    check("findings_one_source", sql`(${t.incidentId} is null) <> (${t.cmTestId} is null)`),
  ],
);

/**
 * A timed inject of an exercise (issue 35 item 1): "10:40 the backup site loses power". Scheduled by the exercise
 * owner, posted to the incident's timeline and told to its team once it falls due, by the worker that claims it
 * (exactly once across instances). Skipped when the exercise is over or disabled before it falls due.
 */
export const exerciseInjects = pgTable(
  "exercise_injects",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    incidentId: incidentIdColumn(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    text: text("text").notNull(),
    status: text("status").$type<InjectStatus>().notNull().default("Scheduled"),
    postedAt: timestamp("posted_at", { withTimezone: true }),
    createdById: uuid("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("exercise_injects_incident_idx").on(t.incidentId, t.dueAt),
    // The worker's claim: the scheduled injects, soonest first.
    index("exercise_injects_due_idx").on(t.dueAt).where(sql`${t.status} = 'Scheduled'`),
  ],
);

/**
 * An exercise's objectives and its facilitator's observations (issue 35 item 2), plain text, one row per
 * exercise: the post-exercise report carries them. Written by those who manage the incident, before or after
 * its close; a kept report is never changed by a later edit (a new version is kept instead).
 */
export const exerciseNotes = pgTable("exercise_notes", {
  incidentId: uuid("incident_id")
    .primaryKey()
    .references(() => incidents.id, { onDelete: "cascade" }),
  companyId: companyIdColumn(),
  objectives: text("objectives").notNull().default(""),
  observations: text("observations").notNull().default(""),
  updatedById: uuid("updated_by_id").references(() => users.id, { onDelete: "set null" }),
  updatedAt: updatedAtColumn(),
});
