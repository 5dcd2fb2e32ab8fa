import { Link } from "@remix-run/react";
import type { z } from "zod";
import type { registerEntryAnswer } from "~/domains/registers/answers";
import {
  CRITICALITY_LABELS,
  FROM_PLAN_LABEL,
  HOSTING_LABELS,
  FIELD_LABELS as L,
  nameLabel,
  type RegisterKind,
  SUBSTITUTABILITY_LABELS,
  segmentOf,
} from "~/domains/registers/model";
import { paths } from "~/paths";

export type RegisterEntry = z.output<typeof registerEntryAnswer>;

type Column = { label: string; cell: (e: RegisterEntry) => string };

/** The columns a register's list shows beside the name, per kind (the entry's page shows every field). */
const COLUMNS: Record<RegisterKind, Column[]> = {
  application: [
    { label: L.owner, cell: (e) => e.owner ?? "" },
    { label: L.vendor, cell: (e) => e.vendor ?? "" },
    { label: L.hosting, cell: (e) => (e.hosting ? HOSTING_LABELS[e.hosting] : "") },
    { label: "RTO", cell: (e) => e.rtoText },
    { label: "RPO", cell: (e) => e.rpoText },
    { label: L.criticality, cell: (e) => (e.criticality ? CRITICALITY_LABELS[e.criticality] : "") },
  ],
  supplier: [
    { label: L.lei, cell: (e) => e.lei ?? "" },
    { label: L.country, cell: (e) => e.country ?? "" },
    { label: L.services, cell: (e) => e.services ?? "" },
    { label: "Contract end", cell: (e) => e.contractEnd ?? "" },
    {
      label: L.substitutability,
      cell: (e) => (e.substitutability ? SUBSTITUTABILITY_LABELS[e.substitutability] : ""),
    },
    { label: "Critical function", cell: (e) => (e.supportsCriticalFunction ? "Yes" : "No") },
  ],
  equipment: [
    { label: L.owner, cell: (e) => e.owner ?? "" },
    { label: L.siteId, cell: (e) => e.site?.name ?? "" },
  ],
  record: [
    { label: L.owner, cell: (e) => e.owner ?? "" },
    { label: L.siteId, cell: (e) => e.site?.name ?? "" },
  ],
  other: [{ label: L.owner, cell: (e) => e.owner ?? "" }],
};

/** What marks an entry in a list: to review (made from a plan's free text), archived. */
export function EntryMarks({ entry }: { entry: RegisterEntry }) {
  return (
    <>
      {entry.fromPlan ? (
        <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
          {FROM_PLAN_LABEL}
        </span>
      ) : null}
      {entry.archived ? (
        <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">Archived</span>
      ) : null}
    </>
  );
}

/** One register's entries as a table: the name links to the entry's page. */
export function EntriesTable({
  kind,
  entries,
  label,
}: {
  kind: RegisterKind;
  entries: RegisterEntry[];
  label: string;
}) {
  const columns = COLUMNS[kind];
  return (
    <table className="w-full text-left text-sm" aria-label={label}>
      <thead>
        <tr className="border-b text-gray-500">
          <th className="py-2 pr-4">{nameLabel(kind)}</th>
          {columns.map((c) => (
            <th key={c.label} className="py-2 pr-4">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e.id} className="border-b last:border-0">
            <td className="py-2 pr-4 font-medium">
              <Link to={paths.registerEntry(segmentOf(kind), e.id)}>{e.name}</Link>
              <EntryMarks entry={e} />
            </td>
            {columns.map((c) => (
              <td key={c.label} className="py-2 pr-4">
                {c.cell(e)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
