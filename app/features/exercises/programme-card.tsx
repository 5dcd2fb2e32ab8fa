import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { PROGRAMME_LABELS as L } from "~/domains/exercises/model";
import { useDates } from "~/ui/dates";
import { StatusBadge } from "~/ui/status-badge";

/**
 * One plan on the exercise programme (a BCP, or an incident or crisis management plan): its name linked to the
 * plan, Overdue when its next exercise is late, its last exercise (or Never), the result and the next due date.
 */
export function ProgrammeCard({
  testId,
  to,
  name,
  overdue,
  lastExercise,
  result,
  nextDue,
}: {
  testId: string;
  to: string;
  name: string;
  overdue: boolean;
  /** The last exercise as the card shows it; null when the plan was never exercised. */
  lastExercise: ReactNode;
  result: string | null;
  nextDue: string;
}) {
  const { date } = useDates();
  return (
    <li className="card" data-testid={testId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Link to={to} className="font-medium">
          {name}
        </Link>
        {overdue ? (
          <StatusBadge kind="exercise-overdue" colour="bg-red-100 text-red-800">
            {L.overdue}
          </StatusBadge>
        ) : null}
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-gray-600">{L.lastExercise}</dt>
        <dd>{lastExercise ?? L.never}</dd>
        {result ? (
          <>
            <dt className="text-gray-600">{L.result}</dt>
            <dd>{result}</dd>
          </>
        ) : null}
        <dt className="text-gray-600">{L.nextDue}</dt>
        <dd>{date(nextDue)}</dd>
      </dl>
    </li>
  );
}
