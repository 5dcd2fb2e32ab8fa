import { FINDING_MESSAGES } from "~/domains/exercises/model";
import { closeFindingSchema } from "~/domains/exercises/validation";
import { type ActionContext, formIntent } from "~/web/form-action.server";

/** Closing one of the caller's own corrective actions from Home, at its incident or its CM test. */
export const closeOwnFinding = (ctx: ActionContext) => {
  const field = (name: string) => String(ctx.formData.get(name) ?? "");
  return formIntent({
    schema: closeFindingSchema,
    key: () => field("findingId"),
    call: (api, value) =>
      field("cmTestId")
        ? api.put(`/managementPlan/cmTest/${field("cmTestId")}/findings/${field("findingId")}/close`, value)
        : api.put(`/incident/${field("incidentId")}/findings/${field("findingId")}/close`, value),
    ok: FINDING_MESSAGES.closed,
  });
};
