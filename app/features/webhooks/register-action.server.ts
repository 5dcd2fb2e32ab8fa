import { WEBHOOK_MESSAGES as M } from "~/domains/webhooks/model";
import { chatChannelSchema, webhookSchema, webhookUpdateSchema } from "~/domains/webhooks/validation";
import type { PageArgs } from "~/web/api.server";
import { actionContext, buttonIntent, formIntent, idOf, refuse, runIntents } from "~/web/form-action.server";

const kindOf = (formData: FormData) => String(formData.get("kind") ?? "");

/**
 * The webhook register's action. "add" and "regenerate" answer the new signing secret in place (shown this once:
 * it never lands in a redirect's URL or a toast); every other form lands back on the page with a toast.
 */
export async function webhooksAction(args: PageArgs, back: string) {
  const ctx = await actionContext(args, back);
  if (ctx.formData.get("intent") === "add") {
    return formIntent({
      schema: webhookSchema,
      call: (api, value) => api.post("/webhooks", value),
      done: (answer) => ({ created: { secret: answer.secret, url: answer.webhook.url } }),
    })({ ...ctx, intent: "add" });
  }
  if (ctx.formData.get("intent") === "regenerate") {
    const res = await ctx.api.post(`/webhooks/${idOf(ctx.formData).id}/secret`);
    if (!res.ok) return refuse(ctx, res.error.message);
    return { created: { secret: res.data.secret, url: res.data.webhook.url, regenerated: true } };
  }
  return runIntents(ctx, {
    edit: formIntent({
      schema: webhookUpdateSchema,
      key: (formData) => String(formData.get("id") ?? ""),
      call: (api, { id, ...value }) => api.put(`/webhooks/${id}`, value),
      ok: M.updated,
    }),
    toggle: buttonIntent({
      call: (api, formData) =>
        api.post(`/webhooks/${idOf(formData).id}/enabled`, { enabled: formData.get("enabled") === "true" }),
      ok: (answer) => answer.message,
    }),
    remove: buttonIntent({
      call: (api, formData) => api.delete(`/webhooks/${idOf(formData).id}`),
      ok: M.removed,
    }),
    saveChat: formIntent({
      schema: chatChannelSchema,
      key: kindOf,
      call: (api, value) => api.put("/chat-channels", value),
      ok: M.chatSaved,
    }),
    removeChat: buttonIntent({
      call: (api, formData) =>
        api.delete(`/chat-channels/${kindOf(formData) === "teams" ? "teams" : "slack"}`),
      ok: M.chatRemoved,
    }),
  });
}
