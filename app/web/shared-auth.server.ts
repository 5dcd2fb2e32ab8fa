import type { LoaderFunctionArgs, ServerBuild } from "@remix-run/node";
import type { Principal } from "../api/context.server";

/**
 * One page request makes several in-process API calls (the `_app` shell's session check, unread counts and
 * favourites, then the route's own calls), and each would look its bearer token up again. The page request's
 * calls share one lookup instead: `apiClient` gives them a scope, the API's authentication reads it. Only calls
 * made in-process for the same page request share it; nothing is kept beyond that request.
 */
type Scope = Map<string, Promise<Principal>>;

const scopeOfPage = new WeakMap<object, Scope>();
const scopeOfCall = new WeakMap<Request, Scope>();
/**
 * Remix hands each loader of a page its own copy of the request, but one load context object per HTTP
 * request: a loader's request is linked to it (`shareScopeAcrossLoaders`), so the `_app` shell's loader and
 * the route's loader share one lookup too.
 */
const contextOfRequest = new WeakMap<Request, object>();

/** The scope of a page request (created on first use). */
export function pageScope(page: Request): Scope {
  const key = contextOfRequest.get(page) ?? page;
  let scope = scopeOfPage.get(key);
  if (!scope) {
    scope = new Map();
    scopeOfPage.set(key, scope);
  }
  return scope;
}

/** Links a loader's request to its HTTP request's load context (one object per request, shared by its loaders). */
export function linkToLoadContext(request: Request, context: unknown) {
  if (context && typeof context === "object") contextOfRequest.set(request, context);
}

type Routes = ServerBuild["routes"];

/** Wraps every route's loader so that the loaders of one page request share their token lookup. */
export function shareScopeAcrossLoaders(routes: Routes): Routes {
  const shared: Routes = {};
  for (const [id, route] of Object.entries(routes)) {
    const loader = route.module.loader;
    shared[id] =
      typeof loader === "function"
        ? {
            ...route,
            module: {
              ...route.module,
              loader: (args: LoaderFunctionArgs) => {
                linkToLoadContext(args.request, args.context);
                return loader(args);
              },
            },
          }
        : route;
  }
  return shared;
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
