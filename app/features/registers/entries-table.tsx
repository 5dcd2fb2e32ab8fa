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
import { ListTable } from "~/ui/table";

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
export function EntryMarks({ entry }: { entry: Pick<RegisterEntry, "fromPlan" | "archived"> }) {
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

/** A row of a register's list: what the table shows of an entry, and no more (the page sends only this). */
export type EntryRow = Pick<RegisterEntry, "id" | "name" | "fromPlan" | "archived"> & { cells: string[] };

/** The rows of a register's list, with the columns of its kind (built by the loader). */
export function entryRows(kind: RegisterKind, entries: RegisterEntry[]): EntryRow[] {
  const columns = COLUMNS[kind];
  return entries.map((e) => ({
    id: e.id,
    name: e.name,
    fromPlan: e.fromPlan,
    archived: e.archived,
    cells: columns.map((c) => c.cell(e)),
  }));
}

/** One register's entries as a table: the name links to the entry's page. */
export function EntriesTable({ kind, rows, label }: { kind: RegisterKind; rows: EntryRow[]; label: string }) {
  const columns = COLUMNS[kind];
  return (
    <ListTable
      label={label}
      rows={rows}
      columns={[
        {
          label: nameLabel(kind),
          className: "font-medium",
          cell: (e) => (
            <>
              <Link to={paths.registerEntry(segmentOf(kind), e.id)}>{e.name}</Link>
              <EntryMarks entry={e} />
            </>
          ),
        },
        ...columns.map((c, i) => ({ label: c.label, cell: (e: EntryRow) => e.cells[i] })),
      ]}
    />
  );
}
