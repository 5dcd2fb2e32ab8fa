import { entryFields, type RegisterKind, segmentOf } from "~/domains/registers/model";
import { paths } from "~/paths";
import type { PageArgs } from "~/web/api.server";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { uploadedCsv } from "~/web/csv-upload.server";
import { type ActionFailure, finishAction } from "~/web/intent-action.server";

/** What the form sent for one kind of entry (a checkbox left unticked is sent as nothing: "no"). */
function entryBody(form: FormData, kind: RegisterKind) {
  const values = Object.fromEntries(entryFields(kind).map((f) => [f, form.get(f)?.toString() ?? ""]));
  return { values, body: { ...values, kind } as { kind: RegisterKind; name: string } };
}

/**
 * The action of a register's list page: "import" a CSV file (the report comes back on the page), or "create"
 * one entry from the add form (back to the list with a toast, or the form's errors with what was typed).
 */
export async function registerListAction({ request, context }: PageArgs, kind: RegisterKind) {
  await requireUser({ request, context });
  const api = await apiClient({ request, context });
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "import") {
    const csv = await uploadedCsv(form);
    if (!csv) return { intent, id: null, message: "Choose a CSV file.", fields: {} } satisfies ActionFailure;
    const res = await api.post("/registerEntry/import", { kind, csv });
    if (!res.ok) return { intent, id: null, message: res.error.message, fields: res.error.fields ?? {} };
    return { intent, report: res.data };
  }
  const { values, body } = entryBody(form, kind);
  const res = await api.post("/registerEntry", body);
  const failure = await finishAction(
    request,
    paths.register(segmentOf(kind)),
    { intent: "create", id: null },
    res,
  );
  return failure instanceof Response ? failure : { ...failure, values };
}

/** The action of an entry's page: "save" its fields, or "archive" / "restore" it. */
export async function registerEntryAction({ request, context }: PageArgs, kind: RegisterKind, id: string) {
  await requireUser({ request, context });
  const api = await apiClient({ request, context });
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "save");
  const here = paths.registerEntry(segmentOf(kind), id);
  if (intent === "archive" || intent === "restore") {
    const res = await api.put(`/registerEntry/${id}/archive`, { archived: intent === "archive" });
    return finishAction(request, here, { intent, id }, res);
  }
  const { values, body } = entryBody(form, kind);
  const res = await api.put(`/registerEntry/${id}`, body);
  const failure = await finishAction(request, here, { intent: "save", id }, res);
  return failure instanceof Response ? failure : { ...failure, values };
}
