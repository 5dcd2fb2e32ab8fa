import type { BiaView } from "~/domains/bcp-analysis/bia.server";
import type { DependencyBlockView } from "~/domains/bcp-analysis/dependencies.server";
import type { MaloView } from "~/domains/bcp-analysis/malo.server";
import type { RiskView } from "~/domains/bcp-analysis/risks.server";
import type { MemberView } from "~/domains/bcp-analysis/roster.server";
import type { ScenarioView } from "~/domains/bcp-analysis/scenarios.server";
import type { AnalysisSectionKey } from "~/domains/bcp-analysis/sections";
import type { StakeholderView } from "~/domains/bcp-analysis/stakeholders.server";

// Isomorphic: the editor reads this shape; screens.server.ts loads it.
export type PlanOption = { id: string; bcpId: string; name: string };

/** What the manage page's loader gives an analysis section's editor. */
export type AnalysisData = {
  section: AnalysisSectionKey;
  bia?: BiaView[];
  risks?: RiskView[];
  dependencies?: { processId: string; processName: string; blocks: DependencyBlockView[] }[];
  malo?: MaloView[];
  scenarios?: ScenarioView[];
  roster?: MemberView[];
  stakeholders?: StakeholderView[];
  summary?: { html: string; updatedAt: string | null };
  /** Other plans to clone from (clonable sections only). */
  sources?: PlanOption[];
};
