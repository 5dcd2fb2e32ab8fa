import { Link } from "@remix-run/react";
import type { UserView } from "~/domains/users/queries.server";
import { UserStatusBadge } from "~/features/users/status-badge";
import { paths } from "~/paths";
import { useDates } from "~/ui/dates";
import { IntentButton } from "~/ui/forms";

/**
 * The company's users, with the actions of those who may manage them: on each row only where the caller may
 * change that user (never their own row, nor a role above theirs).
 */
export function UserTable({
  users,
  me,
  canManage,
  confirmHref,
}: {
  users: (UserView & { canManage: boolean })[];
  me: { id: string };
  canManage: boolean;
  confirmHref: (userId: string) => string;
}) {
  const { dateTime } = useDates();
  return (
    <div className="card overflow-x-auto p-0">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-gray-200 bg-gray-50 text-xs uppercase text-gray-500">
          <tr>
            <th className="px-4 py-3">Name</th>
            <th className="px-4 py-3">Email</th>
            <th className="px-4 py-3">Role</th>
            <th className="px-4 py-3">Business units</th>
            <th className="px-4 py-3">Status</th>
            <th className="px-4 py-3">Last sign-in</th>
            {canManage ? <th className="px-4 py-3">Actions</th> : null}
          </tr>
        </thead>
        <tbody>
          {users.map((u) => (
            <tr key={u.id} className="border-b border-gray-100 last:border-0" data-testid="user-row">
              <td className="px-4 py-3 font-medium text-gray-900">{u.name}</td>
              <td className="px-4 py-3">{u.email}</td>
              <td className="px-4 py-3">{u.roleLabel}</td>
              <td className="px-4 py-3">{u.businessUnits.map((b) => b.name).join(", ") || "—"}</td>
              <td className="px-4 py-3">
                <UserStatusBadge status={u.status} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                {u.lastSignInAt ? dateTime(u.lastSignInAt) : "Never"}
              </td>
              {canManage ? (
                <td className="px-4 py-3">
                  {u.id === me.id ? (
                    <span className="text-gray-600">You</span>
                  ) : !u.canManage ? (
                    <span className="text-gray-600">—</span>
                  ) : (
                    <div className="flex flex-wrap gap-2">
                      <Link to={paths.user(u.id)} aria-label={`Edit ${u.email}`}>
                        Edit
                      </Link>
                      {u.status === "Invited" ? (
                        <IntentButton
                          fields={{ userId: u.id }}
                          intent="resend"
                          className="text-primary-700 underline"
                          label={`Resend invite to ${u.email}`}
                        >
                          Resend invite
                        </IntentButton>
                      ) : null}
                      {u.disabled ? (
                        <IntentButton
                          fields={{ userId: u.id }}
                          intent="enable"
                          className="text-primary-700 underline"
                          label={`Enable ${u.email}`}
                        >
                          Enable
                        </IntentButton>
                      ) : (
                        // Disabling is confirmed first (UX review X4).
                        <Link
                          to={confirmHref(u.id)}
                          preventScrollReset
                          className="text-red-700 underline"
                          aria-label={`Disable ${u.email}`}
                        >
                          Disable
                        </Link>
                      )}
                    </div>
                  )}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
