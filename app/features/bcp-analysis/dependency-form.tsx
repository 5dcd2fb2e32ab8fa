import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { z } from "zod";
import type { dependencyBlockSchema } from "~/domains/bcp-analysis/validation";
import { CommentBox } from "~/features/bcp/fields";
import { EditVersion } from "~/ui/edit-version";
import { ErrorList, FormErrors } from "~/ui/forms";
import type { DependencyBlockRow } from "./analysis-data";
import { DeleteWithConfirm, StrategyColumns } from "./parts";

/** One scenario dependency block of a process (spec §3). */
export function DependencyForm({
  block,
  here,
  lastResult,
}: {
  block: DependencyBlockRow;
  here: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm<z.input<typeof dependencyBlockSchema>>({
    id: `dep-${block.processId}-${block.block}`,
    lastResult,
    defaultValue: {
      ...block,
      dependencies: block.dependencies.join("\n"),
      enabled: block.enabled ? "on" : undefined,
    },
  });
  const list = getTextareaProps(fields.dependencies);
  const enabled = getInputProps(fields.enabled, { type: "checkbox" });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      noValidate
      className="mb-3 rounded-md border border-gray-200 p-3"
      aria-label={block.label}
      data-block={block.block}
    >
      <div className="mb-2 flex items-center justify-between">
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
      <EditVersion part="dependencies" />
      <input type="hidden" name="block" value={block.block} />
      <input type="hidden" name="processId" value={block.processId} />
      <label className="mb-3 flex items-center gap-2 text-sm">
        <input {...enabled} key={enabled.key} />
        Enabled
      </label>
      <label htmlFor={list.id} className="label">
        Dependencies (one per line)
      </label>
      <textarea {...list} key={list.key} rows={3} className="input mb-3" />
      <ErrorList id={fields.dependencies.errorId} errors={fields.dependencies.errors} />
      <CommentBox field={fields.scenario} label="Scenario" />
      <StrategyColumns fields={fields} />
      <button type="submit" className="btn-primary">
        Save {block.label}
      </button>
    </Form>
  );
}
