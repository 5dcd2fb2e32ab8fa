import {
  CONTROL_STATUS_COLOURS,
  type ControlStatus,
  STRATEGY_STATUS_COLOURS,
  type StrategyStatus,
} from "~/domains/activation/labels";
import {
  PROCESS_STATE_COLOURS,
  PROCESS_STATE_HELP,
  type ProcessState,
  timeToBreachLabel,
} from "~/domains/activation/state";

export function ControlBadge({ status }: { status: ControlStatus }) {
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-medium ${CONTROL_STATUS_COLOURS[status].badge}`}>
      {status}
    </span>
  );
}

export function StrategyBadge({ status }: { status: StrategyStatus }) {
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-medium ${STRATEGY_STATUS_COLOURS[status].badge}`}>
      {status}
    </span>
  );
}

/** The one process state (domains/activation/state.ts), with its meaning on hover. */
export function StateBadge({ state }: { state: ProcessState }) {
  return (
    <span
      className={`rounded px-2 py-0.5 text-xs font-medium ${PROCESS_STATE_COLOURS[state].badge}`}
      title={PROCESS_STATE_HELP[state]}
      data-state={state}
    >
      {state}
    </span>
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
  return <span className="rounded bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800">{label}</span>;
}
