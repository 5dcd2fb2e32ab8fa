import type { UserStatus } from "~/domains/users/status";

const STYLES: Record<UserStatus, string> = {
  Active: "bg-green-100 text-green-800",
  Invited: "bg-orange-100 text-orange-800",
  Disabled: "bg-gray-200 text-gray-700",
};

export function UserStatusBadge({ status }: { status: UserStatus }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STYLES[status]}`}>{status}</span>;
}
