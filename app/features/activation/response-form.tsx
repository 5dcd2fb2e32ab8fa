import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { z } from "zod";
import type { ActivatedProcessView } from "~/domains/activation/model";
import type { responseSchema } from "~/domains/activation/validation";
import {
  CONTROL_STATUSES,
  RESPONSE_STRATEGY_LABELS,
  RESPONSE_STRATEGY_TYPES,
  STRATEGY_STATUSES,
} from "~/shared/response-lists";
import { ErrorList } from "~/ui/forms";

/** One status check of one activated process: a plain form, works without JavaScript. */
export function ResponseForm({
  process,
  lastResult,
}: {
  process: ActivatedProcessView;
  lastResult?: SubmissionResult<string[]>;
}) {
  const last = process.latestResponse;
  const [form, fields] = useForm<z.input<typeof responseSchema>>({
    id: `response-${process.id}`,
    lastResult,
  });
  const id = (name: string) => `${process.id}-${name}`;
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      noValidate
      className="grid gap-3 sm:grid-cols-2"
      aria-label={`Response for ${process.name}`}
    >
      <input type="hidden" name="intent" value="respond" />
      <input type="hidden" name="activationProcessId" value={process.id} />
      <ErrorList errors={form.errors} />
      <div>
        <label className="label" htmlFor={id("control")}>
          Control status
        </label>
        <select
          id={id("control")}
          name="controlStatus"
          className="input"
          defaultValue={last?.controlStatus ?? ""}
        >
          <option value="">—</option>
          {CONTROL_STATUSES.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
        <ErrorList errors={fields.controlStatus.errors} />
      </div>
      <div>
        <label className="label" htmlFor={id("strategy")}>
          Strategy in use
        </label>
        <select id={id("strategy")} name="strategy" className="input" defaultValue={last?.strategy ?? ""}>
          <option value="">—</option>
          {RESPONSE_STRATEGY_TYPES.map((s) => (
            <option key={s} value={s}>
              {RESPONSE_STRATEGY_LABELS[s]}
            </option>
          ))}
        </select>
        <ErrorList errors={fields.strategy.errors} />
      </div>
      <div>
        <label className="label" htmlFor={id("strategyStatus")}>
          Strategy status
        </label>
        <select
          id={id("strategyStatus")}
          name="strategyStatus"
          className="input"
          defaultValue={last?.strategyStatus ?? ""}
        >
          <option value="">—</option>
          {STRATEGY_STATUSES.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
        <ErrorList errors={fields.strategyStatus.errors} />
      </div>
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
          defaultValue={last?.headcountAvailable ?? ""}
        />
        <ErrorList errors={fields.headcountAvailable.errors} />
      </div>
      <div className="sm:col-span-2">
        <label className="label" htmlFor={id("notes")}>
          Notes
        </label>
        <textarea id={id("notes")} name="notes" rows={3} maxLength={1000} className="input" />
      </div>
      <button type="submit" className="btn-primary justify-self-start">
        Record response
      </button>
    </Form>
  );
}
