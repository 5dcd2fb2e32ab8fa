import type { AppLoadContext } from "@remix-run/node";
import type { Principal } from "../api/context.server";

/**
 * One page request makes several in-process API calls (the `_app` shell's session check, unread counts and
 * favourites, then the route's own calls), and each would look its bearer token up again. The page request's
 * reads share one lookup instead: Remix hands every loader of one HTTP request the same `context` object, so
 * the scope hangs off it and goes with it. Only calls made in-process for the same page request share it;
 * nothing is kept beyond that request.
 */
export type Scope = Map<string, Promise<Principal>>;

const scopeOfPage = new WeakMap<AppLoadContext, Scope>();
const scopeOfCall = new WeakMap<Request, Scope>();

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

/** Marks an in-process API request as made for a page request with this scope. */
export function shareScope(call: Request, scope: Scope) {
  scopeOfCall.set(call, scope);
}

/** Authenticates once per token and page request; API requests from outside authenticate every time. */
export function authenticateShared(call: Request, token: string, authenticate: () => Promise<Principal>) {
  const scope = scopeOfCall.get(call);
  if (!scope) return authenticate();
  let pending = scope.get(token);
  if (!pending) {
    pending = authenticate();
    scope.set(token, pending);
  }
  return pending;
}
