import { Link } from "@remix-run/react";
import { AFTER_ACTION_LABELS as L } from "~/domains/exercises/model";
import { paths } from "~/paths";
import { useDates } from "~/ui/dates";
import { StatusBadge } from "~/ui/status-badge";
import type { FindingRow } from "./after-action";

/** Where a corrective action is read and closed: its incident's after-action review, or its CM test's page. */
export const findingPath = (f: FindingRow) =>
  f.incident ? paths.afterAction(f.incident.id) : f.cmTest ? paths.cmTestActions(f.cmTest.id) : paths.home;

/** Where it was raised, in words: the incident's title, or the CM test's scenario. */
const sourceOf = (f: FindingRow) => f.incident?.title ?? f.cmTest?.scenario ?? "";

/** A plan's open findings from after-action reviews, overdue ones flagged; nothing when there are none. */
export function PlanFindings({ findings }: { findings: FindingRow[] }) {
  const { day } = useDates();
  if (findings.length === 0) return null;
  return (
    <section aria-labelledby="plan-findings" className="card mb-6" data-testid="plan-findings">
      <h2 id="plan-findings" className="mb-2 font-semibold">
        {L.openFindings} ({findings.length})
      </h2>
      <ul className="space-y-2 text-sm">
        {findings.map((f) => (
          <li key={f.id}>
            <Link to={findingPath(f)}>{f.action}</Link> · {f.owner.name} · due {day(f.dueDate)}
            {f.overdue ? (
              <>
                {" "}
                <StatusBadge kind="finding-overdue" colour="bg-red-100 text-red-800">
                  {L.overdue}
                </StatusBadge>
              </>
            ) : null}
            {f.retestDue ? (
              <>
                {" "}
                <StatusBadge kind="finding-retest" colour="bg-amber-100 text-amber-800">
                  {L.retestDue}
                </StatusBadge>
              </>
            ) : null}
            <span className="block text-gray-600">
              {f.finding} ({sourceOf(f)})
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
