import { Form, Link } from "@remix-run/react";
import type { z } from "zod";
import type { recipientListAnswer } from "~/domains/incident-messages/answers";
import {
  CHANNEL_LABELS,
  HELP_LABELS,
  RECIPIENT_STATE_LABELS,
  RECIPIENT_STATES,
  type RecipientState,
} from "~/domains/incident-messages/model";
import { paths } from "~/paths";
import { telHref } from "~/shared/phone";
import { useDates } from "~/ui/dates";
import { FilterForm, FilterSelect } from "~/ui/filter-form";

type RecipientList = z.output<typeof recipientListAnswer>;

export const RECIPIENT_STATE_TONES: Record<RecipientState, string> = {
  help: "bg-red-100 text-red-800",
  safe: "bg-green-100 text-green-800",
  acknowledged: "bg-green-50 text-green-800",
  failed: "bg-red-50 text-red-800",
  delivered: "bg-gray-100 text-gray-700",
  noAnswer: "bg-amber-100 text-amber-900",
};

function Badge({ state }: { state: RecipientState }) {
  return <span className={`badge ${RECIPIENT_STATE_TONES[state]}`}>{RECIPIENT_STATE_LABELS[state]}</span>;
}

/** The state filter: a GET form, so it works without JavaScript. */
function StateFilter({ incidentId, list }: { incidentId: string; list: RecipientList }) {
  return (
    <FilterForm submit={{ text: "Filter" }}>
      <input type="hidden" name="incident_id" value={incidentId} />
      <input type="hidden" name="message_id" value={list.message.id} />
      <FilterSelect
        name="state"
        label="State"
        value={list.state ?? ""}
        all="Everyone"
        options={RECIPIENT_STATES.map((s) => ({ value: s, label: RECIPIENT_STATE_LABELS[s] }))}
        className="input w-56"
      />
    </FilterForm>
  );
}

function Pages({ incidentId, list }: { incidentId: string; list: RecipientList }) {
  const at = (page: number) =>
    paths.messageRecipients(incidentId, list.message.id, { state: list.state, page });
  return (
    <nav aria-label="Pages" className="mt-3 flex flex-wrap items-center gap-3 text-sm">
      {list.page > 1 ? <Link to={at(list.page - 1)}>Previous</Link> : null}
      <span>
        {list.pages > 1 ? `Page ${list.page} of ${list.pages} · ` : ""}
        {list.total} in all
      </span>
      {list.page < list.pages ? <Link to={at(list.page + 1)}>Next</Link> : null}
    </nav>
  );
}

/** A message's recipients by name: state, delivery, channels, phone, with "call" and "resend to this person". */
export function RecipientList({
  incidentId,
  list,
  canResend,
}: {
  incidentId: string;
  list: RecipientList;
  canResend: boolean;
}) {
  const dates = useDates();
  return (
    <section className="card" aria-labelledby="recipients-title">
      <h2 id="recipients-title" className="mb-1 font-medium">
        {list.message.subject}
      </h2>
      <p className="mb-3 text-sm text-gray-600">Sent {dates.dateTime(list.message.createdAt)}</p>
      <StateFilter incidentId={incidentId} list={list} />
      {list.recipients.length === 0 ? (
        <p className="text-gray-600">Nobody in this state.</p>
      ) : (
        <ul className="divide-y divide-gray-100" aria-label="Recipients">
          {list.recipients.map((r) => (
            <li
              key={r.id}
              data-testid="recipient"
              className={`flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm ${r.state === "help" && !r.calledBackAt ? "bg-red-50" : ""}`}
            >
              <span className="min-w-40 font-medium">{r.name}</span>
              <Badge state={r.state} />
              {r.delivery ? <Badge state={r.delivery} /> : null}
              <span className="text-gray-600">
                {r.channels.map((c) => CHANNEL_LABELS[c]).join(", ") || "Queued"}
              </span>
              <span className="text-gray-600">{r.phone ?? r.email ?? HELP_LABELS.noPhone}</span>
              <span className="ml-auto flex flex-wrap gap-2">
                {r.phone ? (
                  <a href={telHref(r.phone)} className="btn-secondary no-underline">
                    {HELP_LABELS.call}
                    <span className="sr-only"> {r.name}</span>
                  </a>
                ) : null}
                {canResend && r.state === "noAnswer" ? (
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="recipientId" value={r.id} />
                    <button type="submit" name="intent" value="resend" className="btn-secondary">
                      {HELP_LABELS.resend}
                      <span className="sr-only"> {r.name}</span>
                    </button>
                  </Form>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Pages incidentId={incidentId} list={list} />
    </section>
  );
}
