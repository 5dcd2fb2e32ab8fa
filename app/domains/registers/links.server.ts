import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { bcpProcesses, bcpProcessLocations, bcps } from "~/domains/bcp/schema.server";
import type { DependencyBlock } from "~/domains/bcp-analysis/model";
import type { Db, Tx } from "~/platform/db/client.server";
import type { RegisterKind } from "./model";
import { bcpDependencyLinks, registerEntries } from "./schema.server";

/** The register each block's lines are entries of (UPSTREAM PROCESS lines are processes; a name that is none, "other"). */
export const BLOCK_KINDS: Record<DependencyBlock, RegisterKind> = {
  upstream: "other",
  itapplication: "application",
  equipment: "equipment",
  criticalrecords: "record",
  otherdependencies: "other",
};

/**
 * The register a block's line is looked up in first: the plans have no supplier block yet, so a supplier of the
 * register named under OTHER DEPENDENCIES links the supplier (its page then lists the process).
 */
const FIRST_KIND: Partial<Record<DependencyBlock, RegisterKind>> = { otherdependencies: "supplier" };

/** A block's lines as they are linked: trimmed, blanks dropped, each name once (any case); a link's position is its index. */
export function blockLines(names: string[]) {
  return [
    ...new Map(
      names
        .map((n) => n.trim())
        .filter(Boolean)
        .map((n) => [n.toLowerCase(), n]),
    ).values(),
  ];
}

/**
 * Each block's lines named as what they link is named now (an entry or upstream process renamed since the block
 * was saved shows its new name); a line whose link has gone (its upstream process deleted) keeps its typed name.
 * The editor, the read view, the PDF and the approval's record all read the blocks through this.
 */
export async function linkedLines(db: Db | Tx, blocks: { id: string; dependencies: string[] }[]) {
  const lines = new Map<string, string[]>();
  if (blocks.length === 0) return lines;
  const named = new Map<string, (string | null)[]>();
  const links = await db
    .select({
      blockId: bcpDependencyLinks.blockId,
      position: bcpDependencyLinks.position,
      name: sql<string | null>`coalesce(${registerEntries.name}, ${bcpProcesses.name})`,
    })
    .from(bcpDependencyLinks)
    .leftJoin(registerEntries, eq(registerEntries.id, bcpDependencyLinks.entryId))
    .leftJoin(bcpProcesses, eq(bcpProcesses.id, bcpDependencyLinks.upstreamProcessId))
    .where(
      inArray(
        bcpDependencyLinks.blockId,
        blocks.map((b) => b.id),
      ),
    );
  for (const l of links) {
    const names = named.get(l.blockId) ?? [];
    names[l.position] = l.name;
    named.set(l.blockId, names);
  }
  for (const b of blocks) {
    const current = named.get(b.id) ?? [];
    lines.set(
      b.id,
      blockLines(b.dependencies).map((typed, i) => current[i] ?? typed),
    );
  }
  return lines;
}

/**
 * Keeps a block's links in step with its list of names, inside the save's transaction: an upstream line links
 * the company's process of that name (not the process itself), any other line the register entry of that name,
 * made (flagged "created from a plan, to review") when the register has none yet, so nothing typed is lost.
 */
export async function syncBlockLinks(
  tx: Tx,
  block: { id: string; companyId: string; processId: string; block: DependencyBlock },
  names: string[],
) {
  await tx.delete(bcpDependencyLinks).where(eq(bcpDependencyLinks.blockId, block.id));
  const lines = blockLines(names);
  if (lines.length === 0) return;
  const keys = lines.map((n) => n.toLowerCase());
  const processes =
    block.block === "upstream"
      ? await tx
          .select({ id: bcpProcesses.id, key: sql<string>`lower(${bcpProcesses.name})` })
          .from(bcpProcesses)
          .where(
            and(
              eq(bcpProcesses.companyId, block.companyId),
              ne(bcpProcesses.id, block.processId),
              inArray(sql`lower(${bcpProcesses.name})`, keys),
            ),
          )
          .orderBy(asc(bcpProcesses.createdAt), asc(bcpProcesses.id))
      : [];
  const processByName = new Map<string, string>();
  for (const p of processes) if (!processByName.has(p.key)) processByName.set(p.key, p.id);
  const kind = BLOCK_KINDS[block.block];
  const entryByName = new Map<string, string>();
  const first = FIRST_KIND[block.block];
  if (first) {
    const rows = await tx
      .select({ id: registerEntries.id, key: sql<string>`lower(${registerEntries.name})` })
      .from(registerEntries)
      .where(
        and(
          eq(registerEntries.companyId, block.companyId),
          eq(registerEntries.kind, first),
          inArray(sql`lower(${registerEntries.name})`, keys),
        ),
      );
    for (const r of rows) entryByName.set(r.key, r.id);
  }
  const entryNames = lines.filter(
    (n) => !processByName.has(n.toLowerCase()) && !entryByName.has(n.toLowerCase()),
  );
  if (entryNames.length > 0) {
    await tx
      .insert(registerEntries)
      .values(entryNames.map((name) => ({ companyId: block.companyId, kind, name, fromPlan: true })))
      .onConflictDoNothing();
    const rows = await tx
      .select({ id: registerEntries.id, key: sql<string>`lower(${registerEntries.name})` })
      .from(registerEntries)
      .where(
        and(
          eq(registerEntries.companyId, block.companyId),
          eq(registerEntries.kind, kind),
          inArray(
            sql`lower(${registerEntries.name})`,
            entryNames.map((n) => n.toLowerCase()),
          ),
        ),
      );
    for (const r of rows) entryByName.set(r.key, r.id);
  }
  await tx.insert(bcpDependencyLinks).values(
    lines.map((name, position) => {
      const upstream = processByName.get(name.toLowerCase()) ?? null;
      return {
        companyId: block.companyId,
        blockId: block.id,
        processId: block.processId,
        upstreamProcessId: upstream,
        entryId: upstream ? null : (entryByName.get(name.toLowerCase()) ?? null),
        position,
      };
    }),
  );
}

/** The processes (with their plans) whose dependency blocks name an entry, by plan and process name. */
export async function entryDependants(db: Db | Tx, companyId: string, entryId: string) {
  return db
    .selectDistinct({
      id: bcpProcesses.id,
      name: bcpProcesses.name,
      bcpId: bcps.id,
      bcpName: bcps.name,
    })
    .from(bcpDependencyLinks)
    .innerJoin(bcpProcesses, eq(bcpProcesses.id, bcpDependencyLinks.processId))
    .innerJoin(bcps, eq(bcps.id, bcpProcesses.bcpId))
    .where(and(eq(bcpDependencyLinks.entryId, entryId), eq(bcpDependencyLinks.companyId, companyId)))
    .orderBy(asc(bcps.name), asc(bcpProcesses.name));
}

/** The sites the given processes are delivered at (their delivery locations), by process; a site at most once. */
export async function dependantSites(db: Db | Tx, companyId: string, processIds: string[]) {
  const bySite = new Map<string, { id: string | null; name: string }[]>();
  if (processIds.length === 0) return bySite;
  const rows = await db
    .selectDistinct({
      processId: bcpProcessLocations.processId,
      id: bcpProcessLocations.assetId,
      name: bcpProcessLocations.siteName,
    })
    .from(bcpProcessLocations)
    .where(
      and(eq(bcpProcessLocations.companyId, companyId), inArray(bcpProcessLocations.processId, processIds)),
    )
    .orderBy(asc(bcpProcessLocations.siteName));
  for (const r of rows)
    bySite.set(r.processId, [...(bySite.get(r.processId) ?? []), { id: r.id, name: r.name }]);
  return bySite;
}
