import type { AnalysisSectionKey } from "~/domains/bcp-analysis/sections";
import type { ApiData } from "~/web/api-types";

// Isomorphic: the editor reads this shape; screens.server.ts loads it. Each section's rows are named by the
// answer its endpoint declares (as JSON parses it), so a field the API stops sending fails `tsc` here.

export type PlanOption = { id: string; bcpId: string; name: string };

export type BiaRow = ApiData<"get", "/businessImpactAssesment/all">[number];
export type RiskRow = ApiData<"get", "/bcpRiskAssessment/all">[number];
export type ProcessDependencies = ApiData<"get", "/dependency">[number];
export type DependencyBlockRow = ProcessDependencies["blocks"][number];
export type MaloRow = ApiData<"get", "/bcpMalo/all">[number];
export type ScenarioRow = ApiData<"get", "/bcpScenario/all">[number];
export type MemberRow = ApiData<"get", "/bcpBRTRoster/all">[number];
export type StakeholderRow = ApiData<"get", "/bcpStakeholder/all">[number];
export type Summary = ApiData<"get", "/bcp/executiveSummary">;

/** What the manage page's loader gives an analysis section's editor. */
export type AnalysisData = {
  section: AnalysisSectionKey;
  bia?: BiaRow[];
  risks?: RiskRow[];
  dependencies?: ProcessDependencies[];
  /** What the dependencies recover later than their processes' MAD, each to acknowledge with a reason (issue 33). */
  gaps?: ApiData<"get", "/registerEntry/recoveryGaps">;
  /** Without JavaScript, a block's "Find": which block (`processId:block`), what was typed and the first matches. */
  picks?: { key: string; query: string; choices: ApiData<"get", "/dependency/choices"> };
  malo?: MaloRow[];
  scenarios?: ScenarioRow[];
  roster?: MemberRow[];
  /** The BRT roster's reachability drills: its last result and who did not answer it (issue 36 item 5). */
  drills?: ApiData<"get", "/drill-roster"> | null;
  stakeholders?: StakeholderRow[];
  summary?: Summary;
  /** Whether the reader may open the plan's register entries (the System Administrator on another company's plan may not). */
  opensRegisters?: boolean;
  /** Other plans to clone from (clonable sections only). */
  sources?: PlanOption[];
};
