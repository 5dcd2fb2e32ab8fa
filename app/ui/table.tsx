import type { ReactNode } from "react";

/** A column heading named only to screen readers (a column of row controls, or of marks). */
export function UnseenHeading({ children }: { children: string }) {
  return (
    <th className="px-3 py-2">
      <span className="sr-only">{children}</span>
    </th>
  );
}

/**
 * A table's column headings: one row of cells (`scope="col"` unless `scoped` is false), each drawn with
 * `cellClassName`; `unseen`: headings named only to screen readers before and after them.
 */
export function ColumnHeads({
  columns,
  className,
  cellClassName = "px-3 py-2",
  scoped = true,
  unseen,
}: {
  columns: readonly string[];
  className?: string;
  cellClassName?: string;
  scoped?: boolean;
  unseen?: { before?: string; after?: string };
}) {
  return (
    <thead className={className}>
      <tr>
        {unseen?.before ? <UnseenHeading>{unseen.before}</UnseenHeading> : null}
        {columns.map((h) => (
          <th key={h} scope={scoped ? "col" : undefined} className={cellClassName}>
            {h}
          </th>
        ))}
        {unseen?.after ? <UnseenHeading>{unseen.after}</UnseenHeading> : null}
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
export function StackedCell({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td data-label={label} className={className}>
      {children}
    </td>
  );
}

/**
 * A `stacked-rows` table: on a phone's screen each row is a card and each cell (a StackedCell) is named by its
 * column; wider, and printed, a table under `columns`' headings (drawn with `head`'s looks). `children`: the rows.
 */
export function StackedTable({
  columns,
  head,
  className = "w-full text-left",
  label,
  testId,
  children,
}: {
  columns: readonly string[];
  head?: { className?: string; cellClassName?: string };
  className?: string;
  /** The table's accessible name, when the page has more than one. */
  label?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <table className={`stacked-rows ${className}`} aria-label={label} data-testid={testId}>
      <ColumnHeads columns={columns} className={head?.className} cellClassName={head?.cellClassName} />
      <tbody>{children}</tbody>
    </table>
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

/**
 * A table of a report that scrolls sideways inside itself on a phone (never the page) and prints whole: its
 * column headings (drawn with `head`'s looks), then `children`, the body's rows.
 */
export function ScrollTable({
  columns,
  head,
  className,
  tableClassName = "w-full text-left",
  testId,
  children,
}: {
  columns: readonly string[];
  head: { className?: string; cellClassName: string };
  /** The box's spacing. */
  className?: string;
  tableClassName?: string;
  testId?: string;
  children: ReactNode;
}) {
  const box = "overflow-x-auto print:overflow-visible";
  return (
    <div className={className ? `${className} ${box}` : box}>
      <table className={tableClassName} data-testid={testId}>
        <ColumnHeads
          columns={columns}
          className={head.className}
          cellClassName={head.cellClassName}
          scoped={false}
        />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** How a DocumentTable is drawn: its heading row and cell looks, and each body row's and cell's. */
export interface DocumentTableLook {
  head: { className?: string; cellClassName: string };
  row?: string;
  cell: string;
}

/** How a DocumentSection is drawn: the section's spacing and page breaks, and its heading's look. */
export interface DocumentSectionLook {
  className: string;
  heading: string;
}

/** A titled part of a document (a report, an assessment), named by its heading (`id`). */
export function DocumentSection({
  id,
  title,
  look,
  children,
}: {
  id: string;
  title: string;
  look: DocumentSectionLook;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={look.className}>
      <h2 id={id} className={look.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A table of a document (a report, an assessment) whose rows are fixed and never reordered: a ScrollTable of
 * `rows` of cells under `head`, or `empty` when there are none.
 */
export function DocumentTable({
  head,
  rows,
  empty,
  look,
}: {
  head: string[];
  rows: ReactNode[][];
  empty: string;
  look: DocumentTableLook;
}) {
  if (rows.length === 0) return <p className="text-sm text-gray-600">{empty}</p>;
  return (
    <ScrollTable columns={head} head={look.head} tableClassName="w-full text-left text-sm">
      {rows.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a document's rows never move
        <tr key={i} className={look.row}>
          {row.map((cell, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
            <td key={j} className={look.cell}>
              {cell}
            </td>
          ))}
        </tr>
      ))}
    </ScrollTable>
  );
}

/** A column of a ListTable: its heading, its cell of a row, and that cell's looks beyond the spacing. */
export interface ListColumn<Row> extends Column<Row> {
  className?: string;
}

/**
 * A plain list in a table (grey headings, rows divided by rules), one row per item: `dense` spaces the cells
 * as a report's; `action`, when given, adds a last "Actions" column holding each row's control; `empty`, when
 * given, is said instead of the table when there are no rows.
 */
export function ListTable<Row extends { id: string | number }>({
  label,
  columns,
  rows,
  dense = false,
  action,
  empty,
}: {
  label: string;
  columns: readonly ListColumn<Row>[];
  rows: readonly Row[];
  dense?: boolean;
  action?: (row: Row) => ReactNode;
  empty?: ReactNode;
}) {
  if (empty !== undefined && rows.length === 0) return <p className="text-sm text-gray-600">{empty}</p>;
  const pad = dense ? "py-1 pr-4" : "py-2 pr-4";
  return (
    <table className="w-full text-left text-sm" aria-label={label}>
      <thead>
        <tr className="border-b text-gray-500">
          {columns.map((c) => (
            <th key={c.label} className={pad}>
              {c.label}
            </th>
          ))}
          {action ? <th className="py-2">Actions</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className="border-b last:border-0">
            {columns.map((c) => (
              <td key={c.label} className={c.className ? `${pad} ${c.className}` : pad}>
                {c.cell(row)}
              </td>
            ))}
            {action ? <td className="py-2">{action(row)}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
