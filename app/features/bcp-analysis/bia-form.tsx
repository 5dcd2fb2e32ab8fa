import { getSelectProps, type SubmissionResult, useForm } from "@conform-to/react";
import type { FormEvent } from "react";
import type { z } from "zod";
import {
  EXPOSURE_LABELS,
  EXPOSURE_LEVELS,
  IMPACT_COLOURS,
  IMPACT_LABELS,
  MAD_UNIT_LABELS,
  MAD_UNITS,
} from "~/domains/bcp/model";
import { TIME_POINTS } from "~/domains/bcp-analysis/malo";
import {
  BIA_FIELD_LABELS,
  BIA_MESSAGES,
  IMPACT_CATEGORIES,
  IMPACT_CATEGORY_LABELS,
} from "~/domains/bcp-analysis/model";
import type { biaSchema } from "~/domains/bcp-analysis/validation";
import { EditVersion } from "~/ui/edit-version";
import { ConformForm, ErrorList, Field, FormErrors, SelectField } from "~/ui/forms";
import { StatusBadge } from "~/ui/status-badge";
import { StackedCell, StackedTable } from "~/ui/table";
import { useHydrated } from "~/ui/use-hydrated";
import type { BiaRow } from "./analysis-data";

const impactOptions = EXPOSURE_LEVELS.map((l) => ({ value: l, label: IMPACT_LABELS[l] }));

/** The BIA overview's columns after the process's name. */
const OVERVIEW_COLUMNS = [
  "Business impact",
  "MAD",
  ...IMPACT_CATEGORIES.map((c) => IMPACT_CATEGORY_LABELS[c]),
];

/** The BIA overview across processes: level, MAD and the peak impact of each category; a card each on a phone. */
export function BiaOverview({ rows }: { rows: BiaRow[] }) {
  return (
    <div className="mb-6 overflow-x-auto">
      <StackedTable
        columns={["Process", ...OVERVIEW_COLUMNS]}
        head={{ className: "bg-gray-50 text-xs uppercase text-gray-600" }}
        className="w-full text-left text-sm"
        label="BIA overview"
      >
        {rows.map((r) => (
          <tr key={r.processId} className="border-t border-gray-100" data-bia={r.processName}>
            <td className="font-medium">{r.processName}</td>
            <StackedCell label={OVERVIEW_COLUMNS[0]}>
              <span data-level={r.businessImpactLevel}>
                <StatusBadge colour={IMPACT_COLOURS[r.businessImpactLevel].badge}>
                  {r.businessImpactLabel}
                </StatusBadge>
              </span>
            </StackedCell>
            <StackedCell label={OVERVIEW_COLUMNS[1]}>{r.madText}</StackedCell>
            {IMPACT_CATEGORIES.map((c) => (
              <StackedCell key={c} label={IMPACT_CATEGORY_LABELS[c]}>
                {EXPOSURE_LABELS[r.peaks[c]]}
              </StackedCell>
            ))}
          </tr>
        ))}
      </StackedTable>
    </div>
  );
}

/** One process's BIA: impact over time for each category, the business impact level and the MAD. */
export function BiaForm({ row, lastResult }: { row: BiaRow; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm<z.input<typeof biaSchema>>({
    id: `bia-${row.processId}`,
    lastResult,
    defaultValue: {
      processId: row.processId,
      businessImpactLevel: row.businessImpactLevel,
      impacts: row.impacts,
      mad: String(row.mad),
      madDuration: row.madDuration,
    },
  });
  const impacts = fields.impacts.getFieldset();
  const hydrated = useHydrated();
  return (
    <ConformForm form={form} className="card mb-4" aria-label={`BIA of ${row.processName}`}>
      <h3 className="mb-3 font-medium">{row.processName}</h3>
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="saveBia" />
      <EditVersion part="bia" sent={lastResult} />
      <input type="hidden" name="processId" value={row.processId} />
      {/* On a phone each category is a card of its time points, each select beside its time point's name. */}
      <div className="mb-4 overflow-x-auto">
        <table className="stacked-rows text-sm">
          <caption className="mb-1 text-left text-xs text-gray-600 max-md:block">Impact over time</caption>
          <thead>
            <tr>
              <th className="px-1 text-left text-xs">Category</th>
              {TIME_POINTS.map((t) => (
                <th key={t.key} className="px-1 text-left text-xs font-medium">
                  {t.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {IMPACT_CATEGORIES.map((c) => {
              const cells = impacts[c].getFieldset();
              return (
                <tr key={c}>
                  <th className="pr-2 text-left text-xs font-medium">
                    {IMPACT_CATEGORY_LABELS[c]}
                    <ErrorList id={impacts[c].errorId} errors={impacts[c].errors} />
                  </th>
                  {TIME_POINTS.map((t) => {
                    const cell = cells[t.key];
                    const props = getSelectProps(cell);
                    return (
                      <StackedCell key={t.key} label={t.label} className="p-1">
                        <select
                          {...props}
                          key={props.key}
                          aria-invalid={props["aria-invalid"] || !!impacts[c].errors || undefined}
                          onChange={hydrated ? fillRight : undefined}
                          aria-label={`${IMPACT_CATEGORY_LABELS[c]} impact at ${t.label}`}
                          className="input px-1 py-1 text-xs max-md:w-40"
                        >
                          {impactOptions.map((o) => (
                            <option key={o.value} value={o.value}>
                              {o.label}
                            </option>
                          ))}
                        </select>
                        <ErrorList id={cell.errorId} errors={cell.errors} />
                      </StackedCell>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="grid gap-x-4 md:grid-cols-3">
        <SelectField
          field={fields.businessImpactLevel}
          label={BIA_FIELD_LABELS.businessImpactLevel}
          options={impactOptions}
          hint={
            row.missing.includes(BIA_FIELD_LABELS.businessImpactLevel) ? (
              // What keeps the section from Done, on the field itself (UX review B-3).
              <span className="font-medium text-orange-800" data-missing="businessImpactLevel">
                {BIA_MESSAGES.levelMissing(row.suggestedLevel ? IMPACT_LABELS[row.suggestedLevel] : null)}
              </span>
            ) : undefined
          }
        />
        <Field
          field={fields.mad}
          label="MAD"
          type="number"
          min={1}
          hint={
            row.suggestedMad
              ? `Suggested: ${row.suggestedMad}, when impact first reaches High. A longer MAD is refused.`
              : "Suggested once a category reaches High."
          }
        />
        <SelectField
          field={fields.madDuration}
          label="MAD unit"
          options={MAD_UNITS.map((u) => ({ value: u, label: MAD_UNIT_LABELS[u] }))}
        />
      </div>
      {/* Both sentences share one box, so hydration swaps the text without moving the Save button under a
          pointer on its way to it (a click then landed on this line and was lost). */}
      <p className="mb-2 grid text-xs text-gray-600">
        <span className={`[grid-area:1/1] ${hydrated ? "" : "invisible"}`}>{BIA_MESSAGES.fillsRight}</span>
        <span className={`[grid-area:1/1] ${hydrated ? "invisible" : ""}`}>{BIA_MESSAGES.neverFalls}</span>
      </p>
      <button type="submit" className="btn-primary">
        Save BIA
      </button>
    </ConformForm>
  );
}

const RANK: Record<string, number> = { none: 0, low: 1, medium: 2, high: 3 };

/**
 * With JavaScript: a row filled right from one cell. The later cells of the row that are lower than the
 * chosen level (or not assessed yet) take it, so the curve never falls and one choice fills the row.
 */
function fillRight(event: FormEvent<HTMLSelectElement>) {
  const select = event.currentTarget;
  const rank = RANK[select.value];
  if (rank == null) return;
  let cell = select.closest("td")?.nextElementSibling;
  while (cell) {
    const next = cell.querySelector("select");
    if (next && (RANK[next.value] == null || RANK[next.value] < rank)) next.value = select.value;
    cell = cell.nextElementSibling;
  }
}
