import type { ActionFunction, ServerBuild } from "@remix-run/node";
import { MESSAGES } from "~/shared/messages";
import { readCapped } from "~/shared/read-capped.server";
import { crossSiteReason, crossSiteRefusal } from "./csrf.server";
import {
  API_PASSTHROUGH,
  type FormLimit,
  fieldRefusal,
  formLimitFor,
  MAX_ACTION_BODY_BYTES,
} from "./form-limits.server";

export { MAX_ACTION_BODY_BYTES } from "./form-limits.server";

function refusal(status: number, code: string, message: string): Response {
  return Response.json({ error: { code, message } }, { status, headers: { "cache-control": "no-store" } });
}

/** The request with its body cut off (an error, so the action fails) past `limit` bytes, whatever it announced. */
function capped(request: Request, limit: number, message: string): Request {
  if (!request.body) return request;
  let total = 0;
  const body = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        total += chunk.byteLength;
        if (total > limit) controller.error(refusal(413, "TOO_LARGE", message));
        else controller.enqueue(chunk);
      },
    }),
  );
  return new Request(request, { body, duplex: "half" } as RequestInit);
}

/**
 * The page form, read within its route's limit and counted before any parser sees it (N1). The action gets a
 * request carrying the same bytes, so it reads its form as before.
 */
async function checkedForm(request: Request, limit: FormLimit, routeId: string): Promise<Request> {
  const body = await readCapped(request, limit.maxBytes, () =>
    refusal(413, "TOO_LARGE", limit.tooLargeMessage),
  );
  const reason = fieldRefusal(request.headers.get("content-type") ?? "", body, limit);
  if (reason) {
    console.warn(`[keel] refused form of ${routeId} (${reason})`);
    throw refusal(400, "TOO_MANY_FIELDS", MESSAGES.formTooManyFields);
  }
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
  });
}

/**
 * Wraps the action of every route so the checks run before it reads anything: cross-site requests are
 * refused (403, `csrf.server.ts`), bodies over the route's limit answered 413 and forms with too many fields
 * (or a name repeated where one is expected) 400 (`form-limits.server.ts`). Used once, by the server build
 * entry (`server.ts`), so no route can forget it; route modules stay as they are.
 */
export function guardRouteActions(
  routes: ServerBuild["routes"],
  appUrl: () => string,
): ServerBuild["routes"] {
  const guarded: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(routes)) {
    const action = route.module.action;
    if (typeof action !== "function") {
      guarded[id] = route;
      continue;
    }
    const limit = formLimitFor(id);
    const guardedAction: ActionFunction = async (args) => {
      const { request } = args;
      const reason = crossSiteReason(request, appUrl());
      if (reason) {
        console.warn(
          `[keel] refused cross-site ${request.method} ${new URL(request.url).pathname} (${reason})`,
        );
        throw crossSiteRefusal();
      }
      const maxBytes = limit === API_PASSTHROUGH ? MAX_ACTION_BODY_BYTES : limit.maxBytes;
      const tooLarge = limit === API_PASSTHROUGH ? MESSAGES.requestTooLarge : limit.tooLargeMessage;
      if (Number(request.headers.get("content-length") ?? 0) > maxBytes)
        throw refusal(413, "TOO_LARGE", tooLarge);
      if (limit === API_PASSTHROUGH) return action({ ...args, request: capped(request, maxBytes, tooLarge) });
      return action({ ...args, request: await checkedForm(request, limit, id) });
    };
    guarded[id] = { ...route, module: { ...route.module, action: guardedAction } };
  }
  return guarded;
}
