import { type SubmissionResult, useForm } from "@conform-to/react";
import {
  DRILL_CHANNEL_LABELS,
  DRILL_CHANNELS,
  DRILL_LABELS,
  DRILL_SMS,
  DRILL_SUBJECT,
  drillBody,
} from "~/domains/drills/model";
import { useDates } from "~/ui/dates";
import { ConformForm, ErrorList, FormErrors } from "~/ui/forms";

/**
 * Start a roster's drill now, or at a time (entered on the company's clock). The copy is shown as it will read:
 * it says plainly that it is a test.
 */
export function StartDrillForm({
  rosterKind,
  rosterId,
  rosterLabel,
  lastResult,
}: {
  rosterKind: string;
  rosterId: string;
  rosterLabel: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm({ id: "start-drill", lastResult });
  const dates = useDates();
  const sent = lastResult?.initialValue as { channels?: string[] | string } | undefined;
  const checked = sent ? [sent.channels ?? []].flat() : ["email", "sms"];
  return (
    <ConformForm form={form} className="card space-y-4">
      <input type="hidden" name="intent" value="start" />
      <input type="hidden" name="rosterKind" value={rosterKind} />
      <input type="hidden" name="rosterId" value={rosterId} />
      <FormErrors id={form.errorId} errors={[...(form.errors ?? []), ...(fields.rosterId.errors ?? [])]} />
      <section
        className="rounded-md border border-gray-200 bg-gray-50 p-3 text-sm"
        aria-label="What people receive"
      >
        <p className="font-medium">{DRILL_SUBJECT}</p>
        <p className="mt-1">{drillBody(rosterLabel)}</p>
        <p className="mt-1 text-gray-600">SMS: "{DRILL_SMS} …"</p>
      </section>
      <fieldset aria-describedby={fields.channels.errors ? fields.channels.errorId : undefined}>
        <legend className="label">Channels</legend>
        <div className="flex flex-wrap gap-4">
          {DRILL_CHANNELS.map((c) => (
            <label key={c} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="channels" value={c} defaultChecked={checked.includes(c)} />
              {DRILL_CHANNEL_LABELS[c]}
            </label>
          ))}
        </div>
        <ErrorList id={fields.channels.errorId} errors={fields.channels.errors} />
      </fieldset>
      <div>
        <label className="label" htmlFor="drill-when">
          {DRILL_LABELS.when} ({dates.zone})
        </label>
        <input
          id="drill-when"
          name="scheduledFor"
          type="datetime-local"
          className="input max-w-xs"
          defaultValue={
            typeof fields.scheduledFor.initialValue === "string" ? fields.scheduledFor.initialValue : ""
          }
          aria-invalid={fields.scheduledFor.errors ? true : undefined}
          aria-describedby={fields.scheduledFor.errors ? fields.scheduledFor.errorId : undefined}
        />
        <ErrorList id={fields.scheduledFor.errorId} errors={fields.scheduledFor.errors} />
      </div>
      <button type="submit" className="btn-primary">
        {DRILL_LABELS.start}
      </button>
    </ConformForm>
  );
}
