import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { formatMad } from "~/domains/bcp/model";
import { companies } from "~/domains/companies/schema.server";
import { keepVersion, keptVersion, keptVersionsOf } from "~/domains/evidence/keep.server";
import { REAL_INCIDENT } from "~/domains/incidents/open.server";
import { incidents } from "~/domains/incidents/schema.server";
import { REGISTER_KIND_LABELS } from "~/domains/registers/model";
import type { Db } from "~/platform/db/client.server";
import { displayName, incidentTitle } from "~/shared/names";
import { countOf } from "~/shared/plural";
import { type ScenarioTest, scenarioTestsOf } from "./scenario-tests.server";
import { businessServiceClocks, businessServices } from "./schema.server";
import { VULNERABILITY_STATUS_LABELS } from "./self-assessment-model";
import { getService, listServices } from "./service.server";
import { listVulnerabilities } from "./vulnerabilities.server";

/**
 * The self-assessment's content (PRA SS1/21 ch. 8): generated from the register of important business services,
 * the scenario tests and the tolerance breaches recorded; the lessons learned and the communication strategy are
 * written by whoever approves it. Kept with its digest on each approval (evidence domain).
 */
export type SelfAssessment = {
  format: number;
  company: string;
  services: {
    name: string;
    description: string;
    served: string;
    whyImportant: string;
    owner: string | null;
    boardApprovedOn: string | null;
    tolerance: string;
    toleranceReason: string;
    otherMeasures: string[];
    processes: { name: string; plan: string; mad: string; withinTolerance: boolean }[];
    /** The register entries it relies on, with their register ("Application"); absent before format 2. */
    entries?: { name: string; kind: string }[];
  }[];
  scenarioTests: ScenarioTest[];
  breaches: { service: string; incident: string; breachedAt: string }[];
  vulnerabilities: { service: string; process: string; plan: string; mad: string; tolerance: string }[];
  /** The vulnerabilities recorded with their remediation (status as its label); absent before format 2. */
  remediations?: {
    service: string | null;
    description: string;
    owner: string;
    remediationDue: string | null;
    status: string;
  }[];
  lessonsLearned: string;
  communicationStrategy: string;
};

/** The self-assessment as it stands (GET /selfAssessment): written parts empty until approved. */
export async function currentSelfAssessment(
  deps: ApiDeps,
  user: Principal,
  written: { lessonsLearned: string; communicationStrategy: string } = {
    lessonsLearned: "",
    communicationStrategy: "",
  },
): Promise<SelfAssessment> {
  const [company] = await deps.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, user.companyId));
  const list = await listServices(deps, user);
  const services: Awaited<ReturnType<typeof getService>>[] = [];
  for (const s of list) services.push(await getService(deps, user, s.id));
  const tests = await scenarioTestsOf(deps.db as Db, user.companyId);
  const breaches = await deps.db
    .select({
      service: businessServices.name,
      incident: incidents.title,
      breachedAt: businessServiceClocks.breachedAt,
    })
    .from(businessServiceClocks)
    .innerJoin(businessServices, eq(businessServices.id, businessServiceClocks.serviceId))
    .innerJoin(incidents, eq(incidents.id, businessServiceClocks.incidentId))
    .where(
      and(
        eq(businessServiceClocks.companyId, user.companyId),
        isNotNull(businessServiceClocks.breachedAt),
        // An exercise's breach is its rehearsal, not one the firm suffered (issue 35: out of the real figures).
        REAL_INCIDENT,
      ),
    )
    .orderBy(asc(businessServiceClocks.breachedAt));
  const toleranceOf = (s: (typeof services)[number]) => formatMad(s.tolerance, s.toleranceUnit);
  return {
    format: 2,
    company: company?.name ?? "",
    services: services.map((s) => ({
      name: s.name,
      description: s.description,
      served: s.served,
      whyImportant: s.whyImportant,
      owner: s.owner?.name ?? null,
      boardApprovedOn: s.boardApprovedOn,
      tolerance: toleranceOf(s),
      toleranceReason: s.toleranceReason,
      otherMeasures: [
        s.maxCustomers != null ? `At most ${countOf(s.maxCustomers, "customer")} affected` : null,
        s.maxTransactions != null ? `At most ${countOf(s.maxTransactions, "transaction")} affected` : null,
        s.maxValue != null ? `At most ${s.maxValue} in value` : null,
      ].filter((m): m is string => m !== null),
      processes: s.processes.map((p) => ({
        name: p.name,
        plan: p.planName,
        mad: formatMad(p.mad, p.madDuration),
        withinTolerance: p.withinTolerance,
      })),
      entries: s.entries.map((e) => ({ name: e.name, kind: REGISTER_KIND_LABELS[e.kind].one })),
    })),
    scenarioTests: tests,
    breaches: breaches.map((b) => ({
      service: b.service,
      incident: incidentTitle(b.incident),
      breachedAt: b.breachedAt?.toISOString() ?? "",
    })),
    vulnerabilities: services.flatMap((s) =>
      s.processes
        .filter((p) => !p.withinTolerance)
        .map((p) => ({
          service: s.name,
          process: p.name,
          plan: p.planName,
          mad: formatMad(p.mad, p.madDuration),
          tolerance: toleranceOf(s),
        })),
    ),
    remediations: (await listVulnerabilities(deps.db, user.companyId)).map((v) => ({
      service: v.service,
      description: v.description,
      owner: v.owner,
      remediationDue: v.remediationDue,
      status: VULNERABILITY_STATUS_LABELS[v.status],
    })),
    ...written,
  };
}

/** POST /selfAssessment/approve: the self-assessment as it stands, with its written parts, kept as approved. */
export async function approveSelfAssessment(
  deps: ApiDeps,
  user: Principal,
  written: { lessonsLearned: string; communicationStrategy: string },
) {
  const content = await currentSelfAssessment(deps, user, written);
  return deps.db.transaction((tx) =>
    keepVersion(tx, {
      companyId: user.companyId,
      kind: "self_assessment",
      subjectId: user.companyId,
      title: `Self-assessment: ${content.company}`,
      keptBy: { id: user.id, name: displayName(user) },
      keptAt: deps.now(),
      content,
    }),
  );
}

/** GET /selfAssessment/versions: the approved versions, newest first. */
export const selfAssessmentVersions = (deps: ApiDeps, user: Principal) =>
  keptVersionsOf(deps.db, user.companyId, "self_assessment", user.companyId);

/** GET /selfAssessment/version: one approved version with its content. */
export async function selfAssessmentVersion(deps: ApiDeps, user: Principal, versionId: string) {
  const kept = await keptVersion(deps.db as Db, user.companyId, "self_assessment", user.companyId, versionId);
  return { ...kept, content: kept.content as SelfAssessment };
}
