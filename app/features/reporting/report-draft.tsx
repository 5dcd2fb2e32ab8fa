import type { SubmissionResult } from "@conform-to/react";
import { useForm } from "@conform-to/react";
import type { z } from "zod";
import { EVIDENCE_LABELS as E } from "~/domains/evidence/model";
import { DEADLINE_COLOURS } from "~/domains/reporting/model";
import {
  REPORT_LABELS as L,
  REPORT_EXPORTS,
  REPORT_FIELD_LABELS,
  REPORT_FIELD_MAX,
  REPORT_FIELDS,
} from "~/domains/reporting/report-fields";
import type { reportDraftSchema } from "~/domains/reporting/validation";
import { KeptVersionNotice, KeptVersionsList } from "~/features/evidence/kept-versions";
import { paths } from "~/paths";
import { incidentTitle } from "~/shared/names";
import { useDates } from "~/ui/dates";
import { EditVersion } from "~/ui/edit-version";
import { ConformForm, FormErrors, TextareaField } from "~/ui/forms";
import { StatusBadge } from "~/ui/status-badge";
import type { ReportDraftView } from "./answers";

/** What the report is, to whom, when it is due or was sent, and its downloads. */
function ReportHead({ view }: { view: ReportDraftView }) {
  const { dateTime } = useDates();
  const d = view.deadline;
  return (
    <header className="mb-4">
      <p className="text-sm text-gray-500">
        <a href={paths.incident(view.incident.id)}>
          {view.incident.type}: {incidentTitle(view.incident.title)}
        </a>{" "}
        / {L.draft}
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold text-gray-900">
          {d.regimeLabel} · {d.label}
        </h1>
        <StatusBadge kind="report-deadline" colour={DEADLINE_COLOURS[d.state]} state={d.state}>
          {d.state}
        </StatusBadge>
      </div>
      <p className="mt-1 text-sm text-gray-600">
        {d.rule} · to the {d.authority.toLowerCase()}
        {d.dueAt ? ` · due ${dateTime(d.dueAt)}` : ""}
        {d.sentAt ? ` · sent ${dateTime(d.sentAt)}, reference ${d.reference}` : ""}
      </p>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm print:hidden">
        <span className="text-gray-600">{L.export}:</span>
        {REPORT_EXPORTS.map((format) => (
          <a
            key={format}
            href={paths.incidentReportExport(view.incident.id, d.id, format)}
            className="btn-secondary no-underline"
          >
            {format.toUpperCase()}
          </a>
        ))}
      </p>
    </header>
  );
}

/** The draft's fields, editable: prefilled from the incident until first saved. Works without JavaScript. */
function DraftForm({ view, lastResult }: { view: ReportDraftView; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm<z.input<typeof reportDraftSchema>>({
    id: "report-draft",
    lastResult,
    defaultValue: view.fields,
  });
  return (
    <ConformForm form={form} className="card" aria-label={L.draft}>
      <p className="mb-3 text-sm text-gray-600">{view.savedAt ? `${L.saved}.` : L.prefilled}</p>
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="saveDraft" />
      <EditVersion value={view.editVersion} />
      {REPORT_FIELDS.map((f) => (
        <TextareaField
          key={f}
          field={fields[f]}
          label={REPORT_FIELD_LABELS[f]}
          rows={f === "incident" || f.endsWith("At") || f === "contactPoint" ? 1 : 4}
          maxLength={REPORT_FIELD_MAX}
        />
      ))}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary">
          {L.save}
        </button>
        <a href={paths.incident(view.incident.id)} className="btn-secondary no-underline">
          Back to the {view.incident.type.toLowerCase()}
        </a>
      </div>
    </ConformForm>
  );
}

/** The report as it was sent (its kept version): each field, read-only. */
function SentFields({ view }: { view: ReportDraftView }) {
  return (
    <dl className="card space-y-3 text-sm" data-testid="sent-report">
      {REPORT_FIELDS.map((f) => (
        <div key={f}>
          <dt className="font-medium text-gray-600">{REPORT_FIELD_LABELS[f]}</dt>
          <dd className="whitespace-pre-wrap break-words">{view.fields[f] || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A regulator report (issue 34 item 4): its draft prefilled from the incident for those who may edit it, or the
 * version kept when it was recorded as sent, with its digest.
 */
export function ReportDraftPage({
  view,
  lastResult,
}: {
  view: ReportDraftView;
  lastResult?: SubmissionResult<string[]>;
}) {
  const sent = view.sentVersions[0];
  return (
    <article className="min-w-0">
      <ReportHead view={view} />
      {sent ? (
        <>
          <KeptVersionNotice version={sent} byLabel={E.sentBy} atLabel={E.sentAt} />
          <SentFields view={view} />
        </>
      ) : view.canEdit ? (
        <DraftForm view={view} lastResult={lastResult} />
      ) : (
        <SentFields view={view} />
      )}
      {view.sentVersions.length ? (
        <div className="mt-6">
          <KeptVersionsList
            heading={E.sentVersions}
            versions={view.sentVersions}
            byLabel={E.sentBy}
            atLabel={E.sentAt}
            href={() => paths.incidentReport(view.incident.id, view.deadline.id)}
          />
        </div>
      ) : null}
    </article>
  );
}
