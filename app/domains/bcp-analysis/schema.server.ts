import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAtColumn, updatedAtColumn } from "~/platform/db/columns.server";
import type { ControlStatus, ResponseStrategyType, StrategyStatus } from "~/shared/response-lists";
import type { TeamRole } from "~/shared/team-roles";
import type { ExposureLevel } from "../bcp/model";
import { bcps, planRowColumns, processIdColumn } from "../bcp/schema.server";
import { users } from "../companies/users-schema.server";
import type { MaloLevels, TimePoint } from "./malo";
import type {
  DependencyBlock,
  ImpactCategory,
  RiskProbability,
  RiskSeverity,
  RiskType,
  Scenario,
  StakeholderKind,
} from "./model";

const stamps = {
  updatedBy: uuid("updated_by").references(() => users.id),
  updatedAt: updatedAtColumn(),
};

/** A scenario's and a dependency block's strategies (fresh builders per table). */
const strategyColumns = () => ({
  shortTermStrategy: text("short_term_strategy").notNull().default(""),
  longTermStrategy: text("long_term_strategy").notNull().default(""),
  additionalStrategy: text("additional_strategy").notNull().default(""),
  responseStrategyTypeShortTerm: text("rst_short_term").$type<ResponseStrategyType>(),
  responseStrategyTypeLongTerm: text("rst_long_term").$type<ResponseStrategyType>(),
  responseStrategyTypeAdditional: text("rst_additional").$type<ResponseStrategyType>(),
});

export type ImpactGrid = Record<ImpactCategory, Record<TimePoint, ExposureLevel>>;

/** Business impact assessment of one process: impact over time per category, overall level. */
export const bcpBia = pgTable(
  "bcp_bia",
  {
    ...planRowColumns(),
    processId: processIdColumn(),
    impacts: jsonb("impacts").$type<ImpactGrid>().notNull(),
    businessImpactLevel: text("business_impact_level").$type<ExposureLevel>().notNull(),
    ...stamps,
  },
  (t) => [uniqueIndex("bcp_bia_process_key").on(t.processId), index("bcp_bia_bcp_idx").on(t.bcpId)],
);

/** A risk to the plan (spec §3), its rating computed from severity × probability when read. */
export const bcpRisks = pgTable(
  "bcp_risks",
  {
    ...planRowColumns(),
    name: text("name").notNull(),
    type: text("type").$type<RiskType>().notNull(),
    severity: text("severity").$type<RiskSeverity>().notNull(),
    probability: text("probability").$type<RiskProbability>().notNull(),
    existingControlStrategy: text("existing_control_strategy").notNull().default(""),
    controlStatus: text("control_status").$type<ControlStatus>().notNull().default("Normal"),
    createdAt: createdAtColumn(),
    ...stamps,
  },
  (t) => [index("bcp_risks_bcp_idx").on(t.bcpId)],
);

/** One scenario dependency block of a process (spec §3), with what it depends on and its strategies. */
export const bcpDependencyBlocks = pgTable(
  "bcp_dependency_blocks",
  {
    ...planRowColumns(),
    processId: processIdColumn(),
    block: text("block").$type<DependencyBlock>().notNull(),
    /** The upstream processes, applications, equipment, records or others this process depends on. */
    dependencies: jsonb("dependencies").$type<string[]>().notNull().default([]),
    enabled: boolean("enabled").notNull().default(true),
    scenario: text("scenario").notNull().default(""),
    ...strategyColumns(),
    ...stamps,
  },
  (t) => [
    uniqueIndex("bcp_dependency_blocks_key").on(t.processId, t.block),
    index("bcp_dependency_blocks_bcp_idx").on(t.bcpId),
  ],
);

/** The minimum acceptable level of operations of one process over time (percentages). */
export const bcpMalo = pgTable(
  "bcp_malo",
  {
    ...planRowColumns(),
    processId: processIdColumn(),
    levels: jsonb("levels").$type<MaloLevels>().notNull(),
    ...stamps,
  },
  (t) => [uniqueIndex("bcp_malo_process_key").on(t.processId), index("bcp_malo_bcp_idx").on(t.bcpId)],
);

/** A scenario of a plan: active or not (toggling keeps the data), with its strategies. */
export const bcpScenarios = pgTable(
  "bcp_scenarios",
  {
    ...planRowColumns(),
    scenario: text("scenario").$type<Scenario>().notNull(),
    active: boolean("active").notNull().default(true),
    ...strategyColumns(),
    strategyStatus: text("strategy_status").$type<StrategyStatus>(),
    ...stamps,
  },
  (t) => [uniqueIndex("bcp_scenarios_key").on(t.bcpId, t.scenario)],
);

/** A member of the plan's business recovery team. */
export const bcpBrtMembers = pgTable(
  "bcp_brt_members",
  {
    ...planRowColumns(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    role: text("role").$type<TeamRole>().notNull(),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    alternatePhone: text("alternate_phone").notNull().default(""),
    createdAt: createdAtColumn(),
  },
  (t) => [index("bcp_brt_members_bcp_idx").on(t.bcpId)],
);

/** Someone to inform during a disruption. */
export const bcpStakeholders = pgTable(
  "bcp_stakeholders",
  {
    ...planRowColumns(),
    name: text("name").notNull(),
    kind: text("kind").$type<StakeholderKind>().notNull(),
    organisation: text("organisation").notNull().default(""),
    role: text("role").notNull().default(""),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    createdAt: createdAtColumn(),
  },
  (t) => [index("bcp_stakeholders_bcp_idx").on(t.bcpId)],
);

/** The plan's executive summary, sanitised HTML. */
export const bcpExecutiveSummaries = pgTable("bcp_executive_summaries", {
  bcpId: uuid("bcp_id")
    .primaryKey()
    .references(() => bcps.id, { onDelete: "cascade" }),
  companyId: uuid("company_id").notNull(),
  html: text("html").notNull(),
  ...stamps,
});
