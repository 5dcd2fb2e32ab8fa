import { CSV_NO_FILE } from "~/domains/assets/csv";
import { failForm } from "./form-action.server";

/** The text of the CSV file sent by a multipart import form, or null when none was chosen. */
export async function uploadedCsv(form: FormData): Promise<string | null> {
  const file = form.get("file");
  if (file && typeof file !== "string" && file.size > 0) return file.text();
  const text = form.get("csv");
  return typeof text === "string" && text.trim() ? text : null;
}

/**
 * A register's CSV import, ended as every form is: the import's report on the page, or (no file chosen, or the
 * API refused the file) the "import" form's failure, status 400.
 */
export async function csvImport<R>(
  formData: FormData,
  call: (csv: string) => Promise<{ ok: true; data: R } | { ok: false; error: { message: string } }>,
) {
  const refuse = (message: string) =>
    failForm({ intent: "import" }, { status: "error", error: { "": [message] } });
  const csv = await uploadedCsv(formData);
  if (!csv) return refuse(CSV_NO_FILE);
  const res = await call(csv);
  if (!res.ok) return refuse(res.error.message);
  return { intent: "import" as const, report: res.data };
}
