import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import type { z } from "zod";
import type { findingAnswer } from "~/domains/exercises/answers";
import {
  FINDING_MESSAGES,
  FINDING_STATUS_COLOURS,
  AFTER_ACTION_LABELS as L,
} from "~/domains/exercises/model";
import type { closeFindingSchema, findingSchema } from "~/domains/exercises/validation";
import { type PersonChoice, PersonPicker } from "~/features/incidents/person-picker";
import { useDates } from "~/ui/dates";
import { Field, FormErrors, SelectField } from "~/ui/forms";
import { StatusBadge } from "~/ui/status-badge";
import { TitledForm } from "./titled-form";

export type FindingRow = z.output<typeof findingAnswer>;
type Named = { id: string; name: string };

/**
 * A new finding with its corrective action: owner, due day and, optionally, the plan it concerns. Without `plans`
 * (a CM test's actions: their plan is the IMP or CMP tested) neither the plan nor the re-test is asked.
 */
export function FindingForm({
  owners,
  pickOwner,
  plans,
  lastResult,
}: {
  /** The owner among these (a CM test's: its plan's people). */
  owners?: Named[];
  /**
   * Or the owner searched among the company's users (an incident's review: 500 at scale, issue 37); `typed` is
   * the search and the form's fields sent back with it (a search without JavaScript is a GET of the form).
   */
  pickOwner?: { incidentId: string; people: PersonChoice[]; typed: Record<string, string> };
  plans?: Named[];
  lastResult?: SubmissionResult<string[]>;
}) {
  const typed = pickOwner?.typed ?? {};
  const [form, fields] = useForm<z.input<typeof findingSchema>>({
    lastResult,
    defaultValue: { finding: typed.finding, action: typed.action, dueDate: typed.dueDate },
  });
  return (
    <TitledForm form={form} title={L.add} intent="addFinding">
      {/* A search without JavaScript reloads the page by GET: the incident stays its subject. */}
      {pickOwner ? <input type="hidden" name="incident_id" value={pickOwner.incidentId} /> : null}
      <Field field={fields.finding} label={L.finding} />
      <Field field={fields.action} label={L.action} />
      <div className={plans ? "grid gap-x-4 sm:grid-cols-3" : "grid gap-x-4 sm:grid-cols-2"}>
        {pickOwner ? (
          <div className="mb-4">
            <PersonPicker
              incidentId={pickOwner.incidentId}
              name={fields.ownerId.name}
              label={L.owner}
              people={pickOwner.people}
              query={typed.ownerQ ?? ""}
              queryName="ownerQ"
              // The owner chosen stays chosen when the form comes back with an error on another field.
              defaultValue={
                typeof fields.ownerId.initialValue === "string" ? fields.ownerId.initialValue : undefined
              }
              errors={fields.ownerId.errors}
            />
          </div>
        ) : (
          <SelectField
            field={fields.ownerId}
            label={L.owner}
            options={(owners ?? []).map((o) => ({ value: o.id, label: o.name }))}
            placeholder="Choose…"
          />
        )}
        <Field field={fields.dueDate} label={L.dueDate} type="date" />
        {plans ? (
          <SelectField
            field={fields.bcpId}
            label={L.plan}
            options={plans.map((p) => ({ value: p.id, label: p.name }))}
            placeholder={L.noPlan}
          />
        ) : null}
      </div>
      {plans ? <RetestBox field={fields.requiresRetest} /> : null}
    </TitledForm>
  );
}

/** "Requires a re-test": the action closes only after a later exercise of the plan concerned. */
function RetestBox({ field }: { field: { name: string; id: string; initialValue?: unknown } }) {
  const { name, id, initialValue } = field;
  return (
    <div className="mb-4">
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          name={name}
          id={id}
          defaultChecked={initialValue === "on"}
          aria-describedby={`${id}-hint`}
          className="mt-1"
        />
        <span>{L.requiresRetest}</span>
      </label>
      <p id={`${id}-hint`} className="mt-1 text-xs text-gray-500">
        {L.requiresRetestHint}
      </p>
    </div>
  );
}

/** Closing one corrective action: the evidence of closure is required. */
function CloseForm({
  finding,
  lastResult,
}: {
  finding: FindingRow;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm<z.input<typeof closeFindingSchema>>({
    id: `close-${finding.id}`,
    lastResult,
  });
  return (
    <Form method="post" reloadDocument {...getFormProps(form)} noValidate className="mt-2">
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="closeFinding" />
      <input type="hidden" name="findingId" value={finding.id} />
      {/* Where it was raised: Home closes actions of any incident or CM test. */}
      {finding.incident ? <input type="hidden" name="incidentId" value={finding.incident.id} /> : null}
      {finding.cmTest ? <input type="hidden" name="cmTestId" value={finding.cmTest.id} /> : null}
      <Field field={fields.evidence} label={`${L.evidence} (${finding.action})`} />
      <button type="submit" className="btn-secondary">
        {L.close}
      </button>
    </Form>
  );
}

/**
 * The review's findings, each with its action, owner, due day, status, and the evidence once closed. The Close
 * form shows where the answer says the caller may close (the action's owner, or whoever manages incidents).
 */
export function FindingList({
  findings,
  closeResult,
  source,
}: {
  findings: FindingRow[];
  /** The refused close form, by finding id. */
  closeResult?: { key: string; result: SubmissionResult<string[]> };
  /** Each action's origin (Home lists actions of many incidents and tests): a link where the reader may open it. */
  source?: (f: FindingRow) => ReactNode;
}) {
  const { day, dateTime } = useDates();
  if (findings.length === 0) return <p className="card text-gray-600">{L.none}</p>;
  return (
    <ul className="space-y-4">
      {findings.map((f) => (
        <li key={f.id} className="card" data-testid="finding">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <p className="font-medium">{f.finding}</p>
            <span className="flex gap-1">
              <StatusBadge kind="finding-status" colour={FINDING_STATUS_COLOURS[f.status]}>
                {f.status}
              </StatusBadge>
              {f.retestDue ? (
                <StatusBadge kind="finding-retest" colour="bg-amber-100 text-amber-800">
                  {L.retestDue}
                </StatusBadge>
              ) : f.requiresRetest ? (
                <StatusBadge kind="finding-retest" colour="bg-green-100 text-green-800">
                  {L.retested}
                </StatusBadge>
              ) : null}
              {f.overdue ? (
                <StatusBadge kind="finding-overdue" colour="bg-red-100 text-red-800">
                  {L.overdue}
                </StatusBadge>
              ) : null}
            </span>
          </div>
          <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
            <dt className="text-gray-600">{L.action}</dt>
            <dd>{f.action}</dd>
            <dt className="text-gray-600">{L.owner}</dt>
            <dd>{f.owner.name}</dd>
            <dt className="text-gray-600">{L.dueDate}</dt>
            <dd>{day(f.dueDate)}</dd>
            {source ? (
              <>
                <dt className="text-gray-600">{L.raisedIn}</dt>
                <dd>{source(f)}</dd>
              </>
            ) : null}
            {f.plan ? (
              <>
                <dt className="text-gray-600">{L.plan}</dt>
                <dd>{f.plan.name}</dd>
              </>
            ) : null}
            {f.status === "Closed" ? (
              <>
                <dt className="text-gray-600">{L.evidence}</dt>
                <dd>
                  {f.evidence} ({f.closedBy ?? "—"}, {dateTime(f.closedAt)})
                </dd>
              </>
            ) : null}
          </dl>
          {f.canClose && f.retestDue ? (
            <p className="mt-2 text-sm text-amber-800">{FINDING_MESSAGES.retestDue}</p>
          ) : f.canClose ? (
            <CloseForm finding={f} lastResult={closeResult?.key === f.id ? closeResult.result : undefined} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
