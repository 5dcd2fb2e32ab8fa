import { parseWithZod } from "@conform-to/zod/v4";
import { BCP_MESSAGES } from "~/domains/bcp/model";
import { incompleteSections } from "~/domains/bcp/sections";
import { sendForApprovalSchema } from "~/domains/bcp/validation";
import type { apiClient } from "~/web/api.server";
import { redirectWithToast } from "~/web/session.server";
import type { IntentResult } from "./approval-forms";

type Api = Awaited<ReturnType<typeof apiClient>>;

/**
 * Sends a section or the whole plan for approval. When what is sent has sections that are not done,
 * the form comes back naming them with a "Send anyway" button (a server-rendered confirmation, so it
 * works without JavaScript); only the confirmed post is sent.
 */
export async function sendForApprovalAction(args: {
  request: Request;
  api: Api;
  formData: FormData;
  back: string;
}): Promise<IntentResult | Response> {
  const { request, api, formData, back } = args;
  const intent = "sendForApproval";
  const submission = parseWithZod(formData, { schema: sendForApprovalSchema });
  const key = String(formData.get("section") ?? "");
  if (submission.status !== "success") return { intent, key, result: submission.reply() };
  if (formData.get("confirmIncomplete") !== "true") {
    const plan = await api.get("/bcp", { bcpId: submission.value.bcpId });
    if (plan.ok) {
      const open = incompleteSections(plan.data.sections, submission.value.section);
      if (open.length > 0) {
        return {
          intent,
          key,
          result: submission.reply(),
          incomplete: open.map((s) => ({ key: s.key, label: s.label, completionLabel: s.completionLabel })),
        };
      }
    }
  }
  const res = await api.put("/bcp/approvalStatus", submission.value);
  if (!res.ok) {
    return {
      intent,
      key,
      result: submission.reply({
        fieldErrors: res.error.fields ?? {},
        formErrors: res.error.fields ? [] : [res.error.message],
      }),
    };
  }
  return redirectWithToast(request, back, { type: "success", message: BCP_MESSAGES.sentForApproval });
}
