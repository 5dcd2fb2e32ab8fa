import { sql } from "drizzle-orm";
import {
  boolean,
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
import { assets } from "../assets/schema.server";
import { businessUnits, departments } from "../companies/organisation-schema.server";
import { companyRowColumns } from "../companies/schema.server";
import { userIdColumn, users } from "../companies/users-schema.server";
import type { ApprovalStatus, BcpStatus, ExposureLevel, MadUnit, ProcessStatus } from "./model";

/** A business continuity plan for a business unit (and optionally a sub business unit). */
export const bcps = pgTable(
  "bcps",
  {
    ...companyRowColumns(),
    /** Per-company running number, shown as the bcpId column (BCP-0001). */
    number: integer("number").notNull(),
    name: text("name").notNull(),
    businessUnitId: uuid("business_unit_id")
      .notNull()
      .references(() => businessUnits.id),
    subBusinessUnitId: uuid("sub_business_unit_id").references(() => businessUnits.id),
    departmentId: uuid("department_id").references(() => departments.id),
    bcLeadId: uuid("bc_lead_id")
      .notNull()
      .references(() => users.id),
    assigneeId: uuid("assignee_id").references(() => users.id),
    status: text("status").$type<BcpStatus>().notNull().default("JUST_CREATED"),
    clonedFromId: uuid("cloned_from_id"),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex("bcps_company_number_key").on(t.companyId, t.number),
    index("bcps_company_status_idx").on(t.companyId, t.status),
    index("bcps_business_unit_idx").on(t.businessUnitId),
    // The BCP list's default order, most recently updated first (issue 12).
    index("bcps_company_updated_idx").on(t.companyId, t.updatedAt, t.number),
  ],
);

/** The plan a row belongs to, deleted with it. */
export const bcpIdColumn = () => belongsToColumn("bcp_id", () => bcps.id);

/** The columns every row a plan owns starts with: its id, its company and its plan (fresh builders per table). */
export const planRowColumns = () => ({
  id: idColumn(),
  companyId: uuid("company_id").notNull(),
  bcpId: bcpIdColumn(),
});

/** Approval state of each section of a plan, and of the whole plan (section "overall"). */
export const bcpApprovals = pgTable(
  "bcp_approvals",
  {
    bcpId: bcpIdColumn(),
    section: text("section").notNull(),
    status: text("status").$type<ApprovalStatus>().notNull(),
    approverId: uuid("approver_id").references(() => users.id),
    requestedBy: uuid("requested_by").references(() => users.id),
    requestedAt: timestamp("requested_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    approveComments: text("approve_comments"),
    /**
     * Who changed this section's content (for `overall`, any part of the plan) since it was last approved, or
     * ever when never approved: none of them may approve it (four eyes). Kept here rather than derived from the
     * audit trail, whose entries name actions, not the section they changed, and include steps that are not
     * content (approvals, activations); every content change passes through sectionChanged, which records it.
     */
    editorIds: uuid("editor_ids").array().notNull().default(sql`'{}'::uuid[]`),
  },
  (t) => [
    primaryKey({ columns: [t.bcpId, t.section] }),
    index("bcp_approvals_approver_idx").on(t.approverId),
  ],
);

/** Who opened a plan, and when last (/bcp/viewed). */
export const bcpViews = pgTable(
  "bcp_views",
  {
    bcpId: bcpIdColumn(),
    userId: userIdColumn(),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
    count: integer("count").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.bcpId, t.userId] })],
);

export const bcpServices = pgTable(
  "bcp_services",
  {
    ...planRowColumns(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    createdAt: createdAtColumn(),
  },
  (t) => [index("bcp_services_bcp_idx").on(t.bcpId)],
);

/** A process of a service (spec §3), columns named as the spec's fields; form names in the comments. */
export const bcpProcesses = pgTable(
  "bcp_processes",
  {
    ...planRowColumns(),
    bcpServiceId: belongsToColumn("bcp_service_id", () => bcpServices.id),
    name: text("name").notNull(),
    processType: text("process_type"),
    departmentId: uuid("department_id").references(() => departments.id),
    assignedTo: uuid("assigned_to").references(() => users.id),
    consequencesOfDisruption: text("consequences_of_disruption").notNull().default(""),
    financialExposure: text("financial_exposure").$type<ExposureLevel>().notNull(),
    legalExposure: text("legal_exposure").$type<ExposureLevel>().notNull(),
    /** form name customerBrandOrReputationExposure */
    brandExposure: text("brand_exposure").$type<ExposureLevel>().notNull(),
    /** form name qualityServiceLevel */
    serviceExposure: text("service_exposure").$type<ExposureLevel>().notNull(),
    supplyChainExposure: text("supply_chain_exposure").$type<ExposureLevel>().notNull(),
    /** form name criticalityLevel */
    overAllCriticality: text("over_all_criticality").$type<ExposureLevel>().notNull(),
    /**
     * Once the process has a BIA, its exposures are the BIA's highest level per category (written by the
     * BIA, shown read-only on the process form): one source (docs/decisions.md).
     */
    exposureFromBia: boolean("exposure_from_bia").notNull().default(false),
    criticalityLevelExplanation: text("criticality_level_explanation").notNull().default(""),
    isBCStrategyRequired: boolean("is_bc_strategy_required").notNull(),
    justificationForNoBCStrategy: text("justification_for_no_bc_strategy").notNull().default(""),
    criticalProcessHeadcountAnalysis: integer("critical_process_headcount_analysis"),
    totalGlobalHeadCount: integer("total_global_head_count").notNull(),
    /** The duration's number (spec: mad (duration)). */
    mad: integer("mad").notNull(),
    /** The duration's unit (spec: madDuration (unit)). */
    madDuration: text("mad_duration").$type<MadUnit>().notNull(),
    maloCriterialExplanation: text("malo_criterial_explanation").notNull().default(""),
    status: text("status").$type<ProcessStatus>().notNull().default("NOT_STARTED"),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index("bcp_processes_bcp_idx").on(t.bcpId),
    index("bcp_processes_service_idx").on(t.bcpServiceId),
    index("bcp_processes_company_idx").on(t.companyId, t.status),
  ],
);

/** The plan's process a row belongs to, deleted with it. */
export const processIdColumn = () => belongsToColumn("process_id", () => bcpProcesses.id);

/**
 * Where a process is delivered and by how many people: the process ↔ site link that incident impact reads
 * (a site in an incident's radius gives its processes, and they give their plans). The site comes from the
 * company's register (assets); its name/country/city are copied so the printed plan stands alone. A row
 * without assetId is a free-text site from before the register picker: it reaches no incident.
 */
export const bcpProcessLocations = pgTable(
  "bcp_process_locations",
  {
    id: idColumn(),
    companyId: uuid("company_id").notNull(),
    processId: processIdColumn(),
    assetId: uuid("asset_id").references(() => assets.id),
    siteName: text("site_name").notNull(),
    country: text("country"),
    city: text("city"),
    headcount: integer("headcount"),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("bcp_process_locations_process_idx").on(t.processId),
    // Impact: the processes delivered at the sites an incident hits.
    index("bcp_process_locations_asset_idx").on(t.assetId),
  ],
);
