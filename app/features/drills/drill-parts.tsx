import { Link } from "@remix-run/react";
import type { z } from "zod";
import type { drillAnswer, rosterDrillsAnswer } from "~/domains/drills/answers";
import {
  DRILL_CHANNEL_LABELS,
  DRILL_LABELS,
  DRILL_STATUS_LABELS,
  type DrillStatus,
  type ROSTER_KIND_LABELS,
  SCORE_COLOURS,
  SCORE_LABELS,
  type ScoreState,
  UNVERIFIED_HINT,
  UNVERIFIED_LABEL,
} from "~/domains/drills/model";
import { paths } from "~/paths";
import { useDates } from "~/ui/dates";
import { StatusBadge } from "~/ui/status-badge";

export type Drill = z.output<typeof drillAnswer>;
export type RosterDrills = z.output<typeof rosterDrillsAnswer>;

const STATUS_COLOURS: Record<DrillStatus, string> = {
  scheduled: "bg-blue-100 text-blue-800",
  running: "bg-amber-100 text-amber-900",
  ended: "bg-gray-100 text-gray-700",
  refused: "bg-red-100 text-red-800",
};

export function DrillStatusBadge({ status }: { status: DrillStatus }) {
  return (
    <StatusBadge kind="drill-status" state={status} colour={STATUS_COLOURS[status]}>
      {DRILL_STATUS_LABELS[status]}
    </StatusBadge>
  );
}

export function ScoreBadge({ state }: { state: ScoreState }) {
  return (
    <StatusBadge kind="drill-score" state={state} colour={SCORE_COLOURS[state]}>
      {SCORE_LABELS[state]}
    </StatusBadge>
  );
}

/** A roster entry that did not answer the roster's last drill. */
export function UnverifiedBadge() {
  return (
    <StatusBadge kind="unverified" colour="bg-amber-100 text-amber-900" title={UNVERIFIED_HINT}>
      {UNVERIFIED_LABEL}
    </StatusBadge>
  );
}

/** When a drill went (or goes) out. */
export function DrillWhen({ drill }: { drill: Drill }) {
  const { dateTime } = useDates();
  return <>{dateTime(drill.startedAt ?? drill.scheduledFor)}</>;
}

/** A drill's one-line summary: roster, channels, when, status and result. */
export function DrillSummary({ drill }: { drill: Drill }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Link to={paths.drill(drill.id)}>
        <DrillWhen drill={drill} />
      </Link>
      <DrillStatusBadge status={drill.status} />
      <span className="text-sm text-gray-600">
        {drill.channels.map((c) => DRILL_CHANNEL_LABELS[c]).join(", ")}
        {drill.startedAt && !drill.refusal
          ? ` · ${DRILL_LABELS.answeredOf(drill.answered, drill.total)}`
          : ""}
      </span>
    </span>
  );
}

/**
 * A roster's last drill where the roster is shown (the plan's BRT section, its approval page): the date and
 * "answered x of y", the next scheduled drill, and the start link for those who may run one.
 */
export function RosterDrillPanel({
  rosterKind,
  rosterId,
  drills,
}: {
  rosterKind: keyof typeof ROSTER_KIND_LABELS;
  rosterId: string;
  drills: RosterDrills;
}) {
  return (
    <div className="mb-4 rounded-md border border-gray-200 p-3 text-sm" data-testid="roster-drill">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{DRILL_LABELS.lastDrill}:</span>
        {drills.last ? <DrillSummary drill={drills.last} /> : <span>{DRILL_LABELS.never}</span>}
      </p>
      {drills.next ? (
        <p className="mt-1 flex flex-wrap items-center gap-2">
          <span className="font-medium">Next:</span>
          <DrillSummary drill={drills.next} />
        </p>
      ) : null}
      {drills.canStart ? (
        <p className="mt-2">
          <Link to={paths.newDrill(rosterKind, rosterId)}>{DRILL_LABELS.start}</Link>
        </p>
      ) : null}
    </div>
  );
}
