import type { PageArgs } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { csvImport } from "~/web/csv-upload.server";
import { actionContext, buttonIntent, type Intent, runIntents } from "~/web/form-action.server";

/**
 * The action of a register page (assets, people): "import" a CSV, "delete" one row, or "create" one with the
 * page's add form (its `create` intent). `page` is where to come back to; `api` the collection's API path.
 */
export async function registerAction(
  { request, context }: PageArgs,
  { page, api: base, create }: { page: string; api: "/asset" | "/people"; create: Intent },
) {
  await requireUser({ request, context });
  const ctx = await actionContext({ request, context }, page);
  if (ctx.formData.get("intent") === "import")
    return csvImport(ctx.formData, (csv) => ctx.api.post(`${base}/import`, { csv }));
  return runIntents(ctx, {
    create,
    delete: buttonIntent({
      call: (api, f) => api.delete(`${base}/${encodeURIComponent(String(f.get("id") ?? ""))}`),
      ok: (answer) => answer.message,
    }),
  });
}
