import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import { BCP_MESSAGES } from "~/domains/bcp/model";
import {
  headcountSchema,
  locationSchema,
  processSchema,
  processUpdateSchema,
  serviceSchema,
  serviceUpdateSchema,
} from "~/domains/bcp/validation";
import type { IntentResult } from "~/features/bcp/approval-forms";
import { sendForApprovalAction } from "~/features/bcp/send-approval.server";
import { ANALYSIS_INTENTS, analysisAction } from "~/features/bcp-analysis/screens.server";
import { paths } from "~/paths";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { redirectWithToast } from "~/web/session.server";

type Schema = z.ZodType<Record<string, unknown>>;
// A function, not a module-level table: a table naming the schemas would keep zod in the browser bundle.
const forms = (): Record<
  string,
  { schema: Schema; method: "post" | "put"; path: string; ok: string; fail?: string }
> => ({
  addService: { schema: serviceSchema, method: "post", path: "/bcpService", ok: BCP_MESSAGES.serviceAdded },
  editService: {
    schema: serviceUpdateSchema,
    method: "put",
    path: "/bcpService",
    ok: BCP_MESSAGES.serviceEdited,
  },
  addLocation: {
    schema: locationSchema,
    method: "post",
    path: "/bcpProcess/locations",
    ok: BCP_MESSAGES.locationAdded,
  },
  saveHeadcount: {
    schema: headcountSchema,
    method: "put",
    path: "/bcpProcess/locations",
    ok: BCP_MESSAGES.locationsSaved,
  },
});

export async function action({ request, context }: ActionFunctionArgs): Promise<IntentResult | Response> {
  await requireUser({ request, context });
  const url = new URL(request.url);
  const bcpId = url.searchParams.get("bcpId") ?? "";
  const section = url.searchParams.get("section") ?? "services";
  const back = paths.manageBcp(bcpId, section);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const api = await apiClient({ request, context }, { ifMatch: formData.get("editVersion") });
  const toast = (ok: boolean, message: string) =>
    redirectWithToast(request, back, { type: ok ? "success" : "error", message });

  // The analysis sections (BIA, risk, dependencies, MALO, scenarios, BRT roster, stakeholders, summary).
  if (ANALYSIS_INTENTS.has(intent)) return analysisAction({ request, api, formData, intent, back });
  if (intent === "sendForApproval") return sendForApprovalAction({ request, api, formData, back });
  // Row actions after their confirmation.
  if (intent === "deleteService" || intent === "deleteProcess" || intent === "removeLocation") {
    const path = {
      deleteService: "/bcpService",
      deleteProcess: "/bcpProcess",
      removeLocation: "/bcpProcess/locations",
    }[intent];
    const res = await api.delete(path, { id: String(formData.get("id") ?? "") });
    if (!res.ok) return toast(false, res.error.message);
    const message = {
      deleteService: BCP_MESSAGES.serviceRemoved,
      deleteProcess: BCP_MESSAGES.processRemoved,
      removeLocation: BCP_MESSAGES.locationRemoved,
    }[intent];
    return toast(true, message);
  }
  if (intent === "updateAssignee") {
    const res = await api.put("/bcp/updateAssignee", {
      bcpId,
      assigneeId: formData.get("assigneeId") || null,
    });
    return toast(res.ok, res.ok ? BCP_MESSAGES.assigneeUpdated : res.error.message);
  }
  if (intent === "planStatus") {
    const res = await api.put("/bcp/status", { bcpId, status: formData.get("status") });
    return toast(res.ok, res.ok ? BCP_MESSAGES.statusChanged : res.error.message);
  }
  if (intent === "processStatus") {
    const res = await api.put("/bcpProcess/status", {
      id: formData.get("id"),
      status: formData.get("status"),
    });
    return toast(res.ok, res.ok ? BCP_MESSAGES.statusChanged : res.error.message);
  }
  if (intent === "saveProcess") {
    const editing = !!formData.get("id");
    const submission = parseWithZod(formData, { schema: editing ? processUpdateSchema : processSchema });
    if (submission.status !== "success") return { intent, result: submission.reply() };
    const res = editing
      ? await api.put("/bcpProcess", submission.value)
      : await api.post("/bcpProcess", submission.value);
    if (!res.ok) {
      const fail = editing ? BCP_MESSAGES.processEditFailed : BCP_MESSAGES.processAddFailed;
      return {
        intent,
        result: submission.reply({
          fieldErrors: res.error.fields ?? {},
          formErrors: res.error.fields ? [] : [`${fail}: ${res.error.message}`],
        }),
      };
    }
    return redirectWithToast(request, paths.manageBcp(bcpId, "processes"), {
      type: "success",
      message: editing ? BCP_MESSAGES.processEdited : BCP_MESSAGES.processCreated,
    });
  }
  const spec = forms()[intent];
  if (!spec) return toast(false, "Something Went Wrong!");
  const submission = parseWithZod(formData, { schema: spec.schema });
  const key = String(formData.get("processId") ?? formData.get("section") ?? formData.get("id") ?? "");
  if (submission.status !== "success") return { intent, key, result: submission.reply() };
  const res =
    spec.method === "post"
      ? await api.post(spec.path, submission.value)
      : await api.put(spec.path, submission.value);
  if (!res.ok) {
    const fields = res.error.fields ?? {};
    return {
      intent,
      key,
      result: submission.reply({
        fieldErrors: fields,
        formErrors: res.error.fields ? [] : [res.error.message],
      }),
    };
  }
  const notStarted = (res.data as { sectionsNotStarted?: string[] } | undefined)?.sectionsNotStarted ?? [];
  if (intent === "sendForApproval" && notStarted.length > 0) {
    return redirectWithToast(request, back, {
      type: "warning",
      message: BCP_MESSAGES.sentWithSectionsNotStarted(notStarted),
    });
  }
  return toast(true, spec.ok);
}
