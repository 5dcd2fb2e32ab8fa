import { type ExposureLevel, IMPACT_COLOURS, IMPACT_LABELS } from "~/domains/bcp/levels";
import {
  APPROVAL_STATUS_COLOURS,
  APPROVAL_STATUS_LABELS,
  type ApprovalStatus,
  BCP_STATUS_COLOURS,
  BCP_STATUS_LABELS,
  type BcpStatus,
  COMPLETION_COLOURS,
  COMPLETION_LABELS,
  type Completion,
  PROCESS_STATUS_COLOURS,
  PROCESS_STATUS_LABELS,
  type ProcessStatus,
} from "~/domains/bcp/statuses";

function Badge({ label, className, kind }: { label: string; className: string; kind: string }) {
  return (
    <span
      data-badge={kind}
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ${className}`}
    >
      {label}
    </span>
  );
}

export const BcpStatusBadge = ({ status }: { status: BcpStatus }) => (
  <Badge kind="bcp-status" label={BCP_STATUS_LABELS[status]} className={BCP_STATUS_COLOURS[status].badge} />
);
export const ProcessStatusBadge = ({ status }: { status: ProcessStatus }) => (
  <Badge
    kind="process-status"
    label={PROCESS_STATUS_LABELS[status]}
    className={PROCESS_STATUS_COLOURS[status].badge}
  />
);
export const CompletionBadge = ({ completion }: { completion: Completion }) => (
  <Badge
    kind="completion"
    label={COMPLETION_LABELS[completion]}
    className={COMPLETION_COLOURS[completion].badge}
  />
);
export const ApprovalBadge = ({ status }: { status: ApprovalStatus }) => (
  <Badge
    kind="approval"
    label={APPROVAL_STATUS_LABELS[status]}
    className={APPROVAL_STATUS_COLOURS[status].badge}
  />
);
export const ImpactBadge = ({ level }: { level: ExposureLevel }) => (
  <Badge kind="impact" label={IMPACT_LABELS[level]} className={IMPACT_COLOURS[level].badge} />
);
