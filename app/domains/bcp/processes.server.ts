import { and, asc, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { badRequest, fieldError, notFound } from "~/api/errors.server";
import { readOnce } from "~/api/shared-auth.server";
import { scopeFor } from "~/domains/access/policy";
import { bcpBia } from "~/domains/bcp-analysis/schema.server";
import { businessUnits, departments } from "~/domains/companies/organisation-schema.server";
import { userNameOf } from "~/domains/companies/users-schema.server";
import { containsPattern } from "~/platform/db/like";
import { lookup } from "~/platform/db/lookup.server";
import { anyOf, prepared, UNNAMED } from "~/platform/db/prepared.server";
import { pageWithTotal } from "~/platform/db/with-total.server";
import { displayName } from "~/shared/names";
import { BCP_ID, type Conn, loadPlan, planScope } from "./access.server";
import { auditPlan, diff, heldFields } from "./audit.server";
import { loadService } from "./bcp-services.server";
import { inTransaction } from "./effects.server";
import {
  BCP_MESSAGES,
  canMoveProcess,
  type ExposureLevel,
  formatMad,
  IMPACT_LABELS,
  PROCESS_STATUS_LABELS,
  type ProcessStatus,
} from "./model";
import { companyDepartment, companyUser, planCode } from "./people.server";
import { bcpProcesses, bcpProcessLocations, bcpServices, bcps } from "./schema.server";
import type { ProcessInput, ProcessListQuery } from "./validation";
import { sectionChanged } from "./workflow.server";

export type ProcessRow = typeof bcpProcesses.$inferSelect;

/** A process in its form names (spec §3), so what the API answers can be sent back as is. */
export function presentProcess(p: ProcessRow) {
  return {
    id: p.id,
    bcpId: p.bcpId,
    bcpServiceId: p.bcpServiceId,
    name: p.name,
    processType: p.processType ?? "",
    departmentId: p.departmentId,
    assignedTo: p.assignedTo,
    consequencesOfDisruption: p.consequencesOfDisruption,
    financialExposure: p.financialExposure,
    legalExposure: p.legalExposure,
    customerBrandOrReputationExposure: p.brandExposure,
    qualityServiceLevel: p.serviceExposure,
    supplyChainExposure: p.supplyChainExposure,
    criticalityLevel: p.overAllCriticality,
    /** The exposures come from the BIA (its highest level per category) and are not entered here. */
    exposureFromBia: p.exposureFromBia,
    criticalityLevelExplanation: p.criticalityLevelExplanation,
    isBCStrategyRequired: p.isBCStrategyRequired,
    justificationForNoBCStrategy: p.justificationForNoBCStrategy,
    criticalProcessHeadcountAnalysis: p.criticalProcessHeadcountAnalysis,
    totalGlobalHeadCount: p.totalGlobalHeadCount,
    mad: p.mad,
    madDuration: p.madDuration,
    maloCriterialExplanation: p.maloCriterialExplanation,
    status: p.status,
    statusLabel: PROCESS_STATUS_LABELS[p.status],
    createdBy: p.createdBy,
    updatedAt: p.updatedAt.toISOString(),
  };
}
export type ProcessView = ReturnType<typeof presentProcess>;

function columns(input: ProcessInput) {
  return {
    bcpServiceId: input.bcpServiceId,
    name: input.name,
    processType: input.processType || null,
    departmentId: input.departmentId ?? null,
    assignedTo: input.assignedTo ?? null,
    consequencesOfDisruption: input.consequencesOfDisruption,
    financialExposure: input.financialExposure,
    legalExposure: input.legalExposure,
    brandExposure: input.customerBrandOrReputationExposure,
    serviceExposure: input.qualityServiceLevel,
    supplyChainExposure: input.supplyChainExposure,
    overAllCriticality: input.criticalityLevel,
    criticalityLevelExplanation: input.criticalityLevelExplanation,
    isBCStrategyRequired: input.isBCStrategyRequired,
    justificationForNoBCStrategy: input.isBCStrategyRequired ? "" : input.justificationForNoBCStrategy,
    criticalProcessHeadcountAnalysis: input.criticalProcessHeadcountAnalysis ?? null,
    totalGlobalHeadCount: input.totalGlobalHeadCount,
    mad: input.mad,
    madDuration: input.madDuration,
    maloCriterialExplanation: input.maloCriterialExplanation,
  };
}

/** What a process held that its audit entry records when it is added or removed (its name says which it was). */
const HELD_FIELDS = [
  "processType",
  "consequencesOfDisruption",
  "financialExposure",
  "legalExposure",
  "brandExposure",
  "serviceExposure",
  "supplyChainExposure",
  "overAllCriticality",
  "criticalityLevelExplanation",
  "isBCStrategyRequired",
  "justificationForNoBCStrategy",
  "criticalProcessHeadcountAnalysis",
  "totalGlobalHeadCount",
  "mad",
  "madDuration",
  "maloCriterialExplanation",
] as const satisfies readonly (keyof ReturnType<typeof columns>)[];
const held = (process: Pick<ProcessRow, (typeof HELD_FIELDS)[number]>, how: "added" | "removed") =>
  heldFields(Object.fromEntries(HELD_FIELDS.map((key) => [key, process[key]])), how);

async function checkRefs(db: Conn, companyId: string, input: ProcessInput) {
  if (input.assignedTo) await companyUser(db, companyId, input.assignedTo, "assignedTo");
  if (input.departmentId) await companyDepartment(db, companyId, input.departmentId);
}

/** A process of a plan the user may act on, with its plan; 404 otherwise. */
export async function loadProcess(db: Conn, user: Principal, id: string, action: "bcp.read" | "bcp.manage") {
  const [process] = await db.select().from(bcpProcesses).where(eq(bcpProcesses.id, id));
  if (!process) throw notFound();
  const plan = await loadPlan(db, user, process.bcpId, action);
  return { process, plan };
}

export async function getProcess(deps: ApiDeps, user: Principal, id: string) {
  const { process } = await loadProcess(deps.db, user, id, "bcp.read");
  return presentProcess(process);
}

export async function addProcess(deps: ApiDeps, user: Principal, input: ProcessInput) {
  return inTransaction(deps, async (tx, effects) => {
    const { plan } = await loadService(tx, user, input.bcpServiceId, "bcp.manage").catch(() => {
      throw fieldError("bcpServiceId", BCP_MESSAGES.serviceRequired);
    });
    await checkRefs(tx, plan.companyId, input);
    await sectionChanged(tx, deps, effects, user, plan, "processes");
    const now = deps.now();
    const [process] = await tx
      .insert(bcpProcesses)
      .values({
        ...columns(input),
        companyId: plan.companyId,
        bcpId: plan.id,
        status: "NOT_STARTED",
        createdBy: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await auditPlan(tx, user, plan, "process.added", { process: input.name, ...held(process, "added") });
    // The API's answer says "process added successfully"; the page's toast says "Process Created successfully!".
    return { ...presentProcess(process), message: BCP_MESSAGES.processAdded };
  });
}

export async function editProcess(deps: ApiDeps, user: Principal, id: string, input: ProcessInput) {
  return inTransaction(deps, async (tx, effects) => {
    const { process, plan } = await loadProcess(tx, user, id, "bcp.manage");
    if (input.bcpServiceId !== process.bcpServiceId) {
      const { plan: target } = await loadService(tx, user, input.bcpServiceId, "bcp.manage").catch(() => {
        throw fieldError("bcpServiceId", BCP_MESSAGES.serviceRequired);
      });
      if (target.id !== plan.id) throw fieldError("bcpServiceId", BCP_MESSAGES.serviceRequired);
    }
    await checkRefs(tx, plan.companyId, input);
    const values = columns(input);
    if (process.exposureFromBia) {
      // The BIA owns the exposures; the form shows them read-only.
      Object.assign(values, {
        financialExposure: process.financialExposure,
        legalExposure: process.legalExposure,
        brandExposure: process.brandExposure,
        serviceExposure: process.serviceExposure,
        supplyChainExposure: process.supplyChainExposure,
      });
    }
    const changes = diff(process, values);
    if (Object.keys(changes).length === 0) return presentProcess(process);
    await sectionChanged(tx, deps, effects, user, plan, "processes");
    const status: ProcessStatus =
      process.status === "NOT_STARTED" && canMoveProcess("NOT_STARTED", "IN_PROGRESS")
        ? "IN_PROGRESS"
        : process.status;
    const [updated] = await tx
      .update(bcpProcesses)
      .set({ ...values, status, updatedAt: deps.now() })
      .where(eq(bcpProcesses.id, process.id))
      .returning();
    await auditPlan(tx, user, plan, "process.edited", {
      process: process.name,
      ...changes,
      ...(status !== process.status ? { status: { from: process.status, to: status } } : {}),
    });
    return presentProcess(updated);
  });
}

export async function setProcessStatus(deps: ApiDeps, user: Principal, id: string, status: ProcessStatus) {
  return inTransaction(deps, async (tx, effects) => {
    const { process, plan } = await loadProcess(tx, user, id, "bcp.manage");
    if (process.status === status) return presentProcess(process);
    if (!canMoveProcess(process.status, status)) {
      const message = BCP_MESSAGES.illegalProcessTransition(
        PROCESS_STATUS_LABELS[process.status],
        PROCESS_STATUS_LABELS[status],
      );
      throw badRequest(message, { status: [message] });
    }
    await sectionChanged(tx, deps, effects, user, plan, "processes");
    const [updated] = await tx
      .update(bcpProcesses)
      .set({ status, updatedAt: deps.now() })
      .where(eq(bcpProcesses.id, process.id))
      .returning();
    await auditPlan(tx, user, plan, "process.status", {
      process: process.name,
      status: { from: process.status, to: status },
    });
    return presentProcess(updated);
  });
}

/** What deleting a process takes with it, for the confirmation dialog to name. */
export async function processDeleteImpact(deps: ApiDeps, user: Principal, id: string) {
  const { process } = await loadProcess(deps.db, user, id, "bcp.read");
  const locations = await deps.db
    .select({ siteName: bcpProcessLocations.siteName })
    .from(bcpProcessLocations)
    .where(eq(bcpProcessLocations.processId, process.id));
  return { process: process.name, locations: locations.map((l) => l.siteName) };
}

/** Deleting a process deletes its locations (cascaded, one transaction). */
export async function removeProcess(deps: ApiDeps, user: Principal, id: string) {
  const impact = await processDeleteImpact(deps, user, id);
  await inTransaction(deps, async (tx, effects) => {
    const { process, plan } = await loadProcess(tx, user, id, "bcp.manage");
    await sectionChanged(tx, deps, effects, user, plan, "processes");
    await tx.delete(bcpProcesses).where(eq(bcpProcesses.id, process.id));
    await auditPlan(tx, user, plan, "process.removed", { ...impact, ...held(process, "removed") });
  });
  return { removed: true, ...impact };
}

/** A plan's process rows in the plan's order (a promise, so that sharing it runs the query once). */
export async function processRowsOf(db: Conn, bcpId: string): Promise<ProcessRow[]> {
  return prepared(db, "bcpProcessesByPlan", (conn) =>
    conn
      .select()
      .from(bcpProcesses)
      .where(eq(bcpProcesses.bcpId, BCP_ID))
      .orderBy(asc(bcpProcesses.createdAt), asc(bcpProcesses.name))
      .prepare(UNNAMED),
  ).execute({ bcpId });
}

/**
 * processRowsOf once per page request: the plan page's content, completion and analysis each want them (issue 37).
 * Only for a plan `user` may read (loaded through loadPlan first).
 */
export function processRowsOnce(db: Conn, user: Principal, bcpId: string) {
  return readOnce(user, `bcp.processes:${bcpId}`, () => processRowsOf(db, bcpId));
}

/** A plan's services, in the plan's order (a promise, not a query: awaiting it twice reads once). */
export async function serviceRowsOf(db: Conn, bcpId: string) {
  return db
    .select()
    .from(bcpServices)
    .where(eq(bcpServices.bcpId, bcpId))
    .orderBy(asc(bcpServices.createdAt), asc(bcpServices.name));
}
export type ServiceRow = Awaited<ReturnType<typeof serviceRowsOf>>[number];

/** The delivery locations of these processes (a plan's), oldest first. */
export async function locationRowsOf(db: Conn, processes: Promise<ProcessRow[]> | ProcessRow[]) {
  const ids = (await processes).map((p) => p.id);
  if (!ids.length) return [];
  // On every plan page: built once (`prepared`, issue 37), the processes' ids an array it is given.
  return prepared(db, "bcpLocationsOfProcesses", (conn) =>
    conn
      .select()
      .from(bcpProcessLocations)
      .where(anyOf(bcpProcessLocations.processId, sql.placeholder("ids")))
      .orderBy(asc(bcpProcessLocations.createdAt))
      .prepare(UNNAMED),
  ).execute({ ids });
}
export type LocationRow = Awaited<ReturnType<typeof locationRowsOf>>[number];

export async function processesOfPlan(db: Conn, bcpId: string, rows = processRowsOf(db, bcpId)) {
  return (await rows).map(presentProcess);
}

/** The process table (spec §3 columns) across every plan the user may read, filterable and paged. */
export async function listProcessTable(deps: ApiDeps, user: Principal, query: ProcessListQuery) {
  const term = query.search ? containsPattern(query.search) : null;
  // The filters on the process's own columns: the page's rows and either count read them.
  const processFilters = and(
    query.status ? eq(bcpProcesses.status, query.status) : undefined,
    query.criticalityLevel ? eq(bcpProcesses.overAllCriticality, query.criticalityLevel) : undefined,
  );
  const where = and(
    await planScope(deps.db, user, "bcp.read"),
    query.bcpId ? eq(bcps.id, query.bcpId) : undefined,
    query.businessUnitId
      ? or(eq(bcps.businessUnitId, query.businessUnitId), eq(bcps.subBusinessUnitId, query.businessUnitId))
      : undefined,
    processFilters,
    term
      ? or(ilike(bcpProcesses.name, term), ilike(bcps.name, term), ilike(bcpServices.name, term))
      : undefined,
  );
  // Every process has its service (a required, cascading key): the count joins the services only to search
  // their names, and otherwise counts from the processes' plan index (20,000 processes: 24 → 5 ms, issue 37).
  const counted = deps.db
    .select({ n: count() })
    .from(bcpProcesses)
    .innerJoin(bcps, eq(bcps.id, bcpProcesses.bcpId));
  // A reader of the whole company's plans (or every company's) who narrows by nothing of the plan counts the
  // processes alone, off their company index: no plan is read (20,000 processes: 6 → 2 ms, issue 37).
  const scope = scopeFor(user.role, "bcp.read");
  const processesOnly =
    (scope === "company" || scope === "all") && !query.bcpId && !query.businessUnitId && !term;
  const counting = processesOnly
    ? deps.db
        .select({ n: count() })
        .from(bcpProcesses)
        .where(
          and(scope === "company" ? eq(bcpProcesses.companyId, user.companyId) : undefined, processFilters),
        )
    : (term ? counted.innerJoin(bcpServices, eq(bcpServices.id, bcpProcesses.bcpServiceId)) : counted).where(
        where,
      );
  // The lookups (unit, department, lead, assignee, BIA level) are subqueries, not joins: eight relations took
  // 7.3 ms to plan on every request (issue 37, app/platform/db/lookup.server.ts). The page's figure is read with
  // its rows.
  const { rows, total } = await pageWithTotal(counting, query.page, (total) =>
    deps.db
      .select({
        process: bcpProcesses,
        plan: { id: bcps.id, name: bcps.name, number: bcps.number },
        service: bcpServices.name,
        businessUnit: lookup<string>(
          businessUnits,
          businessUnits.id,
          bcps.businessUnitId,
          businessUnits.name,
        ),
        department: lookup<string>(
          departments,
          departments.id,
          sql`coalesce(${bcpProcesses.departmentId}, ${bcps.departmentId})`,
          departments.name,
        ),
        lead: userNameOf(bcps.bcLeadId),
        assignee: userNameOf(bcpProcesses.assignedTo),
        biaLevel: lookup<ExposureLevel>(
          bcpBia,
          bcpBia.processId,
          bcpProcesses.id,
          bcpBia.businessImpactLevel,
        ),
        total,
      })
      .from(bcpProcesses)
      .innerJoin(bcps, eq(bcps.id, bcpProcesses.bcpId))
      .innerJoin(bcpServices, eq(bcpServices.id, bcpProcesses.bcpServiceId))
      .where(where)
      .orderBy(desc(bcps.number), asc(bcpServices.name), asc(bcpProcesses.name))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  );
  return {
    data: rows.map((r) => ({
      id: r.process.id,
      bcpId: r.plan.id,
      bcpCode: planCode(r.plan.number),
      businessUnit: r.businessUnit,
      processType: r.process.processType ?? "",
      department: r.department,
      bcpName: r.plan.name,
      serviceName: r.service,
      processName: r.process.name,
      bcpLead: r.lead?.email ? displayName(r.lead) : null,
      assignedTo: r.assignee?.email ? displayName(r.assignee) : null,
      // The BIA's result (its business impact level), not the process's criticality (spec audit row 66).
      businessImpact: r.biaLevel ?? "awaiting_response",
      businessImpactLabel: IMPACT_LABELS[r.biaLevel ?? "awaiting_response"],
      mad: formatMad(r.process.mad, r.process.madDuration),
      criticalProcessHeadcountAnalysis: r.process.criticalProcessHeadcountAnalysis,
      status: r.process.status,
      statusLabel: PROCESS_STATUS_LABELS[r.process.status],
    })),
    page: { page: query.page, pageSize: query.pageSize, total },
  };
}

/**
 * The processes of one business unit's plans (spec §7 /bcpProcess/businessUnit): the process table narrowed
 * to plans whose unit or sub unit it is. A unit of another company answers 404.
 */
export async function listBusinessUnitProcesses(
  deps: ApiDeps,
  user: Principal,
  query: ProcessListQuery & { businessUnitId: string },
) {
  const [unit] = await deps.db
    .select({ id: businessUnits.id, companyId: businessUnits.companyId, name: businessUnits.name })
    .from(businessUnits)
    .where(eq(businessUnits.id, query.businessUnitId));
  if (!unit || (unit.companyId !== user.companyId && user.role !== "Admin")) throw notFound();
  const table = await listProcessTable(deps, user, query);
  return { ...table, businessUnit: { id: unit.id, name: unit.name } };
}
