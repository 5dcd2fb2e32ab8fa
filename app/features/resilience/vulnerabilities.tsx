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
              <Form method="post" aria-label={`${L.description}: ${v.description}`}>
                <input type="hidden" name="intent" value="saveVulnerability" />
                <input type="hidden" name="id" value={v.id} />
                <FormErrors errors={failed?.formErrors} />
                <VulnerabilityFields
                  prefix={`v-${v.id}`}
                  values={failed?.values ?? valuesOf(v)}
                  errors={failed?.fields}
                  services={services}
                />
                <button type="submit" className="btn-primary">
                  {L.save}
                </button>
              </Form>
              <div className="mt-2">
                <PostButton intent="removeVulnerability" values={{ id: v.id }}>
                  {L.remove}
                </PostButton>
              </div>
            </li>
          );
        })}
      </ul>
      <Form method="post" className="mt-4" aria-label={L.add}>
        <h3 className="mb-2 font-medium">{L.add}</h3>
        <input type="hidden" name="intent" value="addVulnerability" />
        <FormErrors errors={adding?.formErrors} />
        <VulnerabilityFields
          prefix="v-new"
          values={adding?.values ?? {}}
          errors={adding?.fields}
          services={services}
        />
        <button type="submit" className="btn-primary">
          {L.add}
        </button>
      </Form>
    </section>
  );
}
