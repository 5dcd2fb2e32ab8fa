import { apiClient, type PageArgs } from "./api.server";
import type { ApiData, ApiPath, ApiResult, Query, Reach } from "./api-types";

/**
 * How a loader's read ends: the call's data, or the API's refusal thrown as the page's error response (its
 * message, its status), which the route's error boundary shows.
 */
export function dataOrThrow<T>(res: ApiResult<T, unknown>): T {
  return answerOrThrow(res).data;
}

/** The same, keeping the whole answer: for a list whose page also reads the answer's `body` (its paging). */
export function answerOrThrow<T, B>(res: ApiResult<T, B>): Extract<ApiResult<T, B>, { ok: true }> {
  if (!res.ok) throw new Response(res.error.message, { status: res.status });
  return res;
}

/** The same for a record's page: the API refuses a malformed id (400), which the page answers as not found. */
export function recordOrThrow<T>(res: ApiResult<T, unknown>): T {
  return dataOrThrow(res.ok || res.status !== 400 ? res : { ...res, status: 404 });
}

/**
 * A loader's one read: GET `path` as the signed-in user, its data or the refusal thrown (see dataOrThrow).
 * Typed as `api.get` is: `path` must be a declared GET endpoint, and the answer is that endpoint's data.
 */
export async function readOrThrow<const P extends ApiPath<"get">>(
  args: PageArgs,
  path: Reach<"get", P>,
  query?: Query,
): Promise<ApiData<"get", P>> {
  const api = await apiClient(args);
  return dataOrThrow(await api.get(path, query));
}
