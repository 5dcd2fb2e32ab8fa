import type { SectionKey } from "~/domains/bcp/sections";

/** The plan sections this domain builds (plugged into the BCP frame's manage screen). */
export const ANALYSIS_SECTION_KEYS = [
  "bia",
  "riskAssessment",
  "dependencies",
  "malo",
  "scenarioPlanning",
  "brtRoster",
  "stakeholders",
  "executiveSummary",
] as const satisfies readonly SectionKey[];
export type AnalysisSectionKey = (typeof ANALYSIS_SECTION_KEYS)[number];

export function isAnalysisSection(key: string): key is AnalysisSectionKey {
  return (ANALYSIS_SECTION_KEYS as readonly string[]).includes(key);
}

/** What can be cloned from another plan, per section (spec §4: risk, BIA, scenario data). */
export const CLONABLE = {
  bia: { path: "/businessImpactAssesment/clone", label: "BIA" },
  riskAssessment: { path: "/bcpRiskAssessment/clone-risk", label: "risks" },
  scenarioPlanning: { path: "/bcpScenario/clone", label: "scenarios" },
} as const;
export type ClonableSection = keyof typeof CLONABLE;
export const isClonable = (key: string): key is ClonableSection => key in CLONABLE;
