import { COMPLETION_LABELS } from "~/domains/bcp/model";

/**
 * The analysis sections' fixed lists (spec §3, §4, §9), isomorphic so forms, API and PDF share them.
 * Keys are stable identifiers stored in the database; labels are the spec's wording. The §4 control and
 * strategy statuses, the §9 response strategy types and the team roles are shared with other domains:
 * app/shared/response-lists.ts and app/shared/team-roles.ts.
 */

/** Spec §9 scenarios. */
export const SCENARIOS = [
  "site_inaccessible",
  "city_disruption",
  "people_unavailable",
  "it_outage",
  "dependency_analysis",
  "risk_assessment",
] as const;
export type Scenario = (typeof SCENARIOS)[number];
export const SCENARIO_LABELS: Record<Scenario, string> = {
  site_inaccessible: "Site Inaccessible",
  city_disruption: "City Disruption",
  people_unavailable: "People Unavailable",
  it_outage: "IT Outage",
  dependency_analysis: "Dependency Analysis",
  risk_assessment: "Risk Assessment",
};

/** A scenario inside a sentence, as the spec writes it: "IT outage", "site inaccessible" (an acronym keeps its capitals). */
export const scenarioInSentence = (scenario: Scenario) =>
  SCENARIO_LABELS[scenario]
    .split(" ")
    .map((word) => (/^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase()))
    .join(" ");

/**
 * The scenario overview's toggle (spec: "a scenario plan can be toggled active or inactive"). Not "Activate …":
 * beside "Dependency Analysis" or "Risk Assessment" that read as activating the plan or a section (UX review B-9).
 */
export const SCENARIO_TOGGLE = { on: "Mark scenario active", off: "Mark scenario inactive" } as const;

/** The BIA form's own fields, named once (the form, the "what is missing" pointers). */
export const BIA_FIELD_LABELS = { businessImpactLevel: "Business impact level" } as const;

/**
 * What keeps one process's BIA from Done (the section's completion counts a process once its level is set):
 * the labels of the fields still to fill (UX review B-3).
 */
export function biaMissingFields(level: string): string[] {
  return level === "awaiting_response" ? [BIA_FIELD_LABELS.businessImpactLevel] : [];
}

/** The BIA's pointers to what is missing (UX review B-3). */
export const BIA_MESSAGES = {
  /** Under an unset level; `suggested`: the highest impact the curve reaches. */
  levelMissing: (suggested: string | null) =>
    `Not set yet: this keeps the BIA ${COMPLETION_LABELS.partially_done}.${suggested ? ` The impact over time above reaches ${suggested}.` : ""}`,
  /** In the section's status: each process whose BIA is not Done, and the fields to fill. */
  notDone: (process: string, fields: string[]) => `${process}: ${fields.join(", ")} not set`,
  /** Under the impact table: with JavaScript a choice fills the row; without, the rule the save checks. */
  fillsRight: "Choosing a level fills the later time points of that row that are lower or not set yet.",
  neverFalls: "A level may not be lower than the one before it in its row.",
} as const;

/** Spec §9 risk types. */
export const RISK_TYPES = [
  "Strategic",
  "Operational",
  "Financial",
  "Compliance/Legal",
  "Reputational",
  "Environmental",
  "Health and Safety",
  "Cybersecurity",
  "Project",
] as const;
export type RiskType = (typeof RISK_TYPES)[number];

/** Spec §9 probability, lowest first. */
export const RISK_PROBABILITIES = ["Rare", "Low", "Moderate", "High"] as const;
export type RiskProbability = (typeof RISK_PROBABILITIES)[number];

/** Spec §9 severity of impact, lowest first. */
export const RISK_SEVERITIES = ["Low", "Medium", "High"] as const;
export type RiskSeverity = (typeof RISK_SEVERITIES)[number];

/** Spec §3 scenario dependency blocks, each served under its own API path (spec §7). */
export const DEPENDENCY_BLOCKS = [
  { key: "upstream", label: "UPSTREAM PROCESS", path: "/upstream" },
  { key: "itapplication", label: "IT APPLICATION", path: "/itapplication" },
  { key: "equipment", label: "EQUIPMENT/INFRA", path: "/equipment" },
  { key: "criticalrecords", label: "CRITICAL RECORDS/DOCUMENTS", path: "/criticalrecords" },
  { key: "otherdependencies", label: "OTHER DEPENDENCIES", path: "/otherdependencies" },
] as const;
export type DependencyBlock = (typeof DEPENDENCY_BLOCKS)[number]["key"];
export const DEPENDENCY_BLOCK_KEYS = DEPENDENCY_BLOCKS.map((b) => b.key) as [
  DependencyBlock,
  ...DependencyBlock[],
];
export function dependencyBlockLabel(key: DependencyBlock): string {
  return DEPENDENCY_BLOCKS.find((b) => b.key === key)?.label ?? key;
}

/** Stakeholders are inside or outside the company. */
export const STAKEHOLDER_KINDS = ["internal", "external"] as const;
export type StakeholderKind = (typeof STAKEHOLDER_KINDS)[number];
export const STAKEHOLDER_KIND_LABELS: Record<StakeholderKind, string> = {
  internal: "Internal",
  external: "External",
};

/** The five impact categories of the BIA, as the process's exposures name them (spec §3). */
export const IMPACT_CATEGORIES = ["financial", "legal", "brand", "service", "supplyChain"] as const;
export type ImpactCategory = (typeof IMPACT_CATEGORIES)[number];
export const IMPACT_CATEGORY_LABELS: Record<ImpactCategory, string> = {
  financial: "Financial",
  legal: "Legal",
  brand: "Brand",
  service: "Service",
  supplyChain: "Supply Chain",
};

/** The analysis sections' messages: the spec's wording (§8) where it has one, ours otherwise. */
export const ANALYSIS_MESSAGES = {
  riskAdded: "Risk added successfully",
  riskUpdated: "Risk updated successfully",
  riskCloned: "Risk cloned successfully",
  riskAddFailed: "Add risk unsuccessful",
  riskEditFailed: "Edit risk unsuccessful",
  riskCloneFailed: "Risk cloning unsuccessful",
  cloned: "Cloned Successfully!",
  dataNotFound: "Data Not Found",
  // Our wording where the spec has none.
  riskRemoved: "Risk removed successfully",
  biaSaved: "Business impact saved successfully",
  biaSavedReplacing: (replaced: string[]) =>
    replaced.length
      ? `Business impact saved successfully. The process's exposures now follow the BIA: ${replaced.join("; ")}.`
      : "Business impact saved successfully",
  maloSaved: "MALO saved successfully",
  dependencySaved: "Dependency saved successfully",
  dependencyRemoved: "Dependency removed successfully",
  dependencyPickInvalid: "Pick dependencies from the list.",
  scenarioSaved: "Scenario saved successfully",
  scenarioActivated: "Scenario activated",
  scenarioDeactivated: "Scenario deactivated; its data is kept",
  memberAdded: "Team member added successfully",
  memberUpdated: "Team member updated successfully",
  memberRemoved: "Team member removed successfully",
  sharedPhone: (phone: string, names: string[]) =>
    `${names.slice(0, -1).join(", ")} and ${names.at(-1)} have the same phone number ${phone}. Check it is right for each of them.`,
  stakeholderAdded: "Stakeholder added successfully",
  stakeholderUpdated: "Stakeholder updated successfully",
  stakeholderRemoved: "Stakeholder removed successfully",
  summarySaved: "Executive summary saved successfully",
  riskNameRequired: "Risk name is required.",
  riskTypeRequired: "Select a risk type.",
  severityRequired: "Select the severity of impact.",
  probabilityRequired: "Select the probability.",
  impactLevelRequired: "Select a business impact level.",
  levelRequired: "Select a level.",
  percentInvalid: "Enter a whole percentage from 0 to 100.",
  strategyTypeInvalid: "Select a response strategy type.",
  strategyTooLong: "At most 2000 characters.",
  nameRequired: "Name is required.",
  roleRequired: "Select a role.",
  kindRequired: "Say whether the stakeholder is internal or external.",
  contactRequired: "Give an email or a phone number.",
  emailInvalid: "Enter a valid email address.",
  oneLeader: "The team already has a leader.",
  oneLeaderBackup: "The team already has a leader backup.",
  sourceRequired: "Choose the plan to clone from.",
  sourceIsTarget: "Choose another plan to clone from.",
  sourceEmpty: "The chosen plan has nothing to clone.",
  noProcessesToClone: "This plan has no processes yet: add its processes before cloning a BIA into it.",
  summaryRequired: "Write the executive summary.",
  summaryTooLong: "The executive summary is too long.",
  processNotInPlan: "This process is not in this plan.",
  confirmClone: "Cloning overwrites this section's current data with the chosen plan's. Continue?",
} as const;
