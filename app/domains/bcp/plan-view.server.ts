import { asc, eq, inArray } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { readOnce } from "~/api/shared-auth.server";
import { can } from "~/domains/access/policy";
import { companyDatesOnce } from "~/domains/companies/dates.server";
import { editVersionsOf } from "~/platform/concurrency/versions.server";
import { readAll } from "~/platform/db/read-all.server";
import { type Conn, loadPlan, mayOnLoadedPlan, type PlanRow } from "./access.server";
import { approvalsOf } from "./approval-state.server";
import { planAuditTrail } from "./audit.server";
import { allCompletions, type SharedReads } from "./completion.server";
import { COMPLETION_LABELS } from "./model";
import { planSummary } from "./plans.server";
import { focusOnProcess } from "./process-focus";
import {
  locationRowsOf,
  presentProcess,
  processRowsOf,
  processRowsOnce,
  serviceRowsOf,
} from "./processes.server";
import { bcpProcessLocations, bcpServices } from "./schema.server";
import { SECTIONS, type SectionKey } from "./sections";

/**
 * Services with their processes, each with its delivery locations. `shared`: the rows the page request read
 * already (its sections' completion reads the same ones).
 */
export async function planContent(db: Conn, bcpId: string, shared: SharedReads = {}) {
  // Asked when first wanted: readAll runs them one after the other inside a transaction (one connection).
  let processRows = shared.processes;
  const processesOnce = () => {
    processRows ??= processRowsOf(db, bcpId);
    return processRows;
  };
  const [services, processes, locations] = await readAll(db, [
    () => shared.services?.() ?? serviceRowsOf(db, bcpId),
    processesOnce,
    () => shared.locations?.() ?? locationRowsOf(db, processesOnce()),
  ]);
  return services.map((s) => ({
    id: s.id,
    name: s.name,
    description: s.description,
    processes: processes
      .filter((p) => p.bcpServiceId === s.id)
      .map((p) => {
        const own = locations.filter((l) => l.processId === p.id);
        return {
          ...presentProcess(p),
          locations: own.map((l) => ({
            id: l.id,
            assetId: l.assetId,
            siteName: l.siteName,
            country: l.country ?? "",
            city: l.city ?? "",
            headcount: l.headcount,
          })),
          totalHeadCount: own.reduce((sum, l) => sum + (l.headcount ?? 0), 0),
        };
      }),
  }));
}
export type PlanContent = Awaited<ReturnType<typeof planContent>>;

/** A section's key, label and help text, as answers send them (text, not the literal of each). */
type SectionText = { key: SectionKey; label: string; help: string; path: string };

/** The sections of a plan: help text, computed completion and approval state. */
export async function planSections(db: Conn, plan: PlanRow, shared?: SharedReads) {
  const [completion, approvals] = await readAll(db, [
    () => allCompletions(db, plan.id, shared),
    () => approvalsOf(db, plan),
  ]);
  return {
    sections: SECTIONS.map((s: SectionText) => ({
      key: s.key,
      label: s.label,
      help: s.help,
      completion: completion[s.key],
      completionLabel: COMPLETION_LABELS[completion[s.key]],
      approval: approvals.find((a) => a.section === s.key)!,
    })),
    overall: approvals.find((a) => a.section === "overall")!,
  };
}

/** GET /bcp/sections: each section's key, label, help text and the base path of its approval routes. */
export function sectionGuide() {
  return SECTIONS.map(({ key, label, help, path }: SectionText) => ({ key, label, help, path }));
}

/**
 * Everything the manage and view screens show of one plan: read once per page request (the field sheet builds on
 * it too, so the plan page read it twice, issue 37).
 */
export function getPlan(deps: ApiDeps, user: Principal, bcpId: string) {
  return readOnce(user, `bcp.detail:${bcpId}`, () => readPlan(deps, user, bcpId));
}

async function readPlan(deps: ApiDeps, user: Principal, bcpId: string) {
  const plan = await loadPlan(deps.db, user, bcpId, "bcp.read");
  const processes = processRowsOnce(deps.db, user, plan.id);
  // Read once for the content and the sections' completion both (issue 37).
  let serviceRows: ReturnType<typeof serviceRowsOf> | undefined;
  let locationRows: ReturnType<typeof locationRowsOf> | undefined;
  const rows: SharedReads = {
    processes,
    services: () => {
      serviceRows ??= serviceRowsOf(deps.db, plan.id);
      return serviceRows;
    },
    locations: () => {
      locationRows ??= locationRowsOf(deps.db, processes);
      return locationRows;
    },
    user,
  };
  const [summary, frame, services, audit, canManage, canAdminister, versions, dates] = await readAll(
    deps.db,
    [
      () => planSummary(deps.db, plan.id),
      () => planSections(deps.db, plan, rows),
      () => planContent(deps.db, plan.id, rows),
      () => planAuditTrail(deps.db, plan),
      () => mayOnLoadedPlan(deps.db, user, plan, "bcp.manage"),
      () => mayOnLoadedPlan(deps.db, user, plan, "bcp.administer"),
      () => editVersionsOf(deps.db, "bcp", plan.id),
      () => companyDatesOnce(deps.db, user, plan.companyId),
    ],
  );
  const awaitingMe = [...frame.sections.map((s) => s.approval), frame.overall].filter(
    (a) => a.status === "AWAITING_APPROVAL" && a.approver?.id === user.id,
  );
  return {
    ...summary,
    ...frame,
    services,
    audit,
    /** The company's date format and time zone (app/shared/dates.ts companyDates). */
    dates,
    /** Edit version of each section (absent = 0): forms send it back as If-Match. */
    editVersions: versions,
    permissions: {
      canManage: canManage && plan.status !== "CANCELLED",
      canAdminister: canAdminister && plan.status !== "CANCELLED",
      awaitingMyApproval: awaitingMe.map((a) => a.section),
      // Whether its links to register entries open for this reader (the System Administrator edits other
      // companies' plans but reads only their own company's registers).
      readsRegisters: can(user, "register.read") && user.companyId === plan.companyId,
    },
  };
}
export type PlanDetail = Awaited<ReturnType<typeof getPlan>>;

/**
 * GET /bcp: the plan, and with `focus` the plan page's one open process (the asked one, else the first) with every
 * process named in `focus`. The other processes' content stays on the server: a 50-process plan's was 61 KB of
 * JSON built, sent and parsed on every view for a page that draws one (issue 37).
 */
export async function getPlanForPage(
  deps: ApiDeps,
  user: Principal,
  bcpId: string,
  asked: { focus?: "process"; processId?: string },
) {
  const plan = await getPlan(deps, user, bcpId);
  if (!asked.focus) return { ...plan, focus: null };
  const { services, focus } = focusOnProcess(plan.services, asked.processId);
  return { ...plan, services, focus };
}
