import { and, asc, eq, ilike, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { badRequest, fieldError, notFound } from "~/api/errors.server";
import { COUNT_CAP } from "~/api/paging.server";
import { assets } from "~/domains/assets/schema.server";
import { searchText } from "~/domains/assets/search";
import { plansMayAct } from "~/domains/bcp/access.server";
import { formatMad } from "~/domains/bcp/model";
import type { Db, Tx } from "~/platform/db/client.server";
import { containsPattern } from "~/platform/db/like";
import { readAll } from "~/platform/db/read-all.server";
import { cappedPage } from "~/platform/db/with-total.server";
import { changeHistory, type Readable, recordChange, recordChanges } from "./history.server";
import { dependantSites, entryDependants } from "./links.server";
import {
  CRITICALITY_LABELS,
  entryFields,
  FIELD_LABELS,
  HOSTING_LABELS,
  KIND_FIELDS,
  REGISTER_MESSAGES as M,
  type RegisterKind,
  SUBSTITUTABILITY_LABELS,
} from "./model";
import { registerEntries } from "./schema.server";
import type { EntryInput } from "./validation";

export type RegisterEntryRow = typeof registerEntries.$inferSelect;
type SiteName = { id: string; name: string } | null;

/** What the API answers for an entry: each field named (never the tenant column). */
export function presentEntry(row: RegisterEntryRow, site: SiteName) {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    owner: row.owner,
    vendor: row.vendor,
    hosting: row.hosting,
    rto: row.rto,
    rtoUnit: row.rtoUnit,
    rtoText: formatMad(row.rto, row.rtoUnit),
    rpo: row.rpo,
    rpoUnit: row.rpoUnit,
    rpoText: formatMad(row.rpo, row.rpoUnit),
    criticality: row.criticality,
    lei: row.lei,
    country: row.country,
    services: row.services,
    contractReference: row.contractReference,
    contractEnd: row.contractEnd,
    substitutability: row.substitutability,
    supportsCriticalFunction: row.supportsCriticalFunction,
    incidentContact: row.incidentContact,
    site,
    fromPlan: row.fromPlan,
    archived: row.archivedAt !== null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
export type RegisterEntryView = ReturnType<typeof presentEntry>;

/** The columns every kind has; a kind's own fields come from its input, the others are cleared. */
const EMPTY = {
  owner: null,
  vendor: null,
  hosting: null,
  rto: null,
  rtoUnit: null,
  rpo: null,
  rpoUnit: null,
  criticality: null,
  lei: null,
  country: null,
  services: null,
  contractReference: null,
  contractEnd: null,
  substitutability: null,
  supportsCriticalFunction: false,
  incidentContact: null,
  siteId: null,
} satisfies Partial<typeof registerEntries.$inferInsert>;

/**
 * An input as the row's columns. A recovery objective given without its unit is in hours (the MAD's most used
 * unit); a unit without a number is dropped.
 */
export function entryColumns(input: EntryInput) {
  const values = { ...EMPTY, ...input };
  if ("rto" in input) {
    values.rtoUnit = input.rto === null ? null : (input.rtoUnit ?? "hours");
    values.rpoUnit = input.rpo === null ? null : (input.rpoUnit ?? "hours");
  }
  return values;
}

/** A field of the kind's form, so a message lands on a field the form has. */
export const kindHasField = (kind: RegisterKind, field: string) =>
  field === "name" || field === "owner" || (KIND_FIELDS[kind] as readonly string[]).includes(field);

/**
 * The entry `id` of the caller's company, or 404: the one lookup of a register entry, for the registers, the
 * dependency links and any domain that points at an entry (important business services, incidents).
 */
export async function registerEntry(db: Db | Tx, companyId: string, id: string, kind?: RegisterKind) {
  const [row] = await db
    .select()
    .from(registerEntries)
    .where(
      and(
        eq(registerEntries.id, id),
        eq(registerEntries.companyId, companyId),
        kind ? eq(registerEntries.kind, kind) : undefined,
      ),
    );
  if (!row) throw notFound();
  return row;
}

async function siteNames(db: Db | Tx, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map<string, { id: string; name: string }>();
  const rows = await db
    .select({ id: assets.id, name: assets.name })
    .from(assets)
    .where(inArray(assets.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Entries with their sites' names, for answers. */
export async function presentEntries(db: Db | Tx, rows: RegisterEntryRow[]) {
  const sites = await siteNames(
    db,
    rows.map((r) => r.siteId),
  );
  return rows.map((r) => presentEntry(r, r.siteId ? (sites.get(r.siteId) ?? null) : null));
}

const historyOf = (id: string) => ({ type: "registerEntry" as const, id });

/**
 * Entries as their history records them: the fields of each one's kind as a reader sees them (a choice by its
 * label, a recovery objective with its unit, the location by its name). One read of the sites for all of them.
 */
async function readableEntries(db: Db | Tx, rows: RegisterEntryRow[]): Promise<Readable[]> {
  const entries = await presentEntries(db, rows);
  const label = <K extends string>(labels: Record<K, string>, key: K | null) => (key ? labels[key] : null);
  return entries.map((entry, i) => {
    const all: Readable = {
      name: entry.name,
      owner: entry.owner,
      vendor: entry.vendor,
      hosting: label(HOSTING_LABELS, entry.hosting),
      rto: entry.rtoText || null,
      rpo: entry.rpoText || null,
      criticality: label(CRITICALITY_LABELS, entry.criticality),
      lei: entry.lei,
      country: entry.country,
      services: entry.services,
      contractReference: entry.contractReference,
      contractEnd: entry.contractEnd,
      substitutability: label(SUBSTITUTABILITY_LABELS, entry.substitutability),
      supportsCriticalFunction: entry.supportsCriticalFunction ? "Yes" : "No",
      incidentContact: entry.incidentContact,
      siteId: entry.site?.name ?? null,
    };
    const own = entryFields(rows[i].kind) as readonly string[];
    return Object.fromEntries(Object.entries(all).filter(([field]) => own.includes(field)));
  });
}

const readableEntry = async (db: Db | Tx, row: RegisterEntryRow) => (await readableEntries(db, [row]))[0];

/**
 * The "Added" line of each new entry's change history, in the transaction that adds them: one entry from the
 * form, a batch of an import, the demo's seed. Every way an entry is made records it alike.
 */
export async function recordEntriesAdded(tx: Db | Tx, user: Principal, rows: RegisterEntryRow[]) {
  const readable = await readableEntries(tx, rows);
  await recordChanges(
    tx,
    user,
    rows.map((row, i) => ({
      entity: historyOf(row.id),
      action: "entry.created",
      before: {},
      after: readable[i],
    })),
  );
}

/** An entry matches a search by name, owner, vendor or services (any case, anywhere in the text). */
const matchesEntry = (q: string) =>
  ilike(
    searchText(registerEntries.name, registerEntries.owner, registerEntries.vendor, registerEntries.services),
    containsPattern(q),
  );

export async function listEntries(
  deps: ApiDeps,
  user: Principal,
  query: {
    kind: RegisterKind;
    q?: string;
    archived: "current" | "archived" | "all";
    page: number;
    pageSize: number;
  },
) {
  const filters: (SQL | undefined)[] = [
    eq(registerEntries.companyId, user.companyId),
    eq(registerEntries.kind, query.kind),
  ];
  if (query.q) filters.push(matchesEntry(query.q));
  if (query.archived === "current") filters.push(isNull(registerEntries.archivedAt));
  if (query.archived === "archived") filters.push(isNotNull(registerEntries.archivedAt));
  const where = and(...filters);
  const { rows, page } = await cappedPage(
    deps.db,
    registerEntries,
    where,
    query,
    (total) =>
      deps.db
        .select({ entry: registerEntries, total })
        .from(registerEntries)
        .where(where)
        .orderBy(asc(registerEntries.name), asc(registerEntries.id)),
    COUNT_CAP,
  );
  return {
    data: await presentEntries(
      deps.db,
      rows.map((r) => r.entry),
    ),
    page,
  };
}

/** One entry with what depends on it: the processes (with their plans and sites) whose dependency blocks name it. */
export async function getEntry(deps: ApiDeps, user: Principal, id: string) {
  const row = await registerEntry(deps.db, user.companyId, id);
  const [[entry], dependants, history] = await readAll(deps.db, [
    () => presentEntries(deps.db, [row]),
    () => entryDependants(deps.db, user.companyId, id),
    () => changeHistory(deps.db, user.companyId, historyOf(id), FIELD_LABELS),
  ]);
  const [readable, sites] = await readAll(deps.db, [
    () => plansMayAct(deps.db, user, [...new Set(dependants.map((d) => d.bcpId))], "bcp.read"),
    () =>
      dependantSites(
        deps.db,
        user.companyId,
        dependants.map((d) => d.id),
      ),
  ]);
  return {
    ...entry,
    dependants: dependants.map((d) => ({
      id: d.id,
      name: d.name,
      bcp: { id: d.bcpId, name: d.bcpName, readable: readable.has(d.bcpId) },
      // Where the process is delivered: the sites that hang on the entry through it.
      sites: sites.get(d.id) ?? [],
    })),
    history,
  };
}

/** The site must be a site of the company's register (not an incident's ad hoc location). */
export async function checkSite(tx: Db | Tx, companyId: string, siteId: string | null) {
  if (!siteId) return;
  const [site] = await tx
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.id, siteId), eq(assets.companyId, companyId), isNull(assets.incidentId)));
  if (!site) throw fieldError("siteId", M.siteUnknown);
}

/** Refuses a name the register already has (any case), on the name field. */
async function checkName(tx: Tx, companyId: string, kind: RegisterKind, name: string, except?: string) {
  const [taken] = await tx
    .select({ id: registerEntries.id })
    .from(registerEntries)
    .where(
      and(
        eq(registerEntries.companyId, companyId),
        eq(registerEntries.kind, kind),
        sql`lower(${registerEntries.name}) = lower(${name})`,
        except ? sql`${registerEntries.id} <> ${except}` : undefined,
      ),
    );
  if (taken) throw fieldError("name", M.nameTaken(kind, name));
}

export async function createEntry(deps: ApiDeps, user: Principal, input: EntryInput) {
  const row = await deps.db.transaction(async (tx) => {
    await checkName(tx, user.companyId, input.kind, input.name);
    if ("siteId" in input) await checkSite(tx, user.companyId, input.siteId);
    const [created] = await tx
      .insert(registerEntries)
      .values({ companyId: user.companyId, ...entryColumns(input) })
      .returning();
    await recordEntriesAdded(tx, user, [created]);
    return created;
  });
  const [entry] = await presentEntries(deps.db, [row]);
  return { entry, message: M.created(row.kind) };
}

/** Saving an entry also clears "created from a plan, to review": someone has looked at it. */
export async function updateEntry(deps: ApiDeps, user: Principal, id: string, input: EntryInput) {
  const row = await deps.db.transaction(async (tx) => {
    const current = await registerEntry(tx, user.companyId, id);
    if (current.kind !== input.kind)
      throw badRequest("An entry stays in its register.", { kind: ["An entry stays in its register."] });
    await checkName(tx, user.companyId, input.kind, input.name, id);
    if ("siteId" in input) await checkSite(tx, user.companyId, input.siteId);
    const [saved] = await tx
      .update(registerEntries)
      .set({ ...entryColumns(input), fromPlan: false, updatedAt: deps.now() })
      .where(eq(registerEntries.id, id))
      .returning();
    await recordChange(
      tx,
      user,
      historyOf(id),
      "entry.changed",
      await readableEntry(tx, current),
      await readableEntry(tx, saved),
    );
    return saved;
  });
  const [entry] = await presentEntries(deps.db, [row]);
  return { entry, message: M.saved(row.kind) };
}

/** Archiving keeps the entry where it is linked (plans still name it) and stops offering it. */
export async function setArchived(deps: ApiDeps, user: Principal, id: string, archived: boolean) {
  const row = await deps.db.transaction(async (tx) => {
    const current = await registerEntry(tx, user.companyId, id);
    const [saved] = await tx
      .update(registerEntries)
      .set({ archivedAt: archived ? (current.archivedAt ?? deps.now()) : null, updatedAt: deps.now() })
      .where(eq(registerEntries.id, id))
      .returning();
    // Archiving what is archived already (a second tab) is no change to record.
    if ((current.archivedAt !== null) !== archived)
      await recordChange(tx, user, historyOf(id), archived ? "entry.archived" : "entry.restored", {}, {});
    return saved;
  });
  const [entry] = await presentEntries(deps.db, [row]);
  return { entry, message: archived ? M.archived(row.kind) : M.restored(row.kind) };
}
