import type { AppLoadContext } from "@remix-run/node";
import type { ErrorBody } from "~/api/errors.server";
import { getRuntime } from "~/runtime.server";
import { pageScope, type Scope, shareScope } from "~/web/shared-auth.server";
import { getConfig } from "../config.server";
import { getSessionToken } from "./session.server";

export type ApiResult<T> =
  | { ok: true; status: number; data: T; body: { data: T } & Record<string, unknown> }
  | { ok: false; status: number; error: ErrorBody["error"] };

type Query = Record<string, string | number | boolean | null | undefined | string[]>;

/**
 * The one way loaders and actions reach the backend: in-process by default (no network hop),
 * or over HTTP when API_URL names a remote instance. The bearer token comes from the cookie session.
 */
export async function callApi<T>(
  method: string,
  path: string,
  options: {
    token?: string | null;
    body?: unknown;
    query?: Query;
    forwardFor?: string | null;
    ifMatch?: string | null;
    /** The page request's shared token lookup (in-process calls only). */
    scope?: Scope;
  } = {},
): Promise<ApiResult<T>> {
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
  if (options.ifMatch) headers.set("if-match", options.ifMatch);
  let body: string | undefined;
  if (options.body !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.body);
  }
  const request = new Request(url, { method: method.toUpperCase(), headers, body });
  // Reads share the page request's token lookup; changes authenticate afresh (one may sign out or revoke).
  if (options.scope && request.method === "GET") shareScope(request, options.scope);
  const response = getConfig().apiUrl ? await fetch(request) : await (await getRuntime()).api.fetch(request);
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok)
    return { ok: true, status: response.status, data: json?.data as T, body: json as { data: T } };
  const error = (json?.error as ErrorBody["error"]) ?? { code: "INTERNAL", message: "Something Went Wrong!" };
  return { ok: false, status: response.status, error };
}

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
  const forwardFor = request.headers.get("x-forwarded-for");
  const ifMatch = typeof options.ifMatch === "string" && options.ifMatch ? options.ifMatch : null;
  const scope = pageScope(context, request);
  const call = <T>(method: string, path: string, options: { body?: unknown; query?: Query } = {}) =>
    callApi<T>(method, path, { ...options, token, forwardFor, ifMatch, scope });
  return {
    token,
    get: <T>(path: string, query?: Query) => call<T>("get", path, { query }),
    post: <T>(path: string, body?: unknown) => call<T>("post", path, { body: body ?? {} }),
    put: <T>(path: string, body?: unknown) => call<T>("put", path, { body: body ?? {} }),
    patch: <T>(path: string, body?: unknown) => call<T>("patch", path, { body: body ?? {} }),
    delete: <T>(path: string, query?: Query) => call<T>("delete", path, { query }),
  };
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
