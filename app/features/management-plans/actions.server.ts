import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { z } from "zod";
import { FILE_MESSAGES } from "~/domains/files/rules";
import { PLAN_MESSAGES } from "~/domains/management-plans/model";
import {
  approvalDecisionSchema,
  cmTestOutcomeSchema,
  locationSchema,
  moveSchema,
  rosterSchema,
  sectionItemSchema,
  sectionSchema,
} from "~/domains/management-plans/validation";
import { paths } from "~/paths";
import type { PageArgs } from "~/web/api.server";
import { apiClient } from "~/web/api.server";
import { redirectWithToast } from "~/web/session.server";
import { putToSignedUrl } from "./views.server";

type Api = Awaited<ReturnType<typeof apiClient>>;
type Result =
  | { ok: true; message: string }
  | { ok: false; fields: Record<string, string[]>; message: string };

const ok = (message: string): Result => ({ ok: true, message });
const fromApi = (
  res: { ok: boolean; error?: { message: string; fields?: Record<string, string[]> } },
  message: string,
): Result =>
  res.ok ? ok(message) : { ok: false, fields: res.error?.fields ?? {}, message: res.error?.message ?? "" };

/** Validates with the shared schema, then calls the API; both kinds of error come back per field. */
async function run<S extends z.ZodType>(
  form: FormData,
  schema: S,
  call: (value: z.output<S>) => Promise<Result>,
): Promise<Result> {
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") {
    const fields = (submission.reply().error ?? {}) as Record<string, string[]>;
    const first = Object.values(fields)[0]?.[0] ?? "Check the form.";
    return { ok: false, fields, message: first };
  }
  return call(submission.value);
}

const outcomeForm = z.object({
  outcome: cmTestOutcomeSchema.shape.outcome,
  findings: z.string().max(100_000).nullish(),
  conductedOn: z.string().nullish(),
});

async function upload(api: Api, planId: string, sectionId: string, form: FormData): Promise<Result> {
  const file = form.get("file");
  if (!(file instanceof Blob) || !("name" in file) || !file.name || file.size === 0) {
    return { ok: false, fields: { file: [FILE_MESSAGES.fileRequired] }, message: FILE_MESSAGES.fileRequired };
  }
  const named = file as File;
  const res = await api.post("/signedUrl/managementPlanAttachments", {
    planId,
    sectionId,
    fileName: named.name,
    contentType: named.type,
    size: named.size,
  });
  if (!res.ok) return fromApi(res, "");
  const put = await putToSignedUrl(res.data.upload, named);
  if (!put.ok) {
    const body = (await put.json().catch(() => null)) as { error?: { message: string } } | null;
    const message = body?.error?.message ?? FILE_MESSAGES.urlInvalid;
    return { ok: false, fields: { file: [message] }, message };
  }
  return ok(FILE_MESSAGES.uploaded);
}

/** The plan page's small forms, each named by its intent; the target is the row it acts on. */
export async function planPageAction({ request, context }: PageArgs, planId: string) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const target = String(form.get("target") ?? "");
  // Forms that change an existing row send its edit version: a stale change is refused (409).
  const api = await apiClient({ request, context }, { ifMatch: form.get("editVersion") });
  let result: Result;
  switch (intent) {
    case "addLocation":
      result = await run(form, locationSchema, async (v) =>
        fromApi(await api.post(`/managementPlan/${planId}/location`, v), PLAN_MESSAGES.locationAdded),
      );
      break;
    case "removeLocation":
      result = fromApi(await api.delete(`/managementPlan/location/${target}`), PLAN_MESSAGES.locationRemoved);
      break;
    case "addSection":
      result = await run(form, sectionSchema, async (v) =>
        fromApi(await api.post(`/managementPlan/${planId}/section`, v), PLAN_MESSAGES.sectionSaved),
      );
      break;
    case "removeSection":
      result = fromApi(await api.delete(`/managementPlan/section/${target}`), PLAN_MESSAGES.sectionRemoved);
      break;
    case "moveSection":
      result = await run(form, moveSchema, async (v) =>
        fromApi(await api.post(`/managementPlan/section/${target}/move`, v), PLAN_MESSAGES.sectionSaved),
      );
      break;
    case "addItem":
      result = await run(form, sectionItemSchema, async (v) =>
        fromApi(await api.post(`/managementPlan/section/${target}/section-item`, v), PLAN_MESSAGES.itemSaved),
      );
      break;
    case "renameSection":
      result = await run(form, sectionSchema, async (v) =>
        fromApi(await api.put(`/managementPlan/section/${target}`, v), PLAN_MESSAGES.sectionSaved),
      );
      break;
    case "moveItem":
      result = await run(form, moveSchema, async (v) =>
        fromApi(await api.post(`/managementPlan/section-item/${target}/move`, v), PLAN_MESSAGES.itemSaved),
      );
      break;
    case "removeItem":
      result = fromApi(await api.delete(`/managementPlan/section-item/${target}`), PLAN_MESSAGES.itemRemoved);
      break;
    case "addRoster":
      result = await run(form, rosterSchema, async (v) =>
        fromApi(await api.post(`/managementPlan/${planId}/roster`, v), PLAN_MESSAGES.rosterSaved),
      );
      break;
    case "removeRoster":
      result = fromApi(await api.delete(`/managementPlan/roster/${target}`), PLAN_MESSAGES.rosterRemoved);
      break;
    case "upload":
      result = await upload(api, planId, target, form);
      break;
    case "removeAttachment":
      result = fromApi(
        await api.delete(`/signedUrl/managementPlanAttachments/${target}`),
        FILE_MESSAGES.removed,
      );
      break;
    case "send": {
      const sent = fromApi(
        await api.post(`/managementPlan/${planId}/approvalStatus`),
        PLAN_MESSAGES.sentForApproval,
      );
      // The send form has no fields: the API's reason (no approver chosen yet, say) shows on the form itself.
      result = sent.ok ? sent : { ...sent, fields: {} };
      break;
    }
    case "decide":
      result = await run(form, approvalDecisionSchema, async (v) =>
        fromApi(
          await api.put(`/managementPlan/${planId}/approverStatus`, v),
          v.decision === "APPROVED" ? PLAN_MESSAGES.approved : PLAN_MESSAGES.rejected,
        ),
      );
      break;
    case "recordOutcome":
      result = await run(form, outcomeForm, async (v) =>
        fromApi(
          await api.put(`/managementPlan/cmTest/${target}/outcome`, {
            outcome: v.outcome,
            findings: v.findings ?? "",
            conductedOn: v.conductedOn || undefined,
          }),
          PLAN_MESSAGES.testRecorded,
        ),
      );
      break;
    default:
      throw new Response("Unknown action", { status: 400 });
  }
  if (result.ok)
    return redirectWithToast(request, paths.managementPlan(planId), {
      type: "success",
      message: result.message,
    });
  // The text the user typed goes back with the errors, so the form keeps it (also without JavaScript).
  const values = Object.fromEntries(
    [...form.entries()].filter(
      (e): e is [string, string] =>
        typeof e[1] === "string" && !["intent", "target", "editVersion"].includes(e[0]),
    ),
  );
  return data({ intent, target, fields: result.fields, message: result.message, values }, { status: 400 });
}
