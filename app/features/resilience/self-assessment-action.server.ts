import { SELF_ASSESSMENT_MESSAGES as M } from "~/domains/resilience/self-assessment-model";
import { selfAssessmentApproveSchema, vulnerabilitySchema } from "~/domains/resilience/validation";
import { paths } from "~/paths";
import type { PageArgs } from "~/web/api.server";
import { actionContext, buttonIntent, formIntent, postForm, runIntents } from "~/web/form-action.server";

const said = (answer: { message: string }) => answer.message;
/** Each row's form is its own (its id), so a refusal shows on the row it came from. */
const rowKey = (formData: FormData) => String(formData.get("id") ?? "");

/**
 * The self-assessment page's intents: approve it, and keep its vulnerabilities (add one, save a row's owner,
 * date and status, remove one). Each refusal comes back on its form with what was typed.
 */
export async function selfAssessmentAction(args: PageArgs) {
  const ctx = await actionContext(args, paths.selfAssessment());
  const id = rowKey(ctx.formData);
  return runIntents(ctx, {
    approve: postForm("/selfAssessment/approve", selfAssessmentApproveSchema, { ok: M.approved }),
    addVulnerability: formIntent({
      schema: vulnerabilitySchema,
      call: (api, value) => api.post("/selfAssessment/vulnerability", value),
      ok: said,
    }),
    saveVulnerability: formIntent({
      schema: vulnerabilitySchema,
      key: rowKey,
      call: (api, value) => api.put(`/selfAssessment/vulnerability/${id}`, value),
      ok: said,
    }),
    removeVulnerability: buttonIntent({
      call: (api) => api.delete(`/selfAssessment/vulnerability/${id}`),
      ok: said,
    }),
  });
}
