import { z } from "zod";
import type { FeedKind } from "~/domains/calendar/model";
import type { PageArgs } from "~/web/api.server";
import { actionContext, buttonIntent, formIntent, runIntents } from "~/web/form-action.server";

/**
 * A feed page's action: "create" (or regenerate) answers the new address in place, so it is shown once and never
 * lands in a redirect's URL or a toast; "revoke" lands back on the page with a toast.
 */
export async function feedAction(args: PageArgs, kind: FeedKind, back: string) {
  const ctx = await actionContext(args, back);
  if (ctx.formData.get("intent") === "create") {
    return formIntent({
      schema: z.object({}),
      call: (api) => (kind === "user" ? api.post("/calendar-feed/mine") : api.post("/calendar-feed/company")),
      done: (answer) => ({ created: answer.url }),
    })({ ...ctx, intent: "create" });
  }
  return runIntents(ctx, {
    revoke: buttonIntent({
      call: (api) =>
        kind === "user" ? api.delete("/calendar-feed/mine") : api.delete("/calendar-feed/company"),
      ok: (answer) => answer.message,
    }),
  });
}
