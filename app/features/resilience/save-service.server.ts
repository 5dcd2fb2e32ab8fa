import { parseWithZod } from "@conform-to/zod/v4";
import { businessServiceSchema } from "~/domains/resilience/validation";
import { paths } from "~/paths";
import type { PageArgs } from "~/web/api.server";
import { apiClient } from "~/web/api.server";
import { replyWithApiError } from "~/web/form-reply.server";
import { redirectWithToast } from "~/web/session.server";

/**
 * The one action of the new and edit pages: the form is checked with the API's own schema (each message on its
 * field, the input kept), then saved; success goes to the service with the API's message.
 */
export async function saveService(page: PageArgs, serviceId?: string) {
  const { request } = page;
  const submission = parseWithZod(await request.formData(), { schema: businessServiceSchema });
  if (submission.status !== "success") return submission.reply();
  const api = await apiClient(page);
  const res = serviceId
    ? await api.put(`/businessService/${serviceId}`, submission.value)
    : await api.post("/businessService", submission.value);
  if (!res.ok) return replyWithApiError(submission, res.error);
  return redirectWithToast(request, paths.businessService(res.data.id), {
    type: "success",
    message: res.data.message,
  });
}
