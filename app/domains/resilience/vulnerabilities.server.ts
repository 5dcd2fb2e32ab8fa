import { and, asc, eq, sql } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { badRequest, notFound } from "~/api/errors.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { businessServices, serviceVulnerabilities } from "./schema.server";
import { VULNERABILITY_MESSAGES as M } from "./self-assessment-model";
import type { VulnerabilityInput } from "./validation";

/**
 * The self-assessment's vulnerabilities with their remediation (issue 34 item 5): what, whose, by when and where it
 * stands, of a service or of the company. The soonest remediation date first; undated last.
 */
export async function listVulnerabilities(db: Db | Tx, companyId: string) {
  const rows = await db
    .select({
      id: serviceVulnerabilities.id,
      serviceId: serviceVulnerabilities.serviceId,
      service: businessServices.name,
      description: serviceVulnerabilities.description,
      owner: serviceVulnerabilities.owner,
      remediationDue: serviceVulnerabilities.remediationDue,
      status: serviceVulnerabilities.status,
    })
    .from(serviceVulnerabilities)
    .leftJoin(businessServices, eq(businessServices.id, serviceVulnerabilities.serviceId))
    .where(eq(serviceVulnerabilities.companyId, companyId))
    .orderBy(
      sql`${serviceVulnerabilities.remediationDue} asc nulls last`,
      asc(serviceVulnerabilities.createdAt),
    )
    .limit(500);
  return rows;
}

async function checkService(tx: Tx, user: Principal, serviceId: string | null) {
  if (!serviceId) return;
  const [row] = await tx
    .select({ id: businessServices.id })
    .from(businessServices)
    .where(and(eq(businessServices.id, serviceId), eq(businessServices.companyId, user.companyId)));
  if (!row) throw badRequest(M.unknownService, { serviceId: [M.unknownService] });
}

export async function addVulnerability(deps: ApiDeps, user: Principal, input: VulnerabilityInput) {
  return deps.db.transaction(async (tx) => {
    await checkService(tx, user, input.serviceId);
    const [row] = await tx
      .insert(serviceVulnerabilities)
      .values({ companyId: user.companyId, ...input })
      .returning({ id: serviceVulnerabilities.id });
    return { id: row.id, message: M.added };
  });
}

export async function updateVulnerability(
  deps: ApiDeps,
  user: Principal,
  id: string,
  input: VulnerabilityInput,
) {
  return deps.db.transaction(async (tx) => {
    await checkService(tx, user, input.serviceId);
    const [row] = await tx
      .update(serviceVulnerabilities)
      .set({ ...input, updatedAt: deps.now() })
      .where(and(eq(serviceVulnerabilities.id, id), eq(serviceVulnerabilities.companyId, user.companyId)))
      .returning({ id: serviceVulnerabilities.id });
    if (!row) throw notFound();
    return { id, message: M.saved };
  });
}

export async function deleteVulnerability(deps: ApiDeps, user: Principal, id: string) {
  const [row] = await deps.db
    .delete(serviceVulnerabilities)
    .where(and(eq(serviceVulnerabilities.id, id), eq(serviceVulnerabilities.companyId, user.companyId)))
    .returning({ id: serviceVulnerabilities.id });
  if (!row) throw notFound();
  return { id, message: M.removed };
}
