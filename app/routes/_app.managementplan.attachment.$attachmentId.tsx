import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { failure } from "~/features/management-plans/views.server";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";

/** Downloads an attachment: a fresh signed, expiring URL each time, never a permanent link. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireUser({ request, context });
  const api = await apiClient({ request, context });
  const res = await api.get(`/signedUrl/managementPlanAttachments/${params.attachmentId}`);
  if (!res.ok) failure(res);
  return redirect(res.data.download.url);
}
