import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { z } from "zod";
import { EVIDENCE_LABELS } from "~/domains/evidence/model";
import type { exerciseReportAnswer, exerciseReportContent } from "~/domains/exercises/answers";
import { EXERCISE_NOTES_MAX, REPORT_LABELS as L, rate, responseTime } from "~/domains/exercises/model";
import type { exerciseNotesSchema } from "~/domains/exercises/validation";
import { KeptVersionsList } from "~/features/evidence/kept-versions";
import { paths } from "~/paths";
import { useDates } from "~/ui/dates";
import { FormErrors, PostButton, TextareaField } from "~/ui/forms";
import { DocumentSection, type DocumentSectionLook, DocumentTable, type DocumentTableLook } from "~/ui/table";

export type ExerciseReportContent = z.output<typeof exerciseReportContent>;
export type ExerciseReportPanelData = z.output<typeof exerciseReportAnswer>;

/**
 * The after-action page's report panel for an exercise: its kept reports (each to read, print or download), the
 * objectives and facilitator's observations for those who manage it, and keeping an updated report once Completed.
 */
export function ExerciseReportPanel({
  incidentId,
  panel,
  lastResult,
}: {
  incidentId: string;
  panel: ExerciseReportPanelData;
  lastResult?: SubmissionResult<string[]>;
}) {
  return (
    <section aria-labelledby="exercise-report" className="card mb-6" data-testid="exercise-report-panel">
      <h2 id="exercise-report" className="mb-3 text-lg font-semibold">
        {L.title}
      </h2>
      {panel.versions.length === 0 ? <p className="mb-3 text-sm text-gray-700">{L.notYet}</p> : null}
      {panel.versions.length ? (
        <KeptVersionsList
          heading={L.versions}
          versions={panel.versions}
          byLabel={L.keptBy}
          atLabel={L.keptAt}
          href={(v) => paths.exerciseReport(incidentId, v.id)}
        />
      ) : null}
      {panel.canManage && panel.completed ? (
        <div className="mb-4">
          <PostButton intent="keepReport" values={{}}>
            {L.keep}
          </PostButton>
        </div>
      ) : null}
      {panel.canManage ? (
        <NotesForm panel={panel} lastResult={lastResult} />
      ) : (
        <dl className="text-sm">
          <dt className="font-medium">{L.objectives}</dt>
          <dd className="mb-2 whitespace-pre-line">{panel.objectives || L.notWritten}</dd>
          <dt className="font-medium">{L.observations}</dt>
          <dd className="whitespace-pre-line">{panel.observations || L.notWritten}</dd>
        </dl>
      )}
    </section>
  );
}

function NotesForm({
  panel,
  lastResult,
}: {
  panel: ExerciseReportPanelData;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm<z.input<typeof exerciseNotesSchema>>({
    id: "exercise-notes",
    lastResult,
    defaultValue: { objectives: panel.objectives, observations: panel.observations },
  });
  return (
    <Form method="post" reloadDocument {...getFormProps(form)} noValidate aria-label={L.save}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="saveNotes" />
      <TextareaField field={fields.objectives} label={L.objectives} maxLength={EXERCISE_NOTES_MAX} />
      <TextareaField
        field={fields.observations}
        label={L.observations}
        maxLength={EXERCISE_NOTES_MAX}
        rows={6}
      />
      <button type="submit" className="btn-secondary">
        {L.save}
      </button>
    </Form>
  );
}

const SECTION_LOOK: DocumentSectionLook = {
  className: "mb-6 break-inside-avoid-page",
  heading: "mb-2 border-b border-primary-600 text-lg font-semibold text-primary-800",
};

/** A part of the report, named by its title (its id made from it). */
const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <DocumentSection
    id={`report-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`}
    title={title}
    look={SECTION_LOOK}
  >
    {children}
  </DocumentSection>
);

/** The report's tables: headings small and grey, each row ruled above. */
const TABLE_LOOK: DocumentTableLook = {
  head: { className: "text-xs text-gray-600", cellClassName: "py-1 pr-3 align-bottom" },
  row: "border-t border-gray-100 align-top",
  cell: "py-1 pr-3",
};

/** A table that scrolls inside itself on a phone (the page never scrolls sideways) and prints whole. */
function Table({ head, rows, empty = L.none }: { head: string[]; rows: ReactNode[][]; empty?: string }) {
  return <DocumentTable head={head} rows={rows} empty={empty} look={TABLE_LOOK} />;
}

const Text = ({ value }: { value: string }) =>
  value ? (
    <p className="whitespace-pre-line text-sm">{value}</p>
  ) : (
    <p className="text-sm text-gray-600">{L.notWritten}</p>
  );

/** A kept post-exercise report as a page: what the PDF prints, section for section. */
export function ExerciseReportView({ report }: { report: ExerciseReportContent }) {
  const { dateTime, day } = useDates();
  const times = (g: ExerciseReportContent["groups"][number]) => [
    g.messages,
    `${g.acknowledged} (${rate(g.acknowledged, g.messages)})`,
    `${g.answered} (${rate(g.answered, g.messages)})`,
    responseTime(g.medianAckMinutes),
    responseTime(g.medianAnswerMinutes),
  ];
  const timeHead = [L.messages, L.acknowledged, L.answered, L.medianAck, L.medianAnswer];
  return (
    <div data-testid="exercise-report">
      <p className="mb-4 text-sm">
        <span className="text-gray-600">{L.closedAt}</span>{" "}
        <time dateTime={report.closedAt}>{dateTime(report.closedAt)}</time>
        {report.incident.coordinator ? (
          <>
            {" · "}
            <span className="text-gray-600">Response coordinator</span> {report.incident.coordinator}
          </>
        ) : null}
      </p>
      <Section title={L.scenario}>
        <Text value={report.scenario} />
      </Section>
      <Section title={L.objectives}>
        <Text value={report.objectives} />
      </Section>
      <Section title={L.participants}>
        <Table head={["Name", L.role]} rows={report.participants.map((p) => [p.name, p.role])} />
      </Section>
      <Section title={L.responseTimes}>
        <Table head={[L.byGroup, ...timeHead]} rows={report.groups.map((g) => [g.name, ...times(g)])} />
        <div className="mt-3" />
        <Table
          head={[L.byPerson, ...timeHead]}
          rows={report.people.map((p) => [
            <span key="n">
              {p.name} <span className="text-gray-500">({p.group})</span>
            </span>,
            ...times(p),
          ])}
        />
      </Section>
      <Section title={L.channels}>
        <p className="mb-1 text-xs text-gray-600">{L.channelNote}</p>
        <Table
          head={[L.channel, L.sent, L.reached, L.reachRate, L.answered, L.answerRate]}
          rows={report.channels.map((c) => [
            c.channel,
            c.sent,
            c.reached,
            rate(c.reached, c.sent),
            c.answered,
            rate(c.answered, c.sent),
          ])}
        />
      </Section>
      <Section title={L.processes}>
        <Table
          head={["Process", "Plan", L.state, "MAD", L.madUsed]}
          rows={report.processes.map((p) => [p.name, p.plan, p.state, p.mad, `${p.madUsedPct}%`])}
        />
      </Section>
      <Section title={L.actions}>
        <Table
          head={["Action", L.owner, L.due, L.status]}
          rows={report.actions.map((a) => [
            a.title,
            a.owner ?? "No owner",
            a.dueAt ? dateTime(a.dueAt) : "—",
            a.status,
          ])}
        />
      </Section>
      <Section title={L.findings}>
        <Table
          head={["Finding", "Corrective action", L.owner, L.due, L.status]}
          rows={report.findings.map((f) => [f.finding, f.action, f.owner, day(f.dueDate), f.status])}
        />
      </Section>
      <Section title={L.observations}>
        <Text value={report.observations} />
      </Section>
      <Section title={L.timeline}>
        <Table
          head={["When", "Who", "What"]}
          rows={report.timeline.map((t) => [dateTime(t.at), t.who ?? "Keel", t.text])}
        />
      </Section>
    </div>
  );
}

/** The print page's links: back to the after-action review, the PDF, and the browser's print. */
export function ReportLinks({ incidentId, pdfHref }: { incidentId: string; pdfHref: string | null }) {
  return (
    <div className="mb-4 flex flex-wrap gap-2 print:hidden">
      <Link to={paths.afterAction(incidentId)} className="btn-secondary no-underline">
        Back to the after-action review
      </Link>
      {pdfHref ? (
        <a href={pdfHref} className="btn-secondary no-underline">
          {EVIDENCE_LABELS.download}
        </a>
      ) : null}
    </div>
  );
}
