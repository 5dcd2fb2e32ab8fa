import { Form } from "@remix-run/react";

export interface ImportReport {
  created: number;
  failed: number;
  message: string;
  errors: { line: number; field: string; message: string }[];
}

/** Upload a CSV file (works without JavaScript: a plain multipart form), with the template's header line. */
export function CsvImportForm({ template, label }: { template: string; label: string }) {
  return (
    <Form method="post" encType="multipart/form-data" className="card" aria-label={label}>
      <input type="hidden" name="intent" value="import" />
      <h2 className="mb-2 font-medium">{label}</h2>
      <p className="mb-2 text-xs text-gray-600">
        First line: <code className="break-all">{template.trim()}</code>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="csv-file" className="sr-only">
          CSV file
        </label>
        <input id="csv-file" name="file" type="file" accept=".csv,text/csv" required className="text-sm" />
        <button type="submit" className="btn-secondary">
          Import
        </button>
      </div>
    </Form>
  );
}

/** The outcome of an import: how many rows went in, and each bad row by its line in the file. */
export function ImportReportView({ report }: { report: ImportReport }) {
  return (
    <div
      role="status"
      className={`card mb-4 ${report.failed ? "border-orange-300" : "border-green-300"}`}
      data-testid="import-report"
    >
      <p className="font-medium">{report.message}</p>
      {report.errors.length > 0 ? (
        <table className="mt-2 w-full text-left text-sm" aria-label="Rows not imported">
          <thead>
            <tr className="border-b text-gray-500">
              <th className="py-1 pr-4">Line</th>
              <th className="py-1 pr-4">Column</th>
              <th className="py-1">Problem</th>
            </tr>
          </thead>
          <tbody>
            {report.errors.map((e) => (
              <tr key={`${e.line}-${e.field}`} className="border-b last:border-0">
                <td className="py-1 pr-4">Line {e.line}</td>
                <td className="py-1 pr-4">{e.field}</td>
                <td className="py-1">{e.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
