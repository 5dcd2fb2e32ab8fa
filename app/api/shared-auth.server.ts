import type { Principal } from "./context.server";

/**
 * One page request makes several in-process API calls (the `_app` shell's session check, unread counts and
 * favourites, then the route's own calls), and each would look its bearer token up again. The calls made for
 * one page request share one lookup instead: the web tier gives them a scope (app/web/shared-auth.server.ts
 * keys it on the page request) and marks each call with it. Nothing is kept beyond that request.
 */
export type Scope = Map<string, Promise<Principal>>;

const scopeOfCall = new WeakMap<Request, Scope>();

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
