import type { PageArgs } from "~/web/api.server";
import { apiClient } from "~/web/api.server";

/** What the invite and edit forms offer: the roles the caller may give and the units they may choose. */
export async function loadAssignmentOptions({ request, context }: PageArgs) {
  const api = await apiClient({ request, context });
  const [roles, org] = await Promise.all([api.get("/user/assignable-roles"), api.get("/bcpOrganization")]);
  if (!roles.ok) throw new Response(roles.error.message, { status: roles.status });
  if (!org.ok) throw new Response(org.error.message, { status: org.status });
  return { roles: roles.data.map((r) => r.role), units: org.data.businessUnits };
}
