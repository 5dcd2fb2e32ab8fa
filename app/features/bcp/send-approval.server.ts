import { parseWithZod } from "@conform-to/zod/v4";
import { BCP_MESSAGES } from "~/domains/bcp/model";
import { incompleteSections } from "~/domains/bcp/sections";
import { sendForApprovalSchema } from "~/domains/bcp/validation";
import { failForm, type Intent, putForm } from "~/web/form-action.server";

const send = putForm("/bcp/approvalStatus", sendForApprovalSchema, { ok: BCP_MESSAGES.sentForApproval });

/**
 * Sends a section or the whole plan for approval. A section Not Started (or a plan without a process) is
 * refused by the API, whose message names what is missing above the form. When what is sent has sections
 * Partially Done, the form comes back naming them with a "Send anyway" button (a server-rendered confirmation, so it
 * works without JavaScript); only the confirmed post is sent.
 */
export const sendForApproval: Intent = async (ctx) => {
  const { api, formData } = ctx;
  if (formData.get("confirmIncomplete") !== "true") {
    const submission = parseWithZod(formData, { schema: sendForApprovalSchema });
    if (submission.status === "success") {
      const plan = await api.get("/bcp", { bcpId: submission.value.bcpId });
      const open = plan.ok ? incompleteSections(plan.data.sections, submission.value.section) : [];
      // A section not started is refused by the API, naming what is missing: only "Partially Done" is confirmed.
      if (open.length > 0 && open.every((s) => s.completion !== "not_started")) {
        const confirm = open.map((s) => ({ key: s.key, label: s.label, completionLabel: s.completionLabel }));
        return failForm({ intent: ctx.intent, key: ctx.key }, submission.reply(), confirm);
      }
    }
  }
  return send(ctx);
};
