import { Link } from "@remix-run/react";
import {
  PROCESS_STATE_COLOURS,
  PROCESS_STATE_HELP,
  type ProcessState,
  timeToBreachLabel,
} from "~/domains/bcp/recovery-state";
import { type ControlStatus, STATUS_COLOURS, type StrategyStatus } from "~/shared/response-lists";
import { StatusBadge } from "~/ui/status-badge";

export function ControlBadge({ status }: { status: ControlStatus }) {
  return (
    <StatusBadge kind="control-status" colour={STATUS_COLOURS[status].badge}>
      {status}
    </StatusBadge>
  );
}

export function StrategyBadge({ status }: { status: StrategyStatus }) {
  return (
    <StatusBadge kind="strategy-status" colour={STATUS_COLOURS[status].badge}>
      {status}
    </StatusBadge>
  );
}

/** The one process state (domains/bcp/recovery-state.ts), with its meaning on hover. */
export function StateBadge({ state }: { state: ProcessState }) {
  return (
    <StatusBadge colour={PROCESS_STATE_COLOURS[state].badge} title={PROCESS_STATE_HELP[state]} state={state}>
      {state}
    </StatusBadge>
  );
}
/** "Breach in 1 h 10 min" / "Breached 20 min ago"; nothing for a recovered process. */
export function TimeToBreach({
  process,
  now,
}: {
  process: { state: ProcessState; breachAt: string };
  now: string;
}) {
  if (process.state === "Recovered") return null;
  const late = process.state === "Breached";
  return (
    <span className={`text-xs ${late ? "font-semibold text-red-700" : "text-gray-600"}`}>
      {timeToBreachLabel(process.breachAt, new Date(now))}
    </span>
  );
}

/** A status check or a response action past its due time. */
export function OverdueBadge({ label = "Status check overdue" }: { label?: string }) {
  return <StatusBadge colour="bg-red-100 text-red-800">{label}</StatusBadge>;
}

/**
 * The same process's clock in another live activation when it breaches sooner (its plan is active for another
 * incident too): the line a responder must not miss (UX review A-7).
 */
export function SoonerElsewhere({
  sooner,
  now,
  link,
}: {
  sooner: { breachAt: string; state: ProcessState; incident: { id: string; title: string | null } } | null;
  now: string;
  link: (incidentId: string) => string;
}) {
  if (!sooner) return null;
  return (
    <span className="block text-xs text-red-800" data-testid="sooner-elsewhere">
      Sooner in <Link to={link(sooner.incident.id)}>{sooner.incident.title ?? "another incident"}</Link>:{" "}
      {timeToBreachLabel(sooner.breachAt, new Date(now))}
    </span>
  );
}
