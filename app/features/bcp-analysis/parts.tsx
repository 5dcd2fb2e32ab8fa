import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import { ANALYSIS_MESSAGES as M } from "~/domains/bcp-analysis/model";
import { CLONABLE, type ClonableSection } from "~/domains/bcp-analysis/sections";
import { RESPONSE_STRATEGY_LABELS, RESPONSE_STRATEGY_TYPES } from "~/shared/response-lists";
import { Confirm } from "~/ui/confirm";
import { type AnyField, CommentField, SelectField } from "~/ui/forms";
import { ColumnHeads } from "~/ui/table";

export const strategyTypeOptions = RESPONSE_STRATEGY_TYPES.map((t) => ({
  value: t,
  label: RESPONSE_STRATEGY_LABELS[t],
}));
export const listOptions = (list: readonly string[], labels?: Record<string, string>) =>
  list.map((v) => ({ value: v, label: labels?.[v] ?? v }));

/** The confirmation of spec §9 (delete, clone), reached by a link (?confirm=…): the kit's confirmation. */
export function ConfirmPanel({
  text,
  intent,
  values,
  cancel,
  confirmLabel,
}: {
  text: string;
  intent: string;
  values: Record<string, string>;
  cancel: string;
  confirmLabel: string;
}) {
  return (
    <Confirm
      title={confirmLabel}
      confirmLabel={confirmLabel}
      cancelHref={cancel}
      fields={{ ...values, intent }}
    >
      <p>{text}</p>
    </Confirm>
  );
}

/** What each editable section of the analysis is given: its plan, its own address, and its form's last refusal. */
export type SectionProps = { bcpId: string; here: string; lastResult?: SubmissionResult<string[]> };

/** The row of `rows` whose edit link was followed (?edit=…), if any: the section's form then edits it. */
export function useEditedRow<Row extends { id: string }>(rows: readonly Row[]): Row | undefined {
  const [params] = useSearchParams();
  return rows.find((r) => r.id === params.get("edit"));
}

/**
 * A section's rows as a table: its column headings and a last one (for the row's Edit and Delete) named only to
 * screen readers; `children`, the body's rows. With no rows, "Data Not Found" instead.
 */
export function RowsTable({
  label,
  headers,
  isEmpty,
  children,
}: {
  label: string;
  headers: readonly string[];
  isEmpty: boolean;
  children: ReactNode;
}) {
  if (isEmpty) return <p className="card mb-4 text-gray-600">Data Not Found</p>;
  return (
    <div className="mb-4 overflow-x-auto">
      <table className="w-full text-left text-sm" aria-label={label}>
        <ColumnHeads
          columns={headers}
          className="bg-gray-50 text-xs uppercase text-gray-600"
          scoped={false}
          unseen={{ after: "Actions" }}
        />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A row's Delete link and, once clicked, its confirmation. */
export function DeleteWithConfirm({
  intent,
  id,
  what,
  here,
}: {
  intent: string;
  id: string;
  what: string;
  here: string;
}) {
  const [params] = useSearchParams();
  if (params.get("confirm") === intent && params.get("id") === id) {
    return (
      <ConfirmPanel
        text={`Delete ${what}? This cannot be undone.`}
        intent={intent}
        values={{ id }}
        cancel={here}
        confirmLabel="Delete"
      />
    );
  }
  return (
    <Link to={`${here}&confirm=${intent}&id=${id}`} className="text-sm text-red-700">
      Delete
    </Link>
  );
}

/** Clone this section from another plan: choose the plan, then confirm the overwrite. */
export function ClonePanel({
  bcpId,
  section,
  sources,
  here,
}: {
  bcpId: string;
  section: ClonableSection;
  sources: { id: string; bcpId: string; name: string }[];
  here: string;
}) {
  const [params] = useSearchParams();
  const chosen = sources.find((s) => s.id === params.get("sourceBcpId"));
  if (params.get("confirm") === "clone" && chosen) {
    return (
      <ConfirmPanel
        text={`${M.confirmClone} (${CLONABLE[section].label} of ${chosen.bcpId} ${chosen.name})`}
        intent="clone"
        values={{ bcpId, section, sourceBcpId: chosen.id }}
        cancel={here}
        confirmLabel="Clone"
      />
    );
  }
  if (sources.length === 0) return null;
  return (
    <Form
      method="get"
      className="mb-4 flex flex-wrap items-end gap-2"
      aria-label={`Clone ${CLONABLE[section].label}`}
    >
      <input type="hidden" name="bcpId" value={bcpId} />
      <input type="hidden" name="section" value={section} />
      <input type="hidden" name="confirm" value="clone" />
      <div>
        <label htmlFor={`clone-${section}`} className="label">
          Clone {CLONABLE[section].label} from
        </label>
        <select id={`clone-${section}`} name="sourceBcpId" className="input" required>
          <option value="">Select a plan…</option>
          {sources.map((s) => (
            <option key={s.id} value={s.id}>
              {s.bcpId} {s.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-secondary">
        Clone
      </button>
    </Form>
  );
}

export function Empty() {
  return <p className="card text-gray-600">{M.dataNotFound}</p>;
}

/** The short-term, long-term and additional strategies, each with its response strategy type. */
export function StrategyColumns({
  fields,
}: {
  fields: Record<
    | "shortTermStrategy"
    | "longTermStrategy"
    | "additionalStrategy"
    | "responseStrategyTypeShortTerm"
    | "responseStrategyTypeLongTerm"
    | "responseStrategyTypeAdditional",
    AnyField
  >;
}) {
  const columns = [
    [fields.shortTermStrategy, "Short-term strategy", fields.responseStrategyTypeShortTerm],
    [fields.longTermStrategy, "Long-term strategy", fields.responseStrategyTypeLongTerm],
    [fields.additionalStrategy, "Additional strategy", fields.responseStrategyTypeAdditional],
  ] as const;
  return (
    <div className="grid gap-x-4 md:grid-cols-3">
      {columns.map(([strategy, label, type]) => (
        <div key={label}>
          <CommentField field={strategy} label={label} />
          <SelectField field={type} label="Response strategy type" options={strategyTypeOptions} />
        </div>
      ))}
    </div>
  );
}
