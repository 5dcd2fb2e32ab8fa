import { REGISTER_MESSAGES } from "~/domains/registers/model";
import { acknowledgeGapSchema } from "~/domains/registers/validation";
import { formIntent } from "~/web/form-action.server";

/** The acknowledgement of one recovery gap (features/registers/recovery-gaps.tsx), on any page that lists gaps. */
export const acknowledgeGapIntent = formIntent({
  schema: acknowledgeGapSchema,
  call: (api, value) => api.post("/registerEntry/recoveryGaps/acknowledge", value),
  ok: REGISTER_MESSAGES.gapAcknowledged,
  key: (formData) => String(formData.get("key") ?? ""),
});
