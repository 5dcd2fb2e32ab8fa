import { PLAN_STATUS_COLOURS, PLAN_STATUS_LABELS, type PlanStatus } from "~/domains/management-plans/labels";

export function PlanStatusBadge({ status }: { status: PlanStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${PLAN_STATUS_COLOURS[status]}`}
    >
      {PLAN_STATUS_LABELS[status]}
    </span>
  );
}
