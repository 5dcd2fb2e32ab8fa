import type { AppLoadContext } from "@remix-run/node";
import type { Method } from "~/api/endpoint.server";
import type { ErrorBody } from "~/api/errors.server";
import { type Scope, shareScope } from "~/api/shared-auth.server";
import { getRuntime } from "~/runtime.server";
import type { ApiAnswer, ApiBody, ApiPath, ApiResult, FileQuery, Query, Reach } from "~/web/api-types";
import { pageScope } from "~/web/shared-auth.server";
import { getConfig } from "../config.server";
import { getSessionToken } from "./session.server";

/**
 * The one way loaders and actions reach the backend: in-process by default (no network hop),
 * or over HTTP when API_URL names a remote instance. The bearer token comes from the cookie session.
 */
interface CallOptions<M extends Method, P extends string> {
  token?: string | null;
  body?: NoInfer<ApiBody<M, P>>;
  query?: Query;
  forwardFor?: string | null;
  /** The TCP peer of the page request (see clientHeaders). */
  peer?: string | null;
  ifMatch?: string | null;
  scope?: Scope;
}

// One overload per method: with the method fixed, tsc looks the path up in that method's endpoints only (a
// method inferred together with the path made it walk every endpoint of every method, past its limit).
export function callApi<const P extends ApiPath<"get">>(
  method: "get",
  path: Reach<"get", P>,
  options?: CallOptions<"get", P>,
): Promise<ApiAnswer<"get", P>>;
export function callApi<const P extends ApiPath<"post">>(
  method: "post",
  path: Reach<"post", P>,
  options?: CallOptions<"post", P>,
): Promise<ApiAnswer<"post", P>>;
export function callApi<const P extends ApiPath<"put">>(
  method: "put",
  path: Reach<"put", P>,
  options?: CallOptions<"put", P>,
): Promise<ApiAnswer<"put", P>>;
export function callApi<const P extends ApiPath<"patch">>(
  method: "patch",
  path: Reach<"patch", P>,
  options?: CallOptions<"patch", P>,
): Promise<ApiAnswer<"patch", P>>;
export function callApi<const P extends ApiPath<"delete">>(
  method: "delete",
  path: Reach<"delete", P>,
  options?: CallOptions<"delete", P>,
): Promise<ApiAnswer<"delete", P>>;
export function callApi(method: Method, path: AnyPath, options?: SendOptions) {
  return send(method, path, options);
}

/**
 * Who the page request came from, passed on to the API so its per-client limits (sign-in, sign-up, recovery)
 * count the browser and not the web tier: the proxy's X-Forwarded-For, and the TCP peer the launcher wrote.
 */
export function clientHeaders(request: Request): { forwardFor: string | null; peer: string | null } {
  const peerHeader = getConfig().peerHeader;
  return {
    forwardFor: request.headers.get("x-forwarded-for"),
    peer: peerHeader ? request.headers.get(peerHeader) : null,
  };
}

/** Any path the API declares, of any method (what the typed overloads narrow per method). */
type AnyPath = { [M in Method]: ApiPath<M> }[Method];

type SendOptions = {
  token?: string | null;
  body?: unknown;
  query?: Query;
  forwardFor?: string | null;
  peer?: string | null;
  ifMatch?: string | null;
  /** The page request's shared token lookup (in-process calls only). */
  scope?: Scope;
};

/**
 * The changes a page's loader makes only to record that the page was read: made for the page request (a GET page
 * has a scope, an action never), they share its token lookup and its reads (the plan page's "viewed" cost a second
 * session lookup and plan read).
 */
// Each path is checked by tsc against the API's POST endpoints (a renamed endpoint fails the build, not the page).
const RECORDS_OF_A_READ: readonly ApiPath<"post">[] = ["/bcp/viewed"];

/** Whether a call made for a page request shares its token lookup: its reads, and its records of a read. */
export const sharesPageLookup = (method: string, path: AnyPath) =>
  method === "GET" || (method === "POST" && RECORDS_OF_A_READ.some((recorded) => recorded === path));

/** One call to the backend as it leaves: in-process by default, over HTTP when API_URL names a remote one. */
async function dispatch(method: Method, path: AnyPath, options: SendOptions): Promise<Response> {
  const base = getConfig().apiUrl ?? "http://keel.internal";
  const url = new URL(`${base.replace(/\/$/, "")}/api${path}`);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) for (const v of value) url.searchParams.append(key, v);
    else url.searchParams.set(key, String(value));
  }
  const headers = new Headers({ accept: "application/json" });
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  if (options.forwardFor) headers.set("x-forwarded-for", options.forwardFor);
  const peerHeader = getConfig().peerHeader;
  if (options.peer && peerHeader) headers.set(peerHeader, options.peer);
  if (options.ifMatch) headers.set("if-match", options.ifMatch);
  let body: string | undefined;
  if (options.body !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.body);
  }
  const request = new Request(url, { method: method.toUpperCase(), headers, body });
  // Reads share the page request's token lookup; changes authenticate afresh (one may sign out or revoke), except
  // a loader's record that the page was read, which changes nothing of the session (issue 37).
  if (options.scope && sharesPageLookup(request.method, path)) shareScope(request, options.scope);
  return getConfig().apiUrl ? fetch(request) : (await getRuntime()).api.fetch(request);
}

async function send(method: Method, path: AnyPath, options: SendOptions = {}): Promise<ApiResult<unknown>> {
  const response = await dispatch(method, path, options);
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok)
    return { ok: true, status: response.status, data: json?.data, body: json as { data: unknown } };
  const error = (json?.error as ErrorBody["error"]) ?? { code: "INTERNAL", message: "Something Went Wrong!" };
  return { ok: false, status: response.status, error };
}

/**
 * A file the API answers (a PDF, a CSV, a JSON export) as the API's raw response, read as the signed-in user of
 * this request: path and query checked by `tsc` against the endpoint declarations, like every other call.
 */
export async function apiFile<const P extends ApiPath<"get">>(
  { request, context }: PageArgs,
  path: Reach<"get", P>,
  ...query: NoInfer<FileQuery<P>>
): Promise<Response> {
  const token = await getSessionToken(request);
  const { forwardFor, peer } = clientHeaders(request);
  return dispatch("get", path, {
    token,
    forwardFor,
    peer,
    query: query[0] as Query | undefined,
    scope: pageScope(context, request),
  });
}

/** The body argument of a call: required when the endpoint declares a body, absent when it takes none. */
type Sent<M extends Method, P extends string> = [ApiBody<M, P>] extends [undefined]
  ? []
  : // A body whose fields are all optional may be left out (it is sent as {}).
    // biome-ignore lint/complexity/noBannedTypes: the empty object is the test for "no field required"
    {} extends ApiBody<M, P>
    ? [body?: ApiBody<M, P>]
    : [body: ApiBody<M, P>];

/**
 * A body read straight off a submitted form (the API validates it and answers field errors): the endpoint's
 * fields only, each of any value. A field the endpoint does not take still fails.
 */
type FormFields<T> = T extends object ? { [K in keyof T]?: unknown } : never;
type Loose<M extends Method, P extends string> = [ApiBody<M, P>] extends [undefined]
  ? never
  : FormFields<ApiBody<M, P>>;

type Typed<M extends Method, P extends string> = Promise<ApiAnswer<M, P>>;

/**
 * What Remix hands every loader and action: the request, and `context`, one object per HTTP request (shared by
 * the loaders of one page), which holds the page request's token lookup.
 */
export type PageArgs = { request: Request; context: AppLoadContext };

/**
 * An API client bound to the signed-in user of this request. `ifMatch`: the edit version the submitted
 * form was loaded at (its `editVersion` field), sent as If-Match so a stale save is refused (409).
 */
export async function apiClient(
  { request, context }: PageArgs,
  options: { ifMatch?: FormDataEntryValue | null } = {},
) {
  const token = await getSessionToken(request);
  const { forwardFor, peer } = clientHeaders(request);
  const ifMatch = typeof options.ifMatch === "string" && options.ifMatch ? options.ifMatch : null;
  const scope = pageScope(context, request);
  const call = (method: Method, path: AnyPath, options: { body?: unknown; query?: Query }) =>
    send(method, path, { ...options, token, forwardFor, peer, ifMatch, scope });
  // The calls: path, body and answer from the endpoint declarations; a change takes the typed body, or else a
  // body of form values (known fields, any values). No call names its answer's type by hand. One overload list
  // per method, so tsc looks a path up in that method's endpoints only. A change's last overload takes the body as
  // the endpoint names it, for a helper generic over the path (postForm, putForm in form-action.server.ts).
  function get<const P extends ApiPath<"get">>(path: Reach<"get", P>, query?: Query): Typed<"get", P>;
  function get(path: ApiPath<"get">, query?: Query) {
    return call("get", path, { query });
  }
  function del<const P extends ApiPath<"delete">>(
    path: Reach<"delete", P>,
    query?: Query,
  ): Typed<"delete", P>;
  function del(path: ApiPath<"delete">, query?: Query) {
    return call("delete", path, { query });
  }
  function post<const P extends ApiPath<"post">>(
    path: Reach<"post", P>,
    ...body: NoInfer<Sent<"post", P>>
  ): Typed<"post", P>;
  function post<const P extends ApiPath<"post">>(
    path: Reach<"post", P>,
    body: NoInfer<Loose<"post", P>>,
  ): Typed<"post", P>;
  function post<const P extends ApiPath<"post">>(
    path: Reach<"post", P>,
    body: ApiBody<"post", P>,
  ): Typed<"post", P>;
  function post(path: ApiPath<"post">, body?: unknown) {
    return call("post", path, { body: body ?? {} });
  }
  function put<const P extends ApiPath<"put">>(
    path: Reach<"put", P>,
    ...body: NoInfer<Sent<"put", P>>
  ): Typed<"put", P>;
  function put<const P extends ApiPath<"put">>(
    path: Reach<"put", P>,
    body: NoInfer<Loose<"put", P>>,
  ): Typed<"put", P>;
  function put<const P extends ApiPath<"put">>(
    path: Reach<"put", P>,
    body: ApiBody<"put", P>,
  ): Typed<"put", P>;
  function put(path: ApiPath<"put">, body?: unknown) {
    return call("put", path, { body: body ?? {} });
  }
  function patch<const P extends ApiPath<"patch">>(
    path: Reach<"patch", P>,
    ...body: NoInfer<Sent<"patch", P>>
  ): Typed<"patch", P>;
  function patch<const P extends ApiPath<"patch">>(
    path: Reach<"patch", P>,
    body: NoInfer<Loose<"patch", P>>,
  ): Typed<"patch", P>;
  function patch(path: ApiPath<"patch">, body?: unknown) {
    return call("patch", path, { body: body ?? {} });
  }
  return { token, get, post, put, patch, delete: del };
}

/**
 * The pages of a paged API answer for a list page: `more` when the API counted only up to its cap
 * (`page.totalCapped`), so "Page 1 of 200+" and a Next link beyond.
 */
export function pageCount(body: Record<string, unknown>, page: number, pageSize?: number) {
  const paging = body.page as { total: number; pageSize: number; totalCapped?: boolean };
  const pages = Math.max(1, Math.ceil(paging.total / (pageSize ?? paging.pageSize)));
  const more = !!paging.totalCapped;
  return { page, pages: more ? Math.max(pages, page) : pages, more, total: paging.total };
}

export type { ApiAnswer, ApiBody, ApiData, ApiPath, ApiResult, EndpointAt } from "~/web/api-types";
