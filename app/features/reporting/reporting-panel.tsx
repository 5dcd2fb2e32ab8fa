import { Form } from "@remix-run/react";
import { formatSpan } from "~/domains/bcp/recovery-state";
import {
  CLASSIFICATION_RESULTS,
  DEADLINE_COLOURS,
  dueLabel,
  REPORTING_LABELS as L,
  RESULT_LABELS,
} from "~/domains/reporting/model";
import { REPORT_LABELS } from "~/domains/reporting/report-fields";
import { paths } from "~/paths";
import { useDates } from "~/ui/dates";
import { ErrorList, FormErrors, InputField } from "~/ui/forms";
import { StatusBadge } from "~/ui/status-badge";
import { failureFor } from "~/web/form-failure";
import type { ReportDeadlineView, ReportingView } from "./answers";

type Failure = ReturnType<typeof failureFor>;
const errorsOf = (failure: Failure, field: string) => failure?.result.error?.[field] ?? null;
const sentValue = (failure: Failure, field: string) => failure?.result.initialValue?.[field];
const sentList = (failure: Failure, field: string) => {
  const v = sentValue(failure, field);
  return Array.isArray(v) ? v.map(String) : typeof v === "string" ? [v] : [];
};
/** An instant the action turned a company-time field into goes back into the field as company time. */
const INSTANT = /(Z|[+-]\d{2}:\d{2})$/;

/** A report deadline: its state, when it is (or was) due, and how it was sent. */
function DeadlineRow({
  incidentId,
  d,
  now,
  canRecord,
  actionData,
}: {
  incidentId: string;
  d: ReportDeadlineView;
  now: string;
  canRecord: boolean;
  actionData: unknown;
}) {
  const dates = useDates();
  const failure = failureFor(actionData, "reportSent", d.id);
  const field = (value: unknown) =>
    typeof value === "string" ? (INSTANT.test(value) ? dates.input(value) : value) : undefined;
  return (
    <li className="py-2" data-testid="report-deadline" data-report={`${d.regime}:${d.report}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">
            {d.regimeLabel} · {d.label}
          </p>
          <p className="text-xs text-gray-600">
            {d.rule} · to the {d.authority.toLowerCase()}
          </p>
          {d.sentAt ? (
            <p className="text-xs text-gray-700">
              Sent {dates.dateTime(d.sentAt)} · reference {d.reference}
              {d.dueAt ? ` · deadline ${dates.dateTime(d.dueAt)}` : ""}
            </p>
          ) : d.dueAt ? (
            <p className="text-xs text-gray-700">
              Due {dates.dateTime(d.dueAt)} ·{" "}
              <span className={d.state === "Overdue" ? "font-semibold text-red-700" : ""}>
                {dueLabel(d.dueAt, new Date(now), formatSpan)}
              </span>
            </p>
          ) : null}
        </div>
        <StatusBadge kind="report-deadline" colour={DEADLINE_COLOURS[d.state]} state={d.state}>
          {d.state}
        </StatusBadge>
      </div>
      {/* The report's draft, prefilled from the incident (or, once sent, the version kept). */}
      <a href={paths.incidentReport(incidentId, d.id)} className="text-sm font-medium">
        {d.sentAt ? REPORT_LABELS.sentVersion : REPORT_LABELS.openDraft}
      </a>
      {canRecord && !d.sentAt && d.dueAt ? (
        <details className="mt-1" open={!!failure}>
          <summary className="cursor-pointer text-sm font-medium text-primary-700">{L.recordSent}</summary>
          <Form method="post" className="mt-2 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <input type="hidden" name="intent" value="reportSent" />
            <input type="hidden" name="deadlineId" value={d.id} />
            <FormErrors errors={errorsOf(failure, "") ?? errorsOf(failure, "deadlineId")} />
            <InputField
              id={`sentAt-${d.id}`}
              name="sentAt"
              type="datetime-local"
              label={`${L.sentAt} (${dates.zone})`}
              required
              defaultValue={field(sentValue(failure, "sentAt")) ?? dates.input(now)}
              errors={errorsOf(failure, "sentAt")}
            />
            <InputField
              id={`reference-${d.id}`}
              name="reference"
              label={L.reference}
              required
              maxLength={200}
              defaultValue={String(sentValue(failure, "reference") ?? "")}
              errors={errorsOf(failure, "reference")}
            />
            <button type="submit" className="btn-primary">
              {L.recordSent}
            </button>
          </Form>
        </details>
      ) : null}
    </li>
  );
}

/** The classification form: awareness and classification times, the DORA criteria, the result and why, regimes. */
function ClassificationForm({
  view,
  now,
  alertDate,
  failure,
}: {
  view: ReportingView;
  now: string;
  alertDate: string | null;
  failure: Failure;
}) {
  const dates = useDates();
  const c = view.classification;
  const field = (name: string, fallback: string | null) => {
    const sent = sentValue(failure, name);
    if (typeof sent === "string") return INSTANT.test(sent) ? dates.input(sent) : sent;
    return dates.input(fallback ?? now);
  };
  const ticked = (name: string, saved: string[]) => (failure ? sentList(failure, name) : saved);
  const result = failure ? String(sentValue(failure, "result") ?? "") : (c?.result ?? "");
  return (
    <Form method="post" className="mt-3 space-y-4" aria-label="Classification">
      <input type="hidden" name="intent" value="classify" />
      <FormErrors errors={errorsOf(failure, "")} />
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField
          id="awareAt"
          name="awareAt"
          type="datetime-local"
          label={`${L.awareAt} (${dates.zone})`}
          required
          defaultValue={field("awareAt", c?.awareAt ?? alertDate)}
          errors={errorsOf(failure, "awareAt")}
        />
        <InputField
          id="classifiedAt"
          name="classifiedAt"
          type="datetime-local"
          label={`${L.classifiedAt} (${dates.zone})`}
          required
          defaultValue={field("classifiedAt", c?.classifiedAt ?? now)}
          errors={errorsOf(failure, "classifiedAt")}
        />
      </div>
      <fieldset>
        <legend className="label">{L.criteria}</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {view.options.criteria.map(({ key: k, label }) => (
            <label key={k} className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                name="criteria"
                value={k}
                className="mt-1"
                defaultChecked={ticked("criteria", c?.criteria ?? []).includes(k)}
              />
              {label}
            </label>
          ))}
        </div>
        <ErrorList errors={errorsOf(failure, "criteria")} />
      </fieldset>
      <fieldset>
        <legend className="label">
          {L.result} <span className="text-red-600">*</span>
        </legend>
        <div className="flex flex-wrap gap-4">
          {CLASSIFICATION_RESULTS.map((r) => (
            <label key={r} className="flex items-center gap-2 text-sm">
              <input type="radio" name="result" value={r} defaultChecked={result === r} />
              {RESULT_LABELS[r]}
            </label>
          ))}
        </div>
        <ErrorList id="result-error" errors={errorsOf(failure, "result")} />
      </fieldset>
      <div>
        <label htmlFor="reason" className="label">
          {L.reason} <span className="text-red-600">*</span>
        </label>
        <textarea
          id="reason"
          name="reason"
          className="input"
          rows={3}
          maxLength={2000}
          required
          aria-invalid={errorsOf(failure, "reason") ? true : undefined}
          aria-describedby={errorsOf(failure, "reason") ? "reason-error" : undefined}
          defaultValue={failure ? String(sentValue(failure, "reason") ?? "") : (c?.reason ?? "")}
        />
        <ErrorList id="reason-error" errors={errorsOf(failure, "reason")} />
      </div>
      <fieldset>
        <legend className="label">{L.regimes}</legend>
        <p className="mb-1 text-xs text-gray-500">A major incident starts the clock of each regime ticked.</p>
        <div className="space-y-1">
          {view.options.regimes.map((g) => (
            <label key={g.key} className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                name="regimes"
                value={g.key}
                className="mt-1"
                defaultChecked={ticked("regimes", c?.regimes ?? []).includes(g.key)}
              />
              <span>
                <span className="font-medium">{g.label}</span> · {g.trigger} ·{" "}
                <span className="text-gray-600">
                  {g.reports.map((r) => `${r.label}: ${r.rule}`).join("; ")}
                </span>
              </span>
            </label>
          ))}
        </div>
        <ErrorList id="regimes-error" errors={errorsOf(failure, "regimes")} />
      </fieldset>
      <button type="submit" className="btn-primary">
        {L.save}
      </button>
    </Form>
  );
}

/**
 * The incident's classification and its regulators' reporting clocks, beside the MAD and tolerance clocks: the
 * result and why, each report's deadline and state, and (for those who may edit the incident) the classification
 * form and "Record as sent". Server-rendered forms in <details>, so the page works without JavaScript.
 */
export function ReportingPanel({
  incidentId,
  view,
  now,
  alertDate,
  actionData,
}: {
  incidentId: string;
  view: ReportingView;
  now: string;
  alertDate: string | null;
  actionData: unknown;
}) {
  const dates = useDates();
  const c = view.classification;
  const failure = failureFor(actionData, "classify");
  return (
    <section aria-labelledby="reporting" className="card mb-4" data-testid="reporting">
      <h2 id="reporting" className="text-lg font-semibold">
        {L.section}
      </h2>
      {c ? (
        <div className="mt-1 space-y-1 text-sm" data-testid="classification">
          <p>
            <StatusBadge
              kind="classification"
              colour={c.result === "major" ? "bg-red-100 text-red-800" : "bg-gray-100 text-gray-700"}
              state={c.result}
            >
              {RESULT_LABELS[c.result]}
            </StatusBadge>{" "}
            {c.regimes.length ? c.regimes.join(", ") : "No reporting regime"} · became aware{" "}
            {dates.dateTime(c.awareAt)} · classified {dates.dateTime(c.classifiedAt)}
            {c.classifiedBy ? ` by ${c.classifiedBy}` : ""}
          </p>
          <p>
            <span className="font-medium">{L.reason}:</span> {c.reason}
          </p>
          {c.criteriaLabels.length ? (
            <p className="text-gray-600">
              <span className="font-medium">{L.criteria}:</span> {c.criteriaLabels.join("; ")}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="mt-1 text-sm text-gray-600">{L.notClassified}</p>
      )}
      {view.deadlines.length ? (
        <ul className="mt-2 divide-y divide-gray-100" data-testid="report-deadlines">
          {view.deadlines.map((d) => (
            <DeadlineRow
              key={d.id}
              incidentId={incidentId}
              d={d}
              now={now}
              canRecord={view.canClassify}
              actionData={actionData}
            />
          ))}
        </ul>
      ) : null}
      {view.canClassify ? (
        // Keyed by the saved version: a saved form closes again (a failed one stays open with its errors).
        <details key={c?.updatedAt ?? "new"} className="mt-3" open={!!failure}>
          <summary className="btn-secondary inline-flex cursor-pointer">
            {c ? L.reclassify : L.classify}
          </summary>
          <ClassificationForm view={view} now={now} alertDate={alertDate} failure={failure} />
        </details>
      ) : null}
    </section>
  );
}
