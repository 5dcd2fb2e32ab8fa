import type { ApiDeps, Principal } from "~/api/context.server";
import {
  FONT,
  facts,
  footers,
  heading,
  INK,
  newPdf,
  PAGE,
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

/** The self-assessment as a PDF (the plans' pdfkit layout); an approved version names its version and digest. */
export function drawSelfAssessment(
  doc0: SelfAssessment,
  dates: CompanyDates,
  stamp: string,
): Promise<Uint8Array> {
  const { doc, done } = newPdf({ Title: `${L.title}: ${doc0.company}`, Subject: L.title });
  const a = doc0;
  doc.font(FONT.bold).fontSize(20).fillColor(INK).text(`${L.title}: ${a.company}`, PAGE.margin, PAGE.margin);
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
    [
      { header: "Service", width: 2 },
      { header: "Process", width: 2 },
      { header: "Plan", width: 2 },
      { header: "MAD", width: 1 },
      { header: "Within tolerance", width: 1 },
    ],
    a.services.flatMap((s) =>
      s.processes.map((p) => [s.name, p.name, p.plan, p.mad, p.withinTolerance ? "Yes" : "No"]),
    ),
  );
  subheading(doc, L.entriesMapped);
  table(
    doc,
    [
      { header: "Service", width: 2 },
      { header: "Register", width: 1.4 },
      { header: "Entry", width: 3 },
    ],
    a.services.flatMap((s) => (s.entries ?? []).map((e) => [s.name, e.kind, e.name])),
    L.noEntriesMapped,
  );
  heading(doc, S.scenarioTests);
  table(
    doc,
    [
      { header: "Plan", width: 2 },
      { header: "Scenario", width: 3 },
      { header: "Conducted", width: 1.4 },
      { header: "Result", width: 1.4 },
      { header: "Findings", width: 3 },
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
      { header: "Service", width: 2 },
      { header: "Incident", width: 3 },
      { header: "Tolerance breached", width: 2 },
    ],
    a.breaches.map((b) => [b.service, b.incident, b.breachedAt ? dates.dateTime(b.breachedAt) : ""]),
    L.noBreaches,
  );
  if (a.lessonsLearned) paragraph(doc, a.lessonsLearned);
  heading(doc, S.vulnerabilities);
  table(
    doc,
    [
      { header: "Service", width: 2 },
      { header: "Process", width: 2 },
      { header: "Plan", width: 2 },
      { header: "MAD", width: 1 },
      { header: "Tolerance", width: 1 },
      { header: L.remediationDate, width: 1.4 },
    ],
    a.vulnerabilities.map((v) => [v.service, v.process, v.plan, v.mad, v.tolerance, "Not recorded"]),
    L.noVulnerabilities,
  );
  subheading(doc, V.heading);
  table(
    doc,
    [
      { header: V.description, width: 3 },
      { header: V.service, width: 2 },
      { header: V.owner, width: 1.4 },
      { header: V.remediationDue, width: 1.4 },
      { header: V.status, width: 1.2 },
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
