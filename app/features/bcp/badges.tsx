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
  type ExposureLevel,
  IMPACT_COLOURS,
  IMPACT_LABELS,
  PROCESS_STATUS_COLOURS,
  PROCESS_STATUS_LABELS,
  type ProcessStatus,
} from "~/domains/bcp/model";
import { StatusBadge } from "~/ui/status-badge";

export const BcpStatusBadge = ({ status }: { status: BcpStatus }) => (
  <StatusBadge kind="bcp-status" colour={BCP_STATUS_COLOURS[status].badge}>
    {BCP_STATUS_LABELS[status]}
  </StatusBadge>
);
export const ProcessStatusBadge = ({ status }: { status: ProcessStatus }) => (
  <StatusBadge kind="process-status" colour={PROCESS_STATUS_COLOURS[status].badge}>
    {PROCESS_STATUS_LABELS[status]}
  </StatusBadge>
);
export const CompletionBadge = ({ completion }: { completion: Completion }) => (
  <StatusBadge kind="completion" colour={COMPLETION_COLOURS[completion].badge}>
    {COMPLETION_LABELS[completion]}
  </StatusBadge>
);
export const ApprovalBadge = ({ status }: { status: ApprovalStatus }) => (
  <StatusBadge kind="approval" colour={APPROVAL_STATUS_COLOURS[status].badge}>
    {APPROVAL_STATUS_LABELS[status]}
  </StatusBadge>
);
export const ImpactBadge = ({ level }: { level: ExposureLevel }) => (
  <StatusBadge kind="impact" colour={IMPACT_COLOURS[level].badge}>
    {IMPACT_LABELS[level]}
  </StatusBadge>
);
