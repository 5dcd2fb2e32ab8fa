import { type SubmissionResult, useForm } from "@conform-to/react";
import type { z } from "zod";
import type { injectsAnswer } from "~/domains/exercises/answers";
import { INJECT_STATUS_COLOURS, INJECT_TEXT_MAX, INJECT_LABELS as L } from "~/domains/exercises/model";
import type { injectSchema } from "~/domains/exercises/validation";
import { useDates } from "~/ui/dates";
import { Field, PostButton } from "~/ui/forms";
import { StatusBadge } from "~/ui/status-badge";
import { TitledForm } from "./titled-form";

type Inject = z.output<typeof injectsAnswer>["injects"][number];

/** Schedules one timed inject: a local time on the company's clock and what happens then. */
export function InjectForm({
  timezone,
  lastResult,
}: {
  timezone: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm<z.input<typeof injectSchema>>({ lastResult });
  return (
    <TitledForm form={form} title={L.schedule} intent="schedule">
      <div className="grid gap-x-4 sm:grid-cols-[14rem_1fr]">
        <Field field={fields.time} label={L.time} type="datetime-local" hint={L.timeHint(timezone)} />
        <Field
          field={fields.text}
          label={L.text}
          hint={`${L.textHint} At most ${INJECT_TEXT_MAX} characters.`}
        />
      </div>
    </TitledForm>
  );
}

/** The exercise's injects, soonest first: when, what, and whether it is still to come, posted or skipped. */
export function InjectList({ injects, canCancel }: { injects: Inject[]; canCancel: boolean }) {
  const { dateTime } = useDates();
  if (injects.length === 0) return <p className="card text-gray-600">{L.none}</p>;
  return (
    <ul className="space-y-3">
      {injects.map((i) => (
        <li key={i.id} className="card" data-testid="inject">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <p className="min-w-0 break-words font-medium">
              <time dateTime={i.dueAt}>{dateTime(i.dueAt)}</time> · {i.text}
            </p>
            <StatusBadge kind="inject-status" colour={INJECT_STATUS_COLOURS[i.status]}>
              {i.status}
            </StatusBadge>
          </div>
          <p className="mt-1 text-sm text-gray-600">
            {i.createdBy ? `Scheduled by ${i.createdBy}` : null}
            {i.postedAt ? ` · ${L.postedAt} ${dateTime(i.postedAt)}` : null}
          </p>
          {canCancel && i.status === "Scheduled" ? (
            <div className="mt-2">
              <PostButton intent="cancel" values={{ injectId: i.id }}>
                {L.cancel}
              </PostButton>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
