/** Role keys and their display labels, exactly as the product spec names them (§3). */
export const ROLE_LABELS = {
  Admin: "System Administrator",
  CorpAdmin: "Corporate Administrator",
  CorpViewOnly: "Corporate View Only",
  BUAdmin: "Business Unit Administrator",
  BUGeoAdmin: "Business Unit Geo Administrator",
  BUViewOnly: "Business Unit View Only",
  BCPLead: "BCP Lead",
  Employee: "Employee",
  Contractor: "Contractor",
  External: "External",
} as const;

export type Role = keyof typeof ROLE_LABELS;
export const ROLES = Object.keys(ROLE_LABELS) as [Role, ...Role[]];

/** The spec's admin group (§6): sees the settings gear. */
export const ADMIN_ROLES: readonly Role[] = ["Admin", "CorpAdmin", "BUAdmin", "BUGeoAdmin"];
/** The spec's narrower admin group (§6). */
export const CORP_ADMIN_ROLES: readonly Role[] = ["Admin", "CorpAdmin"];

export function roleLabel(role: string): string {
  return ROLE_LABELS[role as Role] ?? role;
}

export function isAdminRole(role: string): boolean {
  return ADMIN_ROLES.includes(role as Role);
}
