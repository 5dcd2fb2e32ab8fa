import { z } from "zod";
import { endpoint } from "~/api/endpoint.server";
import {
  chatRemovedAnswer,
  chatSavedAnswer,
  webhookCreatedAnswer,
  webhookRemovedAnswer,
  webhookSecretAnswer,
  webhooksAnswer,
  webhookToggledAnswer,
  webhookUpdatedAnswer,
} from "./answers";
import {
  createWebhook,
  listWebhooks,
  regenerateWebhookSecret,
  removeChatChannel,
  removeWebhook,
  saveChatChannel,
  setWebhookEnabled,
  updateWebhook,
} from "./service.server";
import { chatChannelSchema, chatKindSchema, webhookSchema } from "./validation";

const tag = "Webhooks";
const idParams = z.object({ id: z.string().uuid() });

/** Outbound events (issue 36 item 8): the company's signed webhooks and its Teams / Slack channels. */
export const webhookEndpoints = [
  endpoint({
    method: "get",
    path: "/webhooks",
    tag,
    summary:
      "The company's webhooks with their last delivery, and its Teams / Slack channels (never their secrets)",
    permission: "webhook.manage",
    answer: webhooksAnswer,
    handler: ({ deps, user }) => listWebhooks(deps, user),
  }),
  endpoint({
    method: "post",
    path: "/webhooks",
    tag,
    summary: "Register a webhook (https, a public address); its signing secret is answered this once",
    permission: "webhook.manage",
    status: 201,
    body: webhookSchema,
    answer: webhookCreatedAnswer,
    handler: ({ deps, user, body }) => createWebhook(deps, user, body),
  }),
  endpoint({
    method: "put",
    path: "/webhooks/{id}",
    tag,
    summary: "Change a webhook's URL, description and events (its secret stays)",
    permission: "webhook.manage",
    params: idParams,
    body: webhookSchema,
    answer: webhookUpdatedAnswer,
    handler: ({ deps, user, params, body }) => updateWebhook(deps, user, params.id, body),
  }),
  endpoint({
    method: "post",
    path: "/webhooks/{id}/enabled",
    tag,
    summary: "Enable or disable a webhook (a disabled one is sent nothing, and its queued deliveries stop)",
    permission: "webhook.manage",
    params: idParams,
    body: z.object({ enabled: z.boolean() }),
    answer: webhookToggledAnswer,
    handler: ({ deps, user, params, body }) => setWebhookEnabled(deps, user, params.id, body.enabled),
  }),
  endpoint({
    method: "post",
    path: "/webhooks/{id}/secret",
    tag,
    summary:
      "Regenerate a webhook's signing secret: the new one is answered this once, and the old one stops verifying (every delivery from now on, queued ones too, is signed with the new one)",
    permission: "webhook.manage",
    params: idParams,
    answer: webhookSecretAnswer,
    handler: ({ deps, user, params }) => regenerateWebhookSecret(deps, user, params.id),
  }),
  endpoint({
    method: "delete",
    path: "/webhooks/{id}",
    tag,
    summary: "Remove a webhook",
    permission: "webhook.manage",
    params: idParams,
    answer: webhookRemovedAnswer,
    handler: ({ deps, user, params }) => removeWebhook(deps, user, params.id),
  }),
  endpoint({
    method: "put",
    path: "/chat-channels",
    tag,
    summary:
      "Set the company's Microsoft Teams or Slack incoming webhook: incident messages are also posted there",
    permission: "webhook.manage",
    body: chatChannelSchema,
    answer: chatSavedAnswer,
    handler: ({ deps, user, body }) => saveChatChannel(deps, user, body),
  }),
  endpoint({
    method: "delete",
    path: "/chat-channels/{kind}",
    tag,
    summary: "Remove the company's Teams or Slack channel",
    permission: "webhook.manage",
    params: chatKindSchema,
    answer: chatRemovedAnswer,
    handler: ({ deps, user, params }) => removeChatChannel(deps, user, params.kind),
  }),
];
