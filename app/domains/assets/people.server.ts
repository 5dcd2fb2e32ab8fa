import { and, asc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { fieldError, notFound } from "~/api/errors.server";
import { COUNT_CAP } from "~/api/paging.server";
import { isPlaced } from "~/domains/geo/sphere";
import type { Db, Tx } from "~/platform/db/client.server";
import { containsPattern } from "~/platform/db/like";
import { OWNER, ownerValues } from "~/platform/db/prepared.server";
import { cappedPage, preparedCappedPage } from "~/platform/db/with-total.server";
import { displayName } from "~/shared/names";
import { PERSON_TYPE_LABELS, PERSON_TYPES, type PersonType } from "./model";
import { assets, people } from "./schema.server";
import { personSearchText } from "./search";
import { presentRemoved } from "./service.server";
import type { PersonInput } from "./validation";

export type PersonRow = typeof people.$inferSelect;

/** One person as the API answers it: each field named, so a new column reaches no answer by accident. */
export function presentPerson(row: PersonRow, homeAssetName: string | null = null) {
  return {
    id: row.id,
    type: row.type,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    mobile: row.mobile,
    jobTitle: row.jobTitle,
    homeAssetId: row.homeAssetId,
    emergencyContactName: row.emergencyContactName,
    emergencyContactPhone: row.emergencyContactPhone,
    language: row.language,
    ownLocation: row.ownLocation,
    lat: row.lat,
    lng: row.lng,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    homeAssetName,
  };
}

/**
 * A person matches a search by full name or email, or by their home site's name. The sites are looked up
 * first (an array), so both halves are index scans that PostgreSQL ORs together, rather than a scan of every
 * person joined to their site.
 */
export function matchesPerson(db: Db | Tx, companyId: string, q: string) {
  const like = containsPattern(q);
  const sites = db
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.companyId, companyId), ilike(assets.name, like)));
  return or(
    ilike(personSearchText(people.firstName, people.lastName, people.email), like),
    sql`${people.homeAssetId} = any(array(${sites}))`,
  );
}

export async function listPeople(
  deps: ApiDeps,
  user: Principal,
  query: { q?: string; type?: string; page: number; pageSize: number },
) {
  const type =
    query.type && (PERSON_TYPES as string[]).includes(query.type) ? (query.type as PersonType) : null;
  // The filter reads only people (home sites through a subquery), so the count needs no join; it stops at
  // 10,000 as the sites' does ("Page 1 of 200+"): an exact count walked all 50,000 people on every page view.
  const pageOf = (db: Db | Tx, where: SQL | undefined) => (total: SQL<number>) =>
    db
      .select({ person: people, homeAssetName: assets.name, total })
      .from(people)
      .leftJoin(assets, eq(assets.id, people.homeAssetId))
      .where(where)
      .orderBy(asc(people.lastName), asc(people.firstName), asc(people.id));
  // The list as it opens (no search, no type) is built once (`prepared`, issue 37).
  const { rows, page } =
    !query.q && !type
      ? await preparedCappedPage(
          deps.db,
          "people.page",
          ownerValues(user),
          people,
          query,
          COUNT_CAP,
          (db) => {
            const where = eq(people.companyId, OWNER.companyId);
            return { where, select: pageOf(db, where) };
          },
        )
      : await (() => {
          const where = and(
            eq(people.companyId, user.companyId),
            query.q ? matchesPerson(deps.db, user.companyId, query.q) : undefined,
            type ? eq(people.type, type) : undefined,
          );
          return cappedPage(deps.db, people, where, query, pageOf(deps.db, where), COUNT_CAP);
        })();
  return { data: rows.map((r) => presentPerson(r.person, r.homeAssetName)), page };
}

async function findPerson(db: Db | Tx, user: Principal, id: string) {
  const [row] = await db
    .select({ person: people, homeAssetName: assets.name })
    .from(people)
    .leftJoin(assets, eq(assets.id, people.homeAssetId))
    .where(and(eq(people.id, id), eq(people.companyId, user.companyId)));
  if (!row) throw notFound();
  return row;
}

export async function getPerson(deps: ApiDeps, user: Principal, id: string) {
  const row = await findPerson(deps.db, user, id);
  return presentPerson(row.person, row.homeAssetName);
}

/** Resolves where a person is: their own point, or their home site's (checked to be the company's). */
async function placeOf(tx: Db | Tx, user: Principal, input: PersonInput) {
  const sites = new Map<string, { lat: number; lng: number }>();
  if (input.homeAssetId) {
    const [site] = await tx
      .select({ lat: assets.lat, lng: assets.lng })
      .from(assets)
      .where(and(eq(assets.id, input.homeAssetId), eq(assets.companyId, user.companyId)));
    if (!site) throw fieldError("homeAssetId", "Choose a home site.");
    if (isPlaced(site)) sites.set(input.homeAssetId, site);
  }
  return placeFrom(input, sites);
}

/** Where a person is: their own coordinates, else their home site's (from `sites`, already checked). */
export function placeFrom(
  input: Pick<PersonInput, "homeAssetId" | "lat" | "lng">,
  sites: Map<string, { lat: number; lng: number }>,
) {
  const home = input.homeAssetId ? sites.get(input.homeAssetId) : undefined;
  if (input.lat !== null && input.lng !== null) return { ownLocation: true, lat: input.lat, lng: input.lng };
  return { ownLocation: false, lat: home?.lat ?? null, lng: home?.lng ?? null };
}

export async function insertPerson(tx: Db | Tx, user: Principal, input: PersonInput) {
  const place = await placeOf(tx, user, input);
  const [row] = await tx
    .insert(people)
    .values({ ...input, ...place, companyId: user.companyId })
    .returning();
  return row;
}

export async function createPerson(deps: ApiDeps, user: Principal, input: PersonInput) {
  const row = await deps.db.transaction((tx) => insertPerson(tx, user, input));
  return { person: presentPerson(row), message: `${displayName(row)} added successfully.` };
}

export async function updatePerson(deps: ApiDeps, user: Principal, id: string, input: PersonInput) {
  const row = await deps.db.transaction(async (tx) => {
    await findPerson(tx, user, id);
    const place = await placeOf(tx, user, input);
    const [updated] = await tx
      .update(people)
      .set({ ...input, ...place, updatedAt: deps.now() })
      .where(eq(people.id, id))
      .returning();
    return updated;
  });
  return { person: presentPerson(row), message: `${displayName(row)} updated successfully.` };
}

export async function deletePerson(deps: ApiDeps, user: Principal, id: string) {
  const { person } = await findPerson(deps.db, user, id);
  await deps.db.delete(people).where(eq(people.id, id));
  return presentRemoved(id, `${displayName(person)} removed successfully.`);
}

/** The contact card shown for a person during an incident: who, how to reach them, where they sit. */
export async function cardDetails(deps: ApiDeps, user: Principal, id: string) {
  const [row] = await deps.db
    .select({ person: people, site: assets })
    .from(people)
    .leftJoin(assets, eq(assets.id, people.homeAssetId))
    .where(and(eq(people.id, id), eq(people.companyId, user.companyId)));
  if (!row) throw notFound();
  const { person, site } = row;
  return {
    id: person.id,
    name: displayName(person),
    type: person.type,
    typeLabel: PERSON_TYPE_LABELS[person.type],
    jobTitle: person.jobTitle,
    email: person.email,
    phone: person.phone,
    mobile: person.mobile,
    emergencyContact: person.emergencyContactName
      ? { name: person.emergencyContactName, phone: person.emergencyContactPhone }
      : null,
    homeSite: site
      ? {
          id: site.id,
          name: site.name,
          address: [site.address, site.city, site.state, site.postalCode, site.country]
            .filter(Boolean)
            .join(", "),
        }
      : null,
    location: person.lat !== null && person.lng !== null ? { lat: person.lat, lng: person.lng } : null,
  };
}
