import { type FormMetadata, useForm } from "@conform-to/react";
import type { ReactNode } from "react";
import { paths } from "~/paths";
import { EditVersion } from "~/ui/edit-version";
import {
  type AnyField,
  CancelLink,
  ConformForm,
  ErrorList,
  Field,
  FormErrors,
  IntentButton,
} from "~/ui/forms";
import { lastResultFor } from "~/web/form-failure";
import type { OrgUnit } from "./types";

/**
 * The unit a new record belongs to: a select of the company's units (sub units marked), its error under it. The unit
 * chosen stays chosen when the form is refused. `emptyLabel` null: no unit is not offered (a Business Unit
 * administrator acts within their units only).
 */
function UnitSelect({
  field,
  label,
  units,
  emptyLabel,
}: {
  field: AnyField;
  label: string;
  units: OrgUnit[];
  emptyLabel: string | null;
}) {
  const chosen = typeof field.initialValue === "string" ? field.initialValue : "";
  return (
    <div className="mb-4">
      <label htmlFor={field.id} className="label">
        {label}
      </label>
      <select
        key={chosen}
        id={field.id}
        name={field.name}
        className="input"
        defaultValue={chosen}
        aria-invalid={field.errors ? true : undefined}
        aria-describedby={field.errors ? field.errorId : undefined}
      >
        {emptyLabel === null ? null : <option value="">{emptyLabel}</option>}
        {units.map((u) => (
          <option key={u.id} value={u.id}>
            {u.parentId ? `— ${u.name}` : u.name}
          </option>
        ))}
      </select>
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** An add form of the page (its Conform `form`): its title, the form's own errors, its fields and Add. */
function AddForm<Fields extends Record<string, unknown>>({
  intent,
  title,
  children,
  form,
}: {
  intent: string;
  title: string;
  children: ReactNode;
  form: FormMetadata<Fields, string[]>;
}) {
  return (
    <ConformForm form={form} className="mt-4 rounded-md border border-dashed border-gray-300 p-4">
      <h3 className="mb-3 text-sm font-medium text-gray-700">{title}</h3>
      <FormErrors id={form.errorId} errors={form.errors} />
      {children}
      <button type="submit" name="intent" value={intent} className="btn-primary">
        Add
      </button>
    </ConformForm>
  );
}

type Text = string | null | undefined;

/** `withinUnits`: the caller administers only their own units (a Business Unit administrator). */
type AddProps = { units: OrgUnit[]; last?: unknown; withinUnits: boolean };

export function AddUnitForm({ units, last, withinUnits }: AddProps) {
  const [form, fields] = useForm<{ name: Text; parentId: Text; country: Text; region: Text }>({
    id: "add-unit",
    lastResult: lastResultFor(last, "unit.create"),
  });
  return (
    <AddForm intent="unit.create" title="Add a business unit or sub business unit" form={form}>
      <Field field={fields.name} label="Business unit name" />
      <UnitSelect
        field={fields.parentId}
        label="Part of"
        units={units.filter((u) => !u.parentId)}
        emptyLabel={withinUnits ? null : "None (a top-level business unit)"}
      />
      <div className="grid grid-cols-2 gap-3">
        <Field field={fields.country} label="Country" />
        <Field field={fields.region} label="Region" />
      </div>
    </AddForm>
  );
}

export function AddDepartmentForm({ units, last, withinUnits }: AddProps) {
  const [form, fields] = useForm<{ name: Text; businessUnitId: Text }>({
    id: "add-department",
    lastResult: lastResultFor(last, "department.create"),
  });
  return (
    <AddForm intent="department.create" title="Add a department" form={form}>
      <Field field={fields.name} label="Department name" />
      <UnitSelect
        field={fields.businessUnitId}
        label="Business unit"
        units={units}
        emptyLabel={withinUnits ? null : "None"}
      />
    </AddForm>
  );
}

export function AddSiteForm({ units, last, withinUnits }: AddProps) {
  const [form, fields] = useForm<{
    name: Text;
    businessUnitId: Text;
    country: Text;
    state: Text;
    city: Text;
    address: Text;
    lat: Text | number;
    long: Text | number;
  }>({
    id: "add-site",
    lastResult: lastResultFor(last, "site.create"),
  });
  return (
    <AddForm intent="site.create" title="Add a site" form={form}>
      <Field field={fields.name} label="Site name" />
      <UnitSelect
        field={fields.businessUnitId}
        label="Business unit"
        units={units}
        emptyLabel={withinUnits ? null : "None"}
      />
      <div className="grid grid-cols-3 gap-3">
        <Field field={fields.country} label="Country" />
        <Field field={fields.state} label="State" />
        <Field field={fields.city} label="City" />
      </div>
      <Field field={fields.address} label="Address" />
      <div className="grid grid-cols-2 gap-3">
        <Field field={fields.lat} label="Latitude" type="number" step={0.000001} />
        <Field field={fields.long} label="Longitude" type="number" step={0.000001} />
      </div>
    </AddForm>
  );
}

/** A Remove button for one record (the API refuses records still in use, with a message). */
export function RemoveButton({ intent, id, label }: { intent: string; id: string; label: string }) {
  return (
    <IntentButton intent={intent} fields={{ id }} label={label} className="text-sm text-red-700 underline">
      Remove
    </IntentButton>
  );
}

/** Rename a unit or change its place; shown in the list when the unit's Edit link is followed. */
export function EditUnitForm({ unit, last }: { unit: OrgUnit; last?: unknown }) {
  const [form, fields] = useForm<{ name: Text; parentId: Text; country: Text; region: Text }>({
    id: `edit-unit-${unit.id}`,
    lastResult: lastResultFor(last, "unit.update"),
    defaultValue: { name: unit.name, parentId: unit.parentId, country: unit.country, region: unit.region },
  });
  return (
    <ConformForm
      form={form}
      className="my-2 rounded-md bg-gray-50 p-3"
      aria-label={`Edit business unit ${unit.name}`}
    >
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="id" value={unit.id} />
      <EditVersion part={`businessUnit:${unit.id}`} />
      <input type="hidden" name={fields.parentId.name} value={unit.parentId ?? ""} />
      <Field field={fields.name} label="Business unit name" />
      <div className="grid grid-cols-2 gap-3">
        <Field field={fields.country} label="Country" />
        <Field field={fields.region} label="Region" />
      </div>
      <div className="flex gap-2">
        <button type="submit" name="intent" value="unit.update" className="btn-primary">
          Save
        </button>
        <CancelLink to={paths.organisation} />
      </div>
    </ConformForm>
  );
}
