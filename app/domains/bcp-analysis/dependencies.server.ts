import { and, eq } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { type Conn, loadPlan, type PlanRow } from "~/domains/bcp/access.server";
import { auditPlan, diff, heldFields } from "~/domains/bcp/audit.server";
import { inTransaction } from "~/domains/bcp/effects.server";
import { loadProcess, type ProcessView, processesOfPlan } from "~/domains/bcp/processes.server";
import { sectionChanged } from "~/domains/bcp/workflow.server";
import {
  type LinkView,
  linkChoices,
  linkedBlocks,
  replaceBlockLinks,
  resolveBlockLinks,
} from "~/domains/registers/links.server";
import type { Strategies } from "./answers";
import {
  DEPENDENCY_BLOCKS,
  type DependencyBlock,
  dependencyBlockLabel,
  ANALYSIS_MESSAGES as M,
} from "./model";
import { blockRows } from "./plan-rows.server";
import { bcpDependencyBlocks } from "./schema.server";
import { changeProcessSection, loadOwned } from "./section.server";
import { strategiesOf } from "./strategies.server";
import type { DependencyBlockInput } from "./validation";

type BlockRow = typeof bcpDependencyBlocks.$inferSelect;

function presentBlock(
  processId: string,
  block: DependencyBlock,
  row: BlockRow | undefined,
  linked: Map<string, { lines: string[]; links: LinkView[] }>,
) {
  const here = row ? linked.get(row.id) : undefined;
  return {
    id: row?.id ?? null,
    processId,
    block,
    label: dependencyBlockLabel(block),
    saved: !!row,
    // The linked entries' and processes' names as they are now (registers/links.server.ts).
    dependencies: row ? (here?.lines ?? row.dependencies) : [],
    /** What the block links, by id (the picker's list): register entries, or processes for UPSTREAM PROCESS. */
    links: here?.links ?? [],
    enabled: row?.enabled ?? false,
    scenario: row?.scenario ?? "",
    ...strategiesOf(row),
  };
}
export type DependencyBlockView = ReturnType<typeof presentBlock>;

/** The five blocks of one process (unsaved ones empty). */
export async function processBlocks(deps: ApiDeps, user: Principal, processId: string) {
  const { process } = await loadProcess(deps.db, user, processId, "bcp.read");
  const rows = await deps.db
    .select()
    .from(bcpDependencyBlocks)
    .where(eq(bcpDependencyBlocks.processId, process.id));
  const linked = await linkedBlocks(deps.db, rows);
  return DEPENDENCY_BLOCKS.map((b) =>
    presentBlock(
      process.id,
      b.key,
      rows.find((r) => r.block === b.key),
      linked,
    ),
  );
}

export async function getBlock(deps: ApiDeps, user: Principal, processId: string, block: DependencyBlock) {
  return (await processBlocks(deps, user, processId)).find((b) => b.block === block)!;
}

/** The dependencies overview: every process of the plan with its five blocks. */
export async function planDependencies(deps: ApiDeps, user: Principal, bcpId: string) {
  const plan = await loadPlan(deps.db, user, bcpId, "bcp.read");
  return dependenciesOfPlan(deps.db, plan, await processesOfPlan(deps.db, plan.id));
}

/** The dependencies overview of a plan already loaded (and its access checked), given its processes. */
export async function dependenciesOfPlan(
  db: Conn,
  plan: PlanRow,
  processes: ProcessView[],
  user?: Principal,
) {
  const asked = new Set(processes.map((p) => p.id));
  // The links of the processes asked for only (the plan page reads one process's).
  const rows = (await blockRows(db, plan.id, user)).filter((r) => asked.has(r.processId));
  const linked = await linkedBlocks(db, rows);
  return processes.map((p) => ({
    processId: p.id,
    processName: p.name,
    blocks: DEPENDENCY_BLOCKS.map((b) =>
      presentBlock(
        p.id,
        b.key,
        rows.find((r) => r.processId === p.id && r.block === b.key),
        linked,
      ),
    ),
  }));
}

/** A block's strategies and their response strategy types (what a save and a removal record). */
const strategyFields = (x: Strategies) => ({
  longTermStrategy: x.longTermStrategy,
  shortTermStrategy: x.shortTermStrategy,
  additionalStrategy: x.additionalStrategy,
  responseStrategyTypeLongTerm: x.responseStrategyTypeLongTerm,
  responseStrategyTypeShortTerm: x.responseStrategyTypeShortTerm,
  responseStrategyTypeAdditional: x.responseStrategyTypeAdditional,
});

export async function saveBlock(
  deps: ApiDeps,
  user: Principal,
  block: DependencyBlock,
  input: DependencyBlockInput,
) {
  await changeProcessSection(deps, user, input.processId, "dependencies", async (tx, process, plan) => {
    const [existing] = await tx
      .select()
      .from(bcpDependencyBlocks)
      .where(and(eq(bcpDependencyBlocks.processId, process.id), eq(bcpDependencyBlocks.block, block)));
    const ref = { companyId: plan.companyId, processId: process.id, block };
    // The picks checked first: a refused one answers 400 before anything is written.
    const targets = await resolveBlockLinks(
      tx,
      user,
      { ...ref, id: existing?.id ?? null },
      {
        linkIds: input.linkIds,
        names: input.dependencies,
      },
    );
    const fields = {
      // The names of what it links, in step with the links (the read view, PDF and approval's record read them).
      dependencies: targets.map((t) => t.name),
      enabled: input.enabled,
      scenario: input.scenario,
      ...strategyFields(input),
    };
    const values = { ...fields, updatedBy: user.id, updatedAt: deps.now() };
    const [saved] = await tx
      .insert(bcpDependencyBlocks)
      .values({ companyId: plan.companyId, bcpId: plan.id, processId: process.id, block, ...values })
      .onConflictDoUpdate({
        target: [bcpDependencyBlocks.processId, bcpDependencyBlocks.block],
        set: values,
      })
      .returning({ id: bcpDependencyBlocks.id });
    // Each link names a register entry (or an upstream process): the registers list what depends on them.
    await replaceBlockLinks(tx, { id: saved.id, ...ref }, targets);
    await auditPlan(tx, user, plan, "dependency.saved", {
      process: process.name,
      block,
      ...diff(existing ?? {}, fields),
    });
  });
  return { ...(await getBlock(deps, user, input.processId, block)), message: M.dependencySaved };
}

/** What a block's picker offers for a search (its editor's: the plan's manage right). */
export async function blockChoices(
  deps: ApiDeps,
  user: Principal,
  processId: string,
  block: DependencyBlock,
  q: string,
) {
  const { process, plan } = await loadProcess(deps.db, user, processId, "bcp.manage");
  return linkChoices(deps.db, user, { companyId: plan.companyId, processId: process.id, block }, q);
}

/** Deletes a saved block (after confirmation): the process no longer records that dependency. */
export async function removeBlock(deps: ApiDeps, user: Principal, id: string) {
  await inTransaction(deps, async (tx, effects) => {
    const { row, plan } = await loadOwned(
      tx,
      user,
      async () =>
        (
          await tx
            .select()
            .from(bcpDependencyBlocks)
            .where(and(eq(bcpDependencyBlocks.id, id)))
        )[0],
      "bcp.manage",
    );
    await sectionChanged(tx, deps, effects, user, plan, "dependencies");
    await tx.delete(bcpDependencyBlocks).where(eq(bcpDependencyBlocks.id, row.id));
    const { process } = await loadProcess(tx, user, row.processId, "bcp.manage");
    // What the block held, as a save records it, so the trail says what went out of the plan.
    const { dependencies, enabled, scenario } = row;
    await auditPlan(tx, user, plan, "dependency.removed", {
      process: process.name,
      block: row.block,
      ...heldFields({ dependencies, enabled, scenario, ...strategyFields(row) }, "removed"),
    });
  });
  return { removed: true, message: M.dependencyRemoved };
}
