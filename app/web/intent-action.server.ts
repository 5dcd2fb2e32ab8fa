import type { ActionFailure } from "./action-failure";
import type { ApiResult } from "./api.server";
import { redirectWithToast } from "./session.server";

export type { ActionFailure };

/**
 * Ends a page action: on success back to `to` with the API's success message as a toast
 * (works without JavaScript), otherwise the API's errors for the form that was sent.
 */
export async function finishAction(
  request: Request,
  to: string,
  form: { intent: string; id: string | null },
  res: ApiResult<unknown>,
): Promise<Response | ActionFailure> {
  if (res.ok) {
    const message = (res.data as { message?: string } | null)?.message ?? "Saved.";
    return redirectWithToast(request, to, { type: "success", message });
  }
  return { ...form, message: res.error.message, fields: res.error.fields ?? {} };
}
