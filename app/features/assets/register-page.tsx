import { Form, Link, useActionData } from "@remix-run/react";
import type { ReactNode } from "react";
import { Confirm, useConfirmStep } from "~/ui/confirm";
import { FormErrors } from "~/ui/forms";
import { PageHeader } from "~/ui/page";
import { plainFailure } from "~/web/form-failure";
import { CsvImportForm, type ImportReport, ImportReportView } from "./csv-import";

/**
 * What the register action answered: an import's report, the import's failure, or the add form's failure
 * (`created`: what was typed, each field's errors and the form's; `values`: what was typed, or nothing).
 */
export function useRegisterResult() {
  const data = useActionData();
  const report =
    typeof data === "object" && data !== null && "report" in data ? (data.report as ImportReport) : null;
  const created = plainFailure(data, "create");
  return { report, imported: plainFailure(data, "import"), created, values: created?.values ?? {} };
}

/**
 * One row's remove link: it asks first (`?confirm=remove&id=…`, the page's Confirm), with or without JavaScript;
 * a removal takes the row off incidents too, so one click must not do it.
 */
export function RemoveRowLink({ id, label, text }: { id: string; label: string; text: string }) {
  const step = useConfirmStep();
  return (
    <Link
      to={step.href(REMOVE_STEP, id)}
      preventScrollReset
      className="text-sm text-red-700 underline"
      aria-label={label}
    >
      {text}
    </Link>
  );
}

/** The row whose removal is being confirmed, if it is on this page (a stale link asks nothing). */
export function useRemoving<R extends { id: string }>(rows: R[]): { row: R; cancelHref: string } | null {
  const step = useConfirmStep();
  const row = step.kind === REMOVE_STEP ? rows.find((r) => r.id === step.id) : undefined;
  return row ? { row, cancelHref: step.cancelHref } : null;
}

const REMOVE_STEP = "remove";

/** The confirmation of a row's removal: what goes with it, then the register action's "delete" of that row. */
export function RemovalConfirm({
  removing,
  title,
  confirmLabel,
  children,
}: {
  removing: { row: { id: string }; cancelHref: string };
  title: string;
  confirmLabel: string;
  children: ReactNode;
}) {
  return (
    <Confirm
      title={title}
      confirmLabel={confirmLabel}
      cancelHref={removing.cancelHref}
      fields={{ intent: "delete", id: removing.row.id }}
    >
      {children}
    </Confirm>
  );
}

/**
 * A register page (the company's sites, its people): header with links, the search form, the table with its
 * pages, and for managers the add form beside the CSV import. Each page supplies its own fields and columns.
 */
export function RegisterPage({
  title,
  description,
  links,
  filters,
  isEmpty,
  table,
  paging,
  addForm,
  importLabel,
  importTemplate,
  confirm,
}: {
  title: string;
  description: string;
  /** `file`: a download (a resource route), loaded as a document rather than a page. */
  links: { to: string; label: string; file?: boolean }[];
  /** The search form's fields (the Filter button is added). */
  filters: ReactNode;
  isEmpty: boolean;
  table: ReactNode;
  /** `more`: the total was counted only up to a cap, so there may be further pages. */
  paging: { page: number; pages: number; more?: boolean; params: Record<string, string> };
  /** The add form, for managers only (null hides it and the import). */
  addForm: ReactNode | null;
  importLabel: string;
  importTemplate: string;
  /** A row's removal being confirmed (see RemoveRowLink), above the list. */
  confirm?: ReactNode;
}) {
  const { report, imported } = useRegisterResult();
  const { page, pages, more, params } = paging;
  const href = (n: number) => `?${new URLSearchParams({ ...params, page: String(n) })}`;
  return (
    <section>
      <PageHeader
        title={title}
        actions={links.map((l) => (
          <Link key={l.to} to={l.to} className="btn-secondary" reloadDocument={l.file}>
            {l.label}
          </Link>
        ))}
      >
        {description}
      </PageHeader>
      {confirm}
      {report ? <ImportReportView report={report} /> : null}
      <FormErrors errors={imported?.formErrors} />
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-2" role="search">
        {filters}
        <button type="submit" className="btn-secondary">
          Filter
        </button>
      </Form>
      <div className="card mb-6 overflow-x-auto">
        {isEmpty ? <p className="text-gray-600">Data Not Found</p> : table}
        {pages > 1 ? (
          <nav className="mt-3 flex gap-3 text-sm" aria-label="Pages">
            {page > 1 ? <Link to={href(page - 1)}>Previous</Link> : null}
            <span>
              Page {page} of {pages}
              {more ? "+" : ""}
            </span>
            {page < pages || more ? <Link to={href(page + 1)}>Next</Link> : null}
          </nav>
        ) : null}
      </div>
      {addForm ? (
        <div className="grid gap-6 lg:grid-cols-2">
          {addForm}
          <CsvImportForm label={importLabel} template={importTemplate} />
        </div>
      ) : null}
    </section>
  );
}
