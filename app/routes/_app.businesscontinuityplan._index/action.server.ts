import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import { BCP_MESSAGES } from "~/domains/bcp/model";
import { bcpCreateSchema } from "~/domains/bcp/validation";
import { paths } from "~/paths";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { redirectWithToast } from "~/web/session.server";

/** Archive or clone a plan after its confirmation, or create one. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  const formData = await request.formData();
  const intent = formData.get("intent");
  const api = await apiClient({ request, context });
  const back = new URL(request.url);
  back.searchParams.delete("confirm");
  back.searchParams.delete("bcpId");
  const backTo = `${back.pathname}${back.search}`;
  if (intent === "archive" || intent === "clone") {
    const bcpId = String(formData.get("bcpId") ?? "");
    const res =
      intent === "archive"
        ? await api.post("/bcp/archive", { bcpId })
        : await api.post("/bcp/clone", { bcpId });
    if (!res.ok) return redirectWithToast(request, backTo, { type: "error", message: res.error.message });
    return redirectWithToast(request, backTo, {
      type: "success",
      message: intent === "archive" ? BCP_MESSAGES.bcpArchived : BCP_MESSAGES.cloned,
    });
  }
  const submission = parseWithZod(formData, { schema: bcpCreateSchema });
  if (submission.status !== "success") return submission.reply();
  const res = await api.post("/bcp", submission.value);
  if (!res.ok) {
    return submission.reply({
      fieldErrors: res.error.fields ?? {},
      formErrors: res.error.fields ? [] : [res.error.message],
    });
  }
  return redirectWithToast(request, paths.manageBcp(res.data.id), {
    type: "success",
    message: BCP_MESSAGES.bcpCreated,
  });
}
