import { type RegisterKind, segmentOf } from "~/domains/registers/model";
import { entrySchema } from "~/domains/registers/validation";
import { paths } from "~/paths";
import type { PageArgs } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { csvImport } from "~/web/csv-upload.server";
import {
  type ActionContext,
  actionContext,
  buttonIntent,
  formIntent,
  runIntents,
} from "~/web/form-action.server";

/** The sent form, read as one kind of entry (the form does not name its register: the page's address does). */
async function entryContext(args: PageArgs, kind: RegisterKind, back: string): Promise<ActionContext> {
  await requireUser(args);
  const ctx = await actionContext(args, back);
  ctx.formData.set("kind", kind);
  return ctx;
}

const said = (answer: { message: string }) => answer.message;

/**
 * The action of a register's list page: "import" a CSV file (the report comes back on the page), or "create"
 * one entry from the add form (back to the list with a toast, or the form's errors with what was typed).
 */
export async function registerListAction(args: PageArgs, kind: RegisterKind) {
  const ctx = await entryContext(args, kind, paths.register(segmentOf(kind)));
  if (ctx.formData.get("intent") === "import")
    return csvImport(ctx.formData, (csv) => ctx.api.post("/registerEntry/import", { kind, csv }));
  return runIntents(ctx, {
    create: formIntent({
      schema: entrySchema,
      call: (api, value) => api.post("/registerEntry", value),
      ok: said,
    }),
  });
}

/** The action of an entry's page: "save" its fields, or "archive" / "restore" it (a refusal beside the button). */
export async function registerEntryAction(args: PageArgs, kind: RegisterKind, id: string) {
  const ctx = await entryContext(args, kind, paths.registerEntry(segmentOf(kind), id));
  const archive = (archived: boolean) =>
    buttonIntent({
      call: (api) => api.put(`/registerEntry/${id}/archive`, { archived }),
      ok: said,
      refusal: "row",
    });
  return runIntents(ctx, {
    save: formIntent({
      schema: entrySchema,
      call: (api, value) => api.put(`/registerEntry/${id}`, value),
      ok: said,
    }),
    archive: archive(true),
    restore: archive(false),
  });
}
