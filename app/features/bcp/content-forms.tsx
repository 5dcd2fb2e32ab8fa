import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import type { getZodConstraint } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import type { z } from "zod";
import {
  EXPOSURE_FIELD_NAMES,
  EXPOSURE_FIELDS,
  EXPOSURE_LABELS,
  EXPOSURE_LEVELS,
  IMPACT_LABELS,
  MAD_UNIT_LABELS,
  MAD_UNITS,
} from "~/domains/bcp/model";
import type { headcountSchema, processUpdateSchema } from "~/domains/bcp/validation";
import { EditVersion } from "~/ui/edit-version";
import {
  CancelLink,
  CommentField,
  Field,
  FormErrors,
  type Option,
  SelectField,
  YesNoField,
} from "~/ui/forms";
import type { ProcessItem } from "./plan-content";
import { RowForm } from "./row-form";

const exposureOptions = EXPOSURE_LEVELS.map((l) => ({ value: l, label: EXPOSURE_LABELS[l] }));

export function ServiceForm({
  bcpId,
  service,
  lastResult,
  cancel,
}: {
  bcpId: string;
  service?: { id: string; name: string; description: string };
  lastResult?: SubmissionResult<string[]>;
  cancel?: string;
}) {
  const [form, fields] = useForm({
    id: service ? `service-${service.id}` : "service-new",
    lastResult,
    defaultValue: service
      ? { id: service.id, name: service.name, description: service.description }
      : { bcpId },
  });
  return (
    <RowForm
      form={form}
      intent={service ? "editService" : "addService"}
      part="services"
      bcpId={bcpId}
      editing={service}
      noun="service"
      cancel={cancel}
      className="card mb-4"
    >
      <Field field={fields.name} label="Service name" />
      <CommentField field={fields.description} label="Description" />
    </RowForm>
  );
}

function processDefaults(process: ProcessItem | undefined, serviceId: string | undefined) {
  if (!process) return { bcpServiceId: serviceId ?? "", isBCStrategyRequired: "true" };
  return {
    ...Object.fromEntries(
      Object.entries(process).map(([k, v]) => [k, v == null ? "" : typeof v === "object" ? "" : String(v)]),
    ),
    departmentId: process.departmentId ?? "",
    assignedTo: process.assignedTo ?? "",
  };
}

/** Every process field of spec §3, by its form name, with the §5 rules shown on their fields. */
export function ProcessForm({
  process,
  serviceId,
  services,
  people,
  departments,
  lastResult,
  constraint,
  cancel,
}: {
  process?: ProcessItem;
  serviceId?: string;
  services: Option[];
  people: Option[];
  departments: Option[];
  lastResult?: SubmissionResult<string[]>;
  /** from the shared schema, worked out by the loader (zod stays out of the browser) */
  constraint: ReturnType<typeof getZodConstraint>;
  cancel: string;
}) {
  const [form, fields] = useForm<z.input<typeof processUpdateSchema>>({
    id: process ? `process-${process.id}` : "process-new",
    lastResult,
    defaultValue: processDefaults(process, serviceId) as Record<string, string>,
    // Marks the required fields (*, spec §5: MAD unit and duration among them).
    constraint,
    // Validated on the server (the same shared schema) with or without JavaScript, so the
    // cross-field rules always show together with the field rules.
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      noValidate
      className="card mb-4"
      aria-label={process ? "Edit process" : "Add process"}
    >
      <h3 className="mb-3 text-lg font-medium">{process ? `Edit ${process.name}` : "Add a process"}</h3>
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="saveProcess" />
      {process ? <input type="hidden" name="id" value={process.id} /> : null}
      {process ? <EditVersion part="processes" /> : null}
      <div className="grid grid-cols-1 gap-x-6 md:grid-cols-2">
        <SelectField field={fields.bcpServiceId} label="Service" options={services} />
        <Field field={fields.name} label="Process name" />
        <Field field={fields.processType} label="Process type" />
        <SelectField
          field={fields.departmentId}
          label="Department"
          placeholder="None"
          options={departments}
        />
        <SelectField field={fields.assignedTo} label="Assigned To" placeholder="Nobody" options={people} />
      </div>
      <CommentField field={fields.consequencesOfDisruption} label="Consequences of Disruption" />
      <fieldset className="mb-2">
        <legend className="mb-2 font-medium">Exposure</legend>
        <div className="grid grid-cols-1 gap-x-6 md:grid-cols-3">
          {EXPOSURE_FIELD_NAMES.map((name) =>
            process?.exposureFromBia ? (
              // From the BIA (its highest level over time): shown, not entered twice.
              <div key={name} className="mb-4" data-exposure={name}>
                <span className="label">{EXPOSURE_FIELDS[name]}</span>
                <input type="hidden" name={fields[name].name} value={process[name]} />
                <p className="text-sm">
                  {EXPOSURE_LABELS[process[name]]} <span className="text-gray-500">(from the BIA)</span>
                </p>
              </div>
            ) : (
              <SelectField
                key={name}
                field={fields[name]}
                label={EXPOSURE_FIELDS[name]}
                options={exposureOptions}
              />
            ),
          )}
          <SelectField
            field={fields.criticalityLevel}
            label="Overall Criticality"
            options={EXPOSURE_LEVELS.map((l) => ({ value: l, label: IMPACT_LABELS[l] }))}
          />
        </div>
      </fieldset>
      <CommentField field={fields.criticalityLevelExplanation} label="Criticality Level Explanation" />
      <YesNoField field={fields.isBCStrategyRequired} label="Is a BC strategy required?" />
      <CommentField field={fields.justificationForNoBCStrategy} label="Justification for No BC Strategy" />
      <div className="grid grid-cols-1 gap-x-6 md:grid-cols-2">
        <Field field={fields.mad} label="MAD duration" type="number" min={1} />
        <SelectField
          field={fields.madDuration}
          label="MAD unit"
          options={MAD_UNITS.map((u) => ({ value: u, label: MAD_UNIT_LABELS[u] }))}
        />
        <Field field={fields.totalGlobalHeadCount} label="Global Head Count" type="number" min={0} />
        <Field
          field={fields.criticalProcessHeadcountAnalysis}
          label="Critical Process Headcount Analysis"
          type="number"
          min={0}
        />
      </div>
      <CommentField field={fields.maloCriterialExplanation} label="MALO Criteria Explanation" />
      <div className="flex gap-2">
        <button type="submit" className="btn-primary">
          {process ? "Save process" : "Add process"}
        </button>
        <CancelLink to={cancel} askWithoutJs />
      </div>
    </Form>
  );
}

/** Saves every location's head count of one process at once. */
export function HeadcountForm({
  process,
  lastResult,
}: {
  process: ProcessItem;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm<z.input<typeof headcountSchema>>({
    id: `headcount-${process.id}`,
    lastResult,
    defaultValue: {
      processId: process.id,
      locations: process.locations.map((l) => ({
        id: l.id,
        headcount: l.headcount == null ? "" : String(l.headcount),
      })),
    },
  });
  const rows = fields.locations.getFieldList();
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      noValidate
      className="mt-3"
      aria-label={`Head count of ${process.name}`}
    >
      <FormErrors id={form.errorId} errors={[...(form.errors ?? []), ...(fields.locations.errors ?? [])]} />
      <input type="hidden" name="intent" value="saveHeadcount" />
      <input type="hidden" name="processId" value={process.id} />
      <table className="min-w-full text-sm">
        <thead className="text-left text-gray-600">
          <tr>
            <th className="py-1 pr-3 font-medium">Site</th>
            <th className="py-1 pr-3 font-medium">Head Count</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => {
            const l = process.locations[i];
            const f = row.getFieldset();
            return (
              <tr key={row.key} className="border-t border-gray-100">
                <td className="py-1 pr-3">
                  {l?.siteName}
                  <input type="hidden" name={f.id.name} value={l?.id} />
                </td>
                <td className="py-1 pr-3">
                  <label className="sr-only" htmlFor={f.headcount.id}>
                    Head Count at {l?.siteName}
                  </label>
                  <input
                    id={f.headcount.id}
                    name={f.headcount.name}
                    defaultValue={String(f.headcount.initialValue ?? "")}
                    type="number"
                    min={0}
                    className="input w-28"
                    aria-invalid={f.headcount.errors ? true : undefined}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="border-t border-gray-200">
            <td className="py-1 pr-3 font-medium">Service Head Count</td>
            <td className="py-1 pr-3">{process.totalGlobalHeadCount}</td>
          </tr>
        </tfoot>
      </table>
      <button type="submit" className="btn-secondary mt-2">
        Save head counts
      </button>
    </Form>
  );
}
