import { type Action, can } from "~/domains/access/policy";
import { AUDIT_LOG_TITLE } from "~/domains/audit-log/labels";
import { paths } from "~/paths";
import { isAdminRole } from "~/shared/roles";

/**
 * The settings menu (the top bar's gear) of a user: the spec's admin group sees it (§6), with the screens the policy
 * lets them open. Worked out by the layout's loader, so its labels and rules stay out of every page's JavaScript.
 * The audit log's readers without the gear (Corporate View Only) reach it from Manage Company.
 */
export function settingsMenuOf(user: Parameters<typeof can>[0] & { role: string }) {
  if (!isAdminRole(user.role)) return [];
  const when = (action: Action, entry: { label: string; href: string }) => (can(user, action) ? [entry] : []);
  return [
    { label: "Manage Company", href: paths.company },
    { label: "Manage Users", href: paths.users },
    { label: "Hazards", href: paths.hazards },
    { label: "Assets", href: paths.assets },
    { label: "People", href: paths.people },
    ...when("audit.read", { label: AUDIT_LOG_TITLE, href: paths.auditLog }),
    ...when("mail.outbox.read", { label: "Email Outbox", href: paths.outbox }),
  ];
}
