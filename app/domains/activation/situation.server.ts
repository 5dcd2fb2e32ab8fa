import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { ApiError } from "~/api/errors.server";
import { can } from "~/domains/access/policy";
import { listImpact } from "~/domains/assets/impact.server";
import { formatMad } from "~/domains/bcp/model";
import { byUrgency, countStates } from "~/domains/bcp/recovery-state";
import { bcpProcesses, bcpProcessLocations, bcps } from "~/domains/bcp/schema.server";
import { companyDatesOnce } from "~/domains/companies/dates.server";
import { userNameColumns, users } from "~/domains/companies/users-schema.server";
import { answeredByMessage, messageSummary } from "~/domains/incident-messages/summary.server";
import { actionOverdue } from "~/domains/incidents/model";
import { findIncident, type IncidentRow } from "~/domains/incidents/records.server";
import { listActions } from "~/domains/incidents/response.server";
import { responseTeamOf } from "~/domains/incidents/team-contacts.server";
import { serviceClocks } from "~/domains/resilience/clock-view.server";
import { displayName } from "~/shared/names";
import { SITREP_GAPS, type SituationReport } from "./model";
import { peopleAccounted } from "./people-accounted";
import { listActivations } from "./queries.server";

/** Whether the caller may open the incident itself (its impact and actions): incident.read and its scope. */
async function mayOpen(deps: ApiDeps, user: Principal, incidentId: string) {
  if (!can(user, "incident.read")) return false;
  try {
    await findIncident(deps.db, user, incidentId);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

/**
 * The people the plans need at these sites: the delivery headcount of each process delivered there (a live
 * plan's, not an archived one's) and, once per process, its critical headcount. One query through the
 * locations' site index, bounded by the hit sites.
 */
async function planHeadcountAt(deps: ApiDeps, companyId: string, siteIds: string[]) {
  if (siteIds.length === 0) return { atSites: 0, critical: 0, processes: 0 };
  const rows = await deps.db
    .select({
      processId: bcpProcesses.id,
      atSites: sql<number>`coalesce(sum(${bcpProcessLocations.headcount}), 0)`.mapWith(Number),
      critical: sql<number>`coalesce(max(${bcpProcesses.criticalProcessHeadcountAnalysis}), 0)`.mapWith(
        Number,
      ),
    })
    .from(bcpProcessLocations)
    .innerJoin(bcpProcesses, eq(bcpProcesses.id, bcpProcessLocations.processId))
    .innerJoin(bcps, eq(bcps.id, bcpProcesses.bcpId))
    .where(
      and(
        eq(bcpProcessLocations.companyId, companyId),
        eq(bcps.companyId, companyId),
        ne(bcps.status, "CANCELLED"),
        inArray(bcpProcessLocations.assetId, siteIds),
      ),
    )
    .groupBy(bcpProcesses.id);
  return {
    atSites: rows.reduce((n, r) => n + r.atSites, 0),
    critical: rows.reduce((n, r) => n + r.critical, 0),
    processes: rows.length,
  };
}

/** The incident an answer is about, as its heading names it (incidentHeading in answers.ts). */
export function incidentHeadingOf(
  incident: Pick<IncidentRow, "id" | "title" | "type" | "exerciseType" | "status">,
) {
  return {
    id: incident.id,
    title: incident.title,
    type: incident.type,
    exerciseType: incident.exerciseType,
    status: incident.status,
  };
}

/**
 * The one-page situation report of an incident (issue 22, item 5): what is hit, each activated process's state
 * and time to breach, the response actions and their owners, people accounted for, and the next status check.
 * Read under activation.read (as Analysis); the impact and actions only when the caller may open the incident.
 */
export async function situationReport(
  deps: ApiDeps,
  user: Principal,
  incidentId: string,
): Promise<SituationReport> {
  const incident = await findIncident(deps.db, user, incidentId, { companyWide: true });
  const now = deps.now();
  // One query at a time per connection (readAll's rule): these run one after the other.
  const activations = await listActivations(deps, user, { incidentId, includeInactive: true });
  const open = await mayOpen(deps, user, incidentId);
  const impact = open ? await listImpact(deps, user, incidentId) : null;
  // Everyone messaged, by their latest answer, register or not (UX review A-3).
  const answered = open ? await answeredByMessage(deps.db, user.companyId, incidentId) : null;
  const actions = open ? await listActions(deps, user, incidentId) : null;
  const [coordinator] = incident.responseCoordinatorId
    ? await deps.db.select(userNameColumns).from(users).where(eq(users.id, incident.responseCoordinatorId))
    : [];
  const dates = await companyDatesOnce(deps.db, user, user.companyId);
  const planHeadcount = impact
    ? await planHeadcountAt(
        deps,
        user.companyId,
        impact.assets.map((a) => a.asset.id),
      )
    : null;
  // Messages are read where the incident is (GET /incident/{id}/messages answers under the same check).
  const messages = open ? await messageSummary(deps.db, user.companyId, incidentId) : null;
  // Members without an account (People register, BRT rosters) are on the team too.
  const teamMembers = await responseTeamOf(deps.db, incident);
  const team = teamMembers.length;
  const services = can(user, "businessService.read")
    ? (await serviceClocks(deps, user, { incidentId })).map((c) => ({
        ...c,
        disruptedSince: c.disruptedSince.toISOString(),
        breachAt: c.breachAt.toISOString(),
        breachedAt: c.breachedAt?.toISOString() ?? null,
      }))
    : null;
  // Most urgent first, as on Analysis: the first row of the report is the one to act on.
  const processes = activations
    .flatMap((a) =>
      a.processes.map((p) => ({
        id: p.id,
        name: p.name,
        bcpName: a.bcpName,
        active: a.active,
        state: p.state,
        disruptedSince: new Date(p.disruptedSince).toISOString(),
        breachAt: new Date(p.breachAt).toISOString(),
        mad: formatMad(p.mad, p.madDuration),
        nextCheckAt: p.nextCheckAt ? new Date(p.nextCheckAt).toISOString() : null,
        checkOverdue: p.checkOverdue,
        headcountAvailable: p.latestResponse?.headcountAvailable ?? null,
        headcountRequired: p.headcountRequired,
      })),
    )
    .sort(byUrgency);
  // The next status check: the earliest among active processes (an overdue one comes first).
  const checks = processes
    .filter((p) => p.active && p.nextCheckAt)
    .sort((a, b) => Date.parse(a.nextCheckAt!) - Date.parse(b.nextCheckAt!));
  const overdue = processes.filter((p) => p.active && p.checkOverdue).length;
  const gaps = [
    incident.responseCoordinatorId ? null : SITREP_GAPS.noCoordinator,
    team === 0 ? SITREP_GAPS.emptyTeam : null,
    overdue ? SITREP_GAPS.overdueChecks(overdue) : null,
  ].filter((g): g is string => g !== null);
  return {
    incident: {
      ...incidentHeadingOf(incident),
      impact: incident.impact,
      alertDate: incident.alertDate?.toISOString() ?? null,
      locations: [incident.locationName, ...incident.locations.map((l) => l.name)].filter(
        (l): l is string => !!l,
      ),
      coordinator: coordinator ? displayName(coordinator) : null,
      team: teamMembers,
      statusCheckCadence: incident.statusCheckCadence,
    },
    at: now.toISOString(),
    dates,
    hit: impact
      ? {
          sites: impact.assets.map((a) => ({ name: a.asset.name, city: a.asset.city ?? null })),
          people: impact.people.length,
        }
      : null,
    plans: [...new Set(activations.filter((a) => a.active).map((a) => a.bcpName))],
    states: countStates(processes.map((p) => p.state)),
    processes,
    services,
    actions: actions
      ? actions.map((a) => ({
          id: a.id,
          title: a.title,
          ownerName: a.ownerName,
          dueAt: a.dueAt ? new Date(a.dueAt).toISOString() : null,
          status: a.status,
          overdue: actionOverdue(a, now),
        }))
      : null,
    peopleAccounted: impact ? peopleAccounted(impact) : null,
    peopleAnswered: answered,
    nextCheck: checks[0] ? { at: checks[0].nextCheckAt!, overdue: checks[0].checkOverdue } : null,
    planHeadcount,
    messages,
    gaps,
  };
}
