import { and, asc, count, eq } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { conflict, fieldError, notFound } from "~/api/errors.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { companyRow, nameTaken } from "~/platform/db/company-rows.server";
import { MESSAGES } from "~/shared/messages";
import { nameList } from "~/shared/names";
import { countOf } from "~/shared/plural";
import { hazardCategories, hazards } from "./schema.server";
import type { HazardCategoryInput, HazardInput } from "./validation";

const CATEGORY_TAKEN = "A hazard category with this name already exists.";
const HAZARD_TAKEN = "This category already has a hazard with this name.";

type CategoryRow = typeof hazardCategories.$inferSelect;
type HazardRow = typeof hazards.$inferSelect;

/** A hazard category as the API answers it (its company is the caller's own: not sent). */
function presentCategory(row: CategoryRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** A hazard as the API answers it (its company is the caller's own: not sent). */
function presentHazard(row: HazardRow) {
  return {
    id: row.id,
    categoryId: row.categoryId,
    name: row.name,
    description: row.description,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export async function listCategories(deps: ApiDeps, user: Principal) {
  return deps.db
    .select({
      id: hazardCategories.id,
      name: hazardCategories.name,
      description: hazardCategories.description,
      hazardCount: count(hazards.id),
    })
    .from(hazardCategories)
    .leftJoin(hazards, eq(hazards.categoryId, hazardCategories.id))
    .where(eq(hazardCategories.companyId, user.companyId))
    .groupBy(hazardCategories.id)
    .orderBy(asc(hazardCategories.name));
}

async function findCategory(db: Db | Tx, user: Principal, id: string) {
  const row = await companyRow(db, hazardCategories, user.companyId, id);
  if (!row) throw notFound();
  return row;
}

export async function getCategory(deps: ApiDeps, user: Principal, id: string) {
  const category = await findCategory(deps.db, user, id);
  const items = await deps.db
    .select({ id: hazards.id, name: hazards.name, description: hazards.description })
    .from(hazards)
    .where(eq(hazards.categoryId, id))
    .orderBy(asc(hazards.name));
  return { ...presentCategory(category), hazards: items };
}

async function assertCategoryNameFree(db: Db | Tx, user: Principal, name: string, exceptId?: string) {
  const company = eq(hazardCategories.companyId, user.companyId);
  if (await nameTaken(db, hazardCategories, company, name, exceptId))
    throw conflict(CATEGORY_TAKEN, { name: [CATEGORY_TAKEN] });
}

export async function createCategory(deps: ApiDeps, user: Principal, input: HazardCategoryInput) {
  return deps.db.transaction(async (tx) => {
    await assertCategoryNameFree(tx, user, input.name);
    const [row] = await tx
      .insert(hazardCategories)
      .values({ companyId: user.companyId, ...input })
      .returning();
    return { category: presentCategory(row), message: MESSAGES.hazardCategoryCreated };
  });
}

export async function updateCategory(deps: ApiDeps, user: Principal, id: string, input: HazardCategoryInput) {
  return deps.db.transaction(async (tx) => {
    await findCategory(tx, user, id);
    await assertCategoryNameFree(tx, user, input.name, id);
    const [row] = await tx
      .update(hazardCategories)
      .set({ ...input, updatedAt: deps.now() })
      .where(eq(hazardCategories.id, id))
      .returning();
    return { category: presentCategory(row), message: MESSAGES.hazardCategoryUpdated };
  });
}

/** A category that still holds hazards is never deleted with them: the caller is told to move or delete them. */
export async function deleteCategory(deps: ApiDeps, user: Principal, id: string) {
  return deps.db.transaction(async (tx) => {
    const category = await findCategory(tx, user, id);
    const [{ n }] = await tx.select({ n: count() }).from(hazards).where(eq(hazards.categoryId, id));
    if (n > 0) {
      throw conflict(
        `"${category.name}" still has ${countOf(n, "hazard")}. Move or delete ${n === 1 ? "it" : "them"} first; nothing was deleted.`,
      );
    }
    const used = await usesOf(tx, user.companyId, { categoryId: id }, USES_NAMED);
    if (used.length) throw conflict(HAZARD_REFUSALS.usedByIncidents(category.name, used));
    await tx.delete(hazardCategories).where(eq(hazardCategories.id, id));
    return { id, message: MESSAGES.hazardCategoryDeleted };
  });
}

export async function listHazards(deps: ApiDeps, user: Principal, categoryId?: string) {
  return deps.db
    .select({
      id: hazards.id,
      name: hazards.name,
      description: hazards.description,
      categoryId: hazards.categoryId,
      categoryName: hazardCategories.name,
    })
    .from(hazards)
    .innerJoin(hazardCategories, eq(hazardCategories.id, hazards.categoryId))
    .where(
      and(eq(hazards.companyId, user.companyId), categoryId ? eq(hazards.categoryId, categoryId) : undefined),
    )
    .orderBy(asc(hazardCategories.name), asc(hazards.name));
}

async function findHazard(db: Db | Tx, user: Principal, id: string) {
  const row = await companyRow(db, hazards, user.companyId, id);
  if (!row) throw notFound();
  return row;
}

export async function getHazard(deps: ApiDeps, user: Principal, id: string) {
  return presentHazard(await findHazard(deps.db, user, id));
}

async function checkHazard(tx: Tx, user: Principal, input: HazardInput, exceptId?: string) {
  const [category] = await tx
    .select({ id: hazardCategories.id })
    .from(hazardCategories)
    .where(and(eq(hazardCategories.id, input.categoryId), eq(hazardCategories.companyId, user.companyId)));
  if (!category) throw fieldError("categoryId", "Choose a hazard category.");
  if (await nameTaken(tx, hazards, eq(hazards.categoryId, input.categoryId), input.name, exceptId))
    throw conflict(HAZARD_TAKEN, { name: [HAZARD_TAKEN] });
}

export async function createHazard(deps: ApiDeps, user: Principal, input: HazardInput) {
  return deps.db.transaction(async (tx) => {
    await checkHazard(tx, user, input);
    const [row] = await tx
      .insert(hazards)
      .values({ companyId: user.companyId, ...input })
      .returning();
    return { hazard: presentHazard(row), message: MESSAGES.hazardCreated };
  });
}

export async function updateHazard(deps: ApiDeps, user: Principal, id: string, input: HazardInput) {
  return deps.db.transaction(async (tx) => {
    await findHazard(tx, user, id);
    await checkHazard(tx, user, input, id);
    const [row] = await tx
      .update(hazards)
      .set({ ...input, updatedAt: deps.now() })
      .where(eq(hazards.id, id))
      .returning();
    return { hazard: presentHazard(row), message: MESSAGES.hazardUpdated };
  });
}

/** A hazard an incident, crisis or alert names is never deleted from under it (issue 21). */
export async function deleteHazard(deps: ApiDeps, user: Principal, id: string) {
  return deps.db.transaction(async (tx) => {
    const hazard = await findHazard(tx, user, id);
    const used = await usesOf(tx, user.companyId, { hazardId: id }, USES_NAMED);
    if (used.length) throw conflict(HAZARD_REFUSALS.usedByIncidents(hazard.name, used));
    await tx.delete(hazards).where(eq(hazards.id, id));
    return { id, message: MESSAGES.hazardDeleted };
  });
}

/** At most this many users of a record are named in a refusal. */
const USES_NAMED = 6;

/**
 * The records that name a hazard or a category (incidents, crises and alerts: the domains above hazards), at most
 * `limit` of each kind, as a refusal names them. The incidents domain registers its answer at startup
 * (app/backend.server.ts), so the catalogue imports none of the domains that use it.
 */
export type HazardUses = (
  tx: Tx,
  companyId: string,
  use: { hazardId: string } | { categoryId: string },
  limit: number,
) => Promise<string[]>;
let usesOf: HazardUses = () => {
  throw new Error("No answer to who uses a hazard was registered (app/backend.server.ts registers it).");
};
export function registerHazardUses(answer: HazardUses) {
  usesOf = answer;
}

const HAZARD_REFUSALS = {
  usedByIncidents: (name: string, uses: string[]) =>
    `"${name}" is used by ${nameList(uses)}. It stays while they name it; nothing was deleted.`,
} as const;
