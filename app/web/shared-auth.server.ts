import type { AppLoadContext } from "@remix-run/node";
import type { Scope } from "~/api/shared-auth.server";

/**
 * The token scope of a page request: Remix hands every loader of one HTTP request the same `context` object,
 * so the scope hangs off it and goes with it (the API side, app/api/shared-auth.server.ts, shares the lookup).
 */
const scopeOfPage = new WeakMap<AppLoadContext, Scope>();

/**
 * The token scope of a page request (created on first use), or none for an action: a change may sign out or
 * revoke, and the loaders that run after it in the same HTTP request must see that.
 */
export function pageScope(context: AppLoadContext, request: Request): Scope | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  let scope = scopeOfPage.get(context);
  if (!scope) {
    scope = new Map();
    scopeOfPage.set(context, scope);
  }
  return scope;
}
