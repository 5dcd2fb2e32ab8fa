import { and, asc, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { bcps } from "~/domains/bcp/schema.server";
import { exerciseResult } from "~/domains/exercises/model";
import { findings } from "~/domains/exercises/schema.server";
import { bcpActivations } from "~/domains/incidents/activation-schema.server";
import { incidents } from "~/domains/incidents/schema.server";
import { CM_TEST_OUTCOME_LABELS } from "~/domains/management-plans/model";
import { cmTests, managementPlans } from "~/domains/management-plans/schema.server";
import type { Db } from "~/platform/db/client.server";
import { readAll } from "~/platform/db/read-all.server";
import { richTextPlain } from "~/shared/sanitize.server";

export type ScenarioTest = {
  plan: string;
  scenario: string;
  conductedOn: string | null;
  result: string;
  findings: string;
};

/**
 * The scenario tests the self-assessment lists (PRA SS1/21 ch. 8): the management plans' CM tests with their
 * outcome, and the completed exercises (issue 35) with their findings, the latest first.
 */
export async function scenarioTestsOf(db: Db, companyId: string): Promise<ScenarioTest[]> {
  const tests = await db
    .select({
      plan: managementPlans.name,
      scenario: cmTests.scenario,
      conductedOn: cmTests.conductedOn,
      outcome: cmTests.outcome,
      findings: cmTests.findings,
    })
    .from(cmTests)
    .innerJoin(managementPlans, eq(managementPlans.id, cmTests.planId))
    .where(and(eq(cmTests.companyId, companyId), isNotNull(cmTests.outcome)))
    .orderBy(desc(cmTests.conductedOn))
    .limit(500);
  const exercises = await db
    .select({
      id: incidents.id,
      title: incidents.title,
      type: incidents.exerciseType,
      at: incidents.alertDate,
      publishedAt: incidents.publishedAt,
      createdAt: incidents.createdAt,
    })
    .from(incidents)
    .where(
      and(
        eq(incidents.companyId, companyId),
        isNotNull(incidents.exerciseType),
        eq(incidents.status, "Completed"),
        eq(incidents.disabled, false),
      ),
    )
    .orderBy(desc(incidents.createdAt))
    .limit(500);
  const ids = exercises.map((e) => e.id);
  const [plans, found] = ids.length
    ? await readAll(db, [
        () =>
          db
            .selectDistinct({ incidentId: bcpActivations.incidentId, name: bcps.name })
            .from(bcpActivations)
            .innerJoin(bcps, eq(bcps.id, bcpActivations.bcpId))
            .where(and(eq(bcpActivations.companyId, companyId), inArray(bcpActivations.incidentId, ids)))
            .orderBy(asc(bcps.name)),
        () =>
          db
            .select({ incidentId: findings.incidentId, finding: findings.finding, status: findings.status })
            .from(findings)
            .where(and(eq(findings.companyId, companyId), inArray(findings.incidentId, ids)))
            .orderBy(asc(findings.dueDate)),
      ])
    : [[], []];
  const rows: ScenarioTest[] = [
    ...tests.map((t) => ({
      plan: t.plan,
      scenario: t.scenario,
      conductedOn: t.conductedOn?.toISOString() ?? null,
      result: t.outcome ? CM_TEST_OUTCOME_LABELS[t.outcome] : "",
      // Findings are written as rich text: the document carries the words, not the markup.
      findings: richTextPlain(t.findings ?? ""),
    })),
    ...exercises.map((e) => {
      const mine = found.filter((f) => f.incidentId === e.id);
      return {
        plan: plans
          .filter((p) => p.incidentId === e.id)
          .map((p) => p.name)
          .join(", "),
        scenario: e.title ?? "Untitled",
        conductedOn: (e.at ?? e.publishedAt ?? e.createdAt).toISOString(),
        result: `${e.type} exercise: ${exerciseResult(mine.length, mine.filter((f) => f.status === "Open").length)}`,
        findings: mine.map((f) => `- ${f.finding}`).join("\n"),
      };
    }),
  ];
  return rows.sort((a, b) => (b.conductedOn ?? "").localeCompare(a.conductedOn ?? ""));
}
