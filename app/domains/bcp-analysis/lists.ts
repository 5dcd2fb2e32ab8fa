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
