import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { belongsToColumn, createdAtColumn, idColumn, updatedAtColumn } from "~/platform/db/columns.server";
import type { TeamRole } from "~/shared/team-roles";
import { companyIdColumn } from "../companies/schema.server";
import { userIdColumn, users } from "../companies/users-schema.server";
import type {
  AlertStatus,
  ExerciseType,
  IncidentImpact,
  IncidentStatus,
  IncidentType,
  ResponseActionStatus,
  StatusCheckCadence,
  WizardStep,
} from "./model";

/** Incidents and crises, drafts included (spec §3 draft fields). Hazards/processes are referenced by id. */
export const incidents = pgTable(
  "incidents",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    type: text("type").$type<IncidentType>().notNull(),
    /** The creator: the draft's owner, recorded as the incident creator on publishing. */
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    hazardCategoryId: uuid("hazard_category_id"),
    hazardId: uuid("hazard_id"),
    title: text("title"),
    description: text("description"),
    impact: text("impact").$type<IncidentImpact>(),
    status: text("status").$type<IncidentStatus>().notNull().default("Just Created"),
    viewRadius: doublePrecision("view_radius"),
    radiusUnit: text("radius_unit").$type<"km" | "miles">().notNull().default("km"),
    /** The alert location as searched ("enter alert location"). */
    locationName: text("location_name"),
    lat: doublePrecision("lat"),
    long: doublePrecision("long"),
    /** Further alert locations ("add location"), beside the main lat/long. */
    locations: jsonb("locations").$type<{ name: string; lat: number; lng: number }[]>().notNull().default([]),
    alertDate: timestamp("alert_date", { withTimezone: true }),
    statusCheckCadence: text("status_check_cadence").$type<StatusCheckCadence>(),
    notifyBCPLeads: boolean("notify_bcp_leads").notNull().default(false),
    notifyBusinessCoordinator: boolean("notify_business_coordinator").notNull().default(false),
    isDraft: boolean("is_draft").notNull().default(true),
    currentTab: text("current_tab").$type<WizardStep>().notNull().default("hazard_category"),
    bcpProcessIds: uuid("bcp_process_ids").array().notNull().default(sql`'{}'::uuid[]`),
    adhocProcessIds: uuid("adhoc_process_ids").array().notNull().default(sql`'{}'::uuid[]`),
    /** Register entries it hits (an application, a supplier…): their dependants are impacted (issue 33). */
    registerEntryIds: uuid("register_entry_ids").array().notNull().default(sql`'{}'::uuid[]`),
    responseCoordinatorId: uuid("response_coordinator_id").references(() => users.id),
    disabled: boolean("disabled").notNull().default(false),
    /** Set when the incident is an exercise (issue 35); fixed once published. */
    exerciseType: text("exercise_type").$type<ExerciseType>(),
    escalatedAt: timestamp("escalated_at", { withTimezone: true }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index("incidents_company_idx").on(t.companyId, t.isDraft, t.disabled, t.createdAt),
    // Home's running real incidents (OPEN_REAL_INCIDENT), newest first, and their count (migration 0053).
    index("incidents_open_real_idx")
      .on(t.companyId, t.createdAt, t.id)
      .where(
        sql`not ${t.isDraft} and not ${t.disabled} and ${t.exerciseType} is null and ${t.status} not in ('Completed', 'Cancelled')`,
      ),
    index("incidents_user_idx").on(t.userId),
    // A company's exercises: Home's setup checklist asks whether there is one, which read every incident of a company
    // that has none (5,000 on the scale company, issue 37; migration 0055).
    index("incidents_exercises_idx").on(t.companyId, t.createdAt).where(sql`${t.exerciseType} is not null`),
  ],
);

/** The incident a row belongs to, deleted with it. */
export const incidentIdColumn = () => belongsToColumn("incident_id", () => incidents.id);

/** Ad hoc processes typed in on the "load processes" step (BCP processes live in the BCP domain). */
export const incidentAdhocProcesses = pgTable(
  "incident_adhoc_processes",
  {
    id: idColumn(),
    companyId: uuid("company_id").notNull(),
    incidentId: incidentIdColumn(),
    name: text("name").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index("incident_adhoc_processes_incident_idx").on(t.incidentId)],
);

/** The response team: who gets status check reminders. */
export const incidentTeam = pgTable(
  "incident_team",
  {
    incidentId: incidentIdColumn(),
    userId: userIdColumn(),
    role: text("role").$type<TeamRole>().notNull().default("MEMBER"),
  },
  (t) => [primaryKey({ columns: [t.incidentId, t.userId] })],
);

/** Per-user marks: favourite (sidebar) and read (list). */
export const incidentUserMarks = pgTable(
  "incident_user_marks",
  {
    incidentId: incidentIdColumn(),
    userId: userIdColumn(),
    favourite: boolean("favourite").notNull().default(false),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.incidentId, t.userId] }),
    // The sidebar's favourites on every page.
    index("incident_user_marks_favourite_idx").on(t.userId).where(sql`${t.favourite}`),
  ],
);

/** Response actions: tasks with an owner, a due time and a status. */
export const responseActions = pgTable(
  "incident_response_actions",
  {
    id: idColumn(),
    companyId: uuid("company_id").notNull(),
    incidentId: incidentIdColumn(),
    title: text("title").notNull(),
    ownerId: uuid("owner_id").references(() => users.id),
    dueAt: timestamp("due_at", { withTimezone: true }),
    status: text("status").$type<ResponseActionStatus>().notNull().default("Not Started"),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index("incident_response_actions_incident_idx").on(t.incidentId),
    // Home's overdue actions: the open ones with a due time, soonest first (a few among thousands of done ones).
    // Migration 0053 adds INCLUDE (incident_id), which Drizzle's index builder cannot say, so the count joins the
    // incidents from the index alone.
    index("incident_response_actions_open_due_idx")
      .on(t.companyId, t.dueAt)
      .where(sql`${t.dueAt} is not null and ${t.status} not in ('Completed', 'Cancelled')`),
  ],
);

/** Comments on a response action; text keeps @[Name](userId) mentions. */
export const responseActionComments = pgTable(
  "incident_response_action_comments",
  {
    id: idColumn(),
    companyId: uuid("company_id").notNull(),
    actionId: belongsToColumn("action_id", () => responseActions.id),
    authorId: uuid("author_id").references(() => users.id),
    text: text("text").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index("incident_response_action_comments_action_idx").on(t.actionId)],
);

/** Everything that happened to an incident, oldest first: kept through escalation. */
export const incidentTimeline = pgTable(
  "incident_timeline",
  {
    id: idColumn(),
    companyId: uuid("company_id").notNull(),
    incidentId: incidentIdColumn(),
    actorId: uuid("actor_id"),
    kind: text("kind").notNull(),
    message: text("message").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("incident_timeline_incident_idx").on(t.incidentId, t.at)],
);

/** External alerts (weather, threat feeds, by hand) that can be merged into an incident or become one. */
export const alerts = pgTable(
  "alerts",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    title: text("title").notNull(),
    description: text("description"),
    source: text("source").notNull().default("manual"),
    externalId: text("external_id"),
    hazardId: uuid("hazard_id"),
    severity: text("severity").$type<IncidentImpact>(),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    alertDate: timestamp("alert_date", { withTimezone: true }).notNull(),
    status: text("status").$type<AlertStatus>().notNull().default("Open"),
    incidentId: uuid("incident_id").references(() => incidents.id, { onDelete: "set null" }),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("alerts_company_idx").on(t.companyId, t.status, t.alertDate),
    uniqueIndex("alerts_external_key").on(t.companyId, t.source, t.externalId),
  ],
);

/** Status check reminder jobs: one per open incident, claimed by whichever instance gets there first. */
export const incidentReminders = pgTable(
  "incident_reminders",
  {
    incidentId: uuid("incident_id")
      .primaryKey()
      .references(() => incidents.id, { onDelete: "cascade" }),
    companyId: uuid("company_id").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
  },
  (t) => [index("incident_reminders_due_idx").on(t.dueAt)],
);
