import { useForm } from "@conform-to/react";
import { Link, useActionData } from "@remix-run/react";
import type { z } from "zod";
import type { bcpCreateSchema } from "~/domains/bcp/validation";
import { ConformForm, Field, FormErrors, SelectField } from "~/ui/forms";
import { lastResultFor } from "~/web/form-failure";

export type Unit = {
  id: string;
  name: string;
  subUnits: { id: string; name: string }[];
  departments: { id: string; name: string }[];
};
export type Person = { id: string; name: string; email: string; role: string };

export function CreatePlan({ units, people, cancel }: { units: Unit[]; people: Person[]; cancel: string }) {
  // A refused form comes back as the "create" intent's failure (action.server.ts).
  const lastResult = lastResultFor(useActionData(), "create");
  const [form, fields] = useForm<z.input<typeof bcpCreateSchema>>({
    lastResult,
    // A company with one business unit has nothing to choose (UX re-run B-1): it comes chosen.
    defaultValue: units.length === 1 ? { businessUnitId: units[0].id } : undefined,
  });
  // A unit's sub-units or departments, under the unit's name.
  const groupsOf = (part: "subUnits" | "departments") =>
    units
      .filter((u) => u[part].length)
      .map((u) => ({ label: u.name, options: u[part].map((x) => ({ value: x.id, label: x.name })) }));
  const personOptions = people.map((p) => ({ value: p.id, label: `${p.name} (${p.email})` }));
  return (
    <div className="card mb-6 max-w-2xl">
      <h2 className="mb-4 text-lg font-semibold">Create BCP</h2>
      <ConformForm form={form}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="create" />
        <Field field={fields.name} label="Name" />
        <SelectField
          field={fields.businessUnitId}
          label="Business Unit"
          options={units.map((u) => ({ value: u.id, label: u.name }))}
        />
        <SelectField
          field={fields.subBusinessUnitId}
          label="Sub Business Unit"
          placeholder="None"
          groups={groupsOf("subUnits")}
        />
        <SelectField
          field={fields.departmentId}
          label="Department"
          placeholder="None"
          groups={groupsOf("departments")}
        />
        <SelectField field={fields.bcLeadId} label="BCP Lead" options={personOptions} />
        <SelectField
          field={fields.assigneeId}
          label="Assigned To"
          placeholder="Nobody"
          options={personOptions}
        />
        <div className="flex gap-2">
          <button type="submit" className="btn-primary">
            Create
          </button>
          <Link to={cancel} className="btn-secondary no-underline">
            Cancel
          </Link>
        </div>
      </ConformForm>
    </div>
  );
}
