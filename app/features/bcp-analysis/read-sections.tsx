import type { ReactNode } from "react";
import { BCP_MESSAGES, EXPOSURE_LABELS, IMPACT_COLOURS } from "~/domains/bcp/model";
import { impactSteps } from "~/domains/bcp-analysis/impact";
import { TIME_POINTS } from "~/domains/bcp-analysis/malo";
import { IMPACT_CATEGORIES, IMPACT_CATEGORY_LABELS } from "~/domains/bcp-analysis/model";
import type { PlanAnalysis } from "~/domains/bcp-analysis/plan-analysis.server";
import { RISK_RATING_COLOURS } from "~/domains/bcp-analysis/rating";
import { ImpactBadge } from "~/features/bcp/badges";
import { UnverifiedBadge } from "~/features/drills/drill-parts";
import { telHref } from "~/shared/phone";
import { RESPONSE_STRATEGY_LABELS, STATUS_COLOURS } from "~/shared/response-lists";
import { StatusBadge } from "~/ui/status-badge";
import type { BiaRow } from "./analysis-data";

export type { PlanAnalysis };

const Empty = ({ children }: { children?: ReactNode }) => (
  <p className="text-gray-600">{children ?? BCP_MESSAGES.dataNotFound}</p>
);

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  const shown = rows.filter(([, v]) => v !== "" && v != null);
  if (shown.length === 0) return null;
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
      {shown.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-gray-500">{label}</dt>
          <dd className="whitespace-pre-line break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const Level = ({ level }: { level: BiaRow["impacts"]["financial"]["h4"] }) => (
  <StatusBadge kind="impact" colour={IMPACT_COLOURS[level].badge}>
    {EXPOSURE_LABELS[level]}
  </StatusBadge>
);

/** BIA: impact over time per category (a table on wide screens, the steps of the curve on a phone). */
export function BiaRead({ bia }: { bia: PlanAnalysis["bia"] }) {
  if (bia.length === 0) return <Empty />;
  return (
    <ul className="space-y-4">
      {bia.map((b) => (
        <li key={b.processId} className="card py-3" data-bia={b.processName}>
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-medium">{b.processName}</h3>
            <ImpactBadge level={b.businessImpactLevel} />
            {b.madText ? <span className="text-sm text-gray-600">MAD {b.madText}</span> : null}
            {b.suggestedMad ? (
              <span className="text-sm text-gray-600">· High from {b.suggestedMad}</span>
            ) : null}
          </div>
          {!b.assessed ? (
            <Empty>Not assessed yet.</Empty>
          ) : (
            <>
              <table className="mt-2 hidden w-full text-sm sm:table">
                <thead className="text-left text-gray-600">
                  <tr>
                    <th className="py-1 pr-2 font-medium">Impact</th>
                    {TIME_POINTS.map((t) => (
                      <th key={t.key} className="py-1 pr-1 text-xs font-medium">
                        {t.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {IMPACT_CATEGORIES.map((c) => (
                    <tr key={c} className="border-t border-gray-100">
                      <th scope="row" className="py-1 pr-2 text-left font-normal">
                        {IMPACT_CATEGORY_LABELS[c]}
                      </th>
                      {TIME_POINTS.map((t) => (
                        <td key={t.key} className="py-1 pr-1">
                          <Level level={b.impacts[c][t.key]} />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
              <dl className="mt-2 space-y-1 text-sm sm:hidden">
                {IMPACT_CATEGORIES.map((c) => (
                  <div key={c}>
                    <dt className="text-gray-500">{IMPACT_CATEGORY_LABELS[c]}</dt>
                    <dd>
                      {impactSteps(b.impacts[c])
                        .map((s) => `${EXPOSURE_LABELS[s.level]} from ${s.label}`)
                        .join(" → ") || "—"}
                    </dd>
                  </div>
                ))}
              </dl>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

export function RisksRead({ risks }: { risks: PlanAnalysis["risks"] }) {
  if (risks.length === 0) return <Empty />;
  return (
    <ul className="space-y-3">
      {risks.map((r) => (
        <li key={r.id} className="card py-3" data-risk={r.name}>
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-medium">{r.name}</h3>
            <StatusBadge colour={RISK_RATING_COLOURS[r.rating]}>{r.rating}</StatusBadge>
            <span className="text-sm text-gray-600">{r.type}</span>
          </div>
          <Facts
            rows={[
              ["Severity × Probability", `${r.severity} × ${r.probability} = ${r.score}`],
              [
                "Control Status",
                <StatusBadge key="status" colour={STATUS_COLOURS[r.controlStatus].badge}>
                  {r.controlStatus}
                </StatusBadge>,
              ],
              ["Existing Control Strategy", r.existingControlStrategy],
            ]}
          />
        </li>
      ))}
    </ul>
  );
}

const strategyRows = (s: {
  shortTermStrategy: string;
  longTermStrategy: string;
  additionalStrategy: string;
  responseStrategyTypeShortTerm: keyof typeof RESPONSE_STRATEGY_LABELS | null;
  responseStrategyTypeLongTerm: keyof typeof RESPONSE_STRATEGY_LABELS | null;
  responseStrategyTypeAdditional: keyof typeof RESPONSE_STRATEGY_LABELS | null;
}): [string, ReactNode][] => {
  const typed = (text: string, type: keyof typeof RESPONSE_STRATEGY_LABELS | null) =>
    [type ? RESPONSE_STRATEGY_LABELS[type] : "", text].filter(Boolean).join(": ");
  return [
    ["Short-Term Strategy", typed(s.shortTermStrategy, s.responseStrategyTypeShortTerm)],
    ["Long-Term Strategy", typed(s.longTermStrategy, s.responseStrategyTypeLongTerm)],
    ["Additional Strategy", typed(s.additionalStrategy, s.responseStrategyTypeAdditional)],
  ];
};

type DependencyBlockRead = Omit<PlanAnalysis["dependencies"][number]["blocks"][number], "links">;
/** The dependencies as the read view shows them: each block's lines, not the links behind them (issue 37). */
export type DependenciesReadData = (Omit<PlanAnalysis["dependencies"][number], "blocks"> & {
  blocks: DependencyBlockRead[];
})[];

/** The read view's dependencies from the analysis: the blocks without their links (over half of its data). */
export function dependenciesRead(dependencies: PlanAnalysis["dependencies"]): DependenciesReadData {
  return dependencies.map((p) => ({ ...p, blocks: p.blocks.map(({ links: _, ...b }) => b) }));
}

export function DependenciesRead({ dependencies }: { dependencies: DependenciesReadData }) {
  if (dependencies.length === 0) return <Empty />;
  return (
    <ul className="space-y-4">
      {dependencies.map((p) => {
        const blocks = p.blocks.filter((b) => b.saved);
        return (
          <li key={p.processId} className="card py-3" data-dependencies={p.processName}>
            <h3 className="font-medium">{p.processName}</h3>
            {blocks.length === 0 ? <Empty>No dependencies recorded.</Empty> : null}
            {blocks.map((b) => (
              <section key={b.block} className="mt-3 border-t border-gray-100 pt-2">
                <h4 className="text-sm font-semibold">
                  {b.label}
                  {b.enabled ? "" : " (not in use)"}
                </h4>
                <Facts
                  rows={[
                    ["Depends on", b.dependencies.join("\n")],
                    ["Scenario", b.scenario],
                    ...strategyRows(b),
                  ]}
                />
              </section>
            ))}
          </li>
        );
      })}
    </ul>
  );
}

export function MaloRead({ malo }: { malo: PlanAnalysis["malo"] }) {
  if (malo.length === 0) return <Empty />;
  return (
    <ul className="space-y-3">
      {malo.map((m) => (
        <li key={m.processId} className="card py-3" data-malo={m.processName}>
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-medium">{m.processName}</h3>
            {m.madText ? <span className="text-sm text-gray-600">MAD {m.madText}</span> : null}
          </div>
          {m.saved ? (
            <ol className="mt-2 grid grid-cols-4 gap-1 text-center text-sm sm:grid-cols-8">
              {TIME_POINTS.map((t) => (
                <li key={t.key} className="rounded bg-gray-50 px-1 py-1">
                  <span className="block text-xs text-gray-500">{t.label}</span>
                  <strong>{m.levels[t.key]}%</strong>
                </li>
              ))}
            </ol>
          ) : (
            <Empty>Not set yet.</Empty>
          )}
          {m.maloCriterialExplanation ? (
            <p className="mt-2 whitespace-pre-line text-sm">{m.maloCriterialExplanation}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function ScenariosRead({ scenarios }: { scenarios: PlanAnalysis["scenarios"] }) {
  const shown = scenarios.filter((s) => s.active || s.planned);
  if (shown.length === 0) return <Empty />;
  return (
    <ul className="space-y-3">
      {shown.map((s) => (
        <li key={s.scenario} className="card py-3" data-scenario={s.label}>
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-medium">{s.label}</h3>
            {s.active ? null : <span className="text-sm text-gray-600">(inactive)</span>}
            {s.strategyStatus ? (
              <StatusBadge colour={STATUS_COLOURS[s.strategyStatus].badge}>{s.strategyStatus}</StatusBadge>
            ) : null}
          </div>
          <Facts rows={strategyRows(s)} />
        </li>
      ))}
    </ul>
  );
}

/** The call list: names, roles and contacts, phone numbers as links. */
export function PeopleRead({
  people,
  kind,
  unverified,
}: {
  people: { id: string; name: string; email: string; phone: string; role: string; extra?: string }[];
  kind: string;
  /** Entries that did not answer the roster's last reachability drill. */
  unverified?: string[];
}) {
  if (people.length === 0) return <Empty />;
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" data-people={kind}>
      {people.map((p) => (
        <li key={p.id} className="card py-3">
          <h3 className="flex flex-wrap items-center gap-2 font-medium">
            {p.name}
            {unverified?.includes(p.id) ? <UnverifiedBadge /> : null}
          </h3>
          <p className="text-sm text-gray-600">{[p.role, p.extra].filter(Boolean).join(" · ")}</p>
          <p className="mt-1 text-sm">
            {p.phone ? (
              <a href={telHref(p.phone)} className="mr-3">
                {p.phone}
              </a>
            ) : null}
            {p.email ? (
              <a href={`mailto:${p.email}`} className="break-all">
                {p.email}
              </a>
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function SummaryRead({ summary }: { summary: PlanAnalysis["summary"] }) {
  if (!summary.html) return <Empty />;
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the API stores only sanitised rich text (sanitizeRichText).
    <div className="prose max-w-none break-words" dangerouslySetInnerHTML={{ __html: summary.html }} />
  );
}
