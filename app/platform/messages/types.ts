/** Message vocabulary shared by the outbox, its worker and the outbox screen (isomorphic: no `.server`). */

export const MESSAGE_CHANNELS = ["email", "sms", "voice", "webhook", "chat"] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
/** The channels that reach people (and count against a company's daily quota); webhooks and chat reach systems. */
export const PEOPLE_CHANNELS = ["email", "sms", "voice"] as const satisfies readonly MessageChannel[];

export const MESSAGE_STATUSES = ["queued", "sent", "delivered", "failed"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  queued: "Queued",
  sent: "Sent",
  delivered: "Delivered",
  failed: "Failed",
};

export const MESSAGE_CHANNEL_LABELS: Record<MessageChannel, string> = {
  email: "Email",
  sms: "SMS",
  voice: "Voice",
  webhook: "Webhook",
  chat: "Teams / Slack",
};
