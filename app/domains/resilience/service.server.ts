import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { badRequest, conflict, notFound } from "~/api/errors.server";
import { can } from "~/domains/access/policy";
import { plansMayAct } from "~/domains/bcp/access.server";
import { formatMad } from "~/domains/bcp/model";
import { bcpProcesses, bcps } from "~/domains/bcp/schema.server";
import { companyToday } from "~/domains/companies/dates.server";
import { userNameColumns, users } from "~/domains/companies/users-schema.server";
import { changeHistory, type Readable, recordChange } from "~/domains/registers/history.server";
import { REGISTER_KINDS } from "~/domains/registers/model";
import { registerEntries } from "~/domains/registers/schema.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { companyRow, nameTaken } from "~/platform/db/company-rows.server";
import { readAll } from "~/platform/db/read-all.server";
import { displayName } from "~/shared/names";
import { syncCompanyServiceClocks } from "./clock.server";
import { madWithinTolerance, SERVICE_LABELS, SERVICE_MESSAGES, TOLERANCE_MEASURES } from "./model";
import { businessServiceEntries, businessServiceProcesses, businessServices } from "./schema.server";
import { serviceEntriesWithEntry } from "./service-entries.server";
import type { BusinessServiceInput } from "./validation";

type ServiceRow = typeof businessServices.$inferSelect;
type Person = { id: string; firstName: string | null; lastName: string | null; email: string };

const personOf = (p: Person | null) => (p ? { id: p.id, name: displayName(p) } : null);
const ownerColumns = {
  id: users.id,
  ...userNameColumns,
};
const processColumns = {
  id: bcpProcesses.id,
  name: bcpProcesses.name,
  bcpId: bcps.id,
  planName: bcps.name,
  mad: bcpProcesses.mad,
  madDuration: bcpProcesses.madDuration,
};

function toleranceOf(row: ServiceRow) {
  return {
    tolerance: row.tolerance,
    toleranceUnit: row.toleranceUnit,
    maxCustomers: row.maxCustomers,
    maxTransactions: row.maxTransactions,
    maxValue: row.maxValue,
  };
}

/** The company's processes each service relies on, with their plan (one query for any number of services). */
async function mappedProcesses(db: Db | Tx, companyId: string, serviceIds: string[]) {
  if (serviceIds.length === 0) return [];
  return db
    .select({ serviceId: businessServiceProcesses.serviceId, ...processColumns })
    .from(businessServiceProcesses)
    .innerJoin(bcpProcesses, eq(bcpProcesses.id, businessServiceProcesses.processId))
    .innerJoin(bcps, eq(bcps.id, bcpProcesses.bcpId))
    .where(
      and(
        eq(businessServiceProcesses.companyId, companyId),
        inArray(businessServiceProcesses.serviceId, serviceIds),
      ),
    )
    .orderBy(asc(bcps.name), asc(bcpProcesses.name));
}

/** Register entries in the registers' order (applications, suppliers…), then by name. */
const byKindThenName = <T extends { kind: (typeof REGISTER_KINDS)[number]; name: string }>(rows: T[]) =>
  rows.sort(
    (a, b) => REGISTER_KINDS.indexOf(a.kind) - REGISTER_KINDS.indexOf(b.kind) || a.name.localeCompare(b.name),
  );

/** The register entries each service relies on (one query for any number of services). */
async function mappedEntries(db: Db | Tx, companyId: string, serviceIds: string[]) {
  if (serviceIds.length === 0) return [];
  const rows = await serviceEntriesWithEntry(db, {
    serviceId: businessServiceEntries.serviceId,
    id: registerEntries.id,
    name: registerEntries.name,
    kind: registerEntries.kind,
    archivedAt: registerEntries.archivedAt,
  }).where(
    and(
      eq(businessServiceEntries.companyId, companyId),
      eq(registerEntries.companyId, companyId),
      inArray(businessServiceEntries.serviceId, serviceIds),
    ),
  );
  return byKindThenName(rows).map(({ archivedAt, ...e }) => ({ ...e, archived: archivedAt !== null }));
}

/**
 * The company's services, or (`entryId`) those relying on one register entry: the entry page's "Important business
 * services relying on this".
 */
export async function listServices(deps: ApiDeps, user: Principal, opts: { entryId?: string } = {}) {
  const rows = await deps.db
    .select({ service: businessServices, owner: ownerColumns })
    .from(businessServices)
    .leftJoin(users, eq(users.id, businessServices.ownerId))
    .where(
      and(
        eq(businessServices.companyId, user.companyId),
        opts.entryId
          ? inArray(
              businessServices.id,
              deps.db
                .select({ id: businessServiceEntries.serviceId })
                .from(businessServiceEntries)
                .where(
                  and(
                    eq(businessServiceEntries.companyId, user.companyId),
                    eq(businessServiceEntries.entryId, opts.entryId),
                  ),
                ),
            )
          : undefined,
      ),
    )
    .orderBy(asc(businessServices.name));
  const ids = rows.map((r) => r.service.id);
  const [mapped, entries] = await readAll(deps.db, [
    () => mappedProcesses(deps.db, user.companyId, ids),
    () => mappedEntries(deps.db, user.companyId, ids),
  ]);
  return rows.map(({ service, owner }) => {
    const processes = mapped.filter((p) => p.serviceId === service.id);
    return {
      id: service.id,
      name: service.name,
      served: service.served,
      owner: personOf(owner),
      boardApprovedOn: service.boardApprovedOn,
      ...toleranceOf(service),
      processCount: processes.length,
      entryCount: entries.filter((e) => e.serviceId === service.id).length,
      outsideTolerance: processes.filter((p) => !madWithinTolerance(p, service)).length,
    };
  });
}

async function findService(db: Db | Tx, user: Principal, id: string) {
  const row = await companyRow(db, businessServices, user.companyId, id);
  if (!row) throw notFound();
  return row;
}

/** The labels of a service's fields in its history. */
const HISTORY_FIELDS: Record<string, string> = { ...SERVICE_LABELS, ...TOLERANCE_MEASURES };
const historyOf = (id: string) => ({ type: "businessService" as const, id });

/**
 * A service as its history records it: each field as a reader sees it (the tolerance with its unit, the owner by
 * name, the mapped processes and entries by name).
 */
async function readableService(db: Db | Tx, companyId: string, id: string): Promise<Readable> {
  const row = await companyRow(db, businessServices, companyId, id);
  if (!row) throw notFound();
  const [[owner], processes, entries] = await readAll(db, [
    () =>
      row.ownerId
        ? db.select(ownerColumns).from(users).where(eq(users.id, row.ownerId))
        : Promise.resolve([]),
    () => mappedProcesses(db, companyId, [id]),
    () => mappedEntries(db, companyId, [id]),
  ]);
  const amount = (v: number | null) => (v === null ? null : String(v));
  return {
    name: row.name,
    description: row.description,
    served: row.served,
    whyImportant: row.whyImportant,
    owner: owner ? displayName(owner) : null,
    boardApprovedOn: row.boardApprovedOn,
    tolerance: formatMad(row.tolerance, row.toleranceUnit),
    maxCustomers: amount(row.maxCustomers),
    maxTransactions: amount(row.maxTransactions),
    maxValue: amount(row.maxValue),
    toleranceReason: row.toleranceReason,
    processes: processes.map((p) => `${p.name} (${p.planName})`).join("; "),
    entries: entries.map((e) => e.name).join("; "),
  };
}

export async function getService(deps: ApiDeps, user: Principal, id: string) {
  const service = await findService(deps.db, user, id);
  const [owner] = service.ownerId
    ? await deps.db.select(ownerColumns).from(users).where(eq(users.id, service.ownerId))
    : [];
  const [processes, entries, history] = await readAll(deps.db, [
    () => mappedProcesses(deps.db, user.companyId, [id]),
    () => mappedEntries(deps.db, user.companyId, [id]),
    () => changeHistory(deps.db, user.companyId, historyOf(id), HISTORY_FIELDS),
  ]);
  const readable = await plansMayAct(deps.db, user, [...new Set(processes.map((p) => p.bcpId))], "bcp.read");
  return {
    id: service.id,
    name: service.name,
    description: service.description,
    served: service.served,
    whyImportant: service.whyImportant,
    owner: personOf(owner ?? null),
    boardApprovedOn: service.boardApprovedOn,
    ...toleranceOf(service),
    toleranceReason: service.toleranceReason,
    processes: processes.map(({ serviceId: _, ...p }) => ({
      ...p,
      withinTolerance: madWithinTolerance(p, service),
      planReadable: readable.has(p.bcpId),
    })),
    entries: entries.map(({ serviceId: _, ...e }) => e),
    createdAt: service.createdAt,
    updatedAt: service.updatedAt,
    canManage: can(user, "businessService.manage"),
    history,
  };
}

/**
 * What the form offers: every process of the company's plans, the entries of its registers not archived, and its
 * active people as owners.
 */
export async function serviceOptions(deps: ApiDeps, user: Principal) {
  const [processes, entries, people] = await readAll(deps.db, [
    () =>
      deps.db
        .select(processColumns)
        .from(bcpProcesses)
        .innerJoin(bcps, eq(bcps.id, bcpProcesses.bcpId))
        .where(eq(bcpProcesses.companyId, user.companyId))
        .orderBy(asc(bcps.name), asc(bcpProcesses.name)),
    () =>
      deps.db
        .select({ id: registerEntries.id, name: registerEntries.name, kind: registerEntries.kind })
        .from(registerEntries)
        .where(and(eq(registerEntries.companyId, user.companyId), isNull(registerEntries.archivedAt))),
    () =>
      deps.db
        .select(ownerColumns)
        .from(users)
        .where(and(eq(users.companyId, user.companyId), eq(users.disabled, false)))
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email)),
  ]);
  return { processes, entries: byKindThenName(entries), people: people.map((p) => personOf(p)!) };
}

/**
 * Refuses, on its field, a board approval not yet given (after today on the company's clock), a name taken, an
 * owner or a process outside the company: nothing is written.
 */
async function checkInput(
  deps: ApiDeps,
  tx: Tx,
  user: Principal,
  input: BusinessServiceInput,
  exceptId?: string,
) {
  if (
    input.boardApprovedOn &&
    input.boardApprovedOn > (await companyToday({ db: tx, now: deps.now }, user.companyId))
  )
    throw badRequest(SERVICE_MESSAGES.boardApprovedInFuture, {
      boardApprovedOn: [SERVICE_MESSAGES.boardApprovedInFuture],
    });
  const company = eq(businessServices.companyId, user.companyId);
  if (await nameTaken(tx, businessServices, company, input.name, exceptId))
    throw conflict(SERVICE_MESSAGES.nameTaken, { name: [SERVICE_MESSAGES.nameTaken] });
  if (input.ownerId) {
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(users.id, input.ownerId), eq(users.companyId, user.companyId), eq(users.disabled, false)),
      );
    if (!owner) throw badRequest(SERVICE_MESSAGES.unknownOwner, { ownerId: [SERVICE_MESSAGES.unknownOwner] });
  }
  if (input.processIds.length) {
    const found = await tx
      .select({ id: bcpProcesses.id })
      .from(bcpProcesses)
      .where(and(inArray(bcpProcesses.id, input.processIds), eq(bcpProcesses.companyId, user.companyId)));
    if (found.length !== input.processIds.length)
      throw badRequest(SERVICE_MESSAGES.unknownProcess, { processIds: [SERVICE_MESSAGES.unknownProcess] });
  }
  if (input.entryIds.length) {
    const found = await tx
      .select({ id: registerEntries.id, archivedAt: registerEntries.archivedAt })
      .from(registerEntries)
      .where(and(inArray(registerEntries.id, input.entryIds), eq(registerEntries.companyId, user.companyId)));
    // An archived entry may stay mapped (it was mapped before it was archived), never newly mapped.
    const kept = exceptId
      ? new Set(
          (
            await tx
              .select({ id: businessServiceEntries.entryId })
              .from(businessServiceEntries)
              .where(eq(businessServiceEntries.serviceId, exceptId))
          ).map((r) => r.id),
        )
      : new Set<string>();
    const usable = found.filter((e) => e.archivedAt === null || kept.has(e.id));
    if (usable.length !== input.entryIds.length)
      throw badRequest(SERVICE_MESSAGES.unknownEntry, { entryIds: [SERVICE_MESSAGES.unknownEntry] });
  }
}

function columnsOf(input: BusinessServiceInput) {
  const { processIds: _, entryIds: __, ...columns } = input;
  return columns;
}

/** Replaces the service's mapping: its processes and its register entries. */
async function mapProcesses(tx: Tx, user: Principal, serviceId: string, input: BusinessServiceInput) {
  await tx.delete(businessServiceProcesses).where(eq(businessServiceProcesses.serviceId, serviceId));
  if (input.processIds.length)
    await tx
      .insert(businessServiceProcesses)
      .values(input.processIds.map((processId) => ({ serviceId, processId, companyId: user.companyId })));
  await tx.delete(businessServiceEntries).where(eq(businessServiceEntries.serviceId, serviceId));
  if (input.entryIds.length)
    await tx
      .insert(businessServiceEntries)
      .values(input.entryIds.map((entryId) => ({ serviceId, entryId, companyId: user.companyId })));
}

export async function createService(deps: ApiDeps, user: Principal, input: BusinessServiceInput) {
  return deps.db.transaction(async (tx) => {
    await checkInput(deps, tx, user, input);
    const [row] = await tx
      .insert(businessServices)
      .values({ companyId: user.companyId, ...columnsOf(input) })
      .returning({ id: businessServices.id });
    await mapProcesses(tx, user, row.id, input);
    const after = await readableService(tx, user.companyId, row.id);
    await recordChange(tx, user, historyOf(row.id), "service.created", {}, after);
    await syncCompanyServiceClocks(tx, user.companyId, deps.now());
    return { id: row.id, message: SERVICE_MESSAGES.created };
  });
}

export async function updateService(deps: ApiDeps, user: Principal, id: string, input: BusinessServiceInput) {
  return deps.db.transaction(async (tx) => {
    await findService(tx, user, id);
    await checkInput(deps, tx, user, input, id);
    const before = await readableService(tx, user.companyId, id);
    await tx
      .update(businessServices)
      .set({ ...columnsOf(input), updatedAt: deps.now() })
      .where(eq(businessServices.id, id));
    await mapProcesses(tx, user, id, input);
    const after = await readableService(tx, user.companyId, id);
    await recordChange(tx, user, historyOf(id), "service.changed", before, after);
    await syncCompanyServiceClocks(tx, user.companyId, deps.now());
    return { id, message: SERVICE_MESSAGES.updated };
  });
}

export async function deleteService(deps: ApiDeps, user: Principal, id: string) {
  return deps.db.transaction(async (tx) => {
    const before = await readableService(tx, user.companyId, id);
    await tx.delete(businessServices).where(eq(businessServices.id, id));
    // The log keeps what the service was: its page (and history) go with it.
    const gone = Object.fromEntries(Object.keys(before).map((field) => [field, null]));
    await recordChange(tx, user, historyOf(id), "service.deleted", before, gone);
    return { id, message: SERVICE_MESSAGES.deleted };
  });
}
