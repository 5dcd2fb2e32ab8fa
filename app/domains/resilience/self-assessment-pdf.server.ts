import type { ApiDeps, Principal } from "~/api/context.server";
import {
  type ColumnSpec,
  documentTitle,
  facts,
  footers,
  heading,
  newPdf,
  paragraph,
  subheading,
  table,
} from "~/domains/bcp/pdf-layout.server";
import { dateSettingsOf } from "~/domains/companies/dates.server";
import { type CompanyDates, companyDates } from "~/shared/dates";
import { currentSelfAssessment, type SelfAssessment, selfAssessmentVersion } from "./self-assessment.server";
import {
  SELF_ASSESSMENT_LABELS as L,
  SELF_ASSESSMENT_SECTIONS as S,
  VULNERABILITY_LABELS as V,
} from "./self-assessment-model";

/** The columns that name a process (its service, plan and MAD), first in the mapping and vulnerability tables. */
const PROCESS_COLUMNS: readonly ColumnSpec[] = [
  ["Service", 2],
  ["Process", 2],
  ["Plan", 2],
  ["MAD", 1],
];

/** The self-assessment as a PDF (the plans' pdfkit layout); an approved version names its version and digest. */
export function drawSelfAssessment(
  doc0: SelfAssessment,
  dates: CompanyDates,
  stamp: string,
): Promise<Uint8Array> {
  const { doc, done } = newPdf({ Title: `${L.title}: ${doc0.company}`, Subject: L.title });
  const a = doc0;
  documentTitle(doc, `${L.title}: ${a.company}`);
  paragraph(doc, stamp, { muted: true });
  heading(doc, S.services);
  for (const s of a.services) {
    subheading(doc, s.name);
    facts(doc, [
      ["Description", s.description],
      ["Who is served", s.served],
      ["Why it is important", s.whyImportant],
      ["Owner", s.owner ?? ""],
      ["Board approval date", s.boardApprovedOn ? dates.date(s.boardApprovedOn) : ""],
    ]);
  }
  heading(doc, S.tolerances);
  for (const s of a.services) {
    subheading(doc, s.name);
    facts(doc, [
      ["Maximum tolerable disruption", s.tolerance],
      ["Other measures", s.otherMeasures.join("; ")],
      ["Why this tolerance", s.toleranceReason],
    ]);
  }
  heading(doc, S.mapping);
  table(
    doc,
    [...PROCESS_COLUMNS, ["Within tolerance", 1]],
    a.services.flatMap((s) =>
      s.processes.map((p) => [s.name, p.name, p.plan, p.mad, p.withinTolerance ? "Yes" : "No"]),
    ),
  );
  subheading(doc, L.entriesMapped);
  table(
    doc,
    [
      ["Service", 2],
      ["Register", 1.4],
      ["Entry", 3],
    ],
    a.services.flatMap((s) => (s.entries ?? []).map((e) => [s.name, e.kind, e.name])),
    L.noEntriesMapped,
  );
  heading(doc, S.scenarioTests);
  table(
    doc,
    [
      ["Plan", 2],
      ["Scenario", 3],
      ["Conducted", 1.4],
      ["Result", 1.4],
      ["Findings", 3],
    ],
    a.scenarioTests.map((t) => [
      t.plan,
      t.scenario,
      t.conductedOn ? dates.date(t.conductedOn) : "",
      t.result,
      t.findings,
    ]),
    L.noTests,
  );
  heading(doc, S.lessonsLearned);
  table(
    doc,
    [
      ["Service", 2],
      ["Incident", 3],
      ["Tolerance breached", 2],
    ],
    a.breaches.map((b) => [b.service, b.incident, b.breachedAt ? dates.dateTime(b.breachedAt) : ""]),
    L.noBreaches,
  );
  if (a.lessonsLearned) paragraph(doc, a.lessonsLearned);
  heading(doc, S.vulnerabilities);
  table(
    doc,
    [...PROCESS_COLUMNS, ["Tolerance", 1], [L.remediationDate, 1.4]],
    a.vulnerabilities.map((v) => [v.service, v.process, v.plan, v.mad, v.tolerance, "Not recorded"]),
    L.noVulnerabilities,
  );
  subheading(doc, V.heading);
  table(
    doc,
    [
      [V.description, 3],
      [V.service, 2],
      [V.owner, 1.4],
      [V.remediationDue, 1.4],
      [V.status, 1.2],
    ],
    (a.remediations ?? []).map((r) => [
      r.description,
      r.service ?? V.wholeCompany,
      r.owner || "—",
      r.remediationDue ? dates.date(r.remediationDue) : "Not set",
      r.status,
    ]),
    V.none,
  );
  heading(doc, S.communication);
  paragraph(doc, a.communicationStrategy || "—");
  footers(doc, `${L.title} · ${a.company}`);
  doc.end();
  return done;
}

/** GET /selfAssessment/pdf: an approved version (?versionId=) or the self-assessment as it stands. */
export async function renderSelfAssessmentPdf(deps: ApiDeps, user: Principal, versionId?: string) {
  const dates = companyDates(await dateSettingsOf(deps.db, user.companyId));
  if (versionId) {
    const kept = await selfAssessmentVersion(deps, user, versionId);
    const stamp = `Approved version ${kept.version}, approved by ${kept.keptBy.name} on ${dates.dateTime(kept.keptAt)}. SHA-256 ${kept.digest}`;
    return {
      bytes: await drawSelfAssessment(kept.content, dates, stamp),
      filename: `self-assessment-v${kept.version}.pdf`,
    };
  }
  const current = await currentSelfAssessment(deps, user);
  const stamp = `Generated ${dates.dateTime(deps.now())} from Keel; not approved.`;
  return { bytes: await drawSelfAssessment(current, dates, stamp), filename: "self-assessment.pdf" };
}
