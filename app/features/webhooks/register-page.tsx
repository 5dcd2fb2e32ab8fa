import { getInputProps, useForm } from "@conform-to/react";
import { Link, useSearchParams } from "@remix-run/react";
import type { z } from "zod";
import type { webhooksAnswer } from "~/domains/webhooks/answers";
import {
  CHAT_KIND_LABELS,
  type ChatKind,
  DELIVERY_STATE_COLOURS,
  DELIVERY_STATE_LABELS,
  WEBHOOK_LABELS as L,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_LIMITS,
  type WebhookEvent,
} from "~/domains/webhooks/model";
import type { chatChannelSchema, webhookSchema } from "~/domains/webhooks/validation";
import { paths } from "~/paths";
import { Confirm } from "~/ui/confirm";
import { useDates } from "~/ui/dates";
import { ConformForm, ErrorList, Field, FormErrors, PostButton } from "~/ui/forms";
import { PageHeader } from "~/ui/page";
import { StatusBadge } from "~/ui/status-badge";
import { lastResultFor } from "~/web/form-failure";

type Register = z.output<typeof webhooksAnswer>;
type Webhook = Register["webhooks"][number];

const createdOf = (d: unknown) =>
  typeof d === "object" && d !== null && "created" in d
    ? (d as { created: { secret: string; url: string; regenerated?: boolean } }).created
    : null;

/**
 * The webhook register (issue 36 item 8): the company's webhooks with their last delivery, the form to add one
 * (its signing secret shown once, in place), and the Teams / Slack channels. Plain forms: no JavaScript needed.
 * Removing a webhook and regenerating its secret are confirmed first (?confirm=remove|regenerate&id=…).
 */
export function WebhookRegister({ data, actionData }: { data: Register; actionData: unknown }) {
  const created = createdOf(actionData);
  const [params] = useSearchParams();
  const confirm = created ? null : params.get("confirm");
  const asked = confirm ? data.webhooks.find((w) => w.id === params.get("id")) : undefined;
  // The one change being confirmed on a webhook: its removal or a new secret.
  const asking =
    confirm === "remove"
      ? { title: L.removeTitle, label: L.remove, text: L.removeText }
      : confirm === "regenerate"
        ? { title: L.regenerateTitle, label: L.regenerate, text: L.regenerateText }
        : null;
  return (
    <section className="max-w-3xl">
      <PageHeader title={L.title} back={{ to: paths.company, label: "Manage Company" }}>
        {L.intro}
      </PageHeader>
      {asked && confirm && asking ? (
        <Confirm
          title={asking.title}
          confirmLabel={asking.label}
          cancelHref={paths.webhooks}
          action={paths.webhooks}
          fields={{ intent: confirm, id: asked.id }}
        >
          <p className="mb-1 break-all font-medium">{asked.url}</p>
          <p>{asking.text}</p>
        </Confirm>
      ) : null}
      {created ? (
        <div className="card mb-6 border-green-200 bg-green-50" data-testid="webhook-secret">
          <label htmlFor="webhook-secret" className="mb-1 block text-sm font-medium">
            {L.secret} <span className="break-all font-normal text-gray-600">({created.url})</span>
          </label>
          <input
            id="webhook-secret"
            type="text"
            readOnly
            value={created.secret}
            className="input font-mono text-xs"
            aria-describedby="webhook-secret-once"
          />
          <p id="webhook-secret-once" className="mt-2 text-sm text-green-900">
            {created.regenerated ? `${L.secretReplaced} ` : ""}
            {L.secretOnce}
          </p>
        </div>
      ) : null}
      <h2 className="mb-2 text-lg font-semibold">{L.title}</h2>
      {data.webhooks.length === 0 ? <p className="mb-4 text-sm text-gray-600">{L.none}</p> : null}
      <ul className="mb-6 space-y-4">
        {data.webhooks.map((w) => (
          <WebhookRow key={w.id} webhook={w} actionData={actionData} />
        ))}
      </ul>
      {data.webhooks.length < WEBHOOK_LIMITS.perCompany ? (
        <WebhookForm intent="add" actionData={actionData} title={L.add} />
      ) : null}
      <h2 className="mb-1 mt-8 text-lg font-semibold">{L.chatTitle}</h2>
      <p className="mb-4 text-sm text-gray-600">{L.chatIntro}</p>
      <div className="space-y-4">
        {data.chat.map((c) => (
          <ChatForm key={c.kind} channel={c} actionData={actionData} />
        ))}
      </div>
    </section>
  );
}

function WebhookRow({ webhook: w, actionData }: { webhook: Webhook; actionData: unknown }) {
  const { dateTime } = useDates();
  return (
    <li className="card" data-testid="webhook">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 break-all font-medium">{w.url}</span>
        <StatusBadge
          kind="webhook"
          state={w.enabled ? "enabled" : "disabled"}
          colour={w.enabled ? "bg-green-100 text-green-800" : "bg-gray-200 text-gray-700"}
        >
          {w.enabled ? L.enabled : L.disabled}
        </StatusBadge>
      </div>
      {w.description ? <p className="mt-1 text-sm text-gray-700">{w.description}</p> : null}
      <p className="mt-2 text-sm">
        <span className="font-medium">{L.events}:</span>{" "}
        {w.events.map((e) => WEBHOOK_EVENT_LABELS[e]).join("; ")}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-sm" data-testid="webhook-last">
        <span className="font-medium">{L.lastDelivery}:</span>
        <StatusBadge kind="delivery" state={w.last.state} colour={DELIVERY_STATE_COLOURS[w.last.state]}>
          {DELIVERY_STATE_LABELS[w.last.state]}
        </StatusBadge>
        {w.last.event ? <span className="text-gray-600">{w.last.event}</span> : null}
        {w.last.at ? <span className="text-gray-600">{dateTime(w.last.at)}</span> : null}
      </div>
      {w.last.detail ? <p className="mt-1 break-words text-sm text-red-800">{w.last.detail}</p> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <PostButton intent="toggle" values={{ id: w.id, enabled: w.enabled ? "false" : "true" }}>
          {w.enabled ? L.disable : L.enable}
        </PostButton>
        <Link to={`?confirm=regenerate&id=${w.id}`} preventScrollReset className="btn-secondary no-underline">
          {L.regenerate}
        </Link>
        <Link to={`?confirm=remove&id=${w.id}`} preventScrollReset className="btn-danger no-underline">
          {L.remove}
        </Link>
      </div>
      <details className="mt-3" open={!!lastResultFor(actionData, "edit", w.id)}>
        <summary className="cursor-pointer text-sm font-medium text-primary-700">Edit</summary>
        <div className="mt-3">
          <WebhookForm intent="edit" webhook={w} actionData={actionData} />
        </div>
      </details>
    </li>
  );
}

function WebhookForm({
  intent,
  webhook,
  actionData,
  title,
}: {
  intent: "add" | "edit";
  webhook?: Webhook;
  actionData: unknown;
  title?: string;
}) {
  const [form, fields] = useForm<z.input<typeof webhookSchema>>({
    id: webhook ? `webhook-${webhook.id}` : "webhook-add",
    lastResult: lastResultFor(actionData, intent, webhook?.id),
    defaultValue: webhook
      ? { url: webhook.url, description: webhook.description, events: webhook.events }
      : undefined,
  });
  const chosen = new Set((form.initialValue?.events as WebhookEvent[] | undefined) ?? webhook?.events ?? []);
  return (
    <ConformForm form={form} className={webhook ? "" : "card"}>
      {title ? <h3 className="mb-3 font-medium">{title}</h3> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value={intent} />
      {webhook ? <input type="hidden" name="id" value={webhook.id} /> : null}
      <Field field={fields.url} label={L.url} type="url" placeholder="https://example.com/keel" />
      <Field field={fields.description} label={L.description} />
      <fieldset className="mb-4" aria-describedby={fields.events.errorId}>
        <legend className="label">{L.events}</legend>
        {WEBHOOK_EVENTS.map((e) => (
          <label key={e} className="flex items-start gap-2 py-1 text-sm">
            <input
              type="checkbox"
              name={fields.events.name}
              value={e}
              defaultChecked={chosen.has(e)}
              className="mt-1"
            />
            <span>
              {WEBHOOK_EVENT_LABELS[e]} <code className="text-xs text-gray-500">{e}</code>
            </span>
          </label>
        ))}
        <ErrorList id={fields.events.errorId} errors={fields.events.errors} />
      </fieldset>
      <button type="submit" className="btn-primary">
        {webhook ? L.save : L.add}
      </button>
    </ConformForm>
  );
}

function ChatForm({ channel, actionData }: { channel: Register["chat"][number]; actionData: unknown }) {
  const { dateTime } = useDates();
  const [form, fields] = useForm<z.input<typeof chatChannelSchema>>({
    id: `chat-${channel.kind}`,
    lastResult: lastResultFor(actionData, "saveChat", channel.kind),
  });
  const label = CHAT_KIND_LABELS[channel.kind as ChatKind];
  return (
    <div className="card" data-testid={`chat-${channel.kind}`}>
      <h3 className="mb-2 font-medium">{label}</h3>
      {channel.configured ? (
        <p className="mb-3 text-sm text-gray-700">
          {L.chatStored} {channel.host}
          {channel.updatedAt ? `, ${dateTime(channel.updatedAt)}` : ""}
        </p>
      ) : null}
      <ConformForm form={form}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="saveChat" />
        <input
          {...getInputProps(fields.kind, { type: "hidden" })}
          key={fields.kind.key}
          value={channel.kind}
        />
        <Field field={fields.url} label={`${label}: ${L.chatUrl}`} type="url" autoComplete="off" />
        <button type="submit" className="btn-primary">
          {L.chatSave}
        </button>
      </ConformForm>
      {channel.configured ? (
        <div className="mt-2">
          <PostButton intent="removeChat" values={{ kind: channel.kind }} className="btn-danger">
            {L.chatRemove}
          </PostButton>
        </div>
      ) : null}
    </div>
  );
}
