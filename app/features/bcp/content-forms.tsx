import { type SubmissionResult, useForm } from "@conform-to/react";
import type { getZodConstraint } from "@conform-to/zod/v4";
import type { z } from "zod";
import {
  BCP_MESSAGES,
  EXPOSURE_FIELD_NAMES,
  EXPOSURE_FIELDS,
  EXPOSURE_LABELS,
  EXPOSURE_LEVELS,
  IMPACT_LABELS,
  MAD_UNIT_LABELS,
  MAD_UNITS,
} from "~/domains/bcp/model";
import type { ProcessFieldLabels } from "~/domains/bcp/process-labels";
import type { planHeadcountsSchema, processUpdateSchema } from "~/domains/bcp/validation";
import { EditVersion } from "~/ui/edit-version";
import {
  CancelLink,
  CommentField,
  ConformForm,
  ErrorList,
  Field,
  FormErrors,
  type Option,
  SelectField,
  YesNoField,
} from "~/ui/forms";
import { type ProcessItem, ProcessTitle } from "./plan-content";
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
      lastResult={lastResult}
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
  labels: PL,
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
  /** the fields' labels (PROCESS_FIELD_LABELS), sent by the loader: the plan editor's script is at its budget */
  labels: ProcessFieldLabels;
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
    <ConformForm form={form} className="card mb-4" aria-label={process ? "Edit process" : "Add process"}>
      <h3 className="mb-3 text-lg font-medium">{process ? `Edit ${process.name}` : "Add a process"}</h3>
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="saveProcess" />
      {process ? <input type="hidden" name="id" value={process.id} /> : null}
      {process ? <EditVersion part="processes" sent={lastResult} /> : null}
      <div className="grid grid-cols-1 gap-x-6 md:grid-cols-2">
        <SelectField field={fields.bcpServiceId} label="Service" options={services} />
        <Field field={fields.name} label={PL.name} />
        <Field field={fields.processType} label={PL.processType} />
        <SelectField
          field={fields.departmentId}
          label="Department"
          placeholder="None"
          options={departments}
        />
        <SelectField field={fields.assignedTo} label="Assigned To" placeholder="Nobody" options={people} />
      </div>
      <CommentField field={fields.consequencesOfDisruption} label={PL.consequencesOfDisruption} />
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
            label={PL.overAllCriticality}
            options={EXPOSURE_LEVELS.map((l) => ({ value: l, label: IMPACT_LABELS[l] }))}
          />
        </div>
      </fieldset>
      <CommentField field={fields.criticalityLevelExplanation} label={PL.criticalityLevelExplanation} />
      <YesNoField field={fields.isBCStrategyRequired} label={PL.isBCStrategyRequired} />
      <CommentField field={fields.justificationForNoBCStrategy} label={PL.justificationForNoBCStrategy} />
      <div className="grid grid-cols-1 gap-x-6 md:grid-cols-2">
        <Field field={fields.mad} label={PL.mad} type="number" min={1} />
        <SelectField
          field={fields.madDuration}
          label={PL.madDuration}
          options={MAD_UNITS.map((u) => ({ value: u, label: MAD_UNIT_LABELS[u] }))}
        />
        <Field field={fields.totalGlobalHeadCount} label={PL.totalGlobalHeadCount} type="number" min={0} />
        <Field
          field={fields.criticalProcessHeadcountAnalysis}
          label={PL.criticalProcessHeadcountAnalysis}
          type="number"
          min={0}
        />
      </div>
      <CommentField field={fields.maloCriterialExplanation} label={PL.maloCriterialExplanation} />
      <div className="flex gap-2">
        <button type="submit" className="btn-primary">
          {process ? "Save process" : "Add process"}
        </button>
        <CancelLink to={cancel} askWithoutJs />
      </div>
    </ConformForm>
  );
}

/**
 * The whole Delivery Headcount section in one form (UX review scenario B): every process's location head counts,
 * one Save, all or nothing; a process whose head counts exceed its own shows the refusal on its card.
 */
export function HeadcountSectionForm({
  bcpId,
  processes,
  lastResult,
}: {
  bcpId: string;
  processes: ProcessItem[];
  lastResult?: SubmissionResult<string[]>;
}) {
  // Only processes with locations are in the form; the others say they have none.
  const counted = processes.filter((p) => p.locations.length > 0);
  const [form, fields] = useForm<z.input<typeof planHeadcountsSchema>>({
    id: "headcounts",
    lastResult,
    defaultValue: {
      bcpId,
      processes: counted.map((p) => ({
        processId: p.id,
        locations: p.locations.map((l) => ({
          id: l.id,
          headcount: l.headcount == null ? "" : String(l.headcount),
        })),
      })),
    },
  });
  const entries = fields.processes.getFieldList();
  return (
    <ConformForm form={form} aria-label="Head counts">
      <FormErrors id={form.errorId} errors={[...(form.errors ?? []), ...(fields.processes.errors ?? [])]} />
      <input type="hidden" name="intent" value="saveHeadcounts" />
      <input type="hidden" name="bcpId" value={bcpId} />
      <ul className="space-y-4">
        {processes.map((p) => {
          const i = counted.indexOf(p);
          const entry = i >= 0 ? entries[i]?.getFieldset() : undefined;
          return (
            <li key={p.id} className="card py-3" data-process={p.name}>
              <ProcessTitle process={p} />
              {entry ? (
                <>
                  <input type="hidden" name={entry.processId.name} value={p.id} />
                  <ErrorList id={entry.locations.errorId} errors={entry.locations.errors} />
                  <HeadcountRows process={p} rows={entry.locations.getFieldList()} />
                </>
              ) : (
                <p className="mt-2 text-sm text-gray-600">{BCP_MESSAGES.noLocations}</p>
              )}
            </li>
          );
        })}
      </ul>
      {counted.length > 0 ? (
        <button type="submit" className="btn-primary mt-4">
          Save head counts
        </button>
      ) : null}
    </ConformForm>
  );
}

type LocationRows = ReturnType<
  ReturnType<
    ReturnType<typeof useForm<z.input<typeof planHeadcountsSchema>>>[1]["processes"]["getFieldList"]
  >[number]["getFieldset"]
>["locations"];

/** One process's locations, each with its head count field and error, and the process's own head count. */
function HeadcountRows({
  process,
  rows,
}: {
  process: ProcessItem;
  rows: ReturnType<LocationRows["getFieldList"]>;
}) {
  return (
    <table className="mt-3 min-w-full text-sm">
      <thead className="text-left text-gray-600">
        <tr>
          <th className="py-1 pr-3 font-medium">Site</th>
          <th className="py-1 pr-3 font-medium">Head Count</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, j) => {
          const l = process.locations[j];
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
                  aria-describedby={f.headcount.errors ? f.headcount.errorId : undefined}
                />
                <ErrorList id={f.headcount.errorId} errors={f.headcount.errors} />
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
  );
}
