import { USER_STATUS_COLOURS, type UserStatus } from "~/domains/users/model";
import { StatusBadge } from "~/ui/status-badge";

export function UserStatusBadge({ status }: { status: UserStatus }) {
  return (
    <StatusBadge kind="user-status" colour={USER_STATUS_COLOURS[status]}>
      {status}
    </StatusBadge>
  );
}
