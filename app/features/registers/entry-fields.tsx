import { Fragment } from "react";
import { MAD_UNIT_LABELS } from "~/domains/bcp/model";
import {
  CRITICALITY_LABELS,
  type EntryField,
  HOSTING_LABELS,
  KIND_FIELDS,
  FIELD_LABELS as L,
  nameLabel,
  type RegisterKind,
  SUBSTITUTABILITY_LABELS,
} from "~/domains/registers/model";
import { type SiteChoice, SitePicker } from "~/features/assets/site-picker";
import { ErrorList, PlainField, SelectInput } from "~/ui/forms";

type Values = Record<string, string>;
type Errors = Record<string, string[]> | undefined;

/** A labelled select of a label list (its keys as values), with "Not given" first. */
function ChoiceField({
  name,
  label,
  labels,
  values,
  errors,
}: {
  name: string;
  label: string;
  labels: Record<string, string>;
  values: Values;
  errors: Errors;
}) {
  return (
    <SelectInput
      id={`field-${name}`}
      name={name}
      label={label}
      defaultValue={values[name] ?? ""}
      empty="Not given"
      options={Object.entries(labels).map(([value, text]) => ({ value, label: text }))}
      errors={errors?.[name]}
      errorId={`field-${name}-error`}
    />
  );
}

/** A recovery objective: its number and unit side by side (the unit's own label is for screen readers). */
function DurationField({ name, values, errors }: { name: "rto" | "rpo"; values: Values; errors: Errors }) {
  const unit = `${name}Unit`;
  const error = [...(errors?.[name] ?? []), ...(errors?.[unit] ?? [])];
  return (
    <div>
      <label htmlFor={`field-${name}`} className="label">
        {L[name]}
      </label>
      <div className="flex gap-2">
        <input
          id={`field-${name}`}
          name={name}
          inputMode="numeric"
          defaultValue={values[name] ?? ""}
          className="input w-24"
          aria-invalid={error.length ? true : undefined}
          aria-describedby={error.length ? `field-${name}-error` : undefined}
        />
        <label htmlFor={`field-${unit}`} className="sr-only">
          {L[unit as "rtoUnit" | "rpoUnit"]}
        </label>
        <select id={`field-${unit}`} name={unit} className="input" defaultValue={values[unit] || "hours"}>
          {Object.entries(MAD_UNIT_LABELS).map(([key, text]) => (
            <option key={key} value={key}>
              {text}
            </option>
          ))}
        </select>
      </div>
      <ErrorList id={`field-${name}-error`} errors={error} />
    </div>
  );
}

/** The fields given as a choice of a list: "Not given" first, then the list's labels. */
const CHOICES = {
  hosting: HOSTING_LABELS,
  criticality: CRITICALITY_LABELS,
  substitutability: SUBSTITUTABILITY_LABELS,
} as const;

/**
 * The fields of a kind of entry after its name and owner, as KIND_FIELDS lists them (a duration's unit is drawn
 * with its number), the checkbox, which takes a whole row, last.
 */
function formFields(kind: RegisterKind): EntryField[] {
  const fields = (KIND_FIELDS[kind] as readonly EntryField[]).filter(
    (f) => f !== "rtoUnit" && f !== "rpoUnit",
  );
  const wholeRow = (f: EntryField) => f === "supportsCriticalFunction";
  return [...fields.filter((f) => !wholeRow(f)), ...fields.filter(wholeRow)];
}

/**
 * The fields of one kind of entry, for the add form and the entry's page (plain inputs: no JavaScript needed;
 * what was sent comes back in `values` with each error on its field).
 */
export function EntryFields({
  kind,
  values,
  errors,
  sites,
  siteQ,
}: {
  kind: RegisterKind;
  values: Values;
  errors: Errors;
  /** The location picker's first matches (equipment and records). */
  sites: SiteChoice[];
  siteQ: string;
}) {
  const field = (name: EntryField) => {
    if (name in CHOICES) {
      const choice = name as keyof typeof CHOICES;
      return (
        <ChoiceField
          name={choice}
          label={L[choice]}
          labels={CHOICES[choice]}
          values={values}
          errors={errors}
        />
      );
    }
    switch (name) {
      case "rto":
      case "rpo":
        return <DurationField name={name} values={values} errors={errors} />;
      case "contractEnd":
        return <PlainField name={name} label={L[name]} type="date" values={values} errors={errors} />;
      case "supportsCriticalFunction":
        return (
          <div className="flex items-center gap-2 sm:col-span-2">
            <input
              id="field-supportsCriticalFunction"
              name="supportsCriticalFunction"
              type="checkbox"
              defaultChecked={["on", "true"].includes(values.supportsCriticalFunction ?? "")}
            />
            <label htmlFor="field-supportsCriticalFunction" className="text-sm">
              {L.supportsCriticalFunction}
            </label>
          </div>
        );
      case "siteId":
        return (
          <SitePicker
            name="siteId"
            label={L.siteId}
            sites={sites}
            query={siteQ}
            defaultValue={values.siteId}
            errors={errors?.siteId}
          />
        );
      default:
        return <PlainField name={name} label={L[name]} values={values} errors={errors} />;
    }
  };
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="kind" value={kind} />
      <PlainField name="name" label={nameLabel(kind)} values={values} errors={errors} />
      <PlainField name="owner" label={L.owner} values={values} errors={errors} />
      {formFields(kind).map((name) => (
        <Fragment key={name}>{field(name)}</Fragment>
      ))}
    </div>
  );
}
