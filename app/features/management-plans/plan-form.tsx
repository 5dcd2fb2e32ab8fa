import { getSelectProps, type SubmissionResult, useForm } from "@conform-to/react";
import type { PlanPerson } from "~/features/management-plans/view-types";
import { EditVersion } from "~/ui/edit-version";
import { CancelLink, ConformForm, ErrorList, Field, FormErrors } from "~/ui/forms";

/** The plan's owner and approver: each chosen among the people who may hold that role. */
const PERSON_SELECTS = [
  { name: "ownerId", label: "Owner", required: true, empty: "Choose the owner", may: "canOwn" },
  { name: "approverId", label: "Approver", required: false, empty: "No approver yet", may: "canApprove" },
] as const;

/** Create and edit a plan: name, description, owner, approver, test interval (and a first location when new). */
export function PlanForm({
  lastResult,
  people,
  defaults,
  isNew,
  cancelTo,
  version,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  people: PlanPerson[];
  defaults: Record<string, string | number | undefined>;
  isNew: boolean;
  cancelTo: string;
  /** The plan's edit version when editing: a save from a stale copy is refused (409). */
  version?: number;
}) {
  const [form, fields] = useForm({
    lastResult,
    defaultValue: defaults,
  });
  return (
    <ConformForm form={form} className="card max-w-2xl">
      <FormErrors id={form.errorId} errors={form.errors} />
      {version !== undefined ? <EditVersion value={version} /> : null}
      <Field field={fields.name} label="Name" />
      <div className="mb-4">
        <label htmlFor={fields.description.id} className="label">
          Description
        </label>
        <textarea
          id={fields.description.id}
          name={fields.description.name}
          defaultValue={fields.description.initialValue ?? ""}
          className="input"
          rows={3}
        />
        <ErrorList id={fields.description.errorId} errors={fields.description.errors} />
      </div>
      {PERSON_SELECTS.map((s) => {
        const field = fields[s.name];
        return (
          <div key={s.name} className="mb-4">
            <label htmlFor={field.id} className="label">
              {s.label}
              {s.required ? <span className="text-red-600"> *</span> : null}
            </label>
            <select {...getSelectProps(field)} key={field.key} className="input">
              <option value="">{s.empty}</option>
              {people
                .filter((p) => p[s.may])
                .map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name} ({p.roleLabel})
                  </option>
                ))}
            </select>
            <ErrorList id={field.errorId} errors={field.errors} />
          </div>
        );
      })}
      <Field
        field={fields.testIntervalMonths}
        label="CM test every (months)"
        type="number"
        min={1}
        max={60}
        hint="The plan shows when its next CM test is due."
      />
      {isNew ? (
        <fieldset className="mb-4">
          <legend className="label">First location (optional; add more on the plan)</legend>
          <div className="grid gap-2 md:grid-cols-4">
            <Field field={fields.country} label="Country" />
            <Field field={fields.state} label="State" />
            <Field field={fields.city} label="City" />
            <Field field={fields.site} label="Site" />
          </div>
        </fieldset>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" className="btn-primary">
          {isNew ? "Create plan" : "Save changes"}
        </button>
        <CancelLink to={cancelTo} />
      </div>
    </ConformForm>
  );
}
