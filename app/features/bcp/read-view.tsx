import { Link } from "@remix-run/react";
import type { ProcessFocus } from "~/domains/bcp/process-focus";
import type { PlanAnalysis } from "~/domains/bcp-analysis/plan-analysis.server";
import {
  BiaRead,
  DependenciesRead,
  type DependenciesReadData,
  MaloRead,
  PeopleRead,
  RisksRead,
  ScenariosRead,
  SummaryRead,
} from "~/features/bcp-analysis/read-sections";
import { RosterDrillPanel, type RosterDrills } from "~/features/drills/drill-parts";
import { paths } from "~/paths";
import { countOf } from "~/shared/plural";
import { AuditTrail } from "./audit-trail";
import { ApprovalBadge, CompletionBadge } from "./badges";
import { SectionContent } from "./plan-content";
import { type Plan, SectionHead } from "./plan-parts";

/** The analysis as the read view shows it (a kept version's whole analysis fits too). */
export type ReadAnalysis = Omit<PlanAnalysis, "dependencies"> & { dependencies: DependenciesReadData };

/** One section's body, read-only. */
function Body({
  plan,
  analysis,
  section,
  drills,
  focus,
}: {
  plan: Plan;
  analysis: ReadAnalysis;
  section: string;
  drills?: RosterDrills | null;
  focus?: ProcessFocus | null;
}) {
  switch (section) {
    case "bia":
      return <BiaRead bia={analysis.bia} />;
    case "riskAssessment":
      return <RisksRead risks={analysis.risks} />;
    case "dependencies":
      return <DependenciesRead dependencies={analysis.dependencies} />;
    case "malo":
      return <MaloRead malo={analysis.malo} />;
    case "scenarioPlanning":
      return <ScenariosRead scenarios={analysis.scenarios} />;
    case "brtRoster":
      return (
        <>
          {/* The roster's last reachability drill, and who did not answer it (issue 36 item 5). */}
          {drills ? <RosterDrillPanel rosterKind="brt" rosterId={plan.id} drills={drills} /> : null}
          <PeopleRead
            kind="brt"
            unverified={drills?.unverified}
            people={analysis.roster.map((m) => ({
              id: m.id,
              name: m.name,
              role: m.roleLabel,
              email: m.email,
              phone: [m.phone, m.alternatePhone].filter(Boolean).join(" / "),
            }))}
          />
        </>
      );
    case "stakeholders":
      return (
        <PeopleRead
          kind="stakeholders"
          people={analysis.stakeholders.map((s) => ({
            id: s.id,
            name: s.name,
            role: [s.role, s.organisation].filter(Boolean).join(", "),
            extra: s.kindLabel,
            email: s.email,
            phone: s.phone,
          }))}
        />
      );
    case "executiveSummary":
      return <SummaryRead summary={analysis.summary} />;
    default:
      return <SectionContent plan={plan} section={section} focus={focus} />;
  }
}

/** The sections drawn for the open process only (the others' are a link away, in the process list). */
const PER_PROCESS = new Set(["deliveryLocations", "deliveryHeadcount", "bia", "dependencies", "malo"]);

/** Which process a per-process section shows, and where to choose another. */
function OpenProcess({ focus }: { focus: ProcessFocus }) {
  const open = focus.processes.find((p) => p.id === focus.open);
  return (
    <p className="mb-2 text-sm text-gray-600" data-open-process>
      Showing {open?.name} ({focus.processes.findIndex((p) => p.id === focus.open) + 1} of{" "}
      {focus.processes.length}) · <a href="#processes">Other processes</a>
    </p>
  );
}

/** Every process of the plan by name, each a link that opens its sections; the open one marked. */
function ProcessPicker({ plan, focus }: { plan: Plan; focus: ProcessFocus }) {
  return (
    <nav aria-label="Processes" className="card mb-4 py-3">
      <p className="mb-2 text-sm text-gray-600">
        {countOf(focus.processes.length, "process", "processes")}: choose one to read its sections.
      </p>
      <ol className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {focus.processes.map((p) => (
          <li key={p.id} className="min-w-0 break-words">
            {p.id === focus.open ? (
              <strong aria-current="true">{p.name}</strong>
            ) : (
              <Link to={paths.viewBcpProcess(plan.id, p.id)}>{p.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The contents: every section with its completion and approval, as links down the page. */
function Contents({ plan }: { plan: Plan }) {
  return (
    <nav aria-label="Sections" className="card mb-6 py-3">
      <h2 className="mb-2 text-sm font-semibold uppercase text-gray-600">Contents</h2>
      <ol className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-2">
        {plan.sections.map((s) => (
          <li key={s.key}>
            <a href={`#${s.key}`} className="flex flex-wrap items-center gap-1 text-sm">
              <span className="mr-1">{s.label}</span>
              <span className="flex flex-wrap gap-1" data-section={s.key}>
                <CompletionBadge completion={s.completion} />
                <ApprovalBadge status={s.approval.status} />
              </span>
            </a>
          </li>
        ))}
        <li>
          <a href="#audit" className="text-sm">
            Audit Trail
          </a>
        </li>
      </ol>
    </nav>
  );
}

/** The whole plan laid out for reading: contents, every section in full, the audit trail. */
export function PlanReadView({
  plan,
  analysis,
  drills,
  focus,
}: {
  plan: Plan;
  analysis: ReadAnalysis;
  /** The BRT roster's drills, where the page shows them (the plan's page, not a kept version). */
  drills?: RosterDrills | null;
  /** One process open of many (the plan's page): the plan and analysis hold only its rows. */
  focus?: ProcessFocus | null;
}) {
  return (
    <div className="min-w-0">
      <Contents plan={plan} />
      {plan.sections.map((s) => (
        <section key={s.key} id={s.key} className="mb-8 scroll-mt-4" aria-labelledby={`h-${s.key}`}>
          <SectionHead plan={plan} section={s} headingId={`h-${s.key}`} />
          {focus && s.key === "processes" ? <ProcessPicker plan={plan} focus={focus} /> : null}
          {focus && PER_PROCESS.has(s.key) ? <OpenProcess focus={focus} /> : null}
          <Body plan={plan} analysis={analysis} section={s.key} drills={drills} focus={focus} />
        </section>
      ))}
      {/* An annex: on paper it starts on its own page, after the plan (issue 32 item 7). */}
      <div id="audit" className="scroll-mt-4 break-before-page">
        <AuditTrail plan={plan} />
      </div>
    </div>
  );
}
