import type { ActionFunctionArgs } from "@remix-run/node";
import { USER_MESSAGES } from "~/domains/users/model";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { redirectWithToast } from "~/web/session.server";

/** Resend an invitation, or disable or enable an account (disabling after its confirmation). */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const userId = String(form.get("userId") ?? "");
  const back = new URL(request.url);
  // Back to the list as it was, without the confirmation that led here.
  back.searchParams.delete("confirm");
  back.searchParams.delete("userId");
  const to = back.pathname + back.search;
  const api = await apiClient({ request, context });
  const res =
    intent === "resend"
      ? await api.post("/user/resend-invite", { userId })
      : await api.put("/user/disable-user", { userId, disabled: intent === "disable" });
  if (!res.ok) return redirectWithToast(request, to, { type: "error", message: res.error.message });
  const message =
    intent === "resend"
      ? USER_MESSAGES.inviteResent
      : intent === "disable"
        ? USER_MESSAGES.userDisabled
        : USER_MESSAGES.userEnabled;
  return redirectWithToast(request, to, { type: "success", message });
}
