/** The text of the CSV file sent by a multipart import form, or null when none was chosen. */
export async function uploadedCsv(form: FormData): Promise<string | null> {
  const file = form.get("file");
  if (file && typeof file !== "string" && file.size > 0) return file.text();
  const text = form.get("csv");
  return typeof text === "string" && text.trim() ? text : null;
}
