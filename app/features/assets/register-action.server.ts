import type { PageArgs } from "~/web/api.server";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { uploadedCsv } from "~/web/csv-upload.server";
import { type ActionFailure, finishAction } from "~/web/intent-action.server";

/**
 * The action of a register page (assets, people): "import" a CSV, "delete" one row, or create one from the
 * add form's `fields`. `page` is where to come back to; `api` the collection's API path (`/asset`, `/people`).
 */
export async function registerAction(
  { request, context }: PageArgs,
  { page, api: base, fields }: { page: string; api: "/asset" | "/people"; fields: readonly string[] },
) {
  await requireUser({ request, context });
  const api = await apiClient({ request, context });
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "import") {
    const csv = await uploadedCsv(form);
    if (!csv) return { intent, id: null, message: "Choose a CSV file.", fields: {} } satisfies ActionFailure;
    const res = await api.post(`${base}/import`, { csv });
    if (!res.ok) return { intent, id: null, message: res.error.message, fields: res.error.fields ?? {} };
    return { intent, report: res.data };
  }
  if (intent === "delete") {
    const id = String(form.get("id"));
    return finishAction(request, page, { intent, id }, await api.delete(`${base}/${id}`));
  }
  const body = Object.fromEntries(fields.map((f) => [f, form.get(f)?.toString() ?? ""]));
  const res = await api.post(base, body);
  const failure = await finishAction(request, page, { intent: "create", id: null }, res);
  return failure instanceof Response ? failure : { ...failure, values: body };
}
