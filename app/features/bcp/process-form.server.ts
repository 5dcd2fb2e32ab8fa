import { getZodConstraint } from "@conform-to/zod/v4";
import { PROCESS_FIELD_LABELS } from "~/domains/bcp/process-labels";
import { processSchema } from "~/domains/bcp/validation";

/**
 * What the plan editor's loader sends its process form: the required marks (*) from the shared schema and the
 * fields' labels. Worked out on the server so zod and the labels' table stay out of the editor's script (at its
 * budget).
 */
export const processFormSetup = () => ({
  processConstraint: {
    ...getZodConstraint(processSchema),
    criticalProcessHeadcountAnalysis: { required: false },
  },
  processLabels: PROCESS_FIELD_LABELS,
});
