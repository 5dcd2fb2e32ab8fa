import type { FieldMetadata } from "@conform-to/react";
import { ROLE_LABELS, type Role } from "~/shared/roles";
import { ErrorList } from "~/ui/forms";

export interface UnitOption {
  id: string;
  name: string;
  parentId: string | null;
  country: string | null;
}

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === "string" && value ? [value] : [];

/** Role select, business-unit checkboxes and (for BUGeoAdmin) countries: plain inputs, so they work without JS. */
export function AssignmentFields({
  roles,
  units,
  fields: { role, businessUnitIds, countries },
}: {
  roles: readonly Role[];
  units: UnitOption[];
  /** The form's role, business units and countries. */
  fields: {
    role: FieldMetadata<string | undefined>;
    businessUnitIds: FieldMetadata<unknown>;
    countries: FieldMetadata<unknown>;
  };
}) {
  const checked = new Set(asList(businessUnitIds.initialValue));
  const countryValue = asList(countries.initialValue).join(", ");
  const top = units.filter((u) => !u.parentId || !units.some((p) => p.id === u.parentId));
  return (
    <>
      <div className="mb-4">
        <label htmlFor={role.id} className="label">
          Role <span className="text-red-600"> *</span>
        </label>
        <select
          id={role.id}
          name={role.name}
          defaultValue={(role.initialValue as string | undefined) ?? ""}
          className="input"
          aria-invalid={role.errors ? true : undefined}
          aria-describedby={role.errors ? role.errorId : undefined}
        >
          <option value="">Choose a role</option>
          {roles.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </select>
        <ErrorList id={role.errorId} errors={role.errors} />
      </div>
      <fieldset
        className="mb-4"
        aria-describedby={businessUnitIds.errors ? businessUnitIds.errorId : undefined}
      >
        <legend className="label">Business units</legend>
        {units.length === 0 ? <p className="text-sm text-gray-500">No business units yet.</p> : null}
        <ul className="max-h-56 space-y-1 overflow-y-auto rounded-md border border-gray-200 p-2">
          {top.map((u) => (
            <li key={u.id}>
              <UnitCheckbox unit={u} name={businessUnitIds.name} checked={checked.has(u.id)} />
              <ul className="ml-6">
                {units
                  .filter((s) => s.parentId === u.id)
                  .map((s) => (
                    <li key={s.id}>
                      <UnitCheckbox unit={s} name={businessUnitIds.name} checked={checked.has(s.id)} />
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ul>
        <p className="mt-1 text-xs text-gray-500">
          Required for Business Unit Administrators, Geo Administrators and View Only users.
        </p>
        <ErrorList id={businessUnitIds.errorId} errors={businessUnitIds.errors} />
      </fieldset>
      <div className="mb-4">
        <label htmlFor={countries.id} className="label">
          Countries (Business Unit Geo Administrator)
        </label>
        <input
          id={countries.id}
          name={countries.name}
          defaultValue={countryValue}
          className="input"
          placeholder="e.g. France, United Kingdom"
          aria-invalid={countries.errors ? true : undefined}
          aria-describedby={countries.errors ? countries.errorId : undefined}
        />
        <p className="mt-1 text-xs text-gray-500">Separate countries with commas.</p>
        <ErrorList id={countries.errorId} errors={countries.errors} />
      </div>
    </>
  );
}

function UnitCheckbox({ unit, name, checked }: { unit: UnitOption; name: string; checked: boolean }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" name={name} value={unit.id} defaultChecked={checked} />
      {unit.name}
      {unit.country ? <span className="text-gray-500">· {unit.country}</span> : null}
    </label>
  );
}
