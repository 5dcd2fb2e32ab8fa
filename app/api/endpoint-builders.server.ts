import type { TypedResponse } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { JSONParsed } from "hono/utils/types";
import { z } from "zod";
import type { ApiDeps, Principal } from "./context.server";
import type { Endpoint, Permission, SentData } from "./endpoint.server";

// Builders for the endpoint shapes the domains declare again and again. Each returns the `Endpoint`
// declarations (same path, method, permission, schemas and answers), so the OpenAPI document, the permission
// matrix and the web tier's types see exactly what a hand-written declaration gives. The kernel imports no
// domain: the schemas and the service functions come in as arguments.

type AnyObject = z.ZodType<Record<string, unknown>>;
/** A permission a signed-in caller must hold (the builders' handlers need a user). */
type SignedIn = Exclude<Permission, "public">;
/** What a handler receives for a declared schema S (as `endpoint` types it). */
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The `{ id }` path parameters of a route on one record (`/thing/{id}`). */
export const idParams = z.object({ id: z.uuid() });
type IdParams = typeof idParams;

/**
 * GET `path`: one page of a list, answered whole as `c.json(await list(deps, user, query))` (`{ data, page }`),
 * its shape documented (and checked by tsc) by `answerBody`.
 */
export function pagedListEndpoint<const Path extends string, Q extends AnyObject, T extends {}>(spec: {
  path: Path;
  tag: string;
  summary: string;
  permission: SignedIn;
  query: Q;
  answerBody: z.ZodType<NoInfer<JSONParsed<T>>>;
  list: (deps: ApiDeps, user: Principal, query: Parsed<Q>) => Promise<T>;
}): Endpoint<undefined, Q, undefined, SignedIn, Path, "get", Promise<JSONAnswer<Awaited<T>>>> {
  const { list, ...declared } = spec;
  return {
    method: "get",
    ...declared,
    handler: async ({ c, deps, user, query }) => c.json(await list(deps, user, query)),
  };
}

/** What `c.json(value)` answers for a value of type T. */
type JSONAnswer<T> = Response & TypedResponse<JSONParsed<T>, ContentfulStatusCode, "json">;

/** One route of a by-id trio: its summary, its answer's shape (checked by tsc) and the service call it makes. */
interface ByIdRoute<A, Run> {
  summary: string;
  answer: z.ZodType<NoInfer<SentData<A>>>;
  run: Run;
}

/**
 * GET, PUT and DELETE on `path` (`/thing/{id}`): read one record (with `read`), change it from `body` and
 * remove it (with `manage`), each answering its service call's value as `data`.
 */
export function byIdEndpoints<const Path extends string, B extends z.ZodType, G, U, D>(spec: {
  path: Path;
  tag: string;
  read: SignedIn;
  manage: SignedIn;
  body: B;
  get: ByIdRoute<G, (deps: ApiDeps, user: Principal, id: string) => Promise<G>>;
  put: ByIdRoute<U, (deps: ApiDeps, user: Principal, id: string, body: Parsed<B>) => Promise<U>>;
  delete: ByIdRoute<D, (deps: ApiDeps, user: Principal, id: string) => Promise<D>>;
}): [
  Endpoint<undefined, undefined, IdParams, SignedIn, Path, "get", Promise<G>>,
  Endpoint<B, undefined, IdParams, SignedIn, Path, "put", Promise<U>>,
  Endpoint<undefined, undefined, IdParams, SignedIn, Path, "delete", Promise<D>>,
] {
  const { path, tag, read, manage, body } = spec;
  return [
    {
      method: "get",
      path,
      tag,
      summary: spec.get.summary,
      permission: read,
      params: idParams,
      answer: spec.get.answer,
      handler: ({ deps, user, params }) => spec.get.run(deps, user, params.id),
    },
    {
      method: "put",
      path,
      tag,
      summary: spec.put.summary,
      permission: manage,
      params: idParams,
      body,
      answer: spec.put.answer,
      handler: ({ deps, user, params, body }) => spec.put.run(deps, user, params.id, body),
    },
    {
      method: "delete",
      path,
      tag,
      summary: spec.delete.summary,
      permission: manage,
      params: idParams,
      answer: spec.delete.answer,
      handler: ({ deps, user, params }) => spec.delete.run(deps, user, params.id),
    },
  ];
}

/** One stored file's route: its answer's shape (checked by tsc) and the call made on the loaded file. */
interface FileRoute<Row, A> {
  answer: z.ZodType<NoInfer<SentData<A>>>;
  run: (deps: ApiDeps, row: Row) => Promise<A>;
}

/**
 * GET `path/{id}` (a signed, expiring download URL, with `read`) and POST `path/{id}/complete` (confirm an
 * upload made straight to storage, with `manage`) for the files one owner keeps: `load` finds the file and
 * checks the caller may act on its owner with the permission given.
 */
export function signedFileEndpoints<
  const Path extends string,
  Read extends SignedIn,
  Manage extends SignedIn,
  Row,
  Download,
  Completed,
>(spec: {
  path: Path;
  tag: string;
  read: Read;
  manage: Manage;
  downloadSummary: string;
  load: (deps: ApiDeps, user: Principal, id: string, permission: Read | Manage) => Promise<Row>;
  download: FileRoute<Row, Download>;
  complete: FileRoute<Row, Completed>;
}): [
  Endpoint<undefined, undefined, IdParams, SignedIn, `${Path}/{id}`, "get", Promise<Download>>,
  Endpoint<undefined, undefined, IdParams, SignedIn, `${Path}/{id}/complete`, "post", Promise<Completed>>,
] {
  const { path, tag, read, manage, load } = spec;
  return [
    {
      method: "get",
      path: `${path}/{id}`,
      tag,
      summary: spec.downloadSummary,
      permission: read,
      params: idParams,
      answer: spec.download.answer,
      handler: async ({ deps, user, params }) =>
        spec.download.run(deps, await load(deps, user, params.id, read)),
    },
    {
      method: "post",
      path: `${path}/{id}/complete`,
      tag,
      summary: "Confirm an upload made straight to S3-compatible storage",
      permission: manage,
      params: idParams,
      answer: spec.complete.answer,
      handler: async ({ deps, user, params }) =>
        spec.complete.run(deps, await load(deps, user, params.id, manage)),
    },
  ];
}
