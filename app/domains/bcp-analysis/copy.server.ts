import { eq } from "drizzle-orm";
import type { Conn } from "~/domains/bcp/access.server";
import {
  bcpBia,
  bcpBrtMembers,
  bcpDependencyBlocks,
  bcpExecutiveSummaries,
  bcpMalo,
  bcpRisks,
  bcpScenarios,
  bcpStakeholders,
} from "./schema.server";

/**
 * Copies every analysis section of one plan into another (a cloned plan), inside the caller's
 * transaction: `processIds` maps each source process to its copy. Rows are new (new ids, the new plan).
 */
export async function copyAnalysis(
  tx: Conn,
  from: string,
  to: { bcpId: string; companyId: string },
  processIds: Map<string, string>,
  userId: string,
  now: Date,
) {
  const common = { companyId: to.companyId, bcpId: to.bcpId, updatedBy: userId, updatedAt: now };
  const perProcess = <R extends { processId: string }>(rows: R[]) =>
    rows.flatMap((r) => {
      const processId = processIds.get(r.processId);
      return processId ? [{ ...r, processId }] : [];
    });

  const bia = perProcess(await tx.select().from(bcpBia).where(eq(bcpBia.bcpId, from)));
  if (bia.length) await tx.insert(bcpBia).values(bia.map(({ id: _, ...r }) => ({ ...r, ...common })));
  const malo = perProcess(await tx.select().from(bcpMalo).where(eq(bcpMalo.bcpId, from)));
  if (malo.length) await tx.insert(bcpMalo).values(malo.map(({ id: _, ...r }) => ({ ...r, ...common })));
  const blocks = perProcess(
    await tx.select().from(bcpDependencyBlocks).where(eq(bcpDependencyBlocks.bcpId, from)),
  );
  if (blocks.length)
    await tx.insert(bcpDependencyBlocks).values(blocks.map(({ id: _, ...r }) => ({ ...r, ...common })));
  const risks = await tx.select().from(bcpRisks).where(eq(bcpRisks.bcpId, from));
  if (risks.length) await tx.insert(bcpRisks).values(risks.map(({ id: _, ...r }) => ({ ...r, ...common })));
  const scenarios = await tx.select().from(bcpScenarios).where(eq(bcpScenarios.bcpId, from));
  if (scenarios.length)
    await tx.insert(bcpScenarios).values(scenarios.map(({ id: _, ...r }) => ({ ...r, ...common })));
  const { updatedBy: _b, updatedAt: _a, ...owner } = common;
  const members = await tx.select().from(bcpBrtMembers).where(eq(bcpBrtMembers.bcpId, from));
  if (members.length)
    await tx.insert(bcpBrtMembers).values(members.map(({ id: _, ...r }) => ({ ...r, ...owner })));
  const stakeholders = await tx.select().from(bcpStakeholders).where(eq(bcpStakeholders.bcpId, from));
  if (stakeholders.length)
    await tx.insert(bcpStakeholders).values(stakeholders.map(({ id: _, ...r }) => ({ ...r, ...owner })));
  const [summary] = await tx
    .select()
    .from(bcpExecutiveSummaries)
    .where(eq(bcpExecutiveSummaries.bcpId, from));
  if (summary) await tx.insert(bcpExecutiveSummaries).values({ ...summary, ...common });
}
