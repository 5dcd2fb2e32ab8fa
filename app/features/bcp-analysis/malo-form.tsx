import { type SubmissionResult, useForm } from "@conform-to/react";
import type { z } from "zod";
import { TIME_POINTS } from "~/domains/bcp-analysis/malo";
import type { maloSchema } from "~/domains/bcp-analysis/validation";
import { EditVersion } from "~/ui/edit-version";
import { CommentField, ConformForm, FormErrors } from "~/ui/forms";
import type { MaloRow } from "./analysis-data";
import { PercentSlider } from "./slider";

/** One process's minimum acceptable level of operations over time, checked against its MAD. */
export function MaloForm({ row, lastResult }: { row: MaloRow; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm<z.input<typeof maloSchema>>({
    id: `malo-${row.processId}`,
    lastResult,
    defaultValue: {
      processId: row.processId,
      levels: Object.fromEntries(Object.entries(row.levels).map(([k, v]) => [k, String(v)])),
      maloCriterialExplanation: row.maloCriterialExplanation,
    },
  });
  const levels = fields.levels.getFieldset();
  const deadline = TIME_POINTS.find((t) => t.key === row.madTimePoint);
  return (
    <ConformForm form={form} className="card mb-4" aria-label={`MALO of ${row.processName}`}>
      <h3 className="font-medium">{row.processName}</h3>
      <p className="mb-3 text-sm text-gray-600">
        MAD {row.madText}: operations must be back (above 0%) by {deadline?.label}.
      </p>
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="saveMalo" />
      <EditVersion part="malo" sent={lastResult} />
      <input type="hidden" name="processId" value={row.processId} />
      <div className="grid gap-x-6 md:grid-cols-2">
        {TIME_POINTS.map((t) => (
          <PercentSlider key={t.key} field={levels[t.key]} label={`Minimum level at ${t.label}`} />
        ))}
      </div>
      <CommentField field={fields.maloCriterialExplanation} label="MALO criteria explanation" />
      <button type="submit" className="btn-primary">
        Save MALO
      </button>
    </ConformForm>
  );
}
