import { and, eq, inArray } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { badRequest, notFound } from "~/api/errors.server";
import { rowsWhereIn } from "~/platform/db/rows-in.server";
import { auditPlan } from "./access.server";
import { type Place, planCovers } from "./coverage";
import { eventContext } from "./event-context.server";
import { PLAN_MESSAGES, PLAN_TYPES_FOR_EVENT } from "./model";
import { notifyCrisisRoster } from "./roster-notify.server";
import { associatedManagementPlans, managementPlanLocations, managementPlans } from "./schema.server";
import { planRows } from "./views.server";

type EventType = "Incident" | "Crisis";

/**
 * Association rules: an incident takes IMPs, a crisis IMPs and CMPs; the plan must be the caller's
 * company's and Approved. Anything else is 'Invalid CMP/IMP'. Suggestions are the valid plans whose
 * locations cover one of the incident's places (a plan without locations covers the whole company);
 * a user may still associate a valid plan that does not cover the places.
 */
async function applicablePlans(deps: ApiDeps, companyId: string, incidentType: EventType) {
  return deps.db
    .select()
    .from(managementPlans)
    .where(
      and(
        eq(managementPlans.companyId, companyId),
        inArray(managementPlans.type, [...PLAN_TYPES_FOR_EVENT[incidentType]]),
        eq(managementPlans.status, "APPROVED"),
      ),
    );
}

export async function suggestPlans(
  deps: ApiDeps,
  user: Principal,
  input: { incidentType: EventType; locations: Place[] },
) {
  const plans = await applicablePlans(deps, user.companyId, input.incidentType);
  if (plans.length === 0) return [];
  const ids = plans.map((p) => p.id);
  const locations = await rowsWhereIn(deps.db, managementPlanLocations, managementPlanLocations.planId, ids);
  const covering = plans.filter((p) =>
    planCovers(
      locations.filter((l) => l.planId === p.id),
      input.locations,
    ),
  );
  return planRows(deps.db, covering, deps.now());
}

/** Suggestions for a recorded incident or crisis: its kind and impacted sites come from its record. */
export async function suggestForEvent(deps: ApiDeps, user: Principal, incidentId: string) {
  const event = await eventContext(deps, user, incidentId);
  if (!event) throw notFound();
  return suggestPlans(deps, user, { incidentType: event.type, locations: event.places });
}

export async function associatedPlans(deps: ApiDeps, user: Principal, incidentId: string) {
  const links = await deps.db
    .select()
    .from(associatedManagementPlans)
    .where(
      and(
        eq(associatedManagementPlans.companyId, user.companyId),
        eq(associatedManagementPlans.incidentId, incidentId),
      ),
    );
  if (links.length === 0) return [];
  const linkedIds = links.map((l) => l.planId);
  const plans = await rowsWhereIn(deps.db, managementPlans, managementPlans.id, linkedIds);
  const rows = await planRows(deps.db, plans, deps.now());
  return rows.map((r) => ({
    ...r,
    associatedAt: links.find((l) => l.planId === r.id)!.createdAt.toISOString(),
  }));
}

/** Replaces the plans associated with one incident or crisis, all at once or not at all. */
export async function setAssociatedPlans(
  deps: ApiDeps,
  user: Principal,
  incidentId: string,
  input: { incidentType: EventType; planIds: string[] },
) {
  const planIds = [...new Set(input.planIds)];
  // A recorded incident's own kind decides, whatever the caller says.
  const event = await eventContext(deps, user, incidentId);
  const incidentType = event?.type ?? input.incidentType;
  await deps.db.transaction(async (tx) => {
    const valid = planIds.length
      ? await tx
          .select()
          .from(managementPlans)
          .where(
            and(
              inArray(managementPlans.id, planIds),
              eq(managementPlans.companyId, user.companyId),
              inArray(managementPlans.type, [...PLAN_TYPES_FOR_EVENT[incidentType]]),
              eq(managementPlans.status, "APPROVED"),
            ),
          )
      : [];
    const invalid = planIds.filter((id) => !valid.some((p) => p.id === id));
    if (invalid.length) {
      throw badRequest(PLAN_MESSAGES.invalidPlan, {
        planIds: [PLAN_MESSAGES.invalidPlan],
        ...Object.fromEntries(
          invalid.map((id) => [`planIds.${planIds.indexOf(id)}`, [PLAN_MESSAGES.invalidPlan]]),
        ),
      });
    }
    const existing = await tx
      .select()
      .from(associatedManagementPlans)
      .where(
        and(
          eq(associatedManagementPlans.companyId, user.companyId),
          eq(associatedManagementPlans.incidentId, incidentId),
        ),
      );
    // Rows of the company only: an unrecorded (integration) id may be used by other companies too. When the
    // event changed kind (an incident escalated to a crisis) its old plans no longer apply: they are stale.
    const keep = new Set(planIds);
    const stale = existing.filter((e) => !keep.has(e.planId) || e.incidentType !== incidentType);
    if (stale.length) {
      await tx.delete(associatedManagementPlans).where(
        inArray(
          associatedManagementPlans.id,
          stale.map((s) => s.id),
        ),
      );
    }
    const have = new Set(existing.filter((e) => e.incidentType === incidentType).map((e) => e.planId));
    const add = planIds.filter((id) => !have.has(id));
    if (add.length) {
      await tx.insert(associatedManagementPlans).values(
        add.map((planId) => ({
          companyId: user.companyId,
          incidentId,
          incidentType: incidentType,
          planId,
          associatedBy: user.id,
          createdAt: deps.now(),
        })),
      );
    }
    for (const plan of valid.filter((p) => add.includes(p.id))) {
      await auditPlan(tx, user, plan, "associated", { incidentId, incidentType: incidentType });
    }
    // A recorded crisis calling on a CMP tells the CMP's roster, with the association or not at all.
    if (event?.type === "Crisis") {
      await notifyCrisisRoster(
        { ...deps, db: tx },
        {
          companyId: user.companyId,
          crisis: { id: incidentId, title: event.title },
          plans: valid.filter((p) => add.includes(p.id) && p.type === "CMP"),
          associatedBy: user.id,
        },
      );
    }
  });
  return associatedPlans(deps, user, incidentId);
}
