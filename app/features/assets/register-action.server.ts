import { assetSchema, personSchema } from "~/domains/assets/validation";
import type { PageArgs } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { csvImport } from "~/web/csv-upload.server";
import { actionContext, buttonIntent, formIntent, type Intent, runIntents } from "~/web/form-action.server";

const saidByApi = (answer: { message: string }) => answer.message;

/** A register page: where to come back to, and its collection's API path. */
type Register = { page: string; api: "/asset" | "/people" };

/** A register's add form: its fields' schema, posted to the collection. */
function createIntent(register: Register): Intent {
  return register.api === "/asset"
    ? formIntent({ schema: assetSchema, call: (api, value) => api.post("/asset", value), ok: saidByApi })
    : formIntent({ schema: personSchema, call: (api, value) => api.post("/people", value), ok: saidByApi });
}

/**
 * The action of a register page (assets, people): "import" a CSV, "delete" one row, or "create" one with the
 * page's add form. `page` is where to come back to; `api` the collection's API path.
 */
export async function registerAction({ request, context }: PageArgs, register: Register) {
  const { page, api: base } = register;
  await requireUser({ request, context });
  const ctx = await actionContext({ request, context }, page);
  if (ctx.formData.get("intent") === "import")
    return csvImport(ctx.formData, (csv) => ctx.api.post(`${base}/import`, { csv }));
  return runIntents(ctx, {
    create: createIntent(register),
    delete: buttonIntent({
      call: (api, f) => api.delete(`${base}/${encodeURIComponent(String(f.get("id") ?? ""))}`),
      ok: saidByApi,
    }),
  });
}
