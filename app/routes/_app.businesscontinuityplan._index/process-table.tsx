import { Link } from "@remix-run/react";
import type { ExposureLevel, ProcessStatus } from "~/domains/bcp/model";
import { BCP_MESSAGES } from "~/domains/bcp/model";
import { ImpactBadge, ProcessStatusBadge } from "~/features/bcp/badges";
import { paths } from "~/paths";
import { type Column, ColumnHeads, StackedCells } from "~/ui/table";
import { SearchForm } from "./search-form";

/** A row as the table shows it: the cells of its columns and the ids its links need, nothing else. */
export type ProcessRow = {
  id: string;
  bcpId: string;
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

/** The loader's cut of an answered row: the page sends only what its cells show (issue 37). */
export const shownCells = (r: ProcessRow): ProcessRow => ({
  id: r.id,
  bcpId: r.bcpId,
  businessUnit: r.businessUnit,
  processType: r.processType,
  department: r.department,
  bcpName: r.bcpName,
  processName: r.processName,
  bcpLead: r.bcpLead,
  assignedTo: r.assignedTo,
  businessImpact: r.businessImpact,
  mad: r.mad,
  criticalProcessHeadcountAnalysis: r.criticalProcessHeadcountAnalysis,
  status: r.status,
});

const COLUMNS: Column<ProcessRow>[] = [
  { label: "Business Unit", cell: (r) => r.businessUnit },
  { label: "Process Type", cell: (r) => r.processType || "—" },
  { label: "Department", cell: (r) => r.department ?? "—" },
  { label: "BCP Name", cell: (r) => <Link to={paths.viewBcpProcess(r.bcpId, r.id)}>{r.bcpName}</Link> },
  { label: "Process Name", cell: (r) => r.processName },
  { label: "BCP Lead", cell: (r) => r.bcpLead },
  { label: "Assigned To", cell: (r) => r.assignedTo ?? "—" },
  { label: "Business Impact", cell: (r) => <ImpactBadge level={r.businessImpact} /> },
  { label: "MAD", cell: (r) => r.mad },
  { label: "Critical Process Headcount", cell: (r) => r.criticalProcessHeadcountAnalysis ?? "—" },
  { label: "Status", cell: (r) => <ProcessStatusBadge status={r.status} /> },
];

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
            <ColumnHeads
              columns={COLUMNS.map((c) => c.label)}
              className="bg-gray-50 text-left text-gray-600"
              cellClassName="px-3 py-2 font-medium"
            />
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className="border-t border-gray-100">
                  <StackedCells row={r} columns={COLUMNS} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
