import { useForm } from "@conform-to/react";
import type { ReactNode } from "react";
import { RowForm } from "~/features/bcp/row-form";
import type { AnyField } from "~/ui/forms";
import { type SectionProps, useEditedRow } from "./parts";

/**
 * What a section's row form is: its id before the row's ("member": "member-new", "member-<id>"), the intent it
 * sends, the plan section whose edit version an edit carries, and what it calls a row ("team member").
 */
export interface RowFormSpec {
  formId: string;
  intent: string;
  part: string;
  noun: string;
}

/**
 * The add-or-edit form under a section's rows: it edits the row whose edit link was followed (Cancel then goes
 * back to `here`), or adds one starting from `defaultValue`. `children` draws the fields.
 */
export function RowEditor<Row extends { id: string; name: string }>({
  rows,
  spec,
  section,
  defaultValue,
  children,
}: {
  rows: readonly Row[];
  spec: RowFormSpec;
  section: SectionProps;
  defaultValue: Record<string, unknown>;
  children: (fields: Record<string, AnyField>) => ReactNode;
}) {
  const editing = useEditedRow(rows);
  // biome-ignore lint/suspicious/noExplicitAny: any section's rows and schema
  const [form, fields] = useForm<Record<string, any>>({
    id: editing ? `${spec.formId}-${editing.id}` : `${spec.formId}-new`,
    lastResult: section.lastResult,
    defaultValue: editing ?? defaultValue,
  });
  return (
    <RowForm
      form={form}
      lastResult={section.lastResult}
      intent={spec.intent}
      part={spec.part}
      bcpId={section.bcpId}
      editing={editing}
      noun={spec.noun}
      cancel={editing ? section.here : undefined}
    >
      {children(fields)}
    </RowForm>
  );
}
