import { Form, useActionData } from "@remix-run/react";
import type { z } from "zod";
import type { helpRequestAnswer } from "~/domains/incident-messages/answers";
import { HELP_LABELS, HELP_LIMITS } from "~/domains/incident-messages/model";
import { telHref } from "~/shared/phone";
import { useDates } from "~/ui/dates";
import { ErrorList } from "~/ui/forms";
import { failureFor, messageOf } from "~/web/form-failure";

type HelpRequest = z.output<typeof helpRequestAnswer>;

/**
 * Who answered "I need help" and has not been called back (issue 32 item 1): first on the incident, in red, with
 * their phone and site, until a responder records the call-back (with a note) here.
 */
export function HelpPanel({ requests, canCallBack }: { requests: HelpRequest[]; canCallBack: boolean }) {
  const dates = useDates();
  const actionData = useActionData();
  if (requests.length === 0) return null;
  return (
    <section
      aria-labelledby="help-title"
      className="mb-4 rounded-lg border-2 border-red-600 bg-red-50 p-4 text-red-900"
      data-testid="help-requests"
    >
      <h2 id="help-title" className="mb-2 text-lg font-semibold">
        {HELP_LABELS.title} ({requests.length})
      </h2>
      <ul className="space-y-3">
        {requests.map((r) => {
          const failure = failureFor(actionData, "calledBack", r.id);
          const error = failure ? messageOf(failure, "note") : "";
          const noteId = `note-${r.id}`;
          return (
            <li
              key={r.id}
              className="border-t border-red-200 pt-2 first:border-0 first:pt-0"
              data-testid="help-request"
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <strong>{r.name}</strong>
                {r.phone ? (
                  <a href={telHref(r.phone)} className="font-semibold text-red-800 underline">
                    {r.phone}
                  </a>
                ) : (
                  <span>{HELP_LABELS.noPhone}</span>
                )}
                <span>{r.site ?? HELP_LABELS.noSite}</span>
                <span className="text-sm">
                  {dates.dateTime(r.helpAt)} · {HELP_LABELS.told(r.told)}
                </span>
              </div>
              {canCallBack ? (
                <Form method="post" preventScrollReset className="mt-2 flex flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value="calledBack" />
                  <input type="hidden" name="recipientId" value={r.id} />
                  <div className="min-w-0 flex-1">
                    <label htmlFor={noteId} className="label text-red-900">
                      {HELP_LABELS.note} <span className="sr-only">for {r.name}</span>
                    </label>
                    <input
                      id={noteId}
                      name="note"
                      className="input"
                      maxLength={HELP_LIMITS.note}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${noteId}-error` : undefined}
                    />
                    <ErrorList id={`${noteId}-error`} errors={error ? [error] : undefined} />
                  </div>
                  <button type="submit" className="btn-primary">
                    {HELP_LABELS.calledBack}
                    <span className="sr-only"> {r.name}</span>
                  </button>
                </Form>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
