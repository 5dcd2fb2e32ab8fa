import { type SubmissionResult, useForm } from "@conform-to/react";
import type { z } from "zod";
import type { ActivatedProcessView } from "~/domains/activation/model";
import type { responseSchema } from "~/domains/activation/validation";
import {
  CONTROL_STATUSES,
  RESPONSE_STRATEGY_LABELS,
  RESPONSE_STRATEGY_TYPES,
  STRATEGY_STATUSES,
} from "~/shared/response-lists";
import { ConformForm, ErrorList, fieldValue, SelectInput } from "~/ui/forms";

/** The response's three choices: each a select after an empty "—" (its id is the process's, then `idSuffix`). */
const STATUS_SELECTS = [
  {
    idSuffix: "control",
    name: "controlStatus",
    label: "Control status",
    options: CONTROL_STATUSES.map((s) => ({ value: s, label: s })),
  },
  {
    idSuffix: "strategy",
    name: "strategy",
    label: "Strategy in use",
    options: RESPONSE_STRATEGY_TYPES.map((s) => ({ value: s, label: RESPONSE_STRATEGY_LABELS[s] })),
  },
  {
    idSuffix: "strategyStatus",
    name: "strategyStatus",
    label: "Strategy status",
    options: STRATEGY_STATUSES.map((s) => ({ value: s, label: s })),
  },
] as const;

/** One status check of one activated process: a plain form, works without JavaScript. */
export function ResponseForm({
  process,
  lastResult,
}: {
  process: ActivatedProcessView;
  lastResult?: SubmissionResult<string[]>;
}) {
  const last = process.latestResponse;
  // The last check's answers to start from; a refused check starts from what was sent instead (fieldValue).
  const [form, fields] = useForm<z.input<typeof responseSchema>>({
    id: `response-${process.id}`,
    lastResult,
    defaultValue: last
      ? {
          controlStatus: last.controlStatus,
          strategy: last.strategy,
          strategyStatus: last.strategyStatus,
          headcountAvailable: String(last.headcountAvailable),
        }
      : undefined,
  });
  const id = (name: string) => `${process.id}-${name}`;
  return (
    <ConformForm
      form={form}
      className="grid gap-3 sm:grid-cols-2"
      aria-label={`Response for ${process.name}`}
    >
      <input type="hidden" name="intent" value="respond" />
      <input type="hidden" name="activationProcessId" value={process.id} />
      <ErrorList errors={form.errors} />
      {STATUS_SELECTS.map((select) => (
        <SelectInput
          key={select.name}
          id={id(select.idSuffix)}
          name={select.name}
          label={select.label}
          defaultValue={fieldValue(fields[select.name])}
          empty="—"
          options={select.options}
          errors={fields[select.name].errors}
        />
      ))}
      <div>
        <label className="label" htmlFor={id("headcount")}>
          Headcount available{" "}
          <span className="font-normal text-gray-600">
            {/* The whole process's heads, every site: the wizard's "Head count 100 at <site>" is one site's
                share (UX review A-9 read 100 and 120 as a contradiction). */}
            (of {process.headcountGlobal} across all sites
            {process.headcountRequired !== null ? `, ${process.headcountRequired} critical` : ""})
          </span>
        </label>
        <input
          id={id("headcount")}
          name="headcountAvailable"
          type="number"
          min={0}
          max={process.headcountGlobal}
          inputMode="numeric"
          className="input"
          defaultValue={fieldValue(fields.headcountAvailable)}
        />
        <ErrorList errors={fields.headcountAvailable.errors} />
      </div>
      <div className="sm:col-span-2">
        <label className="label" htmlFor={id("notes")}>
          Notes
        </label>
        <textarea
          id={id("notes")}
          name="notes"
          rows={3}
          maxLength={1000}
          className="input"
          defaultValue={fieldValue(fields.notes)}
        />
        <ErrorList errors={fields.notes.errors} />
      </div>
      <button type="submit" className="btn-primary justify-self-start">
        Record response
      </button>
    </ConformForm>
  );
}
