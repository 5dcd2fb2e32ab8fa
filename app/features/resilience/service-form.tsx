import { type FieldMetadata, type SubmissionResult, useForm } from "@conform-to/react";
import type { getZodConstraint } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { formatMad, MAD_UNIT_LABELS, MAD_UNITS } from "~/domains/bcp/model";
import { REGISTER_KIND_LABELS, REGISTER_KINDS } from "~/domains/registers/model";
import { SERVICE_LABELS as L, TOLERANCE_MEASURE_NAMES, TOLERANCE_MEASURES } from "~/domains/resilience/model";
import {
  type AnyField,
  CancelLink,
  ConformForm,
  ErrorList,
  Field,
  FormErrors,
  SelectField,
  TextareaField,
} from "~/ui/forms";
import type { ServiceOptions } from "./answers";

/** The intent of the new and edit pages' one form (its failure is read with `lastResultFor`). */
export const SERVICE_INTENT = "saveService";

export type ServiceDefaults = Record<string, string | number | string[] | null | undefined>;
type TextField = FieldMetadata<string | null | undefined>;
type NumberField = FieldMetadata<number | null | undefined>;

/** The words of the service's many-choice fields: their legend, the note under it, and what says there is none. */
const CHOICE_TEXT = {
  processIds: {
    legend: L.processes,
    note: "Each process's MAD is checked against the tolerance when you save.",
    none: "No plan has processes yet.",
  },
  entryIds: {
    legend: L.entries,
    note: "An incident opened on one of them impacts the service and starts its tolerance clock.",
    none: "The registers have no entries yet.",
  },
};

/**
 * A many-choice field as checkboxes under the titles of their `groups` (in that order), with a note under its
 * legend; `none` when there are no groups.
 */
function CheckGroups({
  field,
  text: { legend, note, none },
  groups,
  items,
}: {
  field: AnyField;
  text: { legend: string; note: string; none: string };
  groups: string[];
  items: { id: string; group: string; label: ReactNode }[];
}) {
  const chosen = new Set([field.initialValue ?? []].flat().filter(Boolean));
  return (
    <fieldset className="mb-4" aria-describedby={field.errorId}>
      <legend className="label">{legend}</legend>
      <p className="mb-2 text-xs text-gray-500">{note}</p>
      <ErrorList id={field.errorId} errors={field.errors} />
      {groups.length === 0 ? (
        <p className="text-sm text-gray-600">{none}</p>
      ) : (
        groups.map((group) => (
          <div key={group} className="mb-2">
            <p className="text-sm font-medium text-gray-800">{group}</p>
            <ul className="ml-1">
              {items
                .filter((item) => item.group === group)
                .map((item) => (
                  <li key={item.id}>
                    <label className="flex items-start gap-2 py-1 text-sm">
                      <input
                        type="checkbox"
                        name={field.name}
                        value={item.id}
                        defaultChecked={chosen.has(item.id)}
                        className="mt-0.5"
                      />
                      {item.label}
                    </label>
                  </li>
                ))}
            </ul>
          </div>
        ))
      )}
    </fieldset>
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
  constraint,
  submitLabel,
  cancelTo,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  options: ServiceOptions;
  defaults: ServiceDefaults;
  /** From the shared schema, worked out by the loader: marks the required fields (*) as the other forms do. */
  constraint: ReturnType<typeof getZodConstraint>;
  submitLabel: string;
  cancelTo: string;
}) {
  const [form, fields] = useForm({ lastResult, defaultValue: defaults, constraint });
  const plans = [...new Set(options.processes.map((p) => p.planName))];
  const kinds = REGISTER_KINDS.filter((k) => options.entries.some((e) => e.kind === k));
  return (
    <ConformForm form={form} className="card max-w-3xl">
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field field={fields.name as TextField} label={L.name} />
      <TextareaField field={fields.description} label={L.description} rows={3} />
      <Field
        field={fields.served as TextField}
        label={L.served}
        hint="The customers or market participants outside the company."
      />
      <TextareaField field={fields.whyImportant} label={L.whyImportant} rows={3} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <SelectField
          field={fields.ownerId}
          label={L.owner}
          placeholder="No owner yet"
          options={options.people.map((p) => ({ value: p.id, label: p.name }))}
        />
        <Field field={fields.boardApprovedOn as TextField} label={L.boardApprovedOn} type="date" />
      </div>
      <fieldset className="mb-4 rounded-md border border-gray-200 p-3">
        <legend className="px-1 text-sm font-semibold text-gray-800">Impact tolerance</legend>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field field={fields.tolerance as NumberField} label={L.tolerance} type="number" min={1} />
          <SelectField
            field={fields.toleranceUnit}
            label={L.toleranceUnit}
            placeholder="Choose a unit"
            options={MAD_UNITS.map((u) => ({ value: u, label: MAD_UNIT_LABELS[u] }))}
          />
        </div>
        <p className="mb-3 text-xs text-gray-500">Optional further limits (leave blank when not measured):</p>
        <div className="grid gap-x-4 sm:grid-cols-3">
          {TOLERANCE_MEASURE_NAMES.map((measure) => (
            <Field
              key={measure}
              field={fields[measure] as NumberField}
              label={TOLERANCE_MEASURES[measure]}
              type="number"
              min={1}
            />
          ))}
        </div>
        <TextareaField field={fields.toleranceReason} label={L.toleranceReason} rows={3} />
      </fieldset>
      <CheckGroups
        field={fields.processIds}
        text={CHOICE_TEXT.processIds}
        groups={plans}
        items={options.processes.map((p) => ({
          id: p.id,
          group: p.planName,
          label: (
            <span>
              {p.name} <span className="text-gray-500">(MAD {formatMad(p.mad, p.madDuration)})</span>
            </span>
          ),
        }))}
      />
      <CheckGroups
        field={fields.entryIds}
        text={CHOICE_TEXT.entryIds}
        groups={kinds.map((kind) => REGISTER_KIND_LABELS[kind].title)}
        items={options.entries.map((e) => ({
          id: e.id,
          group: REGISTER_KIND_LABELS[e.kind].title,
          label: <span className="break-words">{e.name}</span>,
        }))}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary">
          {submitLabel}
        </button>
        <CancelLink to={cancelTo} />
      </div>
    </ConformForm>
  );
}
