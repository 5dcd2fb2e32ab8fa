import { Link } from "@remix-run/react";
import type { ExposureLevel, ProcessStatus } from "~/domains/bcp/model";
import { BCP_MESSAGES } from "~/domains/bcp/model";
import { ImpactBadge, ProcessStatusBadge } from "~/features/bcp/badges";
import { paths } from "~/paths";
import { SearchForm } from "./search-form";

export type ProcessRow = {
  id: string;
  bcpId: string;
  bcpCode: string;
  businessUnit: string | null;
  processType: string;
  department: string | null;
  bcpName: string;
  processName: string;
  bcpLead: string | null;
  assignedTo: string | null;
  businessImpact: ExposureLevel;
  mad: string;
  criticalProcessHeadcountAnalysis: number | null;
  status: ProcessStatus;
};

export function ProcessTable({ rows }: { rows: ProcessRow[] }) {
  return (
    <>
      <div className="mb-4 flex">
        <SearchForm />
      </div>
      {rows.length === 0 ? (
        <p className="card text-gray-600">{BCP_MESSAGES.dataNotFound}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
          <table className="stacked-rows min-w-full text-sm">
            <thead className="bg-gray-50 text-left text-gray-600">
              <tr>
                {[
                  "Business Unit",
                  "Process Type",
                  "Department",
                  "BCP Name",
                  "Process Name",
                  "BCP Lead",
                  "Assigned To",
                  "Business Impact",
                  "MAD",
                  "Critical Process Headcount",
                  "Status",
                ].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className="border-t border-gray-100">
                  <td data-label="Business Unit" className="px-3 py-2">
                    {r.businessUnit}
                  </td>
                  <td data-label="Process Type" className="px-3 py-2">
                    {r.processType || "—"}
                  </td>
                  <td data-label="Department" className="px-3 py-2">
                    {r.department ?? "—"}
                  </td>
                  <td data-label="BCP Name" className="px-3 py-2">
                    <Link to={paths.viewBcp(r.bcpId)}>{r.bcpName}</Link>
                  </td>
                  <td data-label="Process Name" className="px-3 py-2">
                    {r.processName}
                  </td>
                  <td data-label="BCP Lead" className="px-3 py-2">
                    {r.bcpLead}
                  </td>
                  <td data-label="Assigned To" className="px-3 py-2">
                    {r.assignedTo ?? "—"}
                  </td>
                  <td data-label="Business Impact" className="px-3 py-2">
                    <ImpactBadge level={r.businessImpact} />
                  </td>
                  <td data-label="MAD" className="px-3 py-2">
                    {r.mad}
                  </td>
                  <td data-label="Critical Process Headcount" className="px-3 py-2">
                    {r.criticalProcessHeadcountAnalysis ?? "—"}
                  </td>
                  <td data-label="Status" className="px-3 py-2">
                    <ProcessStatusBadge status={r.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
