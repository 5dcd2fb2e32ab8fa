/** What the webhooks API answers (the presenters' contract). Isomorphic. */
import { z } from "zod";
import { isoTime } from "~/shared/answers";
import { CHAT_KINDS, DELIVERY_STATES, WEBHOOK_MESSAGES as M, WEBHOOK_EVENTS } from "./model";

const webhook = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  createdAt: isoTime,
});

const lastDelivery = z.object({
  state: z.enum(DELIVERY_STATES),
  event: z.string().nullable(),
  at: isoTime.nullable(),
  attempts: z.number(),
  detail: z.string().nullable(),
});

export const webhooksAnswer = z.object({
  webhooks: z.array(webhook.extend({ last: lastDelivery })),
  chat: z.array(
    z.object({
      kind: z.enum(CHAT_KINDS),
      configured: z.boolean(),
      host: z.string().nullable(),
      updatedAt: isoTime.nullable(),
    }),
  ),
});

/** A new webhook: its signing secret, shown this once. */
export const webhookCreatedAnswer = z.object({ webhook, secret: z.string(), message: z.literal(M.created) });
/** A webhook's regenerated signing secret, shown this once. */
export const webhookSecretAnswer = z.object({
  webhook,
  secret: z.string(),
  message: z.literal(M.secretRegenerated),
});
export const webhookUpdatedAnswer = z.object({ webhook, message: z.literal(M.updated) });
export const webhookToggledAnswer = z.object({ webhook, message: z.enum([M.enabled, M.disabled]) });
export const webhookRemovedAnswer = z.object({ message: z.literal(M.removed) });
export const chatSavedAnswer = z.object({ message: z.literal(M.chatSaved) });
export const chatRemovedAnswer = z.object({ message: z.literal(M.chatRemoved) });
