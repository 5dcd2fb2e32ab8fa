import type { ActionFunctionArgs } from "@remix-run/node";
import { BCP_MESSAGES } from "~/domains/bcp/model";
import {
  locationSchema,
  planHeadcountsSchema,
  processSchema,
  processUpdateSchema,
  serviceSchema,
  serviceUpdateSchema,
} from "~/domains/bcp/validation";
import { sendForApproval } from "~/features/bcp/send-approval.server";
import { ANALYSIS_INTENTS } from "~/features/bcp-analysis/screens.server";
import { acknowledgeGapIntent } from "~/features/registers/acknowledge-gap.server";
import { ACKNOWLEDGE_GAP_INTENT } from "~/features/registers/recovery-gaps";
import { paths } from "~/paths";
import { requireUser } from "~/web/auth.server";
import {
  actionContext,
  addOrEdit,
  buttonIntent,
  deleteIntent,
  formIntent,
  postForm,
  putForm,
  runIntents,
} from "~/web/form-action.server";

/** The page's intents (for the plan `bcpId`): the plan frame's forms and row actions, and the analysis sections'. */
const intents = (bcpId: string) => ({
  ...ANALYSIS_INTENTS,
  sendForApproval,
  // A recovery gap of the Critical Process Dependencies section, acknowledged where the section is edited.
  [ACKNOWLEDGE_GAP_INTENT]: acknowledgeGapIntent,
  addService: postForm("/bcpService", serviceSchema, { ok: BCP_MESSAGES.serviceAdded }),
  editService: putForm("/bcpService", serviceUpdateSchema, { ok: BCP_MESSAGES.serviceEdited }),
  addLocation: postForm("/bcpProcess/locations", locationSchema, { ok: BCP_MESSAGES.locationAdded }),
  // The whole Delivery Headcount section in one save, all or nothing.
  saveHeadcounts: formIntent({
    schema: planHeadcountsSchema,
    call: (api, value) => api.put("/bcp/headcounts", value),
    ok: BCP_MESSAGES.locationsSaved,
    key: () => bcpId,
  }),
  saveProcess: addOrEdit(
    postForm("/bcpProcess", processSchema, {
      fail: BCP_MESSAGES.processAddFailed,
      ok: BCP_MESSAGES.processCreated,
      to: paths.manageBcp(bcpId, "processes"),
    }),
    putForm("/bcpProcess", processUpdateSchema, {
      fail: BCP_MESSAGES.processEditFailed,
      ok: BCP_MESSAGES.processEdited,
      to: paths.manageBcp(bcpId, "processes"),
    }),
  ),
  // Row actions after their confirmation.
  deleteService: deleteIntent("/bcpService", BCP_MESSAGES.serviceRemoved),
  deleteProcess: deleteIntent("/bcpProcess", BCP_MESSAGES.processRemoved),
  removeLocation: deleteIntent("/bcpProcess/locations", BCP_MESSAGES.locationRemoved),
  updateAssignee: buttonIntent({
    call: (api, f) => api.put("/bcp/updateAssignee", { bcpId, assigneeId: f.get("assigneeId") || null }),
    ok: BCP_MESSAGES.assigneeUpdated,
  }),
  planStatus: buttonIntent({
    call: (api, f) => api.put("/bcp/status", { bcpId, status: f.get("status") }),
    ok: BCP_MESSAGES.statusChanged,
  }),
  processStatus: buttonIntent({
    call: (api, f) => api.put("/bcpProcess/status", { id: f.get("id"), status: f.get("status") }),
    ok: BCP_MESSAGES.statusChanged,
  }),
});

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  const url = new URL(request.url);
  const bcpId = url.searchParams.get("bcpId") ?? "";
  const back = paths.manageBcp(bcpId, url.searchParams.get("section") ?? "services");
  const ctx = await actionContext({ request, context }, back);
  const { formData } = ctx;
  const key = String(formData.get("processId") ?? formData.get("section") ?? formData.get("id") ?? "");
  return runIntents({ ...ctx, key }, intents(bcpId));
}
