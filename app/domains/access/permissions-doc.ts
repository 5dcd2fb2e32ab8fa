import { ROLE_LABELS, ROLES, type Role } from "~/shared/roles";
import { ACTIONS, type Action, ASSIGNABLE_ROLES, BU_SCOPED_ROLES, SCOPE_LABELS, scopeFor } from "./policy";

export interface RouteRow {
  method: string;
  path: string;
  summary: string;
  permission: string;
}

const cell = (role: Role, action: Action) => {
  const scope = scopeFor(role, action);
  return scope ? SCOPE_LABELS[scope] : "—";
};

function routeAccess(permission: string) {
  if (permission === "public") return "Anyone, without signing in";
  if (permission === "authenticated") return "Any signed-in user (for their own records)";
  return `\`${permission}\``;
}

/**
 * docs/permissions.md, generated from policy.ts and the API's route list (npm run docs:permissions).
 * Written for a customer's auditor: who may do what, over which records, through which route.
 */
export function renderPermissionsDoc(routes: RouteRow[]): string {
  const actions = Object.keys(ACTIONS) as Action[];
  const lines: string[] = [
    "# Keel permissions",
    "",
    "<!-- Generated from app/domains/access/policy.ts by `npm run docs:permissions`. Do not edit by hand: a test fails when this file and the code disagree. -->",
    "",
    "Every request to Keel, from its screens or through the REST API, is checked against this one matrix.",
    "A right is a role, an action and a scope:",
    "",
    `- **${SCOPE_LABELS.all}**: records of every company on the installation (System Administrator only).`,
    `- **${SCOPE_LABELS.company}**: records of the user's own company.`,
    `- **${SCOPE_LABELS.businessUnits}**: records of the business units the user holds, with their sub business units. For a Business Unit Geo Administrator (BUGeoAdmin), only those units located in the countries (or country and region) assigned to them.`,
    `- **${SCOPE_LABELS.own}**: records the user owns, leads, approves or is assigned to (for organisation data: the units they belong to).`,
    "- **—**: not allowed; the API answers 403.",
    "",
    "Records of another company are never shown: asking for one by its id answers 404, as if it did not exist, so ids cannot be probed. Ids are random UUIDs, never sequential.",
    "A disabled user is refused everywhere with 'This user is disabled.', including on sessions that were open when they were disabled.",
    "",
    "## Matrix",
    "",
    `| Action | What it allows | ${ROLES.map((r) => (ROLE_LABELS[r] === r ? r : `${ROLE_LABELS[r]} (${r})`)).join(" | ")} |`,
    `|---|---|${ROLES.map(() => "---").join("|")}|`,
    ...actions.map(
      (a) => `| \`${a}\` | ${ACTIONS[a].description} | ${ROLES.map((r) => cell(r, a)).join(" | ")} |`,
    ),
    "",
    "## Roles a user manager may give",
    "",
    "Nobody gives a role wider than their own. A manager may change or disable a user only when that user's current role is one they may give, and (for business unit administrators) only when all of that user's business units are theirs. Nobody can change their own role or disable themselves, and a company always keeps at least one active Corporate Administrator.",
    "",
    "| Manager | May give |",
    "|---|---|",
    ...ROLES.filter((r) => ASSIGNABLE_ROLES[r]).map(
      (r) => `| ${ROLE_LABELS[r]} | ${ASSIGNABLE_ROLES[r]!.map((g) => ROLE_LABELS[g]).join(", ")} |`,
    ),
    "",
    `Roles bounded by business units (${BU_SCOPED_ROLES.map((r) => ROLE_LABELS[r]).join(", ")}) must hold at least one business unit; a Business Unit Geo Administrator also needs the countries it covers.`,
    "",
    "The settings gear (Manage Company, Manage Users) is shown to the admin group: System Administrator, Corporate Administrator, Business Unit Administrator, Business Unit Geo Administrator.",
    "",
    "## API routes",
    "",
    "Each route of the REST API (`/api…`) and the permission it requires. The screens call these same routes.",
    "",
    "| Method | Path | Purpose | Requires |",
    "|---|---|---|---|",
    ...[...routes]
      .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))
      .map(
        (r) =>
          `| ${r.method.toUpperCase()} | \`/api${r.path}\` | ${r.summary.replace(/\|/g, "\\|")} | ${routeAccess(r.permission)} |`,
      ),
    "",
  ];
  return lines.join("\n");
}
