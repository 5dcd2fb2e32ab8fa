import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { isCriticalProcess } from "~/domains/bcp/critical.server";
import { UNIT_MS } from "~/domains/bcp/mad";
import type { MadUnit } from "~/domains/bcp/model";
import { bcpProcesses, bcps } from "~/domains/bcp/schema.server";
import { dateSettingsOf } from "~/domains/companies/dates.server";
import { readAll } from "~/platform/db/read-all.server";
import { companyDates, formatDate } from "~/shared/dates";
import { nameList } from "~/shared/names";
import { csvLine, type ExportedEntry } from "./csv";
import { DORA_CHECK_MESSAGES, DORA_COLUMNS, type DoraCheck, type DoraTable, LEI_CODE_TYPE } from "./dora";
import { SUBSTITUTABILITY_LABELS } from "./model";
import { bcpDependencyLinks, registerEntries } from "./schema.server";

/** The most problems one answer lists (the count says how many there are). */
export const DORA_PROBLEMS_LIMIT = 200;

/** A supplier's DORA fields are the ones its export row carries. */
type Supplier = Pick<
  ExportedEntry,
  | "name"
  | "lei"
  | "country"
  | "services"
  | "contractReference"
  | "contractEnd"
  | "substitutability"
  | "supportsCriticalFunction"
> & { id: string; archived: boolean; functions: Fn[] };
type Fn = { id: string; name: string; plan: string; critical: boolean; rtoHours: number };

/**
 * The company's suppliers in the register of information, each with the processes (of plans not cancelled) that
 * depend on it: the functions it supports. An archived supplier is in it while a process still depends on it (the
 * firm still relies on it; archiving only stops offering it for new links). Suppliers are a register of thousands
 * at most; their links are read in one query.
 */
async function suppliersWithFunctions(deps: ApiDeps, companyId: string): Promise<Supplier[]> {
  const rows = await deps.db
    .select({
      id: registerEntries.id,
      name: registerEntries.name,
      lei: registerEntries.lei,
      country: registerEntries.country,
      services: registerEntries.services,
      contractReference: registerEntries.contractReference,
      contractEnd: registerEntries.contractEnd,
      substitutability: registerEntries.substitutability,
      supportsCriticalFunction: registerEntries.supportsCriticalFunction,
      archivedAt: registerEntries.archivedAt,
      processId: bcpProcesses.id,
      processName: bcpProcesses.name,
      critical: sql<boolean>`${isCriticalProcess}`,
      mad: bcpProcesses.mad,
      madUnit: bcpProcesses.madDuration,
      planNumber: bcps.number,
      planName: bcps.name,
    })
    .from(registerEntries)
    .leftJoin(bcpDependencyLinks, eq(bcpDependencyLinks.entryId, registerEntries.id))
    .leftJoin(bcpProcesses, eq(bcpProcesses.id, bcpDependencyLinks.processId))
    .leftJoin(bcps, and(eq(bcps.id, bcpProcesses.bcpId), ne(bcps.status, "CANCELLED")))
    .where(and(eq(registerEntries.companyId, companyId), eq(registerEntries.kind, "supplier")))
    .orderBy(asc(registerEntries.name), asc(registerEntries.id), asc(bcps.number), asc(bcpProcesses.name));
  const out = new Map<string, Supplier>();
  for (const r of rows) {
    const s = out.get(r.id) ?? {
      id: r.id,
      name: r.name,
      lei: r.lei,
      country: r.country,
      services: r.services,
      contractReference: r.contractReference,
      contractEnd: r.contractEnd,
      substitutability: r.substitutability,
      supportsCriticalFunction: r.supportsCriticalFunction,
      archived: r.archivedAt !== null,
      functions: [],
    };
    // A process of a cancelled plan supports nothing any more; a process named twice counts once.
    if (r.processId && r.planNumber !== null && !s.functions.some((f) => f.id === r.processId))
      s.functions.push({
        id: r.processId,
        name: r.processName ?? "",
        plan: `BCP-${String(r.planNumber).padStart(4, "0")} ${r.planName ?? ""}`.trim(),
        critical: r.critical ?? false,
        rtoHours: ((r.mad ?? 0) * UNIT_MS[(r.madUnit ?? "hours") as MadUnit]) / 3_600_000,
      });
    out.set(r.id, s);
  }
  return [...out.values()].filter((s) => !s.archived || s.functions.length > 0);
}

/** The company's day (YYYY-MM-DD) in its time zone: a contract ending today has not passed. */
async function today(deps: ApiDeps, companyId: string) {
  const dates = companyDates(await dateSettingsOf(deps.db, companyId));
  return { day: formatDate(deps.now(), "yyyy-MM-dd", dates.zone), dates };
}

/** What the register must fix before it is sent: missing LEI, missing function, contract end date passed. */
export async function doraChecks(deps: ApiDeps, user: Principal) {
  const [suppliers, { day, dates }] = await readAll(deps.db, [
    () => suppliersWithFunctions(deps, user.companyId),
    () => today(deps, user.companyId),
  ]);
  const problems: { supplier: { id: string; name: string }; check: DoraCheck; message: string }[] = [];
  for (const s of suppliers) {
    const supplier = { id: s.id, name: s.name };
    if (s.archived)
      problems.push({
        supplier,
        check: "archivedInUse",
        message: DORA_CHECK_MESSAGES.archivedInUse(
          nameList(
            s.functions.map((f) => f.name),
            3,
          ),
        ),
      });
    if (!s.lei) problems.push({ supplier, check: "missingLei", message: DORA_CHECK_MESSAGES.missingLei });
    if (s.functions.length === 0)
      problems.push({ supplier, check: "missingFunction", message: DORA_CHECK_MESSAGES.missingFunction });
    const critical = s.functions.filter((f) => f.critical);
    // Without any function the supplier is told as missingFunction already.
    if (s.functions.length > 0 && s.supportsCriticalFunction !== critical.length > 0)
      problems.push({
        supplier,
        check: "criticalityDisagrees",
        message: s.supportsCriticalFunction
          ? DORA_CHECK_MESSAGES.flaggedNotCritical
          : DORA_CHECK_MESSAGES.criticalUnflagged(
              nameList(
                critical.map((f) => f.name),
                3,
              ),
            ),
      });
    if (s.contractEnd && s.contractEnd < day)
      problems.push({
        supplier,
        check: "endDatePassed",
        message: DORA_CHECK_MESSAGES.endDatePassed(dates.day(s.contractEnd)),
      });
  }
  return {
    suppliers: suppliers.length,
    problemCount: problems.length,
    problems: problems.slice(0, DORA_PROBLEMS_LIMIT),
  };
}

/** One table of the register as a CSV file, in the template's columns. */
export async function doraExport(deps: ApiDeps, user: Principal, table: DoraTable) {
  const suppliers = await suppliersWithFunctions(deps, user.companyId);
  let text = csvLine(DORA_COLUMNS[table]);
  const provider = (s: Supplier) => [s.lei, s.name];
  if (table === "providers")
    for (const s of suppliers)
      text += csvLine([
        s.lei,
        s.lei ? LEI_CODE_TYPE : null,
        s.name,
        s.country,
        s.substitutability ? SUBSTITUTABILITY_LABELS[s.substitutability] : null,
        s.supportsCriticalFunction,
      ]);
  if (table === "contracts")
    for (const s of suppliers)
      for (const f of s.functions.length ? s.functions : [null])
        text += csvLine([s.contractReference, ...provider(s), s.services, s.contractEnd, f?.id ?? null]);
  if (table === "functions") {
    // One row per function and provider it depends on.
    const rows = suppliers
      .flatMap((s) => s.functions.map((f) => ({ f, s })))
      .sort((a, b) => a.f.plan.localeCompare(b.f.plan) || a.f.name.localeCompare(b.f.name));
    for (const { f, s } of rows)
      text += csvLine([
        f.id,
        f.name,
        f.plan,
        f.critical ? "Critical or important" : "Not critical or important",
        f.rtoHours,
        ...provider(s),
      ]);
  }
  return new Response(`\uFEFF${text}`, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="register-of-information-${table}.csv"`,
      "cache-control": "no-store",
    },
  });
}
