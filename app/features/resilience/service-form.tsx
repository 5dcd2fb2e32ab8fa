import {
  type FieldMetadata,
  getFormProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { Form } from "@remix-run/react";
import { formatMad, MAD_UNIT_LABELS, MAD_UNITS } from "~/domains/bcp/model";
import { REGISTER_KIND_LABELS, REGISTER_KINDS } from "~/domains/registers/model";
import { SERVICE_LABELS as L, TOLERANCE_MEASURES } from "~/domains/resilience/model";
import { CancelLink, ErrorList, Field, FormErrors } from "~/ui/forms";
import type { ServiceOptions } from "./answers";

/** The intent of the new and edit pages' one form (its failure is read with `lastResultFor`). */
export const SERVICE_INTENT = "saveService";

export type ServiceDefaults = Record<string, string | number | string[] | null | undefined>;
type TextField = FieldMetadata<string | null | undefined>;
type NumberField = FieldMetadata<number | null | undefined>;

/** A labelled multi-line text bound to a Conform field. */
function TextArea({ field, label, hint }: { field: TextField; label: string; hint?: string }) {
  const props = getTextareaProps(field, { ariaDescribedBy: hint ? `${field.id}-hint` : undefined });
  return (
    <div className="mb-4">
      <label htmlFor={field.id} className="label">
        {label}
      </label>
      <textarea {...props} key={props.key} className="input" rows={3} />
      {hint ? (
        <p id={`${field.id}-hint`} className="mt-1 text-xs text-gray-500">
          {hint}
        </p>
      ) : null}
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

/**
 * Create or edit an important business service: who it serves, its impact tolerance (a time, and optional limits
 * on customers, transactions and value) and the processes it relies on (ticked, grouped by plan).
 */
export function ServiceForm({
  lastResult,
  options,
  defaults,
  submitLabel,
  cancelTo,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  options: ServiceOptions;
  defaults: ServiceDefaults;
  submitLabel: string;
  cancelTo: string;
}) {
  const [form, fields] = useForm({ lastResult, defaultValue: defaults });
  const chosen = new Set([fields.processIds.initialValue ?? []].flat().filter(Boolean));
  const plans = [...new Set(options.processes.map((p) => p.planName))];
  const chosenEntries = new Set([fields.entryIds.initialValue ?? []].flat().filter(Boolean));
  const kinds = REGISTER_KINDS.filter((k) => options.entries.some((e) => e.kind === k));
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="card max-w-3xl">
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field field={fields.name as TextField} label={L.name} />
      <TextArea field={fields.description as TextField} label={L.description} />
      <Field
        field={fields.served as TextField}
        label={L.served}
        hint="The customers or market participants outside the company."
      />
      <TextArea field={fields.whyImportant as TextField} label={L.whyImportant} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <div className="mb-4">
          <label htmlFor={fields.ownerId.id} className="label">
            {L.owner}
          </label>
          <select {...getSelectProps(fields.ownerId)} key={fields.ownerId.key} className="input">
            <option value="">No owner yet</option>
            {options.people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
          <ErrorList id={fields.ownerId.errorId} errors={fields.ownerId.errors} />
        </div>
        <Field field={fields.boardApprovedOn as TextField} label={L.boardApprovedOn} type="date" />
      </div>
      <fieldset className="mb-4 rounded-md border border-gray-200 p-3">
        <legend className="px-1 text-sm font-semibold text-gray-800">Impact tolerance</legend>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field field={fields.tolerance as NumberField} label={L.tolerance} type="number" min={1} />
          <div className="mb-4">
            <label htmlFor={fields.toleranceUnit.id} className="label">
              {L.toleranceUnit}
              <span className="text-red-600"> *</span>
            </label>
            <select
              {...getSelectProps(fields.toleranceUnit)}
              key={fields.toleranceUnit.key}
              className="input"
            >
              <option value="">Choose a unit</option>
              {MAD_UNITS.map((u) => (
                <option key={u} value={u}>
                  {MAD_UNIT_LABELS[u]}
                </option>
              ))}
            </select>
            <ErrorList id={fields.toleranceUnit.errorId} errors={fields.toleranceUnit.errors} />
          </div>
        </div>
        <p className="mb-3 text-xs text-gray-500">Optional further limits (leave blank when not measured):</p>
        <div className="grid gap-x-4 sm:grid-cols-3">
          <Field
            field={fields.maxCustomers as NumberField}
            label={TOLERANCE_MEASURES.maxCustomers}
            type="number"
            min={1}
          />
          <Field
            field={fields.maxTransactions as NumberField}
            label={TOLERANCE_MEASURES.maxTransactions}
            type="number"
            min={1}
          />
          <Field
            field={fields.maxValue as NumberField}
            label={TOLERANCE_MEASURES.maxValue}
            type="number"
            min={1}
          />
        </div>
        <TextArea field={fields.toleranceReason as TextField} label={L.toleranceReason} />
      </fieldset>
      <fieldset className="mb-4" aria-describedby={fields.processIds.errorId}>
        <legend className="label">{L.processes}</legend>
        <p className="mb-2 text-xs text-gray-500">
          Each process's MAD is checked against the tolerance when you save.
        </p>
        <ErrorList id={fields.processIds.errorId} errors={fields.processIds.errors} />
        {options.processes.length === 0 ? (
          <p className="text-sm text-gray-600">No plan has processes yet.</p>
        ) : (
          plans.map((plan) => (
            <div key={plan} className="mb-2">
              <p className="text-sm font-medium text-gray-800">{plan}</p>
              <ul className="ml-1">
                {options.processes
                  .filter((p) => p.planName === plan)
                  .map((p) => (
                    <li key={p.id}>
                      <label className="flex items-start gap-2 py-1 text-sm">
                        <input
                          type="checkbox"
                          name={fields.processIds.name}
                          value={p.id}
                          defaultChecked={chosen.has(p.id)}
                          className="mt-0.5"
                        />
                        <span>
                          {p.name}{" "}
                          <span className="text-gray-500">(MAD {formatMad(p.mad, p.madDuration)})</span>
                        </span>
                      </label>
                    </li>
                  ))}
              </ul>
            </div>
          ))
        )}
      </fieldset>
      <fieldset className="mb-4" aria-describedby={fields.entryIds.errorId}>
        <legend className="label">{L.entries}</legend>
        <p className="mb-2 text-xs text-gray-500">
          An incident opened on one of them impacts the service and starts its tolerance clock.
        </p>
        <ErrorList id={fields.entryIds.errorId} errors={fields.entryIds.errors} />
        {kinds.length === 0 ? (
          <p className="text-sm text-gray-600">The registers have no entries yet.</p>
        ) : (
          kinds.map((kind) => (
            <div key={kind} className="mb-2">
              <p className="text-sm font-medium text-gray-800">{REGISTER_KIND_LABELS[kind].title}</p>
              <ul className="ml-1">
                {options.entries
                  .filter((e) => e.kind === kind)
                  .map((e) => (
                    <li key={e.id}>
                      <label className="flex items-start gap-2 py-1 text-sm">
                        <input
                          type="checkbox"
                          name={fields.entryIds.name}
                          value={e.id}
                          defaultChecked={chosenEntries.has(e.id)}
                          className="mt-0.5"
                        />
                        <span className="break-words">{e.name}</span>
                      </label>
                    </li>
                  ))}
              </ul>
            </div>
          ))
        )}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary">
          {submitLabel}
        </button>
        <CancelLink to={cancelTo} />
      </div>
    </Form>
  );
}
