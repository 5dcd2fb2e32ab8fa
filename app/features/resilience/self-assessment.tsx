import type { SubmissionResult } from "@conform-to/react";
import { useForm } from "@conform-to/react";
import type { ReactNode } from "react";
import type { z } from "zod";
import {
  SELF_ASSESSMENT_LABELS as L,
  SELF_ASSESSMENT_SECTIONS as S,
  VULNERABILITY_LABELS as V,
} from "~/domains/resilience/self-assessment-model";
import type { selfAssessmentApproveSchema } from "~/domains/resilience/validation";
import { useDates } from "~/ui/dates";
import { ConformForm, FormErrors, TextareaField } from "~/ui/forms";
import { DocumentSection, type DocumentSectionLook, DocumentTable, type DocumentTableLook } from "~/ui/table";
import type { SelfAssessmentView } from "./answers";

const SECTION_LOOK: DocumentSectionLook = {
  className: "mb-6 break-inside-avoid",
  heading: "mb-2 text-xl font-semibold",
};

/** A part of the assessment. */
const Section = (props: { id: string; title: string; children: ReactNode }) => (
  <DocumentSection {...props} look={SECTION_LOOK} />
);

/** The assessment's tables: every cell ruled below, its text's own line breaks kept. */
const TABLE_LOOK: DocumentTableLook = {
  head: { cellClassName: "border-b px-2 py-1 font-medium" },
  cell: "whitespace-pre-line border-b px-2 py-1 align-top",
};

/** A small table that scrolls sideways inside itself on a phone, never the page. */
function Table({ head, rows, empty }: { head: string[]; rows: string[][]; empty: string }) {
  return <DocumentTable head={head} rows={rows} empty={empty} look={TABLE_LOOK} />;
}

/** The self-assessment's sections (PRA SS1/21 ch. 8), as generated or as an approved version kept them. */
export function SelfAssessmentDocument({ doc }: { doc: SelfAssessmentView }) {
  const dates = useDates();
  return (
    <div className="min-w-0">
      <Section id="sa-services" title={S.services}>
        {doc.services.length === 0 ? (
          <p className="text-sm text-gray-600">No important business service.</p>
        ) : null}
        {doc.services.map((s) => (
          <div key={s.name} className="card mb-3">
            <h3 className="font-semibold">{s.name}</h3>
            <p className="text-sm">{s.description}</p>
            <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
              <dt className="text-gray-600">Who is served</dt>
              <dd>{s.served}</dd>
              <dt className="text-gray-600">Why it is important</dt>
              <dd className="whitespace-pre-wrap">{s.whyImportant || "—"}</dd>
              <dt className="text-gray-600">Owner</dt>
              <dd>{s.owner ?? "—"}</dd>
              <dt className="text-gray-600">Board approval date</dt>
              <dd>{s.boardApprovedOn ? dates.date(s.boardApprovedOn) : "—"}</dd>
            </dl>
          </div>
        ))}
      </Section>
      <Section id="sa-tolerances" title={S.tolerances}>
        <Table
          head={["Service", "Maximum tolerable disruption", "Other measures", "Why this tolerance"]}
          rows={doc.services.map((s) => [s.name, s.tolerance, s.otherMeasures.join("; "), s.toleranceReason])}
          empty="—"
        />
      </Section>
      <Section id="sa-mapping" title={S.mapping}>
        <Table
          head={["Service", "Process", "Plan", "MAD", "Within tolerance"]}
          rows={doc.services.flatMap((s) =>
            s.processes.map((p) => [s.name, p.name, p.plan, p.mad, p.withinTolerance ? "Yes" : "No"]),
          )}
          empty="—"
        />
        <h3 className="mt-3 mb-1 text-sm font-semibold">{L.entriesMapped}</h3>
        <Table
          head={["Service", "Register", "Entry"]}
          rows={doc.services.flatMap((s) => (s.entries ?? []).map((e) => [s.name, e.kind, e.name]))}
          empty={L.noEntriesMapped}
        />
      </Section>
      <Section id="sa-tests" title={S.scenarioTests}>
        <Table
          head={["Plan", "Scenario", "Conducted", "Result", "Findings"]}
          rows={doc.scenarioTests.map((t) => [
            t.plan,
            t.scenario,
            t.conductedOn ? dates.date(t.conductedOn) : "",
            t.result,
            t.findings,
          ])}
          empty={L.noTests}
        />
      </Section>
      <Section id="sa-lessons" title={S.lessonsLearned}>
        <Table
          head={["Service", "Incident", "Tolerance breached"]}
          rows={doc.breaches.map((b) => [
            b.service,
            b.incident,
            b.breachedAt ? dates.dateTime(b.breachedAt) : "",
          ])}
          empty={L.noBreaches}
        />
        {doc.lessonsLearned ? <p className="mt-2 whitespace-pre-wrap text-sm">{doc.lessonsLearned}</p> : null}
      </Section>
      <Section id="sa-vulnerabilities" title={S.vulnerabilities}>
        <Table
          head={["Service", "Process", "Plan", "MAD", "Tolerance", L.remediationDate]}
          rows={doc.vulnerabilities.map((v) => [
            v.service,
            v.process,
            v.plan,
            v.mad,
            v.tolerance,
            "Not recorded",
          ])}
          empty={L.noVulnerabilities}
        />
        <h3 className="mt-3 mb-1 text-sm font-semibold">{V.heading}</h3>
        <Table
          head={[V.description, V.service, V.owner, V.remediationDue, V.status]}
          rows={(doc.remediations ?? []).map((r) => [
            r.description,
            r.service ?? V.wholeCompany,
            r.owner || "—",
            r.remediationDue ? dates.date(r.remediationDue) : "Not set",
            r.status,
          ])}
          empty={V.none}
        />
      </Section>
      <Section id="sa-communication" title={S.communication}>
        <p className="whitespace-pre-wrap text-sm">{doc.communicationStrategy || "Written when approved."}</p>
      </Section>
    </div>
  );
}

/** Approving keeps the self-assessment as it stands, with the parts a person writes. Works without JavaScript. */
export function ApproveSelfAssessment({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm<z.input<typeof selfAssessmentApproveSchema>>({
    id: "approve-self-assessment",
    lastResult,
  });
  return (
    <ConformForm form={form} className="card mb-6 print:hidden" aria-label={L.approve}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="approve" />
      <TextareaField field={fields.lessonsLearned} label={L.lessonsLearned} rows={3} maxLength={4000} />
      <TextareaField
        field={fields.communicationStrategy}
        label={`${L.communicationStrategy} *`}
        rows={3}
        maxLength={4000}
      />
      <button type="submit" className="btn-primary">
        {L.approve}
      </button>
    </ConformForm>
  );
}
