import { Link } from "@remix-run/react";
import { CRITICAL_PROCESS_MEANS } from "~/domains/bcp/critical";
import {
  COVERAGE_COLOURS,
  COVERAGE_WINDOWS_MONTHS,
  CRITICAL_PROCESSES_MAX,
  coverageWindowOf,
  PROGRAMME_LABELS as L,
} from "~/domains/exercises/model";
import { paths } from "~/paths";
import { useDates } from "~/ui/dates";
import { StatusBadge } from "~/ui/status-badge";

interface CriticalProcess {
  id: string;
  name: string;
  plan: { id: string; name: string; number: number };
  lastExercisedAt: string | null;
}

const LONGEST = COVERAGE_WINDOWS_MONTHS[COVERAGE_WINDOWS_MONTHS.length - 1];

/**
 * Which critical processes were exercised (issue 35 item 4): each with its plan, when an exercise last activated
 * it and the coverage window it falls in; the never exercised first. A list, not a table: it reads at 360 px.
 */
export function CriticalProcesses({ processes, at }: { processes: CriticalProcess[]; at: string }) {
  const { date } = useDates();
  if (processes.length === 0) return null;
  const now = new Date(at);
  return (
    <section aria-labelledby="programme-critical" className="card mb-6" data-testid="critical-processes">
      <h2 id="programme-critical" className="font-semibold">
        {L.criticalProcesses}
      </h2>
      <p className="mb-2 text-sm text-gray-600">
        {L.criticalProcessesIntro} {CRITICAL_PROCESS_MEANS}
        {processes.length >= CRITICAL_PROCESSES_MAX ? ` ${L.criticalShown(CRITICAL_PROCESSES_MAX)}` : null}
      </p>
      <ul className="divide-y divide-gray-100 text-sm">
        {processes.map((p) => {
          const months = coverageWindowOf(p.lastExercisedAt, now);
          return (
            <li
              key={p.id}
              className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2"
              data-testid="critical-process"
            >
              <span className="font-medium">{p.name}</span>
              <Link to={paths.viewBcp(p.plan.id)} className="text-gray-700">
                {p.plan.number} · {p.plan.name}
              </Link>
              <span className="text-gray-600">
                {p.lastExercisedAt ? `${L.lastExercised}: ${date(p.lastExercisedAt)}` : L.never}
              </span>
              {months ? (
                <StatusBadge kind="coverage-within" colour={COVERAGE_COLOURS.within}>
                  {L.within(months)}
                </StatusBadge>
              ) : (
                <StatusBadge kind="coverage-outside" colour={COVERAGE_COLOURS.outside}>
                  {L.outside(LONGEST)}
                </StatusBadge>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
