import { and, asc, count, desc, eq, lt, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { ApiDeps, Principal } from "~/api/context.server";
import { badRequest, fieldError, forbidden, notFound } from "~/api/errors.server";
import { can, scopeFor } from "~/domains/access/policy";
import { loadPlan } from "~/domains/bcp/access.server";
import { bcps } from "~/domains/bcp/schema.server";
import { companyDatesOnce, companyToday } from "~/domains/companies/dates.server";
import { type UserName, userNameColumns, userNameOf, users } from "~/domains/companies/users-schema.server";
import { bcpActivations } from "~/domains/incidents/activation-schema.server";
import { CLOSED_STATUSES } from "~/domains/incidents/model";
import { changeInIncident, findIncident, recordEvent } from "~/domains/incidents/records.server";
import { incidents } from "~/domains/incidents/schema.server";
import { cmTests, managementPlans } from "~/domains/management-plans/schema.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { lookupObject, qualified } from "~/platform/db/lookup.server";
import { OWNER, ownerValues, prepared, UNNAMED } from "~/platform/db/prepared.server";
import { rowsWithTotal, totalColumn } from "~/platform/db/with-total.server";
import type { DateSettings } from "~/shared/dates";
import { formatDate } from "~/shared/dates";
import { displayName } from "~/shared/names";
import { findingOverdue, FINDING_MESSAGES as M } from "./model";
import { findings } from "./schema.server";
import type { closeFindingSchema, findingSchema } from "./validation";

/** Shown on Home: the first few overdue actions (the figure counts them all). */
const SHOWN = 8;
/** A review or a plan lists at most this many findings (bounded answers). */
const LIST_LIMIT = 500;

/** Now's calendar day in the company's time zone (UTC when it has none). */
const dayIn = (deps: Pick<ApiDeps, "now">, { timezone }: DateSettings) =>
  formatDate(deps.now(), "yyyy-MM-dd", timezone || "UTC");

/** The caller's company day; its dates read once per page request (Home's two finding tiles, the plan page). */
const todayOnce = async (deps: Pick<ApiDeps, "db" | "now">, user: Principal) =>
  dayIn(deps, await companyDatesOnce(deps.db, user, user.companyId));

/**
 * Whether a finding's plan has been exercised again since the finding was raised: a completed exercise (of another
 * incident) activated the plan after it. That exercise is the re-test an action that requires one waits for.
 */
// The finding's columns are named with their table: drizzle writes a lone column unqualified when one table is read.
const retested = sql<boolean>`exists (
  select 1 from ${bcpActivations} a join ${incidents} i on i.id = a.incident_id
  where a.bcp_id = "findings"."bcp_id" and a.company_id = "findings"."company_id"
    and a.incident_id <> "findings"."incident_id" and a.activated_at > "findings"."created_at"
    and i.exercise_type is not null and i.status = 'Completed' and i.disabled = false)`;

/** Whether the caller closes every corrective action of the company, not only those they own. */
const closesAny = (user: Principal) => scopeFor(user.role, "finding.close") === "company";

/** Whether the caller may close this open action: its owner may, whatever their role (issue 35 item 3). */
export const mayClose = (user: Principal, f: { status: string; ownerId: string }) =>
  f.status === "Open" && (closesAny(user) || (can(user, "finding.close") && f.ownerId === user.id));

/** Findings with their incident or CM test, plan, owner and closer, presented (each field named) with the caller's abilities. */
export async function select(
  db: Db | Tx,
  user: Principal,
  where: SQL | undefined,
  day: string,
  limit = LIST_LIMIT,
  fixed?: Fixed,
) {
  return (await selectCounted(db, user, where, day, limit, false, fixed)).rows;
}

/** The first `limit` findings matching `where` and how many match in all, in one statement (Home's tiles). */
const firstWithTotal = (
  db: Db | Tx,
  user: Principal,
  where: SQL | undefined,
  day: string,
  limit: number,
  fixed?: Fixed,
) => selectCounted(db, user, where, day, limit, true, fixed);

/** A statement built once (`prepared`) under `key`, its `where` made of placeholders that `values` fill. */
type Fixed = { key: string; values: Record<string, unknown> };

async function selectCounted(
  db: Db | Tx,
  user: Principal,
  where: SQL | undefined,
  day: string,
  limit: number,
  counted: boolean,
  fixed?: Fixed,
) {
  // The incident, test, plan, owner and closer are subqueries, not joins: seven relations took about 2 ms to plan,
  // twice on Home (issue 37, app/platform/db/lookup.server.ts).
  const query = (db: Db | Tx) =>
    db
      .select({
        total: counted
          ? totalColumn(db.select({ n: count() }).from(findings).where(where))
          : sql<number>`0`.mapWith(Number),
        f: findings,
        incident: lookupObject<{ id: string; title: string | null }>(
          incidents,
          incidents.id,
          findings.incidentId,
          {
            id: incidents.id,
            title: incidents.title,
          },
        ),
        cmTest: lookupObject<{
          id: string;
          scenario: string | null;
          planId: string;
          code: string;
          name: string;
        }>(
          sql`${cmTests} join ${managementPlans} on ${qualified(managementPlans.id)} = ${qualified(cmTests.planId)}`,
          cmTests.id,
          findings.cmTestId,
          {
            id: cmTests.id,
            scenario: cmTests.scenario,
            planId: managementPlans.id,
            code: managementPlans.code,
            name: managementPlans.name,
          },
        ),
        plan: lookupObject<{ id: string; name: string }>(bcps, bcps.id, findings.bcpId, {
          id: bcps.id,
          name: bcps.name,
        }),
        // Required and kept (a user is disabled, never deleted while they own an action).
        owner: lookupObject<{ id: string } & UserName>(users, users.id, findings.ownerId, {
          id: users.id,
          ...userNameColumns,
        }),
        closer: userNameOf(findings.closedById),
        retested,
      })
      .from(findings)
      .where(where)
      .orderBy(asc(findings.status), asc(findings.dueDate), desc(findings.createdAt))
      .limit(limit);
  const read = fixed
    ? await prepared(db, fixed.key, (conn) => query(conn).prepare(UNNAMED)).execute(fixed.values)
    : await query(db);
  const { total, rows } = rowsWithTotal(read);
  const presented = rows.map((r) => ({
    id: r.f.id,
    incident: r.incident ? { id: r.incident.id, title: r.incident.title } : null,
    cmTest: r.cmTest
      ? {
          id: r.cmTest.id,
          scenario: r.cmTest.scenario ?? "",
          plan: { id: r.cmTest.planId, code: r.cmTest.code ?? "", name: r.cmTest.name ?? "" },
        }
      : null,
    plan: r.plan ? { id: r.plan.id, name: r.plan.name } : null,
    finding: r.f.finding,
    action: r.f.action,
    owner: r.owner ? { id: r.owner.id, name: displayName(r.owner) } : { id: r.f.ownerId, name: "" },
    dueDate: r.f.dueDate,
    status: r.f.status,
    overdue: findingOverdue(r.f, day),
    requiresRetest: r.f.requiresRetest,
    retestDue: r.f.requiresRetest && r.f.status === "Open" && !r.retested,
    evidence: r.f.evidence,
    closedAt: r.f.closedAt,
    closedBy: r.closer ? displayName(r.closer) : null,
    createdAt: r.f.createdAt,
    canClose: mayClose(user, r.f),
  }));
  return { total, rows: presented };
}

/** The plans activated for the incident: those a finding may concern. */
async function incidentPlans(db: Db | Tx, companyId: string, incidentId: string) {
  return db
    .selectDistinct({ id: bcps.id, name: bcps.name })
    .from(bcpActivations)
    .innerJoin(bcps, eq(bcps.id, bcpActivations.bcpId))
    .where(and(eq(bcpActivations.companyId, companyId), eq(bcpActivations.incidentId, incidentId)))
    .orderBy(bcps.name);
}

/** An incident's after-action review: open once it is Completed or Cancelled; its findings, soonest due first. */
export async function afterAction(deps: ApiDeps, user: Principal, incidentId: string) {
  const incident = await findIncident(deps.db, user, incidentId);
  const day = await companyToday(deps, user.companyId);
  const list = await select(
    deps.db,
    user,
    and(eq(findings.companyId, user.companyId), eq(findings.incidentId, incident.id)),
    day,
  );
  return {
    open: !incident.isDraft && CLOSED_STATUSES.includes(incident.status),
    findings: list,
    plans: await incidentPlans(deps.db, user.companyId, incident.id),
  };
}

/** A finding's owner is an enabled user of the company, or the owner field is refused. */
export async function assertFindingOwner(db: Db | Tx, companyId: string, ownerId: string) {
  const [who] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, ownerId), eq(users.companyId, companyId), eq(users.disabled, false)));
  if (!who) throw fieldError("ownerId", M.ownerRequired);
}

/** Adds a finding and its corrective action to a closed incident's review (recorded on its timeline). */
export async function addFinding(
  deps: ApiDeps,
  user: Principal,
  incidentId: string,
  input: z.output<typeof findingSchema>,
) {
  return changeInIncident(deps, user, incidentId, async (tx, incident) => {
    if (incident.isDraft || !CLOSED_STATUSES.includes(incident.status)) throw badRequest(M.notClosed);
    await assertFindingOwner(tx, user.companyId, input.ownerId);
    if (input.requiresRetest && !input.bcpId) throw fieldError("bcpId", M.retestNeedsPlan);
    if (input.bcpId) {
      const plans = await incidentPlans(tx, user.companyId, incident.id);
      if (!plans.some((p) => p.id === input.bcpId)) throw fieldError("bcpId", M.planOutside);
    }
    const now = deps.now();
    const [row] = await tx
      .insert(findings)
      .values({
        companyId: user.companyId,
        incidentId: incident.id,
        bcpId: input.bcpId ?? null,
        finding: input.finding,
        action: input.action,
        ownerId: input.ownerId,
        dueDate: input.dueDate,
        requiresRetest: input.requiresRetest,
        createdById: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: findings.id });
    await recordEvent(tx, {
      companyId: user.companyId,
      incidentId: incident.id,
      actorId: user.id,
      kind: "finding",
      message: `Finding: ${input.finding}`.slice(0, 500),
      at: now,
      changes: { findingId: row.id, action: input.action, ownerId: input.ownerId, dueDate: input.dueDate },
    });
    return { id: row.id, message: M.added };
  });
}

/**
 * Closes one open action of `parent` (its incident's or its CM test's, for the caller's company), locked for the
 * change, with its evidence: once, by its owner or whoever closes any. Another's action is refused to those who may
 * read its parent (`readPermission`), not found for the others. `check` refuses a close the parent's rules forbid.
 * Answers the row as it was, for the caller's record of it.
 */
export async function closeLockedFinding(
  tx: Tx,
  user: Principal,
  at: { findingId: string; parent: SQL; readPermission: Parameters<typeof can>[1]; now: Date },
  evidence: string,
  check?: (row: typeof findings.$inferSelect) => Promise<void>,
) {
  const [row] = await tx
    .select()
    .from(findings)
    .where(and(eq(findings.id, at.findingId), eq(findings.companyId, user.companyId), at.parent))
    .for("update");
  if (!row) throw notFound();
  if (row.status === "Closed") throw badRequest(M.alreadyClosed);
  if (!mayClose(user, row)) throw can(user, at.readPermission) ? forbidden(M.notOwner) : notFound();
  await check?.(row);
  await tx
    .update(findings)
    .set({ status: "Closed", evidence, closedAt: at.now, closedById: user.id, updatedAt: at.now })
    .where(eq(findings.id, row.id));
  return row;
}

/** Closes a corrective action with the evidence that it is done (once: a closed action stays closed). */
export async function closeFinding(
  deps: ApiDeps,
  user: Principal,
  incidentId: string,
  findingId: string,
  input: z.output<typeof closeFindingSchema>,
) {
  return changeInIncident(deps, user, incidentId, async (tx, incident) => {
    const now = deps.now();
    const parent = eq(findings.incidentId, incident.id);
    const row = await closeLockedFinding(
      tx,
      user,
      { findingId, parent, readPermission: "incident.read", now },
      input.evidence,
      async (found) => {
        if (!found.requiresRetest) return;
        const [check] = await tx.select({ retested }).from(findings).where(eq(findings.id, found.id));
        if (!check?.retested) throw badRequest(M.retestDue);
      },
    );
    await recordEvent(tx, {
      companyId: user.companyId,
      incidentId: incident.id,
      actorId: user.id,
      kind: "finding_closed",
      message: `Corrective action closed: ${row.action}`.slice(0, 500),
      at: now,
      changes: { findingId: row.id, evidence: input.evidence },
    });
    return { id: row.id, message: M.closed };
  });
}

/** A plan's open findings (its page), the reader's access to the plan checked first. */
export async function planFindings(deps: ApiDeps, user: Principal, bcpId: string) {
  const plan = await loadPlan(deps.db, user, bcpId, "bcp.read");
  const day = await todayOnce(deps, user);
  // On every plan page: built once (`prepared`, issue 37), the company and plan filled in when it runs.
  return select(
    deps.db,
    user,
    and(
      eq(findings.companyId, OWNER.companyId),
      eq(findings.bcpId, sql.placeholder("bcpId")),
      eq(findings.status, "Open"),
    ),
    day,
    LIST_LIMIT,
    { key: "findings.ofPlan", values: { ...ownerValues(user), bcpId: plan.id } },
  );
}

/** The caller's own open corrective actions, soonest due first (Home: closed from there by any owner). */
export async function ownOpenFindings(deps: Pick<ApiDeps, "db" | "now">, user: Principal) {
  const day = await todayOnce(deps, user);
  // Home's tiles: built once (`prepared`, issue 37), the caller filled in when it runs.
  const where = and(
    eq(findings.companyId, OWNER.companyId),
    eq(findings.status, "Open"),
    eq(findings.ownerId, OWNER.id),
  );
  return firstWithTotal(deps.db, user, where, day, SHOWN, {
    key: "findings.ownOpen",
    values: ownerValues(user),
  });
}

/** Open corrective actions past their due day, oldest due first (Home). */
export async function overdueFindings(
  deps: Pick<ApiDeps, "db" | "now">,
  user: Principal,
  /** Only the caller's own actions (those who read only the incidents they take part in). */
  opts: { mine?: boolean } = {},
) {
  const day = await todayOnce(deps, user);
  const where = and(
    eq(findings.companyId, OWNER.companyId),
    eq(findings.status, "Open"),
    lt(findings.dueDate, sql.placeholder("day")),
    opts.mine ? eq(findings.ownerId, OWNER.id) : undefined,
  );
  return firstWithTotal(deps.db, user, where, day, SHOWN, {
    key: `findings.overdue:${opts.mine ? "mine" : "all"}`,
    values: { ...ownerValues(user), day },
  });
}

/** The user owns a corrective action (finding) of the incident `incidentId` names: its owner reads its review. */
export const ownsFindingOf = (incidentId: SQL, userId: string | Placeholder) =>
  sql`exists (select 1 from ${findings} where ${qualified(findings.incidentId)} = ${incidentId} and ${qualified(findings.ownerId)} = ${userId})`;
