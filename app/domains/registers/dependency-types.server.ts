import { and, asc, eq, sql } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { fieldError, notFound } from "~/api/errors.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { DEFAULT_DEPENDENCY_TYPES, DEPENDENCY_TARGET_LABELS, REGISTER_MESSAGES as M } from "./model";
import { dependencyTypes } from "./schema.server";

type DependencyTypeRow = typeof dependencyTypes.$inferSelect;

export function presentDependencyType(row: DependencyTypeRow) {
  return {
    id: row.id,
    name: row.name,
    block: row.block,
    target: row.target,
    targetLabel: DEPENDENCY_TARGET_LABELS[row.target],
    archived: row.archivedAt !== null,
  };
}

/**
 * The company's dependency types, seeded with the defaults (the five scenario dependency blocks and Supplier) the
 * first time they are asked for: a company made before the registers, or since, gets them alike. A default
 * renamed or archived by the company is not put back (the block is its key).
 */
export async function ensureDependencyTypes(db: Db | Tx, companyId: string) {
  await db
    .insert(dependencyTypes)
    .values(DEFAULT_DEPENDENCY_TYPES.map((t) => ({ companyId, ...t })))
    .onConflictDoNothing();
}

export async function listDependencyTypes(deps: ApiDeps, user: Principal) {
  await ensureDependencyTypes(deps.db, user.companyId);
  const rows = await deps.db
    .select()
    .from(dependencyTypes)
    .where(eq(dependencyTypes.companyId, user.companyId))
    .orderBy(asc(dependencyTypes.createdAt), asc(dependencyTypes.name));
  // The defaults in the spec's order first, then the company's own as they were added.
  const rank = (row: DependencyTypeRow) => {
    const i = DEFAULT_DEPENDENCY_TYPES.findIndex((t) => t.block === row.block);
    return i < 0 ? DEFAULT_DEPENDENCY_TYPES.length : i;
  };
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => rank(a.row) - rank(b.row) || a.i - b.i)
    .map(({ row }) => presentDependencyType(row));
}

export async function addDependencyType(
  deps: ApiDeps,
  user: Principal,
  input: { name: string; target: DependencyTypeRow["target"] },
) {
  await ensureDependencyTypes(deps.db, user.companyId);
  const row = await deps.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: dependencyTypes.id })
      .from(dependencyTypes)
      .where(
        and(
          eq(dependencyTypes.companyId, user.companyId),
          sql`lower(${dependencyTypes.name}) = lower(${input.name})`,
        ),
      );
    if (taken) throw fieldError("name", M.dependencyTypeTaken(input.name));
    const [created] = await tx
      .insert(dependencyTypes)
      .values({ companyId: user.companyId, name: input.name, target: input.target })
      .returning();
    return created;
  });
  const message: string = M.dependencyTypeAdded;
  return { type: presentDependencyType(row), message };
}

export async function archiveDependencyType(deps: ApiDeps, user: Principal, id: string, archived: boolean) {
  const [row] = await deps.db
    .update(dependencyTypes)
    .set({ archivedAt: archived ? deps.now() : null })
    .where(and(eq(dependencyTypes.id, id), eq(dependencyTypes.companyId, user.companyId)))
    .returning();
  if (!row) throw notFound();
  const message: string = archived ? M.dependencyTypeArchived : M.dependencyTypeRestored;
  return { type: presentDependencyType(row), message };
}
