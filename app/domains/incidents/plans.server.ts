import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { ApiDeps, Principal } from "~/api/context.server";
import { fieldError } from "~/api/errors.server";
import { INCIDENT_MESSAGES, type IncidentType, type PlanKind } from "./labels";
import { findIncident, recordEvent } from "./records.server";
import { incidentPlans } from "./schema.server";
import type { associatePlanSchema } from "./validation";

/** Which plan kinds an incident may be associated with: IMPs for incidents; IMPs and CMPs for crises. */
export const acceptsPlan = (type: IncidentType, kind: PlanKind) => kind === "IMP" || type === "Crisis";

export async function listPlans(deps: ApiDeps, user: Principal, incidentId: string) {
  await findIncident(deps.db, user, incidentId);
  return deps.db
    .select({
      planId: incidentPlans.planId,
      kind: incidentPlans.kind,
      name: incidentPlans.name,
      createdAt: incidentPlans.createdAt,
    })
    .from(incidentPlans)
    .where(eq(incidentPlans.incidentId, incidentId))
    .orderBy(asc(incidentPlans.createdAt));
}

/** Associates an IMP/CMP; one that cannot be associated (wrong kind, already there) answers 'Invalid CMP/IMP'. */
export async function associatePlan(
  deps: ApiDeps,
  user: Principal,
  incidentId: string,
  input: z.output<typeof associatePlanSchema>,
) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const incident = await findIncident(tx, user, incidentId);
    if (!acceptsPlan(incident.type, input.kind)) throw fieldError("planId", INCIDENT_MESSAGES.invalidPlan);
    const [row] = await tx
      .insert(incidentPlans)
      .values({
        incidentId,
        planId: input.planId,
        kind: input.kind,
        name: input.name ?? null,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw fieldError("planId", INCIDENT_MESSAGES.invalidPlan);
    await recordEvent(tx, {
      companyId: user.companyId,
      incidentId,
      actorId: user.id,
      kind: "plan",
      message: `${input.kind} associated: ${input.name ?? input.planId}`,
      at: now,
    });
    return row;
  });
}

export async function dissociatePlan(deps: ApiDeps, user: Principal, incidentId: string, planId: string) {
  await findIncident(deps.db, user, incidentId);
  await deps.db
    .delete(incidentPlans)
    .where(and(eq(incidentPlans.incidentId, incidentId), eq(incidentPlans.planId, planId)));
  return { removed: true };
}
