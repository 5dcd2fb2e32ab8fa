import { Form, Link, useRevalidator } from "@remix-run/react";
import { type ReactNode, useEffect, useState } from "react";
import type { z } from "zod";
import type { incidentMessageAnswer } from "~/domains/incident-messages/answers";
import {
  AUDIENCE_LABELS,
  AUDIENCES,
  type Audience,
  audienceSizeLabel,
  CHANNEL_LABELS,
  type Channel,
  LINK_LABELS,
  MESSAGE_LIMITS,
  MESSAGE_TEMPLATES,
  type MessageTemplate,
  NOT_SENT_LABELS,
  NOT_SENT_NOTICES,
  TALLY_FILTER,
  TALLY_LABELS,
  type Tally,
  type TallyKey,
  TEMPLATES,
} from "~/domains/incident-messages/model";
import { SMS_PREVIEW_LABELS, smsText } from "~/domains/incident-messages/sms";
import { voicePrompt } from "~/domains/incident-messages/voice";
import { ESCALATION_LABELS, ESCALATION_LIMITS } from "~/domains/incident-messages/waves";
import { paths } from "~/paths";
import { useDates } from "~/ui/dates";
import { ErrorList, FormErrors } from "~/ui/forms";

/** A message as the API answers it (its declared answer schema). */
export type MessageRow = z.output<typeof incidentMessageAnswer>;

const TALLY_TONES: Partial<Record<TallyKey, string>> = {
  safe: "bg-green-100 text-green-800",
  help: "bg-red-100 text-red-800",
  noAnswer: "bg-amber-100 text-amber-900",
};

/**
 * Sent, delivered, acknowledged, safe, need help, no answer: a zero is quiet. With `hrefFor`, each figure opens
 * the message's recipients filtered to it (issue 32 item 2).
 */
export function TallyLine({ tally, hrefFor }: { tally: Tally; hrefFor?: (key: TallyKey) => string }) {
  return (
    <dl className="flex flex-wrap gap-2 text-sm" aria-label="Tally">
      {(Object.keys(TALLY_LABELS) as TallyKey[]).map((k) => (
        <div
          key={k}
          data-tally={k}
          className={`rounded px-2 py-0.5 ${tally[k] && TALLY_TONES[k] ? TALLY_TONES[k] : "bg-gray-50 text-gray-700"}`}
        >
          <dt className="inline">{TALLY_LABELS[k]}</dt>{" "}
          <dd className="inline font-semibold">
            {hrefFor && tally[k] ? (
              <Link
                to={hrefFor(k)}
                aria-label={`${TALLY_LABELS[k]} ${tally[k]}: who`}
                className="-my-1 inline-block min-w-6 px-1 py-1 text-center underline"
              >
                {tally[k]}
              </Link>
            ) : (
              tally[k]
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** With JavaScript the tallies refresh while the page is open; without it, reloading does. */
function useLiveTally() {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && state === "idle") revalidate();
    }, 15_000);
    return () => clearInterval(timer);
  }, [revalidate, state]);
}

type Values = {
  template: string;
  subject: string;
  body: string;
  audiences: string[];
  channels: string[];
  escalateAfter?: string;
};

export function SendMessageForm({
  incidentId,
  template,
  channels,
  answerLinkSample,
  audienceSizes,
  lastSentId,
  draft,
  values,
  fields,
  error,
}: {
  incidentId: string;
  template: MessageTemplate;
  /** The channels offered (voice only where a provider places calls). */
  channels: Channel[];
  /** An SMS's answer-page link with a sample token: the preview counts it exactly. */
  answerLinkSample: string;
  /** How many each audience reaches (null: unknown). */
  audienceSizes: Record<Audience, number> | null;
  /** The newest message's id ("" before the first). */
  lastSentId: string;
  draft: { subject: string; body: string };
  values: Values | null;
  fields: Record<string, string[]>;
  error: string | null;
}) {
  const v = values ?? { template, ...draft, audiences: ["impacted_people"], channels: ["email", "sms"] };
  // The preview follows the text as it is typed (JavaScript); without it, "Preview the SMS" redraws it.
  const [body, setBody] = useState(v.body);
  useEffect(() => setBody(v.body), [v.body]);
  return (
    <section className="card mb-6" aria-labelledby="send-title">
      <h2 id="send-title" className="mb-3 font-medium">
        Send a message
      </h2>
      {/* Choosing a template reloads its text (works without JavaScript). */}
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-2">
        <input type="hidden" name="incident_id" value={incidentId} />
        <div>
          <label htmlFor="template-choice" className="label">
            Template
          </label>
          <select id="template-choice" name="template" defaultValue={template} className="input w-64">
            {TEMPLATES.map((t) => (
              <option key={t} value={t}>
                {MESSAGE_TEMPLATES[t].label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-secondary">
          Use template
        </button>
      </Form>
      {/* A new key after each send: the form starts afresh (UX review X2: it kept its ticks, and Send stayed live). */}
      <Form method="post" key={`${template} ${lastSentId}`} className="space-y-4">
        <FormErrors errors={error && Object.keys(fields).length === 0 ? [error] : null} />
        <input type="hidden" name="template" value={v.template} />
        <p className="text-sm text-gray-600">
          Each email ends with its own links:{" "}
          {MESSAGE_TEMPLATES[template].purposes.map((p) => `"${LINK_LABELS[p]}"`).join(", ")}. Each SMS
          carries one link to a page with them all.
        </p>
        <div>
          <label htmlFor="subject" className="label">
            Subject
          </label>
          <input
            id="subject"
            name="subject"
            className="input"
            defaultValue={v.subject}
            maxLength={MESSAGE_LIMITS.subject}
            aria-invalid={fields.subject ? true : undefined}
            aria-describedby={fields.subject ? "subject-error" : undefined}
          />
          <ErrorList id="subject-error" errors={fields.subject} />
        </div>
        <div>
          <label htmlFor="body" className="label">
            Message
          </label>
          <textarea
            id="body"
            name="body"
            rows={4}
            className="input"
            defaultValue={v.body}
            onChange={(e) => setBody(e.currentTarget.value)}
            maxLength={MESSAGE_LIMITS.body}
            aria-invalid={fields.body ? true : undefined}
            aria-describedby={fields.body ? "body-error" : "body-hint"}
          />
          <p id="body-hint" className="mt-1 text-xs text-gray-500">
            At most {MESSAGE_LIMITS.body} characters.
          </p>
          <ErrorList id="body-error" errors={fields.body} />
        </div>
        <SmsPreview body={body} template={template} link={answerLinkSample} />
        <CheckboxGroup
          name="audiences"
          legend="Audiences"
          options={AUDIENCES}
          labels={AUDIENCE_LABELS}
          checked={v.audiences}
          errors={fields.audiences}
          className="grid gap-1 sm:grid-cols-2"
          notes={
            audienceSizes
              ? (a) => (
                  <span
                    className={audienceSizes[a] === 0 ? "font-medium text-amber-800" : "text-gray-500"}
                    data-audience-size={audienceSizes[a]}
                  >
                    ({audienceSizeLabel(audienceSizes[a])})
                  </span>
                )
              : undefined
          }
        />
        <CheckboxGroup
          name="channels"
          legend="Channels"
          options={channels}
          labels={CHANNEL_LABELS}
          checked={v.channels}
          errors={fields.channels}
          className="flex flex-wrap gap-4"
        />
        {channels.includes("voice") ? (
          <p className="text-sm text-gray-600">
            A voice call reads the message, then asks for a key: "
            {voicePrompt(MESSAGE_TEMPLATES[template].purposes)}"
          </p>
        ) : null}
        <div>
          <label htmlFor="escalateAfter" className="label">
            {ESCALATION_LABELS.field}
          </label>
          <input
            id="escalateAfter"
            name="escalateAfter"
            type="number"
            inputMode="numeric"
            min={ESCALATION_LIMITS.min}
            max={ESCALATION_LIMITS.max}
            className="input w-32"
            defaultValue={v.escalateAfter ?? ""}
            aria-invalid={fields.escalateAfter ? true : undefined}
            aria-describedby={
              fields.escalateAfter ? "escalateAfter-error escalateAfter-hint" : "escalateAfter-hint"
            }
          />
          <p id="escalateAfter-hint" className="mt-1 text-xs text-gray-500">
            {ESCALATION_LABELS.hint}
          </p>
          <ErrorList id="escalateAfter-error" errors={fields.escalateAfter} />
        </div>
        <button type="submit" name="intent" value="send" className="btn-primary">
          Send message
        </button>
      </Form>
    </section>
  );
}

/** The SMS each person will get, and its length: one segment, with one link to a page of every answer. */
function SmsPreview({ body, template, link }: { body: string; template: MessageTemplate; link: string }) {
  const sms = smsText(body, MESSAGE_TEMPLATES[template].purposes, link);
  return (
    <section className="rounded border border-gray-200 bg-gray-50 p-3" aria-labelledby="sms-preview-title">
      <h3 id="sms-preview-title" className="text-sm font-medium">
        {SMS_PREVIEW_LABELS.title}
      </h3>
      <p
        className="mt-1 whitespace-pre-wrap break-all font-mono text-sm"
        data-testid="sms-preview"
        aria-live="polite"
      >
        {sms.text}
      </p>
      <p className="mt-1 text-xs text-gray-700" data-testid="sms-length">
        {SMS_PREVIEW_LABELS.length(sms.length)}
      </p>
      {sms.cut > 0 ? <p className="mt-1 text-xs text-amber-900">{SMS_PREVIEW_LABELS.cut(sms.cut)}</p> : null}
      <p className="mt-1 text-xs text-gray-600">{SMS_PREVIEW_LABELS.link}</p>
      <button type="submit" name="intent" value="preview" className="btn-secondary mt-2">
        {SMS_PREVIEW_LABELS.refresh}
      </button>
    </section>
  );
}

export function MessageList({
  incidentId,
  messages,
  canSend,
  notSentFor,
}: {
  incidentId: string;
  messages: MessageRow[];
  canSend: boolean;
  /** Who reads why a channel sent nothing: an administrator gets the server set-up, anyone else what it means. */
  notSentFor: "administrator" | "member";
}) {
  const dates = useDates();
  const notSent = notSentFor === "administrator" ? NOT_SENT_LABELS : NOT_SENT_NOTICES;
  useLiveTally();
  if (messages.length === 0) return <p className="text-gray-600">No message has been sent yet.</p>;
  return (
    <ul className="space-y-4" aria-label="Messages sent">
      {messages.map((m) => (
        <li key={m.id} className="card space-y-2" data-testid="message">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-medium">{m.subject}</h3>
            <span className="text-xs text-gray-500">
              {dates.dateTime(m.createdAt)} · {m.channels.map((c) => CHANNEL_LABELS[c]).join(", ")}
            </span>
          </div>
          <p className="text-sm text-gray-600">{m.audiences.map((a) => AUDIENCE_LABELS[a]).join(" · ")}</p>
          <TallyLine
            tally={m.tally}
            hrefFor={(k) => paths.messageRecipients(incidentId, m.id, { state: TALLY_FILTER[k] })}
          />
          {m.notSent.length ? (
            <ul className="text-sm text-amber-900" data-testid="not-sent">
              {m.notSent.map((c) => (
                <li key={c}>{notSent[c]}</li>
              ))}
            </ul>
          ) : null}
          <Waves message={m} />
          <div className="flex flex-wrap gap-2">
            <Link to={paths.messageRecipients(incidentId, m.id)} className="btn-secondary no-underline">
              Recipients ({m.tally.sent})
            </Link>
            {canSend && m.tally.noAnswer > 0 ? (
              <Form method="post">
                <input type="hidden" name="messageId" value={m.id} />
                <button type="submit" name="intent" value="resend" className="btn-secondary">
                  Resend to {m.tally.noAnswer} without an answer
                </button>
              </Form>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A message's escalation: its waves ("Wave 2 (voice) sent to 4 at 10:42") and the next one due. */
export function Waves({
  message: m,
}: {
  message: Pick<MessageRow, "escalateAfterMinutes" | "nextWaveAt" | "waves">;
}) {
  const dates = useDates();
  if (!m.escalateAfterMinutes && m.waves.length === 0) return null;
  return (
    <div className="text-sm text-gray-700" data-testid="waves">
      {m.escalateAfterMinutes ? <p>{ESCALATION_LABELS.every(m.escalateAfterMinutes)}</p> : null}
      {m.waves.length > 0 ? (
        <ol aria-label="Escalation waves" className="list-inside list-disc">
          {m.waves.map((w) => (
            <li key={w.number}>
              {w.refused
                ? ESCALATION_LABELS.refused(w.number, w.step, w.refused)
                : ESCALATION_LABELS.wave(w.number, w.step, w.recipients, dates.time(w.sentAt))}
            </li>
          ))}
        </ol>
      ) : null}
      {m.nextWaveAt ? (
        <p>{ESCALATION_LABELS.next(dates.time(m.nextWaveAt))}</p>
      ) : m.waves.length > 0 ? (
        <p>{ESCALATION_LABELS.stopped}</p>
      ) : null}
    </div>
  );
}

export function BackToIncident({ href }: { href: string }) {
  return (
    <Link to={href} className="btn-secondary no-underline">
      Back to the incident
    </Link>
  );
}

/** A named group of checkboxes with its errors (the audiences and the channels of a message). */
function CheckboxGroup<K extends string>({
  name,
  legend,
  options,
  labels,
  checked,
  errors,
  className,
  notes,
}: {
  name: string;
  legend: string;
  options: readonly K[];
  labels: Record<K, string>;
  checked: readonly string[];
  errors?: string[];
  className: string;
  /** Said after an option's label, inside it (a screen reader reads it with the box). */
  notes?: (option: K) => ReactNode;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={errors ? errorId : undefined}>
      <legend className="label">{legend}</legend>
      <div className={className}>
        {options.map((o) => (
          <label key={o} className="flex items-center gap-2 text-sm">
            <input type="checkbox" name={name} value={o} defaultChecked={checked.includes(o)} />
            {labels[o]}
            {notes?.(o)}
          </label>
        ))}
      </div>
      <ErrorList id={errorId} errors={errors} />
    </fieldset>
  );
}
