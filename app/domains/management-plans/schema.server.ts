import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { belongsToColumn, createdAtColumn, idColumn, updatedAtColumn } from "~/platform/db/columns.server";
import type { TeamRole } from "~/shared/team-roles";
import { companyIdColumn } from "../companies/schema.server";
import { users } from "../companies/users-schema.server";
import type { ExerciseType } from "../incidents/model";
import type { CmTestOutcome, CmTestStatus, PlanStatus, PlanType, SectionItemKind } from "./model";

/** Incident (IMP) and crisis (CMP) management plans. `code` is the ID users see (IMP-0001). */
export const managementPlans = pgTable(
  "management_plans",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    type: text("type").$type<PlanType>().notNull(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id),
    approverId: uuid("approver_id").references(() => users.id),
    status: text("status").$type<PlanStatus>().notNull().default("JUST_CREATED"),
    approveComments: text("approve_comments"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    testIntervalMonths: integer("test_interval_months").notNull().default(12),
    clonedFromId: uuid("cloned_from_id"),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex("management_plans_code_key").on(t.companyId, t.code),
    index("management_plans_company_type_idx").on(t.companyId, t.type, t.status),
  ],
);

/** The management plan a row belongs to, deleted with it. */
export const planIdColumn = () => belongsToColumn("plan_id", () => managementPlans.id);

/** The places a plan covers: any of country, state, city, site; an empty field matches anything. */
export const managementPlanLocations = pgTable(
  "management_plan_locations",
  {
    id: idColumn(),
    companyId: uuid("company_id").notNull(),
    planId: planIdColumn(),
    country: text("country"),
    state: text("state"),
    city: text("city"),
    site: text("site"),
    createdAt: createdAtColumn(),
  },
  (t) => [index("management_plan_locations_plan_idx").on(t.planId)],
);

export const managementPlanSections = pgTable(
  "management_plan_sections",
  {
    id: idColumn(),
    companyId: uuid("company_id").notNull(),
    planId: planIdColumn(),
    title: text("title").notNull(),
    position: integer("position").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index("management_plan_sections_plan_idx").on(t.planId, t.position)],
);

/** Procedures, checklists and contact trees: sanitised rich text, ordered within their section. */
export const managementPlanSectionItems = pgTable(
  "management_plan_section_items",
  {
    id: idColumn(),
    companyId: uuid("company_id").notNull(),
    planId: planIdColumn(),
    sectionId: belongsToColumn("section_id", () => managementPlanSections.id),
    kind: text("kind").$type<SectionItemKind>().notNull(),
    title: text("title").notNull(),
    content: text("content").notNull().default(""),
    position: integer("position").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index("management_plan_section_items_section_idx").on(t.sectionId, t.position)],
);

/** The plan's team: a Keel user or an outside contact, with their team role. */
export const managementPlanRoster = pgTable(
  "management_plan_roster",
  {
    id: idColumn(),
    companyId: uuid("company_id").notNull(),
    planId: planIdColumn(),
    role: text("role").$type<TeamRole>().notNull(),
    userId: uuid("user_id").references(() => users.id),
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    responsibility: text("responsibility"),
    createdAt: createdAtColumn(),
  },
  (t) => [index("management_plan_roster_plan_idx").on(t.planId)],
);

export interface FollowUpAction {
  action: string;
  owner: string | null;
  dueDate: string | null;
}

/** Exercises of a plan (Create CM Test): scheduled, then their outcome recorded. */
export const cmTests = pgTable(
  "cm_tests",
  {
    id: idColumn(),
    companyId: uuid("company_id").notNull(),
    planId: planIdColumn(),
    scenario: text("scenario").notNull(),
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }).notNull(),
    participants: text("participants").array().notNull().default(sql`'{}'::text[]`),
    status: text("status").$type<CmTestStatus>().notNull().default("SCHEDULED"),
    /** The kind of exercise the test is (issue 35): CM tests are exercises of their plan, tabletops unless chosen. */
    exerciseType: text("exercise_type").$type<ExerciseType>().notNull().default("Tabletop"),
    outcome: text("outcome").$type<CmTestOutcome>(),
    findings: text("findings"),
    followUpActions: jsonb("follow_up_actions").$type<FollowUpAction[]>().notNull().default([]),
    conductedOn: timestamp("conducted_on", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id),
    recordedBy: uuid("recorded_by").references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [index("cm_tests_plan_idx").on(t.planId, t.scheduledFor)],
);

/**
 * Incidents and crises associated with the plans that apply to them. The incident id is opaque here
 * (the incidents domain owns the incident); its type is recorded so a plan of the wrong kind is refused.
 */
export const associatedManagementPlans = pgTable(
  "associated_management_plans",
  {
    id: idColumn(),
    companyId: uuid("company_id").notNull(),
    incidentId: uuid("incident_id").notNull(),
    incidentType: text("incident_type").$type<"Incident" | "Crisis">().notNull(),
    planId: planIdColumn(),
    associatedBy: uuid("associated_by").references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex("associated_management_plans_key").on(t.incidentId, t.planId),
    index("associated_management_plans_company_idx").on(t.companyId, t.incidentId),
  ],
);
