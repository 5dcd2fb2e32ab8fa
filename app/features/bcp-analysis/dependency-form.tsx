import { getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { useSearchParams } from "@remix-run/react";
import type { z } from "zod";
import type { dependencyBlockSchema } from "~/domains/bcp-analysis/validation";
import { EditVersion } from "~/ui/edit-version";
import { CommentField, ConformForm, FormErrors } from "~/ui/forms";
import type { AnalysisData, DependencyBlockRow } from "./analysis-data";
import { DependencyLinks } from "./dependency-links";
import { DeleteWithConfirm, StrategyColumns } from "./parts";

/** The block's text fields, taken back from the no-JavaScript "Find" (a GET of the whole form). */
const TEXT_FIELDS = [
  "scenario",
  "longTermStrategy",
  "shortTermStrategy",
  "additionalStrategy",
  "responseStrategyTypeLongTerm",
  "responseStrategyTypeShortTerm",
  "responseStrategyTypeAdditional",
] as const;

/**
 * One scenario dependency block of a process (spec §3): what it links, picked from its register (issue 33), and
 * its scenario and strategies.
 */
export function DependencyForm({
  bcpId,
  block,
  here,
  picks,
  opensRegisters,
  lastResult,
}: {
  bcpId: string;
  block: DependencyBlockRow;
  here: string;
  picks?: AnalysisData["picks"];
  /** Whether the reader may open the register entries' pages (links only then). */
  opensRegisters: boolean;
  lastResult?: SubmissionResult<string[]>;
}) {
  const key = `${block.processId}:${block.block}`;
  const [params] = useSearchParams();
  // After "Find" without JavaScript, the page comes back with what was typed in this block.
  const draft = params.get("depFor") === key ? params : null;
  const [form, fields] = useForm<z.input<typeof dependencyBlockSchema>>({
    id: `dep-${block.processId}-${block.block}`,
    lastResult,
    defaultValue: {
      ...block,
      linkIds: undefined,
      dependencies: undefined,
      enabled: (draft ? draft.get("enabled") : block.enabled) ? "on" : undefined,
      ...(draft ? Object.fromEntries(TEXT_FIELDS.map((f) => [f, draft.get(f) ?? ""])) : {}),
    },
  });
  const enabled = getInputProps(fields.enabled, { type: "checkbox" });
  return (
    <ConformForm
      form={form}
      className="mb-3 rounded-md border border-gray-200 p-3"
      aria-label={block.label}
      data-block={block.block}
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <h4 className="text-sm font-semibold">{block.label}</h4>
        {block.id ? (
          <DeleteWithConfirm
            intent="deleteDependency"
            id={block.id}
            what={`the ${block.label} block`}
            here={here}
          />
        ) : null}
      </div>
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="saveDependency" />
      <EditVersion part="dependencies" sent={lastResult} />
      <input type="hidden" name="block" value={block.block} />
      <input type="hidden" name="processId" value={block.processId} />
      {/* "Find" without JavaScript sends this form back to the page as a GET: these keep the page. */}
      <input type="hidden" name="bcpId" value={bcpId} />
      <input type="hidden" name="section" value="dependencies" />
      <label className="mb-3 flex items-center gap-2 text-sm">
        <input {...enabled} key={enabled.key} />
        Enabled
      </label>
      <DependencyLinks
        block={block}
        search={picks?.key === key ? picks : undefined}
        opensRegisters={opensRegisters}
        errors={[...(fields.linkIds.errors ?? []), ...(fields.dependencies.errors ?? [])]}
      />
      <CommentField field={fields.scenario} label="Scenario" />
      <StrategyColumns fields={fields} />
      <button type="submit" className="btn-primary">
        Save {block.label}
      </button>
    </ConformForm>
  );
}
