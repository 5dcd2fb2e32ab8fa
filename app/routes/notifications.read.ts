import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import { READ_MESSAGES, readIntentSchema } from "~/domains/notifications/read-intents";
import { paths } from "~/paths";
import { MESSAGES } from "~/shared/messages";
import { safeRedirect } from "~/shared/redirect";
import { apiClient, callApi, clientHeaders } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { redirectWithToast } from "~/web/session.server";

/**
 * Marks notifications and mentions read. A plain form (no JavaScript) sends `redirectTo` and is sent back
 * there with a toast; the bell's script posts without it and gets JSON.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: readIntentSchema });
  const redirectTo = formData.get("redirectTo");
  if (submission.status !== "success") {
    if (redirectTo) {
      return redirectWithToast(request, safeRedirect(redirectTo, paths.notifications), {
        type: "error",
        message: MESSAGES.somethingWentWrong,
      });
    }
    return Response.json({ ok: false, errors: submission.error }, { status: 400 });
  }
  const api = await apiClient({ request, context });
  const value = submission.value;
  let ok = true;
  if (value.intent === "read") {
    for (const { kind, id } of value.item) {
      const res =
        kind === "mention"
          ? await api.put(`/mentions/readMention/${id}`)
          : await api.put(`/notifications/readNotification/${id}`);
      ok &&= res.ok || res.status === 404;
    }
  } else if (value.intent === "readAll") {
    // The filter rides in the query string, checked by the endpoint's query schema.
    const n = await callApi("put", "/notifications/readAllNotifications", {
      token: api.token,
      query: { filter: value.filter },
      ...clientHeaders(request),
    });
    const m = value.filter === "all" ? await api.put("/mentions/readAllMentions") : { ok: true };
    ok = n.ok && m.ok;
  } else {
    ok = (await api.put("/notifications/readEverything")).ok;
  }
  if (value.redirectTo) {
    const message = value.intent === "read" ? READ_MESSAGES.read : READ_MESSAGES.allRead;
    return redirectWithToast(request, safeRedirect(value.redirectTo, paths.notifications), {
      type: ok ? "success" : "error",
      message: ok ? message : MESSAGES.somethingWentWrong,
    });
  }
  return Response.json({ ok }, { status: ok ? 200 : 500 });
}
