import {
  CONTROL_STATUS_COLOURS,
  type ControlStatus,
  STRATEGY_STATUS_COLOURS,
  type StrategyStatus,
} from "~/domains/activation/labels";

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

export function MadBadge({ breached }: { breached: boolean }) {
  return breached ? (
    <span className="rounded bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800">MAD breached</span>
  ) : (
    <span className="rounded bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">Within MAD</span>
  );
}
