import { MAD_UNIT_LABELS } from "~/domains/bcp/model";
import {
  CRITICALITY_LABELS,
  HOSTING_LABELS,
  KIND_FIELDS,
  FIELD_LABELS as L,
  nameLabel,
  type RegisterKind,
  SUBSTITUTABILITY_LABELS,
} from "~/domains/registers/model";
import { type SiteChoice, SitePicker } from "~/features/assets/site-picker";
import { ErrorList, PlainField } from "~/ui/forms";

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
  const id = `field-${name}`;
  const error = errors?.[name];
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="input"
        defaultValue={values[name] ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">Not given</option>
        {Object.entries(labels).map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
      <ErrorList id={`${id}-error`} errors={error} />
    </div>
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
  const has = (field: string) => (KIND_FIELDS[kind] as readonly string[]).includes(field);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="kind" value={kind} />
      <PlainField name="name" label={nameLabel(kind)} values={values} errors={errors} />
      <PlainField name="owner" label={L.owner} values={values} errors={errors} />
      {has("vendor") ? <PlainField name="vendor" label={L.vendor} values={values} errors={errors} /> : null}
      {has("hosting") ? (
        <ChoiceField
          name="hosting"
          label={L.hosting}
          labels={HOSTING_LABELS}
          values={values}
          errors={errors}
        />
      ) : null}
      {has("rto") ? <DurationField name="rto" values={values} errors={errors} /> : null}
      {has("rpo") ? <DurationField name="rpo" values={values} errors={errors} /> : null}
      {has("criticality") ? (
        <ChoiceField
          name="criticality"
          label={L.criticality}
          labels={CRITICALITY_LABELS}
          values={values}
          errors={errors}
        />
      ) : null}
      {has("lei") ? <PlainField name="lei" label={L.lei} values={values} errors={errors} /> : null}
      {has("country") ? (
        <PlainField name="country" label={L.country} values={values} errors={errors} />
      ) : null}
      {has("services") ? (
        <PlainField name="services" label={L.services} values={values} errors={errors} />
      ) : null}
      {has("contractReference") ? (
        <PlainField name="contractReference" label={L.contractReference} values={values} errors={errors} />
      ) : null}
      {has("contractEnd") ? <DateField values={values} errors={errors} /> : null}
      {has("substitutability") ? (
        <ChoiceField
          name="substitutability"
          label={L.substitutability}
          labels={SUBSTITUTABILITY_LABELS}
          values={values}
          errors={errors}
        />
      ) : null}
      {has("incidentContact") ? (
        <PlainField name="incidentContact" label={L.incidentContact} values={values} errors={errors} />
      ) : null}
      {has("supportsCriticalFunction") ? (
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
      ) : null}
      {has("siteId") ? (
        <SitePicker
          name="siteId"
          label={L.siteId}
          sites={sites}
          query={siteQ}
          defaultValue={values.siteId}
          errors={errors?.siteId}
        />
      ) : null}
    </div>
  );
}

function DateField({ values, errors }: { values: Values; errors: Errors }) {
  const error = errors?.contractEnd;
  return (
    <div>
      <label htmlFor="field-contractEnd" className="label">
        {L.contractEnd}
      </label>
      <input
        id="field-contractEnd"
        name="contractEnd"
        type="date"
        defaultValue={values.contractEnd ?? ""}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "field-contractEnd-error" : undefined}
      />
      <ErrorList id="field-contractEnd-error" errors={error} />
    </div>
  );
}
