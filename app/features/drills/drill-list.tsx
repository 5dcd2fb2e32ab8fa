import { Link } from "@remix-run/react";
import { DRILL_CHANNEL_LABELS, DRILL_LABELS, ROSTER_KIND_LABELS } from "~/domains/drills/model";
import { paths } from "~/paths";
import { type Drill, DrillStatusBadge, DrillWhen } from "./drill-parts";
import { rosterPageOf } from "./roster-page";

/** The company's drills, newest first: a list of cards (no wide table, so a phone needs no sideways scroll). */
export function DrillList({ drills }: { drills: Drill[] }) {
  if (drills.length === 0)
    return (
      <p className="card text-gray-600">
        No reachability drill yet. Start one from a plan's roster or a site's page.
      </p>
    );
  return (
    <ul className="space-y-2" aria-label={DRILL_LABELS.title}>
      {drills.map((d) => (
        <li key={d.id} className="card flex flex-wrap items-center justify-between gap-2" data-drill={d.id}>
          <div>
            <p className="font-medium">
              <Link to={rosterPageOf(d.rosterKind, d.rosterId)}>{d.rosterName}</Link>{" "}
              <span className="text-sm font-normal text-gray-600">· {ROSTER_KIND_LABELS[d.rosterKind]}</span>
            </p>
            <p className="text-sm text-gray-600">
              <DrillWhen drill={d} /> · {d.channels.map((c) => DRILL_CHANNEL_LABELS[c]).join(", ")}
              {d.startedAt && !d.refusal ? ` · ${DRILL_LABELS.answeredOf(d.answered, d.total)}` : ""}
            </p>
            {d.refusal ? <p className="text-sm text-red-700">{d.refusal}</p> : null}
          </div>
          <div className="flex items-center gap-3">
            <DrillStatusBadge status={d.status} />
            <Link to={paths.drill(d.id)}>{DRILL_LABELS.scorecard}</Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
