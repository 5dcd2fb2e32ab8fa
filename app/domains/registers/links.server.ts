import { and, asc, eq, ilike, inArray, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { Principal } from "~/api/context.server";
import { fieldError } from "~/api/errors.server";
import { planScope } from "~/domains/bcp/access.server";
import { bcpProcesses, bcpProcessLocations, bcps } from "~/domains/bcp/schema.server";
import type { DependencyBlock } from "~/domains/bcp-analysis/model";
import type { Db, Tx } from "~/platform/db/client.server";
import { containsPattern } from "~/platform/db/like";
import { lookupObject } from "~/platform/db/lookup.server";
import { anyOf, prepared, UNNAMED } from "~/platform/db/prepared.server";
import {
  type DependencyTarget,
  REGISTER_MESSAGES as M,
  REGISTER_KIND_LABELS,
  type RegisterKind,
} from "./model";
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

/** The registers a block links entries of (the UPSTREAM PROCESS block: "other", for names that are no process). */
const entryKinds = (block: DependencyBlock): RegisterKind[] =>
  [FIRST_KIND[block], BLOCK_KINDS[block]].filter((k): k is RegisterKind => !!k);

/** The most a block's picker offers at once (the first matches of the search). */
export const CHOICES_LIMIT = 20;

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

/** One link of a block as the editor shows it: what it links (by id), named as it is now. */
export type LinkView = {
  id: string;
  name: string;
  kind: DependencyTarget;
  /** The plan of an upstream process. */
  bcpId: string | null;
  /** An entry made from a plan's free text, not yet reviewed in its register. */
  toReview: boolean;
};

/** What names a linked register entry: the editor's choices and a block's links read it. */
const ENTRY_NAMING = {
  id: registerEntries.id,
  name: registerEntries.name,
  kind: registerEntries.kind,
  fromPlan: registerEntries.fromPlan,
};

/** The links of these blocks, each block's in order. */
async function linksOf(db: Db | Tx, blockIds: string[]) {
  const byBlock = new Map<string, (LinkView & { position: number })[]>();
  if (blockIds.length === 0) return byBlock;
  // The links with what they name, each looked up by its key in a subquery: joining both tables made the planner
  // hash every entry and every process of the company for a plan's 250 links (24 ms on the scale company), and
  // reading the names in statements of their own cost two more round trips (issue 37).
  // On every plan page: built once (`prepared`, issue 37), the blocks' ids an array it is given.
  const links = await prepared(db, "dependencyLinksOfBlocks", (conn) =>
    conn
      .select({
        blockId: bcpDependencyLinks.blockId,
        position: bcpDependencyLinks.position,
        entry: lookupObject<{ id: string; name: string; kind: RegisterKind; fromPlan: boolean }>(
          registerEntries,
          registerEntries.id,
          bcpDependencyLinks.entryId,
          ENTRY_NAMING,
        ),
        process: lookupObject<{ id: string; name: string; bcpId: string }>(
          bcpProcesses,
          bcpProcesses.id,
          bcpDependencyLinks.upstreamProcessId,
          { id: bcpProcesses.id, name: bcpProcesses.name, bcpId: bcpProcesses.bcpId },
        ),
      })
      .from(bcpDependencyLinks)
      .where(anyOf(bcpDependencyLinks.blockId, sql.placeholder("blockIds")))
      .orderBy(asc(bcpDependencyLinks.position))
      .prepare(UNNAMED),
  ).execute({ blockIds });
  for (const { blockId, position, entry, process } of links) {
    const link: LinkView & { position: number } = process
      ? {
          id: process.id,
          name: process.name,
          kind: "process",
          bcpId: process.bcpId,
          toReview: false,
          position,
        }
      : {
          id: entry?.id ?? "",
          name: entry?.name ?? "",
          kind: entry?.kind ?? "other",
          bcpId: null,
          toReview: entry?.fromPlan ?? false,
          position,
        };
    const own = byBlock.get(blockId);
    if (own) own.push(link);
    else byBlock.set(blockId, [link]);
  }
  return byBlock;
}

/**
 * Each block's links, and its lines named as what they link is named now (an entry or upstream process renamed
 * since the block was saved shows its new name); a line whose link has gone (its upstream process deleted) keeps
 * its typed name. The editor, the read view, the PDF and the approval's record all read the blocks through this.
 */
export async function linkedBlocks(db: Db | Tx, blocks: { id: string; dependencies: string[] }[]) {
  const out = new Map<string, { lines: string[]; links: LinkView[] }>();
  const links = await linksOf(
    db,
    blocks.map((b) => b.id),
  );
  for (const b of blocks) {
    const typed = blockLines(b.dependencies);
    const current: (string | undefined)[] = [];
    for (const l of links.get(b.id) ?? []) current[l.position] = l.name;
    const lines: string[] = [];
    for (let i = 0; i < Math.max(typed.length, current.length); i++) {
      const name = current[i] ?? typed[i];
      if (name) lines.push(name);
    }
    out.set(b.id, { lines, links: (links.get(b.id) ?? []).map(({ position: _, ...l }) => l) });
  }
  return out;
}

type BlockRef = { companyId: string; processId: string; block: DependencyBlock };
/** What one link of a save points at, and the name the block's list keeps for it. */
export type LinkTarget = { entryId: string | null; upstreamProcessId: string | null; name: string };

/**
 * The processes of the company's plans the user may read (`readScope`: the BCP list's read scope, planScope's
 * answer for "bcp.read"), but this one.
 */
function readableProcesses(db: Db | Tx, readScope: SQL | undefined, block: BlockRef, where: SQL | undefined) {
  return db
    .select({ id: bcpProcesses.id, name: bcpProcesses.name, plan: bcps.name })
    .from(bcpProcesses)
    .innerJoin(bcps, eq(bcps.id, bcpProcesses.bcpId))
    .where(
      and(
        eq(bcpProcesses.companyId, block.companyId),
        eq(bcps.companyId, block.companyId),
        ne(bcpProcesses.id, block.processId),
        readScope,
        where,
      ),
    );
}

/** The entries of the block's registers (not archived) matching `where`. */
function offeredEntries(db: Db | Tx, block: BlockRef, where: SQL | undefined) {
  return db
    .select(ENTRY_NAMING)
    .from(registerEntries)
    .where(
      and(
        eq(registerEntries.companyId, block.companyId),
        inArray(registerEntries.kind, entryKinds(block.block)),
        isNull(registerEntries.archivedAt),
        where,
      ),
    );
}

/**
 * What a block's picker offers for a search: the first 20 processes of the plans the user may read (UPSTREAM
 * PROCESS; never the process itself), or entries of the block's registers, by name.
 */
export async function linkChoices(db: Db | Tx, user: Principal, block: BlockRef, q: string) {
  const text = q.trim();
  if (block.block === "upstream") {
    const scope = await planScope(db, user, "bcp.read");
    const rows = await readableProcesses(
      db,
      scope,
      block,
      text ? ilike(bcpProcesses.name, containsPattern(text)) : undefined,
    )
      .orderBy(asc(bcpProcesses.name), asc(bcps.name), asc(bcpProcesses.id))
      .limit(CHOICES_LIMIT);
    return rows.map((r) => ({ id: r.id, name: r.name, detail: r.plan }));
  }
  const rows = await offeredEntries(
    db,
    block,
    text ? ilike(registerEntries.name, containsPattern(text)) : undefined,
  )
    .orderBy(asc(registerEntries.name), asc(registerEntries.id))
    .limit(CHOICES_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    detail: REGISTER_KIND_LABELS[r.kind].one + (r.fromPlan ? ` · ${M.toReviewShort}` : ""),
  }));
}

/**
 * What a block's save links, in order: the picked ids first (each checked: of the company, of the block's
 * register, an upstream process of a plan the user may read and not the process itself; what the block already
 * links stays without a new check), then the typed names: an upstream name links a readable process of that name,
 * any other the entry of that name, made (flagged "created from a plan, to review") when the register has none
 * yet, so nothing typed is lost. A pick that fails a check answers 400 on `linkIds`; nothing is written then.
 */
export async function resolveBlockLinks(
  tx: Tx,
  user: Principal,
  block: BlockRef & { id: string | null },
  picked: { linkIds: string[]; names: string[] },
): Promise<LinkTarget[]> {
  const current = block.id ? ((await linksOf(tx, [block.id])).get(block.id) ?? []) : [];
  const kept = new Map(current.map((l) => [l.id, l]));
  const ids = [...new Set(picked.linkIds)];
  const fresh = ids.filter((id) => !kept.has(id));
  const found = new Map<string, LinkTarget>();
  if (fresh.length > 0) {
    if (block.block === "upstream") {
      const scope = await planScope(tx, user, "bcp.read");
      for (const p of await readableProcesses(tx, scope, block, inArray(bcpProcesses.id, fresh)))
        found.set(p.id, { entryId: null, upstreamProcessId: p.id, name: p.name });
    }
    for (const e of await offeredEntries(tx, block, inArray(registerEntries.id, fresh)))
      if (block.block !== "upstream")
        found.set(e.id, { entryId: e.id, upstreamProcessId: null, name: e.name });
    const missing = fresh.filter((id) => !found.has(id));
    if (missing.length > 0) {
      if (block.block !== "upstream") throw fieldError("linkIds", M.linkNotInRegister(block.block));
      throw fieldError(
        "linkIds",
        missing.includes(block.processId) ? M.upstreamItself : M.upstreamNotReadable,
      );
    }
  }
  const targets: LinkTarget[] = ids.map((id) => {
    const link = kept.get(id);
    if (!link) return found.get(id)!;
    return link.kind === "process"
      ? { entryId: null, upstreamProcessId: id, name: link.name }
      : { entryId: id, upstreamProcessId: null, name: link.name };
  });
  targets.push(...(await namedTargets(tx, user, block, blockLines(picked.names))));
  const seen = new Set<string>();
  return targets.filter((t) => {
    const id = (t.entryId ?? t.upstreamProcessId)!;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** The typed names' targets (see resolveBlockLinks). */
async function namedTargets(
  tx: Tx,
  user: Principal,
  block: BlockRef,
  lines: string[],
): Promise<LinkTarget[]> {
  if (lines.length === 0) return [];
  const keys = lines.map((n) => n.toLowerCase());
  const lower = (name: SQL | typeof registerEntries.name | typeof bcpProcesses.name) =>
    sql<string>`lower(${name})`;
  const processByName = new Map<string, { id: string; name: string }>();
  if (block.block === "upstream") {
    const scope = await planScope(tx, user, "bcp.read");
    const rows = await readableProcesses(tx, scope, block, inArray(lower(bcpProcesses.name), keys)).orderBy(
      asc(bcpProcesses.createdAt),
      asc(bcpProcesses.id),
    );
    for (const p of rows)
      if (!processByName.has(p.name.toLowerCase())) processByName.set(p.name.toLowerCase(), p);
  }
  const kind = BLOCK_KINDS[block.block];
  const entryByName = new Map<string, { id: string; name: string }>();
  const lookUp = async (k: RegisterKind, names: string[]) => {
    const rows = await tx
      .select({ id: registerEntries.id, name: registerEntries.name })
      .from(registerEntries)
      .where(
        and(
          eq(registerEntries.companyId, block.companyId),
          eq(registerEntries.kind, k),
          inArray(lower(registerEntries.name), names),
        ),
      );
    for (const r of rows)
      if (!entryByName.has(r.name.toLowerCase())) entryByName.set(r.name.toLowerCase(), r);
  };
  const first = FIRST_KIND[block.block];
  if (first) await lookUp(first, keys);
  const rest = lines.filter((n) => !processByName.has(n.toLowerCase()) && !entryByName.has(n.toLowerCase()));
  if (rest.length > 0) {
    await tx
      .insert(registerEntries)
      .values(rest.map((name) => ({ companyId: block.companyId, kind, name, fromPlan: true })))
      .onConflictDoNothing();
    await lookUp(
      kind,
      rest.map((n) => n.toLowerCase()),
    );
  }
  return lines.map((name) => {
    const process = processByName.get(name.toLowerCase());
    if (process) return { entryId: null, upstreamProcessId: process.id, name: process.name };
    const entry = entryByName.get(name.toLowerCase())!;
    return { entryId: entry.id, upstreamProcessId: null, name: entry.name };
  });
}

/** Replaces a block's links with these targets, in order (inside the save's transaction). */
export async function replaceBlockLinks(
  tx: Tx,
  block: { id: string; companyId: string; processId: string },
  targets: LinkTarget[],
) {
  await tx.delete(bcpDependencyLinks).where(eq(bcpDependencyLinks.blockId, block.id));
  if (targets.length === 0) return;
  await tx.insert(bcpDependencyLinks).values(
    targets.map((t, position) => ({
      companyId: block.companyId,
      blockId: block.id,
      processId: block.processId,
      upstreamProcessId: t.upstreamProcessId,
      entryId: t.entryId,
      position,
    })),
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
