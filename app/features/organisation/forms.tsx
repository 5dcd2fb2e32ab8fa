import { getFormProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { paths } from "~/paths";
import { EditVersion } from "~/ui/edit-version";
import { CancelLink, ErrorList, Field, FormErrors } from "~/ui/forms";
import { lastResultFor } from "~/web/form-failure";
import type { OrgUnit } from "./types";

function UnitSelect({
  name,
  id,
  label,
  units,
  errors,
  errorId,
  emptyLabel,
}: {
  name: string;
  id: string;
  label: string;
  units: OrgUnit[];
  errors?: string[];
  errorId: string;
  emptyLabel: string;
}) {
  return (
    <div className="mb-4">
      <label htmlFor={id} className="label">
        {label}
      </label>
      <select id={id} name={name} className="input" defaultValue="">
        <option value="">{emptyLabel}</option>
        {units.map((u) => (
          <option key={u.id} value={u.id}>
            {u.parentId ? `— ${u.name}` : u.name}
          </option>
        ))}
      </select>
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

function AddForm({
  intent,
  title,
  children,
  formProps,
}: {
  intent: string;
  title: string;
  children: ReactNode;
  formProps: ReturnType<typeof getFormProps>;
}) {
  return (
    <Form
      method="post"
      {...formProps}
      noValidate
      className="mt-4 rounded-md border border-dashed border-gray-300 p-4"
    >
      <h3 className="mb-3 text-sm font-medium text-gray-700">{title}</h3>
      {children}
      <button type="submit" name="intent" value={intent} className="btn-primary">
        Add
      </button>
    </Form>
  );
}

type Text = string | null | undefined;

export function AddUnitForm({ units, last }: { units: OrgUnit[]; last?: unknown }) {
  const [form, fields] = useForm<{ name: Text; parentId: Text; country: Text; region: Text }>({
    id: "add-unit",
    lastResult: lastResultFor(last, "unit.create"),
  });
  return (
    <AddForm
      intent="unit.create"
      title="Add a business unit or sub business unit"
      formProps={getFormProps(form)}
    >
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field field={fields.name} label="Business unit name" />
      <UnitSelect
        id={fields.parentId.id}
        name={fields.parentId.name}
        label="Part of"
        units={units.filter((u) => !u.parentId)}
        errors={fields.parentId.errors}
        errorId={fields.parentId.errorId}
        emptyLabel="None (a top-level business unit)"
      />
      <div className="grid grid-cols-2 gap-3">
        <Field field={fields.country} label="Country" />
        <Field field={fields.region} label="Region" />
      </div>
    </AddForm>
  );
}

export function AddDepartmentForm({ units, last }: { units: OrgUnit[]; last?: unknown }) {
  const [form, fields] = useForm<{ name: Text; businessUnitId: Text }>({
    id: "add-department",
    lastResult: lastResultFor(last, "department.create"),
  });
  return (
    <AddForm intent="department.create" title="Add a department" formProps={getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field field={fields.name} label="Department name" />
      <UnitSelect
        id={fields.businessUnitId.id}
        name={fields.businessUnitId.name}
        label="Business unit"
        units={units}
        errors={fields.businessUnitId.errors}
        errorId={fields.businessUnitId.errorId}
        emptyLabel="None"
      />
    </AddForm>
  );
}

export function AddSiteForm({ units, last }: { units: OrgUnit[]; last?: unknown }) {
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
    <AddForm intent="site.create" title="Add a site" formProps={getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field field={fields.name} label="Site name" />
      <UnitSelect
        id={fields.businessUnitId.id}
        name={fields.businessUnitId.name}
        label="Business unit"
        units={units}
        errors={fields.businessUnitId.errors}
        errorId={fields.businessUnitId.errorId}
        emptyLabel="None"
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
    <Form method="post" replace>
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="intent"
        value={intent}
        className="text-sm text-red-700 underline"
        aria-label={label}
      >
        Remove
      </button>
    </Form>
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
    <Form
      method="post"
      {...getFormProps(form)}
      noValidate
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
    </Form>
  );
}
