import type { ReactNode } from "react";

/** A table's column headings: one row of `scope="col"` cells, each drawn with `cellClassName`. */
export function ColumnHeads({
  columns,
  className,
  cellClassName = "px-3 py-2",
}: {
  columns: readonly string[];
  className: string;
  cellClassName?: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((h) => (
          <th key={h} scope="col" className={cellClassName}>
            {h}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * A list drawn as a table in a card, with its column headings; when it has no rows, the card says so (`empty`)
 * instead. `children`: the body's rows.
 */
export function CardTable({
  isEmpty,
  empty,
  label,
  columns,
  children,
}: {
  isEmpty: boolean;
  empty: ReactNode;
  /** The table's accessible name, when the page has more than one. */
  label?: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  if (isEmpty) return <p className="card text-gray-600">{empty}</p>;
  return (
    <div className="card overflow-x-auto p-0">
      <table className="min-w-full text-left text-sm" aria-label={label}>
        <ColumnHeads columns={columns} className="bg-gray-50 text-xs uppercase text-gray-500" />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A cell of a `stacked-rows` table: on a narrow screen it shows its column's name (`data-label`) above the value. */
export function StackedCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td data-label={label} className="px-3 py-2">
      {children}
    </td>
  );
}

/** A column of a table drawn from a list: its heading, and its cell of a row. */
export interface Column<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
}

/** A row's cells of a `stacked-rows` table, one per column. */
export function StackedCells<Row>({ row, columns }: { row: Row; columns: readonly Column<Row>[] }) {
  return columns.map((c) => (
    <StackedCell key={c.label} label={c.label}>
      {c.cell(row)}
    </StackedCell>
  ));
}
