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

/**
 * The reads shared by one page request's API reads, by the caller they were made for: a caller looked up for
 * a page request's reads is one object for all of them, so its reads live and die with it (nothing is kept
 * beyond the request). A caller authenticated for anything else (a change, a call from outside) has none.
 */
const readsOf = new WeakMap<Principal, Map<string, Promise<unknown>>>();

/** Authenticates once per token and page request; API requests from outside authenticate every time. */
export function authenticateShared(call: Request, token: string, authenticate: () => Promise<Principal>) {
  const scope = scopeOfCall.get(call);
  if (!scope) return authenticate();
  let pending = scope.get(token);
  if (!pending) {
    pending = authenticate().then((user) => {
      readsOf.set(user, new Map());
      return user;
    });
    scope.set(token, pending);
  }
  return pending;
}

/** Whether `user` was looked up for a page request's reads, so that what `readOnce` reads is shared. */
export const sharesReads = (user: Principal) => readsOf.has(user);

/**
 * `read()` once for the page request `user` was looked up for (the plan page's seven reads all check access to
 * the plan and read it, issue 37), or every time for any other caller. `key` names what is read and everything it
 * depends on besides the caller (the record, the action checked). A read that fails fails for every asker alike.
 */
export function readOnce<T>(user: Principal, key: string, read: () => Promise<T>): Promise<T> {
  const reads = readsOf.get(user);
  if (!reads) return read();
  let pending = reads.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = read();
    reads.set(key, pending);
  }
  return pending;
}
