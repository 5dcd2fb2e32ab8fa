import { getZodConstraint } from "@conform-to/zod/v4";
import { redirect } from "@remix-run/node";
import { type BcpStatus, isBcpEditable } from "~/domains/bcp/model";
import { PROCESS_FIELD_LABELS } from "~/domains/bcp/process-labels";
import { processSchema } from "~/domains/bcp/validation";
import { paths } from "~/paths";

// The plan editor's loader helpers, on the server: the editor's script is at its budget.

/**
 * What the plan editor's loader sends its process form: the required marks (*) from the shared schema and the
 * fields' labels, so zod and the labels' table stay out of the editor's script.
 */
export const processFormSetup = () => ({
  processConstraint: {
    ...getZodConstraint(processSchema),
    criticalProcessHeadcountAnalysis: { required: false },
  },
  processLabels: PROCESS_FIELD_LABELS,
});

/**
 * An archived plan no longer changes: its edit link (bookmarked, emailed, an old tab) opens it read-only, where a
 * notice says it is archived, rather than an editor whose every save is refused.
 */
export function readOnlyIfArchived(plan: { id: string; status: BcpStatus }) {
  if (!isBcpEditable(plan.status)) throw redirect(paths.viewBcp(plan.id));
}
