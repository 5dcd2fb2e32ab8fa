import type { Principal } from "./context.server";

/**
 * One page request makes several in-process API calls (the `_app` shell's session check, unread counts and
 * favourites, then the route's own calls), and each would look its bearer token up again. The page request's
 * calls share one lookup instead: `apiClient` gives them a scope, the API's authentication reads it. Only calls
 * made in-process for the same page request share it; nothing is kept beyond that request.
 */
type Scope = Map<string, Promise<Principal>>;

const scopeOfPage = new WeakMap<Request, Scope>();
const scopeOfCall = new WeakMap<Request, Scope>();

/** The scope of a page request (created on first use). */
export function pageScope(page: Request): Scope {
  let scope = scopeOfPage.get(page);
  if (!scope) {
    scope = new Map();
    scopeOfPage.set(page, scope);
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
