import { and, asc, count, desc, eq, isNotNull, lt, notInArray, sql } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { can } from "~/domains/access/policy";
import { impactedAssets } from "~/domains/assets/impact-schema.server";
import { planOverview } from "~/domains/bcp/plans.server";
import { byUrgency, soonestPerProcess } from "~/domains/bcp/recovery-state";
import { userNameColumns, users } from "~/domains/companies/users-schema.server";
import { overdueFindings, ownOpenFindings } from "~/domains/exercises/findings.server";
import { plansOverdueForExercise } from "~/domains/exercises/programme.server";
import { involvementOf, readsOwnIncidentsOnly } from "~/domains/incidents/involvement.server";
import { OPEN_REAL_INCIDENT } from "~/domains/incidents/open.server";
import { incidents, responseActions } from "~/domains/incidents/schema.server";
import { openReportDeadlines } from "~/domains/reporting/clock.server";
import { serviceClocks } from "~/domains/resilience/clock-view.server";
import { qualified } from "~/platform/db/lookup.server";
import { prepared, UNNAMED } from "~/platform/db/prepared.server";
import { readAll } from "~/platform/db/read-all.server";
import { rowsWithTotal, totalColumn } from "~/platform/db/with-total.server";
import { displayName } from "~/shared/names";
import { listActivations } from "./queries.server";

/** Lines listed per tile (the tile's figure counts them all). */
const SHOWN = 8;

/** The caller's company and the time, filled in when Home's statements (built once, `prepared`) run. */
const COMPANY = sql.placeholder("companyId");
const NOW = sql.placeholder("now");
const homeValues = (deps: ApiDeps, user: Principal) => ({
  companyId: user.companyId,
  // As text, as the column's own mapping sends a time.
  now: deps.now().toISOString(),
});

/**
 * Open incidents and crises (not Completed or Cancelled), newest first, with what each impacts; only those the
 * caller takes part in when they read their own incidents only (Employee, Contractor).
 */
async function openIncidents(deps: ApiDeps, user: Principal) {
  const own = readsOwnIncidentsOnly(user);
  // On every visit to Home: built once (`prepared`, issue 37), the company filled in when it runs.
  const read = prepared(deps.db, own ? "home.openIncidents.own" : "home.openIncidents", (db) => {
    const open = and(
      eq(incidents.companyId, COMPANY),
      OPEN_REAL_INCIDENT,
      own ? involvementOf(sql.placeholder("userId")) : undefined,
    );
    // Each row's sites and people hit are counted in the same statement (a second read after it before, issue 37).
    // The incident's id is named with its table: a one-table select names its columns bare, which inside the
    // subquery would be impacted_assets' own id.
    const incidentId = qualified(incidents.id);
    const hit = (column: typeof impactedAssets.assetId | typeof impactedAssets.personId) =>
      sql<number>`(select count(${column}) from ${impactedAssets} where ${impactedAssets.companyId} = ${COMPANY} and ${impactedAssets.incidentId} = ${incidentId})`.mapWith(
        Number,
      );
    return db
      .select({
        id: incidents.id,
        type: incidents.type,
        name: incidents.title,
        status: incidents.status,
        impact: incidents.impact,
        locationName: incidents.locationName,
        sites: hit(impactedAssets.assetId),
        people: hit(impactedAssets.personId),
        total: totalColumn(db.select({ n: count() }).from(incidents).where(open)),
      })
      .from(incidents)
      .where(open)
      .orderBy(desc(incidents.createdAt), desc(incidents.id))
      .limit(SHOWN)
      .prepare(UNNAMED);
  });
  return rowsWithTotal(await read.execute({ ...homeValues(deps, user), userId: user.id }));
}

/** Response actions of open incidents past their due time and not finished (labels.ts actionOverdue), oldest due first. */
async function overdueActions(deps: ApiDeps, user: Principal) {
  const read = prepared(deps.db, "home.overdueActions", (db) => {
    const overdue = and(
      eq(responseActions.companyId, COMPANY),
      isNotNull(responseActions.dueAt),
      lt(responseActions.dueAt, NOW),
      notInArray(responseActions.status, ["Completed", "Cancelled"]),
      OPEN_REAL_INCIDENT,
    );
    return db
      .select({
        id: responseActions.id,
        title: responseActions.title,
        dueAt: responseActions.dueAt,
        status: responseActions.status,
        incident: { id: incidents.id, name: incidents.title },
        owner: userNameColumns,
        total: totalColumn(
          db
            .select({ n: count() })
            .from(responseActions)
            .innerJoin(incidents, eq(incidents.id, responseActions.incidentId))
            .where(overdue),
        ),
      })
      .from(responseActions)
      .innerJoin(incidents, eq(incidents.id, responseActions.incidentId))
      .leftJoin(users, eq(users.id, responseActions.ownerId))
      .where(overdue)
      .orderBy(asc(responseActions.dueAt), asc(responseActions.id))
      .limit(SHOWN)
      .prepare(UNNAMED);
  });
  const { total, rows } = rowsWithTotal(await read.execute(homeValues(deps, user)));
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      title: r.title,
      dueAt: r.dueAt,
      status: r.status,
      incident: r.incident,
      ownerName: r.owner?.email ? displayName(r.owner) : null,
    })),
  };
}

/**
 * Home in one answer (issue 22, item 4): what is hit (open incidents and crises with their sites and people),
 * which plans are running (one line per plan, with its incidents), what is about to be late (processes at risk
 * or breached with time to breach, overdue status checks and response actions), and the caller's plans. Each
 * part is there only when the caller may read its domain (null otherwise); one request instead of up to 13.
 */
export async function homeSummary(deps: ApiDeps, user: Principal) {
  const readsIncidents = can(user, "incident.read") && !readsOwnIncidentsOnly(user);
  const mayRead = can(user, "incident.read");
  const none = async () => null;
  // The parts are independent reads: side by side on PostgreSQL's pool (Home waited for the sum of about 20
  // statements, issue 37), queued on PGlite's one connection (readAll).
  const [open, actions, activations, plans, clocks, reports, findings, ownFindings, exercisesDue] =
    await readAll(deps.db, [
      () => (mayRead ? openIncidents(deps, user) : none()),
      () =>
        readsIncidents
          ? overdueActions(deps, user)
          : mayRead
            ? Promise.resolve({ total: 0, rows: [] })
            : none(),
      () => (can(user, "activation.read") ? listActivations(deps, user, {}) : none()),
      () => (can(user, "bcp.read") ? planOverview(deps, user, { processes: false }) : none()),
      () => (can(user, "businessService.read") ? serviceClocks(deps, user, {}) : none()),
      () => (readsIncidents ? openReportDeadlines(deps, user) : none()),
      // Those who read only their own incidents see the overdue actions they own (they may close them).
      () =>
        readsIncidents
          ? overdueFindings(deps, user)
          : mayRead
            ? overdueFindings(deps, user, { mine: true })
            : none(),
      () => (can(user, "finding.close") ? ownOpenFindings(deps, user) : none()),
      () => (can(user, "bcp.read") ? plansOverdueForExercise(deps, user) : none()),
    ] as const);
  const processes = (activations ?? []).flatMap((a) =>
    a.processes.map((p) => ({
      id: p.id,
      processId: p.processId,
      name: p.name,
      state: p.state,
      breachAt: p.breachAt,
      checkOverdue: p.checkOverdue,
      bcpName: a.bcpName,
      incident: { id: a.incident.id, title: a.incident.title },
      activations: 1,
    })),
  );
  const byPlan = new Map<
    string,
    { bcpId: string; bcpName: string; incidents: { id: string; title: string | null }[] }
  >();
  for (const a of activations ?? []) {
    const line = byPlan.get(a.bcpId) ?? { bcpId: a.bcpId, bcpName: a.bcpName, incidents: [] };
    line.incidents.push({ id: a.incident.id, title: a.incident.title });
    byPlan.set(a.bcpId, line);
  }
  // One line per process, on the clock of its activation that breaches soonest (UX review A-7); breached first.
  const late = soonestPerProcess(processes)
    .filter((p) => p.state === "Breached" || p.state === "At risk")
    .sort(byUrgency);
  return {
    at: deps.now(),
    incidents: open,
    activePlans: activations ? [...byPlan.values()] : null,
    late: activations ? late : null,
    overdueChecks: activations ? processes.filter((p) => p.checkOverdue) : null,
    overdueActions: actions,
    overdueFindings: findings,
    ownFindings,
    plansOverdueForExercise: exercisesDue,
    serviceClocks: clocks,
    reportDeadlines: reports,
    plans: plans
      ? {
          total: plans.total,
          byStatus: plans.byStatus,
          mine: plans.mine,
          awaitingMyApproval: plans.awaitingMyApproval,
        }
      : null,
  };
}
