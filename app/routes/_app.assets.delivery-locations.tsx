import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { csvTemplate } from "~/domains/assets/csv";
import { LOCATION_CSV_COLUMNS } from "~/domains/bcp/location-csv";
import { CsvImportForm, type ImportReport, ImportReportView } from "~/features/assets/csv-import";
import { paths } from "~/paths";
import { FormErrors } from "~/ui/forms";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import { requirePermission, requireUser } from "~/web/auth.server";
import { uploadedCsv } from "~/web/csv-upload.server";

export const meta: MetaFunction = () => [{ title: "Import delivery locations · Keel" }];

const TEMPLATE = csvTemplate(LOCATION_CSV_COLUMNS);

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Only those who may change plans (bcp.manage) import their delivery locations; the API checks each plan's scope.
  await requirePermission({ request, context }, "bcp.manage");
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  const api = await apiClient({ request, context });
  const csv = await uploadedCsv(await request.formData());
  if (!csv) return { error: "Choose a CSV file." };
  const res = await api.post("/bcpProcess/locations/import", { csv });
  if (!res.ok) return { error: res.error.fields?.csv?.[0] ?? res.error.message };
  return { report: res.data };
}

/** Delivery locations from a spreadsheet: which process of which plan is delivered at which register site. */
export default function DeliveryLocationsImport() {
  const result = useActionData<typeof action>() as { report?: ImportReport; error?: string } | undefined;
  return (
    <section className="max-w-3xl space-y-4">
      <PageHeader title="Import delivery locations" back={{ to: paths.assets, label: "All assets" }}>
        One row per process and site: the plan (its name or code), the process, the site as named in the
        register, and optionally the head count there. If any row is wrong, nothing is imported and each error
        is listed by line.
      </PageHeader>
      {result?.error ? <FormErrors errors={[result.error]} /> : null}
      {result?.report ? <ImportReportView report={result.report} /> : null}
      <CsvImportForm template={TEMPLATE} label="Import delivery locations from CSV" />
    </section>
  );
}
