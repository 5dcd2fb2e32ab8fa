import { PLAN_STATUS_COLOURS, PLAN_STATUS_LABELS, type PlanStatus } from "~/domains/management-plans/model";
import { StatusBadge } from "~/ui/status-badge";

export function PlanStatusBadge({ status }: { status: PlanStatus }) {
  return (
    <StatusBadge kind="plan-status" colour={PLAN_STATUS_COLOURS[status]}>
      {PLAN_STATUS_LABELS[status]}
    </StatusBadge>
  );
}
