import type { ActionFunctionArgs } from "@remix-run/node";
import { BCP_MESSAGES } from "~/domains/bcp/model";
import { bcpCreateSchema } from "~/domains/bcp/validation";
import { paths } from "~/paths";
import { requireUser } from "~/web/auth.server";
import { actionContext, buttonIntent, formIntent, runIntents } from "~/web/form-action.server";
import { redirectWithToast } from "~/web/session.server";

const bcpIdOf = (formData: FormData) => ({ bcpId: String(formData.get("bcpId") ?? "") });

/** The BCP list's forms: create a plan (then edit it); archive, restore or clone one after its confirmation. */
const intents = (request: Request) => ({
  create: formIntent({
    schema: bcpCreateSchema,
    call: (api, value) => api.post("/bcp", value),
    done: (plan) =>
      redirectWithToast(request, paths.manageBcp(plan.id), {
        type: "success",
        message: BCP_MESSAGES.bcpCreated,
      }),
  }),
  archive: buttonIntent({
    call: (api, f) => api.post("/bcp/archive", bcpIdOf(f)),
    ok: BCP_MESSAGES.bcpArchived,
  }),
  restore: buttonIntent({
    call: (api, f) => api.post("/bcp/restore", bcpIdOf(f)),
    ok: BCP_MESSAGES.bcpRestored,
  }),
  clone: buttonIntent({ call: (api, f) => api.post("/bcp/clone", bcpIdOf(f)), ok: BCP_MESSAGES.cloned }),
});

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  // Back to the list as it was, without the confirmation that was open.
  const back = new URL(request.url);
  back.searchParams.delete("confirm");
  back.searchParams.delete("bcpId");
  const ctx = await actionContext({ request, context }, `${back.pathname}${back.search}`);
  return runIntents(ctx, intents(request));
}
