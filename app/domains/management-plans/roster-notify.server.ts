import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { ApiDeps } from "~/api/context.server";
import { users } from "~/domains/companies/users-schema.server";
import { bold, notifyAndEmail } from "~/domains/notifications/events.server";
import { paths } from "~/paths";
import type { Db, Tx } from "~/platform/db/client.server";
import { associatedManagementPlans, managementPlanRoster } from "./schema.server";

/**
 * A crisis management plan associated with a recorded crisis: the users on its roster hear of it, in-app and by
 * email (the incidents preference), with a link that opens the crisis. Roster entries that are not users have no
 * account to notify; the one who associated it is not told. `deps.db` is the association's transaction.
 */
export async function notifyCrisisRoster(
  deps: ApiDeps,
  input: {
    companyId: string;
    crisis: { id: string; title: string | null };
    plans: { id: string; name: string }[];
    associatedBy: string;
  },
) {
  if (input.plans.length === 0) return;
  const rows = await deps.db
    .selectDistinct({ userId: managementPlanRoster.userId, planId: managementPlanRoster.planId })
    .from(managementPlanRoster)
    .innerJoin(users, and(eq(users.id, managementPlanRoster.userId), eq(users.disabled, false)))
    .where(
      and(
        eq(managementPlanRoster.companyId, input.companyId),
        inArray(
          managementPlanRoster.planId,
          input.plans.map((p) => p.id),
        ),
        isNotNull(managementPlanRoster.userId),
      ),
    );
  const title = input.crisis.title ?? "";
  for (const plan of input.plans) {
    const userIds = rows
      .filter((r) => r.planId === plan.id && r.userId !== input.associatedBy)
      .map((r) => r.userId!);
    if (userIds.length === 0) continue;
    await notifyAndEmail(deps, {
      companyId: input.companyId,
      userIds,
      type: "INCIDENT_IMPACT",
      message: `<p>The crisis ${bold(title)} calls on ${bold(plan.name)}, whose roster you are on.</p>`,
      link: paths.incident(input.crisis.id),
      extra: { incidentId: input.crisis.id, managementPlanId: plan.id },
      email: {
        kind: "incidents",
        subject: `Crisis: ${title}`,
        lines: [`The crisis ${title} calls on ${plan.name}, whose roster you are on.`],
        actionLabel: "Open the crisis",
      },
    });
  }
}

/**
 * The roster entries of the management plans associated with an incident, each with its user when it is one of
 * the incident's company (every query scoped by the company).
 */
export async function associatedRoster(db: Db | Tx, incident: { id: string; companyId: string }) {
  const companyId = incident.companyId;
  return db
    .select({ roster: managementPlanRoster, user: users })
    .from(associatedManagementPlans)
    .innerJoin(
      managementPlanRoster,
      and(
        eq(managementPlanRoster.planId, associatedManagementPlans.planId),
        eq(managementPlanRoster.companyId, companyId),
      ),
    )
    .leftJoin(users, and(eq(users.id, managementPlanRoster.userId), eq(users.companyId, companyId)))
    .where(
      and(
        eq(associatedManagementPlans.companyId, companyId),
        eq(associatedManagementPlans.incidentId, incident.id),
      ),
    );
}
