/**
 * Outbound events (issue 36 item 8): the company's signed webhooks and its Teams / Slack channel, their events,
 * labels, limits and messages. Isomorphic: the API and the register page import the same lists.
 */

/** The events a webhook may subscribe to; the delivery's `event` field and `Keel-Event` header carry the name. */
export const WEBHOOK_EVENTS = [
  "incident.created",
  "incident.escalated",
  "incident.closed",
  "plan.activated",
  "mad.warning",
  "tolerance.breached",
  "answer.received",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  "incident.created": "Incident or crisis created",
  "incident.escalated": "Incident escalated to crisis",
  "incident.closed": "Incident or crisis closed (Completed or Cancelled)",
  "plan.activated": "Plan activated",
  "mad.warning": "MAD warning (50 %, 75 %, 100 %)",
  "tolerance.breached": "Impact tolerance breached",
  "answer.received": "Answer received to an incident message",
};

/** The incoming-webhook channels an incident message can be posted to. */
export const CHAT_KINDS = ["teams", "slack"] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];
export const CHAT_KIND_LABELS: Record<ChatKind, string> = {
  teams: "Microsoft Teams",
  slack: "Slack",
};

export const WEBHOOK_LIMITS = {
  /** Webhooks one company may register: each event is one delivery per webhook. */
  perCompany: 10,
  url: 500,
  description: 200,
  /** A delivery's JSON body stays under this many bytes (texts in it are cut to fit). */
  payloadBytes: 8_000,
  /** Seconds a receiver has to answer before the attempt counts as failed. */
  timeoutSeconds: 10,
} as const;

/** The headers of a delivery (docs/webhooks.md describes the signature). */
export const WEBHOOK_HEADERS = {
  signature: "Keel-Signature",
  timestamp: "Keel-Timestamp",
  event: "Keel-Event",
  delivery: "Keel-Delivery",
} as const;

/** What the outbox row of a delivery is counted by. */
export const WEBHOOK_PURPOSE_PREFIX = "webhook.";
export const CHAT_PURPOSE = "chat.message";

/** The last delivery of a webhook, as the register shows it. */
export const DELIVERY_STATES = ["none", "pending", "retrying", "delivered", "failed"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
export const DELIVERY_STATE_LABELS: Record<DeliveryState, string> = {
  none: "Nothing sent yet",
  pending: "Waiting to be sent",
  retrying: "Retrying",
  delivered: "Delivered",
  failed: "Gave up",
};
export const DELIVERY_STATE_COLOURS: Record<DeliveryState, string> = {
  none: "bg-gray-100 text-gray-700",
  pending: "bg-sky-100 text-sky-800",
  retrying: "bg-amber-100 text-amber-800",
  delivered: "bg-green-100 text-green-800",
  failed: "bg-red-100 text-red-800",
};

export const WEBHOOK_LABELS = {
  title: "Webhooks",
  intro:
    "Keel posts signed JSON to your systems when something happens in an incident. Each delivery is retried with a growing wait when your system does not answer 2xx, and given up after several attempts.",
  url: "Payload URL",
  description: "Description",
  events: "Events",
  enabled: "Enabled",
  disabled: "Disabled",
  add: "Add webhook",
  save: "Save",
  enable: "Enable",
  disable: "Disable",
  remove: "Remove",
  removeTitle: "Remove this webhook?",
  removeText:
    "Keel stops posting to this address at once; deliveries still queued for it are given up. This cannot be undone.",
  regenerate: "Regenerate secret",
  regenerateTitle: "Regenerate this webhook's signing secret?",
  regenerateText:
    "Keel signs every delivery from now on with a new secret, shown once. The old secret stops verifying at once: put the new one in your system straight away.",
  secret: "Signing secret",
  secretOnce: "Copy this secret now: it is never shown again. Keel signs every delivery with it.",
  secretReplaced: "New signing secret: the old one no longer verifies deliveries.",
  lastDelivery: "Last delivery",
  chatTitle: "Teams and Slack",
  chatIntro:
    "An incoming-webhook address of a Microsoft Teams or Slack channel: every incident message sent from Keel is also posted there (marked EXERCISE for exercises).",
  chatUrl: "Incoming-webhook URL",
  chatSave: "Save channel",
  chatRemove: "Remove channel",
  chatStored: "An address is stored (it is never shown again).",
  none: "No webhooks yet.",
} as const;

export const WEBHOOK_MESSAGES = {
  created: "Webhook added",
  updated: "Webhook saved",
  enabled: "Webhook enabled",
  disabled: "Webhook disabled",
  removed: "Webhook removed",
  secretRegenerated: "Signing secret regenerated",
  chatSaved: "Channel saved",
  chatRemoved: "Channel removed",
  tooMany: `A company may register at most ${WEBHOOK_LIMITS.perCompany} webhooks.`,
  chooseEvent: "Choose at least one event.",
  urlRequired: "Enter the URL.",
  urlInvalid: "Enter a full URL, e.g. https://example.com/keel.",
  urlHttps: "The URL must start with https://.",
  urlPrivate: "Keel does not post to private, loopback or link-local addresses.",
  urlUnresolved: "This host does not resolve.",
  tooLong: (n: number) => `At most ${n} characters.`,
} as const;

/** How the register reads a delivery's outcome. */
export const deliveryDetail = (state: DeliveryState, attempts: number, reason: string | null) =>
  state === "failed"
    ? `Gave up after ${attempts} attempt${attempts === 1 ? "" : "s"}${reason ? `: ${reason}` : ""}`
    : state === "retrying"
      ? `Attempt ${attempts} failed${reason ? `: ${reason}` : ""}; trying again`
      : null;
