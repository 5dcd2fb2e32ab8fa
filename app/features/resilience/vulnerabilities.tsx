import { Form, useActionData } from "@remix-run/react";
import type { ReactNode } from "react";
import {
  VULNERABILITY_LABELS as L,
  VULNERABILITY_STATUS_LABELS,
  VULNERABILITY_STATUSES,
} from "~/domains/resilience/self-assessment-model";
import { FormErrors, PostButton, SelectInput } from "~/ui/forms";
import { plainFailure } from "~/web/form-failure";
import type { VulnerabilityRow } from "./answers";

type Values = Record<string, string>;
type Errors = Record<string, string[]> | undefined;

function Err({ errors, name }: { errors: Errors; name: string }) {
  const message = errors?.[name]?.[0];
  return message ? <p className="mt-1 text-sm text-red-700">{message}</p> : null;
}

/** The fields of one vulnerability (ids prefixed per form, so several forms share the page). */
function VulnerabilityFields({
  prefix,
  values,
  errors,
  services,
}: {
  prefix: string;
  values: Values;
  errors: Errors;
  services: { id: string; name: string }[];
}) {
  const id = (f: string) => `${prefix}-${f}`;
  /** One field: its label, its control (`children`) and its first error. */
  const labelled = (name: string, label: string, control: ReactNode, className = "mb-2") => (
    <div className={className}>
      <label htmlFor={id(name)} className="label">
        {label}
      </label>
      {control}
      <Err errors={errors} name={name} />
    </div>
  );
  return (
    <div className="grid gap-x-3 sm:grid-cols-2">
      {labelled(
        "description",
        `${L.description} *`,
        <textarea
          id={id("description")}
          name="description"
          className="input"
          rows={2}
          maxLength={1000}
          defaultValue={values.description ?? ""}
        />,
        "mb-2 sm:col-span-2",
      )}
      {labelled(
        "serviceId",
        L.service,
        <select id={id("serviceId")} name="serviceId" className="input" defaultValue={values.serviceId ?? ""}>
          <option value="">{L.wholeCompany}</option>
          {services.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>,
      )}
      {labelled(
        "owner",
        L.owner,
        <input
          id={id("owner")}
          name="owner"
          className="input"
          maxLength={200}
          defaultValue={values.owner ?? ""}
        />,
      )}
      {labelled(
        "remediationDue",
        L.remediationDue,
        <input
          id={id("remediationDue")}
          name="remediationDue"
          type="date"
          className="input"
          defaultValue={values.remediationDue ?? ""}
        />,
      )}
      <SelectInput
        wrapperClassName="mb-2"
        id={id("status")}
        name="status"
        label={L.status}
        defaultValue={values.status ?? "open"}
        options={VULNERABILITY_STATUSES.map((s) => ({ value: s, label: VULNERABILITY_STATUS_LABELS[s] }))}
      />
    </div>
  );
}

const valuesOf = (v: VulnerabilityRow): Values => ({
  description: v.description,
  serviceId: v.serviceId ?? "",
  owner: v.owner,
  remediationDue: v.remediationDue ?? "",
  status: v.status,
});

/**
 * One vulnerability's form: a change to the row `id`, or (without one) an add, with its heading; what was sent
 * and refused (`failed`) comes back in it.
 */
function VulnerabilityForm({
  label,
  intent,
  id,
  failed,
  values,
  services,
}: {
  label: string;
  intent: string;
  id?: string;
  failed: ReturnType<typeof plainFailure>;
  values: Values;
  services: { id: string; name: string }[];
}) {
  return (
    <Form method="post" className={id ? undefined : "mt-4"} aria-label={label}>
      {id ? null : <h3 className="mb-2 font-medium">{label}</h3>}
      <input type="hidden" name="intent" value={intent} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <FormErrors errors={failed?.formErrors} />
      <VulnerabilityFields
        prefix={id ? `v-${id}` : "v-new"}
        values={values}
        errors={failed?.fields}
        services={services}
      />
      <button type="submit" className="btn-primary">
        {id ? L.save : L.add}
      </button>
    </Form>
  );
}

/**
 * Keeping the self-assessment's vulnerabilities (for those who may approve it): each one's form to change its
 * owner, date or status, a remove button, and a form to add one. Plain forms: no JavaScript needed.
 */
export function VulnerabilityForms({
  rows,
  services,
}: {
  rows: VulnerabilityRow[];
  services: { id: string; name: string }[];
}) {
  const data = useActionData();
  const adding = plainFailure(data, "addVulnerability");
  return (
    <section className="card mb-6 print:hidden" aria-label={L.heading}>
      <h2 className="mb-2 text-lg font-semibold">{L.heading}</h2>
      {rows.length === 0 ? <p className="mb-3 text-sm text-gray-600">{L.none}</p> : null}
      <ul className="space-y-3">
        {rows.map((v) => {
          const failed = plainFailure(data, "saveVulnerability", v.id);
          return (
            <li key={v.id} className="rounded-md border border-gray-200 p-3">
              <VulnerabilityForm
                label={`${L.description}: ${v.description}`}
                intent="saveVulnerability"
                id={v.id}
                failed={failed}
                values={failed?.values ?? valuesOf(v)}
                services={services}
              />
              <div className="mt-2">
                <PostButton intent="removeVulnerability" values={{ id: v.id }}>
                  {L.remove}
                </PostButton>
              </div>
            </li>
          );
        })}
      </ul>
      <VulnerabilityForm
        label={L.add}
        intent="addVulnerability"
        failed={adding}
        values={adding?.values ?? {}}
        services={services}
      />
    </section>
  );
}
