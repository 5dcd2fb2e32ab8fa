import { isClonable } from "~/domains/bcp-analysis/sections";
import type { AnalysisData } from "~/features/bcp-analysis/analysis-data";
import { RecoveryGaps } from "~/features/registers/recovery-gaps";
import { lastResultFor } from "~/web/form-failure";
import { BiaForm, BiaOverview } from "./bia-form";
import { DependencyForm } from "./dependency-form";
import { MaloForm } from "./malo-form";
import { ClonePanel, Empty } from "./parts";
import { RiskSection } from "./risk-section";
import { ScenarioForm, ScenarioOverview } from "./scenario-section";
import { SummaryForm } from "./summary-form";
import { RosterSection, StakeholderSection } from "./team-section";

/** The editor of an analysis section inside the BCP manage screen. */
export function AnalysisEditor({
  bcpId,
  data,
  here,
  actionData,
}: {
  bcpId: string;
  data: AnalysisData;
  here: string;
  /** The page action's answer: each form shows it when it was for that form. */
  actionData?: unknown;
}) {
  const clone =
    isClonable(data.section) && data.sources ? (
      <ClonePanel bcpId={bcpId} section={data.section} sources={data.sources} here={here} />
    ) : null;
  switch (data.section) {
    case "bia":
      if (!data.bia?.length) return <Empty />;
      return (
        <div>
          {clone}
          <BiaOverview rows={data.bia} />
          {data.bia.map((row) => (
            <BiaForm
              key={row.processId}
              row={row}
              lastResult={lastResultFor(actionData, "saveBia", row.processId)}
            />
          ))}
        </div>
      );
    case "riskAssessment":
      return (
        <div>
          {clone}
          <RiskSection
            bcpId={bcpId}
            risks={data.risks ?? []}
            here={here}
            lastResult={lastResultFor(actionData, "saveRisk")}
          />
        </div>
      );
    case "dependencies":
      if (!data.dependencies?.length) return <Empty />;
      return (
        <div className="space-y-6">
          <RecoveryGaps gaps={data.gaps ?? []} showPlan={false} actionData={actionData} />
          {data.dependencies.map((p) => (
            <section key={p.processId} aria-label={`Dependencies of ${p.processName}`} className="card">
              <h3 className="mb-3 font-medium">{p.processName}</h3>
              {p.blocks.map((b) => (
                <DependencyForm
                  // A save that changes the links gives a fresh form (the picks not saved yet start empty).
                  key={`${b.block}:${b.links.map((l) => l.id).join()}`}
                  bcpId={bcpId}
                  block={b}
                  here={here}
                  picks={data.picks}
                  opensRegisters={!!data.opensRegisters}
                  lastResult={lastResultFor(actionData, "saveDependency", `${p.processId}:${b.block}`)}
                />
              ))}
            </section>
          ))}
        </div>
      );
    case "malo":
      if (!data.malo?.length) return <Empty />;
      return (
        <div>
          {data.malo.map((row) => (
            <MaloForm
              key={row.processId}
              row={row}
              lastResult={lastResultFor(actionData, "saveMalo", row.processId)}
            />
          ))}
        </div>
      );
    case "scenarioPlanning":
      return (
        <div>
          {clone}
          <ScenarioOverview bcpId={bcpId} scenarios={data.scenarios ?? []} />
          {(data.scenarios ?? []).map((s) => (
            <ScenarioForm
              key={s.scenario}
              bcpId={bcpId}
              scenario={s}
              lastResult={lastResultFor(actionData, "saveScenario", s.scenario)}
            />
          ))}
        </div>
      );
    case "brtRoster":
      return (
        <RosterSection
          bcpId={bcpId}
          members={data.roster ?? []}
          drills={data.drills ?? null}
          here={here}
          lastResult={lastResultFor(actionData, "saveMember")}
        />
      );
    case "stakeholders":
      return (
        <StakeholderSection
          bcpId={bcpId}
          stakeholders={data.stakeholders ?? []}
          here={here}
          lastResult={lastResultFor(actionData, "saveStakeholder")}
        />
      );
    case "executiveSummary":
      return (
        <SummaryForm
          bcpId={bcpId}
          html={data.summary?.html ?? ""}
          lastResult={lastResultFor(actionData, "saveSummary")}
        />
      );
  }
}
