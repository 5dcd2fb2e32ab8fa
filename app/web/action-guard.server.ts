import type { ActionFunction, ServerBuild } from "@remix-run/node";
import { MAX_ATTACHMENT_BYTES } from "~/domains/files/rules";
import { MESSAGES } from "~/shared/messages";
import { crossSiteReason, crossSiteRefusal } from "./csrf.server";

/**
 * The largest request body an action reads: the largest attachment plus room for the form around it.
 * Actions read forms into memory (`request.formData()`), so without this cap one request could fill it.
 */
export const MAX_ACTION_BODY_BYTES = MAX_ATTACHMENT_BYTES + 1024 * 1024;

function tooLarge(): Response {
  return Response.json(
    { error: { code: "TOO_LARGE", message: MESSAGES.requestTooLarge } },
    { status: 413, headers: { "cache-control": "no-store" } },
  );
}

/** The request with its body cut off (an error, so the action fails) past `limit` bytes, whatever it announced. */
function capped(request: Request, limit: number): Request {
  if (!request.body) return request;
  let total = 0;
  const body = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        total += chunk.byteLength;
        if (total > limit) controller.error(new Error("request body over the limit"));
        else controller.enqueue(chunk);
      },
    }),
  );
  return new Request(request, { body, duplex: "half" } as RequestInit);
}

/**
 * Wraps the action of every route so the checks run before it reads anything: cross-site requests are
 * refused (403, `csrf.server.ts`) and bodies over MAX_ACTION_BODY_BYTES answered 413. Used once, by the
 * server build entry (`server.ts`), so no route can forget it; route modules stay as they are.
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
    const guardedAction: ActionFunction = (args) => {
      const { request } = args;
      const reason = crossSiteReason(request, appUrl());
      if (reason) {
        console.warn(
          `[keel] refused cross-site ${request.method} ${new URL(request.url).pathname} (${reason})`,
        );
        throw crossSiteRefusal();
      }
      if (Number(request.headers.get("content-length") ?? 0) > MAX_ACTION_BODY_BYTES) throw tooLarge();
      return action({ ...args, request: capped(request, MAX_ACTION_BODY_BYTES) });
    };
    guarded[id] = { ...route, module: { ...route.module, action: guardedAction } };
  }
  return guarded;
}
