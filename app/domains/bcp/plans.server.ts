import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  max,
  ne,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { badRequest, fieldError } from "~/api/errors.server";
import { approverRefusal } from "~/domains/access/approvers";
import { scopeFor } from "~/domains/access/policy";
import { ownUnitIds, unitIdsOf } from "~/domains/access/scope.server";
import { copyAnalysis } from "~/domains/bcp-analysis/copy.server";
import { businessUnits, departments } from "~/domains/companies/organisation-schema.server";
import { userNameOf, users } from "~/domains/companies/users-schema.server";
import { userStatus } from "~/domains/users/model";
import { companyRow } from "~/platform/db/company-rows.server";
import { containsPattern } from "~/platform/db/like";
import { lookup, qualified } from "~/platform/db/lookup.server";
import { OWNER, type Owner, ownerValues, prepared, UNNAMED } from "~/platform/db/prepared.server";
import { readAll } from "~/platform/db/read-all.server";
import {
  PAGE_LIMIT,
  PAGE_OFFSET,
  pageRange,
  pageWithTotal,
  preparedPageWithTotal,
} from "~/platform/db/with-total.server";
import { displayName } from "~/shared/names";
import { BCP_ID, type Conn, loadPlan, type PlanRow, planScope, plansMayAct } from "./access.server";
import { auditPlan, diff } from "./audit.server";
import { inTransaction } from "./effects.server";
import {
  BCP_MANUAL_TARGETS,
  BCP_MESSAGES,
  BCP_STATUS_COLOURS,
  BCP_STATUS_LABELS,
  type BcpStatus,
  statusOfFilter,
} from "./model";
import { companyDepartment, companyUser, planApproverRefusal, planCode } from "./people.server";
import {
  bcpApprovals,
  bcpProcesses,
  bcpProcessLocations,
  bcpServices,
  bcps,
  bcpViews,
} from "./schema.server";
import type { BcpCreateInput, BcpListQuery } from "./validation";
import { movePlan, sectionChanged } from "./workflow.server";

/**
 * A plan row's names (unit, sub unit, department, lead, assignee) are subqueries, not joins: six relations took
 * 1.3 to 5.6 ms to plan on every list and plan page (issue 37, app/platform/db/lookup.server.ts). The search and
 * the sort read the same expressions.
 */
const unitName = lookup<string>(businessUnits, businessUnits.id, bcps.businessUnitId, businessUnits.name);
const subUnitName = lookup<string>(
  businessUnits,
  businessUnits.id,
  bcps.subBusinessUnitId,
  businessUnits.name,
);
const leadFirstName = lookup<string>(users, users.id, bcps.bcLeadId, users.firstName);
const leadFullName = lookup<string>(
  users,
  users.id,
  bcps.bcLeadId,
  sql`coalesce(${qualified(users.firstName)}, '') || ' ' || coalesce(${qualified(users.lastName)}, '')`,
);

/** The shape a plan row takes in answers: the database shape never leaks. */
function presentRow(r: {
  plan: PlanRow;
  businessUnit: string | null;
  subBusinessUnit: string | null;
  department: string | null;
  lead: { firstName: string | null; lastName: string | null; email: string } | null;
  assignee: { firstName: string | null; lastName: string | null; email: string } | null;
}) {
  const { plan } = r;
  return {
    id: plan.id,
    bcpId: planCode(plan.number),
    name: plan.name,
    businessUnitId: plan.businessUnitId,
    businessUnit: r.businessUnit,
    subBusinessUnitId: plan.subBusinessUnitId,
    subBusinessUnit: r.subBusinessUnit,
    departmentId: plan.departmentId,
    department: r.department,
    bcLeadId: plan.bcLeadId,
    bcLead: r.lead ? displayName(r.lead) : null,
    assigneeId: plan.assigneeId,
    assignee: r.assignee ? displayName(r.assignee) : null,
    status: plan.status,
    statusLabel: BCP_STATUS_LABELS[plan.status],
    statusColour: BCP_STATUS_COLOURS[plan.status].hex,
    clonedFromId: plan.clonedFromId,
    createdAt: plan.createdAt.toISOString(),
    updatedAt: plan.updatedAt.toISOString(),
  };
}
export type PlanSummaryRow = ReturnType<typeof presentRow>;
/** A row of the BCP list: the summary and what the user may do to the plan. */
export type PlanListRow = PlanSummaryRow & { permissions: { canManage: boolean; canAdminister: boolean } };

const planColumns = {
  plan: bcps,
  businessUnit: unitName,
  subBusinessUnit: subUnitName,
  department: lookup<string>(departments, departments.id, bcps.departmentId, departments.name),
  lead: userNameOf(bcps.bcLeadId),
  assignee: userNameOf(bcps.assigneeId),
};

function planRows(db: Conn) {
  return db.select(planColumns).from(bcps);
}

export async function planSummary(db: Conn, bcpId: string) {
  const [row] = await prepared(db, "bcpSummaryById", (conn) =>
    planRows(conn).where(eq(bcps.id, BCP_ID)).prepare(UNNAMED),
  ).execute({ bcpId });
  return presentRow(row);
}

/**
 * The plans awaiting the user's decision. An uncorrelated IN list, read once and hashed: an EXISTS per plan probed
 * the approvals 2,000 times for Home's counts (4.4 → 0.5 ms, issue 37).
 */
const awaitingMe = (user: Pick<Owner, "id">) =>
  sql`${qualified(bcps.id)} in (select ${qualified(bcpApprovals.bcpId)} from ${bcpApprovals} where ${qualified(bcpApprovals.approverId)} = ${user.id} and ${qualified(bcpApprovals.status)} = 'AWAITING_APPROVAL')`;

function filterCondition(user: Pick<Owner, "id">, filter: BcpListQuery["filter"]): SQL | undefined {
  if (filter === "all") return undefined;
  if (filter === "mine") return or(eq(bcps.bcLeadId, user.id), eq(bcps.assigneeId, user.id));
  if (filter === "awaiting_my_approval") return awaitingMe(user);
  const status = statusOfFilter(filter);
  return status ? eq(bcps.status, status) : undefined;
}

const SORTS = {
  bcpId: bcps.number,
  name: bcps.name,
  businessUnit: unitName,
  subBusinessUnit: subUnitName,
  bcLead: leadFirstName,
  status: bcps.status,
  updatedAt: bcps.updatedAt,
} as const;

/** The BCP list (spec §3 columns) with its ?filter=, search, sort and paging. */
export async function listPlans(deps: ApiDeps, user: Principal, query: BcpListQuery) {
  const term = query.search ? containsPattern(query.search) : null;
  const matching = (pattern: SQLWrapper | string) =>
    or(
      ilike(bcps.name, pattern),
      ilike(sql`'BCP-' || lpad(${bcps.number}::text, 4, '0')`, pattern),
      ilike(unitName, pattern),
      ilike(subUnitName, pattern),
      ilike(leadFullName, pattern),
    );
  const sort = query.sort ?? "updatedAt";
  const direction = (query.order ?? (query.sort ? "asc" : "desc")) === "asc" ? asc : desc;
  const pageOf = (db: Conn, where: SQL | undefined) => (total: SQL<number>) =>
    db
      .select({ ...planColumns, total })
      .from(bcps)
      .where(where)
      .orderBy(direction(SORTS[sort]), desc(bcps.number));
  const wide = scopeFor(user.role, "bcp.read");
  // The page's plans and how many match in all, in one statement (they were two, one after the other, issue 37). For
  // the roles that read every plan or their company's, built once per filter, sort and whether it searches
  // (`prepared`); a unit's or one's own plans need their scope read first.
  const { rows, total } =
    wide === "all" || wide === "company"
      ? await preparedPageWithTotal(
          deps.db,
          `bcpList:${wide}:${query.filter}:${sort}:${direction === asc ? "asc" : "desc"}:${term ? "search" : "all"}`,
          { ...ownerValues(user), term, ...pageRange(query) },
          query.page,
          (db) => {
            const where = and(
              wide === "company" ? eq(bcps.companyId, OWNER.companyId) : undefined,
              filterCondition(OWNER, query.filter),
              term ? matching(sql.placeholder("term")) : undefined,
            );
            return {
              counting: db.select({ n: count() }).from(bcps).where(where),
              select: (total) => pageOf(db, where)(total).limit(PAGE_LIMIT).offset(PAGE_OFFSET),
            };
          },
        )
      : await (async () => {
          const where = and(
            await planScope(deps.db, user, "bcp.read"),
            filterCondition(user, query.filter),
            term ? matching(term) : undefined,
          );
          const { limit, offset } = pageRange(query);
          return pageWithTotal(deps.db.select({ n: count() }).from(bcps).where(where), query.page, (total) =>
            pageOf(deps.db, where)(total).limit(limit).offset(offset),
          );
        })();
  const ids = rows.map((r) => r.plan.id);
  const [manageable, administrable] = await readAll(deps.db, [
    () => plansMayAct(deps.db, user, ids, "bcp.manage"),
    () => plansMayAct(deps.db, user, ids, "bcp.administer"),
  ]);
  return {
    data: rows.map((r) => ({
      ...presentRow(r),
      /** What the user may do to this plan, for the list's row actions (the API checks again). */
      permissions: { canManage: manageable.has(r.plan.id), canAdminister: administrable.has(r.plan.id) },
    })),
    page: { page: query.page, pageSize: query.pageSize, total },
  };
}

/** Checks the unit, sub-unit, department and people of a plan form against the caller's company and units. */
async function checkPlanInput(db: Conn, user: Principal, input: BcpCreateInput) {
  const companyId = user.companyId;
  const unit = await companyRow(db, businessUnits, companyId, input.businessUnitId);
  if (!unit) throw fieldError("businessUnitId", BCP_MESSAGES.unknownUnit);
  if (scopeFor(user.role, "bcp.create") === "businessUnits") {
    // The plan's unit (its sub unit when it has one) must be one of the user's, within a BUGeoAdmin's countries.
    const mine = await ownUnitIds(db, user);
    if (!mine.includes(input.subBusinessUnitId || unit.id)) {
      throw fieldError("businessUnitId", BCP_MESSAGES.unknownUnit);
    }
  }
  if (input.subBusinessUnitId) {
    const sub = await companyRow(db, businessUnits, companyId, input.subBusinessUnitId);
    if (!sub || sub.parentId !== unit.id)
      throw fieldError("subBusinessUnitId", BCP_MESSAGES.subUnitNotInUnit);
  }
  if (input.departmentId) await companyDepartment(db, companyId, input.departmentId);
  await companyUser(db, companyId, input.bcLeadId, "bcLeadId");
  if (input.assigneeId) await companyUser(db, companyId, input.assigneeId, "assigneeId");
}

/** The company's next plan number: one at a time per company (its number lock is held to the transaction's end). */
async function nextNumber(db: Conn, companyId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`bcp-number:${companyId}`}))`);
  const [row] = await db
    .select({ n: max(bcps.number) })
    .from(bcps)
    .where(eq(bcps.companyId, companyId));
  return (row?.n ?? 0) + 1;
}

/** A plan form's own fields, as a new or changed plan row stores them. */
function planFields(input: BcpCreateInput) {
  return {
    name: input.name,
    businessUnitId: input.businessUnitId,
    subBusinessUnitId: input.subBusinessUnitId ?? null,
    departmentId: input.departmentId ?? null,
    bcLeadId: input.bcLeadId,
    assigneeId: input.assigneeId ?? null,
  };
}

type NewPlanFields = ReturnType<typeof planFields> & { clonedFromId?: string };

/** Writes a new Just Created plan of the company under its next number (created and cloned plans alike). */
async function insertNewPlan(tx: Conn, user: Principal, companyId: string, fields: NewPlanFields, now: Date) {
  const [plan] = await tx
    .insert(bcps)
    .values({
      companyId,
      number: await nextNumber(tx, companyId),
      ...fields,
      status: "JUST_CREATED",
      createdBy: user.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return plan;
}

export async function createPlan(deps: ApiDeps, user: Principal, input: BcpCreateInput) {
  const id = await inTransaction(deps, async (tx) => {
    await checkPlanInput(tx, user, input);
    const plan = await insertNewPlan(tx, user, user.companyId, planFields(input), deps.now());
    await auditPlan(tx, user, plan, "plan.created", {
      name: input.name,
      bcLeadId: input.bcLeadId,
      assigneeId: input.assigneeId ?? null,
    });
    return plan.id;
  });
  return planSummary(deps.db, id);
}

export async function updatePlan(deps: ApiDeps, user: Principal, bcpId: string, input: BcpCreateInput) {
  await inTransaction(deps, async (tx, effects) => {
    const plan = await loadPlan(tx, user, bcpId, "bcp.administer");
    if (plan.status === "CANCELLED") throw badRequest(BCP_MESSAGES.planCancelled);
    await checkPlanInput(tx, user, input);
    const values = planFields(input);
    const changes = diff(plan, values);
    if (Object.keys(changes).length === 0) return;
    await tx
      .update(bcps)
      .set({ ...values, updatedAt: deps.now() })
      .where(eq(bcps.id, plan.id));
    await auditPlan(tx, user, plan, "plan.updated", changes);
    // Its name, unit and lead are part of what was approved: a change is a new version of the plan's details
    // (an approver's decision on the old one is refused) and sends an approved plan back (security review N8).
    // Only the assignee (who works on it) changes nothing the approver read.
    const approvedPartChanged = Object.keys(changes).some((k) => k !== "assigneeId");
    if (approvedPartChanged && plan.status !== "JUST_CREATED")
      await sectionChanged(tx, deps, effects, user, plan, "details");
  });
  return planSummary(deps.db, bcpId);
}

export async function updateAssignee(
  deps: ApiDeps,
  user: Principal,
  bcpId: string,
  assigneeId: string | null,
) {
  await inTransaction(deps, async (tx) => {
    const plan = await loadPlan(tx, user, bcpId, "bcp.administer");
    if (plan.status === "CANCELLED") throw badRequest(BCP_MESSAGES.planCancelled);
    if (assigneeId) await companyUser(tx, plan.companyId, assigneeId, "assigneeId");
    if (plan.assigneeId === assigneeId) return;
    await tx.update(bcps).set({ assigneeId, updatedAt: deps.now() }).where(eq(bcps.id, plan.id));
    await auditPlan(tx, user, plan, "plan.assignee", {
      assigneeId: { from: plan.assigneeId, to: assigneeId },
    });
  });
  return planSummary(deps.db, bcpId);
}

/** A status picked by hand (In Progress, Deferred, Cancelled), through the transition table. */
export async function setPlanStatus(deps: ApiDeps, user: Principal, bcpId: string, status: BcpStatus) {
  await inTransaction(deps, async (tx) => {
    const plan = await loadPlan(tx, user, bcpId, "bcp.administer");
    if (!BCP_MANUAL_TARGETS.includes(status)) {
      const message = BCP_MESSAGES.illegalTransition(
        BCP_STATUS_LABELS[plan.status],
        BCP_STATUS_LABELS[status],
      );
      throw badRequest(message, { status: [message] });
    }
    await movePlan(tx, user, plan, status, deps.now());
  });
  return planSummary(deps.db, bcpId);
}

/** Archiving a plan (after the UI's confirmation) cancels it; it then shows as Cancelled. */
export async function archivePlan(deps: ApiDeps, user: Principal, bcpId: string) {
  await inTransaction(deps, async (tx) => {
    const plan = await loadPlan(tx, user, bcpId, "bcp.administer");
    await movePlan(tx, user, plan, "CANCELLED", deps.now());
    await auditPlan(tx, user, plan, "plan.archived");
  });
  return planSummary(deps.db, bcpId);
}

/** Restoring an archived plan (by those who may archive it) brings it back In Progress, to review and send again. */
export async function restorePlan(deps: ApiDeps, user: Principal, bcpId: string) {
  await inTransaction(deps, async (tx) => {
    const plan = await loadPlan(tx, user, bcpId, "bcp.administer");
    if (plan.status !== "CANCELLED") throw badRequest(BCP_MESSAGES.notArchived);
    await movePlan(tx, user, plan, "IN_PROGRESS", deps.now());
    await auditPlan(tx, user, plan, "plan.restored");
  });
  return planSummary(deps.db, bcpId);
}

/** A copy of the plan with its services, processes and locations, as a new Just Created plan. */
export async function clonePlan(deps: ApiDeps, user: Principal, bcpId: string, name?: string) {
  const id = await inTransaction(deps, async (tx) => {
    const source = await loadPlan(tx, user, bcpId, "bcp.administer");
    const now = deps.now();
    const fields = {
      name: name ?? `${source.name} (copy)`,
      businessUnitId: source.businessUnitId,
      subBusinessUnitId: source.subBusinessUnitId,
      departmentId: source.departmentId,
      bcLeadId: source.bcLeadId,
      assigneeId: source.assigneeId,
      clonedFromId: source.id,
    };
    const plan = await insertNewPlan(tx, user, source.companyId, fields, now);
    const services = await tx.select().from(bcpServices).where(eq(bcpServices.bcpId, source.id));
    const processIds = new Map<string, string>();
    for (const service of services) {
      const [copy] = await tx
        .insert(bcpServices)
        .values({
          companyId: plan.companyId,
          bcpId: plan.id,
          name: service.name,
          description: service.description,
        })
        .returning();
      const processes = await tx.select().from(bcpProcesses).where(eq(bcpProcesses.bcpServiceId, service.id));
      for (const { id: processId, createdAt: _c, updatedAt: _u, ...process } of processes) {
        const [processCopy] = await tx
          .insert(bcpProcesses)
          .values({
            ...process,
            bcpId: plan.id,
            bcpServiceId: copy.id,
            status: "NOT_STARTED",
            createdBy: user.id,
          })
          .returning();
        processIds.set(processId, processCopy.id);
        const locations = await tx
          .select()
          .from(bcpProcessLocations)
          .where(eq(bcpProcessLocations.processId, processId));
        if (locations.length > 0) {
          await tx
            .insert(bcpProcessLocations)
            .values(
              locations.map(({ id: _id, createdAt: _ca, ...l }) => ({ ...l, processId: processCopy.id })),
            );
        }
      }
    }
    // The analysis sections too: a clone is the whole plan, not its first four sections.
    await copyAnalysis(
      tx,
      source.id,
      { bcpId: plan.id, companyId: plan.companyId },
      processIds,
      user.id,
      now,
    );
    await auditPlan(tx, user, plan, "plan.cloned", { from: planCode(source.number) });
    await auditPlan(tx, user, source, "plan.clonedTo", { to: planCode(plan.number) });
    return plan.id;
  });
  return planSummary(deps.db, id);
}

/** /bcp/viewed: records that the caller opened the plan. */
export async function recordView(deps: ApiDeps, user: Principal, bcpId: string) {
  const plan = await loadPlan(deps.db, user, bcpId, "bcp.read");
  const now = deps.now();
  // On every plan page view: built once (`prepared`, issue 37).
  await prepared(deps.db, "bcp.viewed", (db) =>
    db
      .insert(bcpViews)
      .values({
        bcpId: sql.placeholder("bcpId"),
        userId: sql.placeholder("userId"),
        viewedAt: sql.placeholder("viewedAt"),
      })
      .onConflictDoUpdate({
        target: [bcpViews.bcpId, bcpViews.userId],
        set: { viewedAt: sql`excluded.viewed_at`, count: sql`${bcpViews.count} + 1` },
      })
      .prepare(UNNAMED),
  ).execute({ bcpId: plan.id, userId: user.id, viewedAt: now });
  return { bcpId: plan.id, viewedAt: now.toISOString() };
}

/** Who opened the plan, most recent first. */
export async function listViews(deps: ApiDeps, user: Principal, bcpId: string) {
  const plan = await loadPlan(deps.db, user, bcpId, "bcp.read");
  const rows = await deps.db
    .select({ view: bcpViews, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(bcpViews)
    .innerJoin(users, eq(users.id, bcpViews.userId))
    .where(eq(bcpViews.bcpId, plan.id))
    .orderBy(desc(bcpViews.viewedAt));
  return rows.map((r) => ({
    userId: r.view.userId,
    name: displayName(r),
    viewedAt: r.view.viewedAt.toISOString(),
    count: r.view.count,
  }));
}

/** /bcp/bcp-stats: how many readable plans there are in each status. */
export async function planStats(deps: ApiDeps, user: Principal) {
  const rows = await deps.db
    .select({ status: bcps.status, n: count() })
    .from(bcps)
    .where(await planScope(deps.db, user, "bcp.read"))
    .groupBy(bcps.status);
  const byStatus = Object.fromEntries(Object.keys(BCP_STATUS_LABELS).map((s) => [s, 0])) as Record<
    BcpStatus,
    number
  >;
  for (const r of rows) byStatus[r.status] = r.n;
  return { total: rows.reduce((sum, r) => sum + r.n, 0), byStatus };
}

/**
 * /bcp/summary: the overview's figures: plans by status, mine, awaiting me, processes by criticality and status.
 * One pass over the plans and one over their processes (the overview is the landing page: it was five).
 */
export async function planOverview(
  deps: ApiDeps,
  user: Principal,
  /** `processes: false`: the plans only (Home shows no process tally, and it reads every process). */
  opts: { processes?: boolean } = {},
) {
  const countWhere = (condition: SQL | undefined) =>
    sql<number>`count(*) filter (where ${condition ?? sql`true`})`.mapWith(Number);
  const byStatusRead = (db: Conn, scope: SQL | undefined, owner: Pick<Owner, "id">) =>
    db
      .select({
        status: bcps.status,
        n: count(),
        mine: countWhere(filterCondition(owner, "mine")),
        awaiting: countWhere(awaitingMe(owner)),
      })
      .from(bcps)
      .where(scope)
      .groupBy(bcps.status);
  // Home asks on every visit: for the roles that read every plan or their company's, built once (`prepared`,
  // issue 37); a business unit's or one's own plans need their own read of the scope first.
  const wide = scopeFor(user.role, "bcp.read");
  const fixed = wide === "all" || wide === "company";
  const scope = await planScope(deps.db, user, "bcp.read");
  const [plans, processes] = await readAll(deps.db, [
    () =>
      fixed
        ? prepared(deps.db, `planOverview:${wide}`, (db) =>
            byStatusRead(
              db,
              wide === "company" ? eq(bcps.companyId, OWNER.companyId) : undefined,
              OWNER,
            ).prepare(UNNAMED),
          ).execute(ownerValues(user))
        : byStatusRead(deps.db, scope, user),
    () =>
      opts.processes === false
        ? Promise.resolve([])
        : deps.db
            .select({ level: bcpProcesses.overAllCriticality, status: bcpProcesses.status, n: count() })
            .from(bcpProcesses)
            .innerJoin(bcps, eq(bcps.id, bcpProcesses.bcpId))
            .where(scope)
            .groupBy(bcpProcesses.overAllCriticality, bcpProcesses.status),
  ]);
  const byStatus = Object.fromEntries(Object.keys(BCP_STATUS_LABELS).map((s) => [s, 0])) as Record<
    BcpStatus,
    number
  >;
  for (const r of plans) byStatus[r.status] = r.n;
  const tally = <K extends string | null>(key: (r: (typeof processes)[number]) => K) => {
    const out: Record<string, number> = {};
    for (const r of processes) out[String(key(r))] = (out[String(key(r))] ?? 0) + r.n;
    return out;
  };
  const sum = (rows: { n: number }[]) => rows.reduce((total, r) => total + r.n, 0);
  return {
    total: sum(plans),
    byStatus,
    mine: plans.reduce((total, r) => total + r.mine, 0),
    awaitingMyApproval: plans.reduce((total, r) => total + r.awaiting, 0),
    processes: {
      total: sum(processes),
      byCriticality: tally((r) => r.level),
      byStatus: tally((r) => r.status),
    },
  };
}

/**
 * The company's users that can be picked as lead, assignee or approver. `canApprove`: whether the user may be
 * named approver (by role, and with `bcpId`, not the plan's lead or assignee nor the caller, who would send it).
 */
export async function planPeople(deps: ApiDeps, user: Principal, bcpId?: string) {
  const plan = bcpId ? await loadPlan(deps.db, user, bcpId, "bcp.read") : null;
  // The plan's company's people (a System Administrator reading another company's plan sees its people, not theirs).
  const rows = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.companyId, plan?.companyId ?? user.companyId), eq(users.disabled, false)))
    .orderBy(asc(users.firstName), asc(users.email));
  const parts = { requesterId: user.id };
  // The business-unit readers' units, read for all of them at once (one read each made the picker 200 statements).
  const units = plan
    ? await unitIdsOf(
        deps.db,
        plan.companyId,
        rows.filter((u) => scopeFor(u.role, "bcp.read") === "businessUnits"),
      )
    : null;
  const people = [];
  for (const u of rows) {
    const refusal = plan
      ? await planApproverRefusal(deps.db, u, plan, user.id, units?.get(u.id) ?? [])
      : approverRefusal(u, parts, "bcp.approve");
    people.push({
      id: u.id,
      name: displayName(u),
      email: u.email,
      role: u.role,
      canApprove: refusal === null,
      invited: userStatus({ disabled: u.disabled, hasPassword: u.passwordHash !== null }) === "Invited",
    });
  }
  return people;
}

/** /bcp/getManyBcps: the summaries of the given plans the caller can read (unknown ids are left out). */
export async function manyPlans(deps: ApiDeps, user: Principal, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await planRows(deps.db).where(
    and(await planScope(deps.db, user, "bcp.read"), inArray(bcps.id, ids)),
  );
  return rows.map(presentRow);
}

/** /bcp/userInBCPCount: in how many live plans a user is the lead or the assignee. */
export async function userPlanCount(deps: ApiDeps, user: Principal, userId: string) {
  const [row] = await deps.db
    .select({ n: count() })
    .from(bcps)
    .where(
      and(
        await planScope(deps.db, user, "bcp.read"),
        or(eq(bcps.bcLeadId, userId), eq(bcps.assigneeId, userId)),
        ne(bcps.status, "CANCELLED"),
      ),
    );
  return { userId, count: row?.n ?? 0 };
}
