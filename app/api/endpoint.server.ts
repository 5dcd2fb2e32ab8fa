import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import type { z } from "zod";
import type { ApiDeps, Principal } from "./context.server";

export type Method = "get" | "post" | "put" | "patch" | "delete";
type AnyObject = z.ZodType<Record<string, unknown>>;

/**
 * The actions of the permission matrix, by name. The access domain fills this in by declaration merging
 * (app/domains/access/policy.ts), so the kernel type-checks every declared permission without importing a domain.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging
export interface PermissionActions {}

/**
 * Every API route declares who may call it:
 * - "public": no token needed (sign-in, sign-up, reset links, health)
 * - "authenticated": any signed-in user; the handler scopes to the caller itself
 * - an Action of the permission matrix: checked before the handler runs
 */
export type Permission = "public" | "authenticated" | Extract<keyof PermissionActions, string>;

export interface HandlerArgs<B, Q, P, U> {
  c: Context;
  deps: ApiDeps;
  user: U;
  body: B;
  query: Q;
  params: P;
}

export interface Endpoint<
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends AnyObject | undefined = AnyObject | undefined,
  P extends AnyObject | undefined = AnyObject | undefined,
  Perm extends Permission = Permission,
  Path extends string = string,
  M extends Method = Method,
  R = unknown,
> {
  method: M;
  /** OpenAPI-style path under /api, e.g. /user/{id}. */
  path: Path;
  summary: string;
  tag: string;
  permission: Perm;
  body?: B;
  /**
   * The body may also come form-encoded (application/x-www-form-urlencoded), as a browser form posts it
   * (spec §7: sign-in and callback take form-encoded csrfToken and callbackUrl). A form-encoded body must
   * carry the csrfToken that GET /auth/csrf issued to this browser (app/api/form-csrf.server.ts).
   */
  form?: boolean;
  query?: Q;
  params?: P;
  /**
   * Largest JSON body accepted, in bytes (default DEFAULT_MAX_BODY_BYTES, 256 KB): declare more only for
   * bodies that carry files or long text (imports, images, rich text).
   */
  maxBodyBytes?: number;
  /** HTTP status of a successful answer (default 200). */
  status?: 200 | 201;
  /**
   * The answer's shape (the value sent as `data`): documented in /api/openapi.json and, in the test suite, checked
   * against every answer sent (app/api/answer-check.server.ts). It is the presenter's contract: only the fields
   * it names leave the API. The web tier's types come from the handler's return type either way.
   */
  answer?: z.ZodType;
  /** For a handler answering `c.json(body)` (a paged list: `{ data, page }`): the whole body's shape. */
  answerBody?: z.ZodType;
  /** For a handler answering a file or a stream (a `Response`): its media type, documented as such. */
  produces?: Produces;
  // Method syntax: a declaration with its own body, query and params types still counts as an Endpoint.
  handler(
    args: HandlerArgs<
      B extends z.ZodType ? z.output<B> : undefined,
      Q extends z.ZodType ? z.output<Q> : undefined,
      P extends z.ZodType ? z.output<P> : undefined,
      Perm extends "public" ? Principal | null : Principal
    >,
  ): R;
}

/**
 * Declares one API route. The handler's return value is sent as { "data": value } (or, when it returns a
 * `c.json(...)` response, that body as it is). The declaration keeps its types: path, method, body schema and
 * answer reach the web tier's client (app/web/api.server.ts) by a type-only import of the endpoint list.
 */
export function endpoint<
  const Path extends string,
  M extends Method,
  R,
  B extends z.ZodType | undefined = undefined,
  Q extends AnyObject | undefined = undefined,
  P extends AnyObject | undefined = undefined,
  Perm extends Permission = Permission,
>(
  spec: Endpoint<B, Q, P, Perm, Path, M, R> & {
    // A declared answer schema must describe what the handler answers (as JSON): a field of the wrong type, or
    // one the handler does not send, fails `tsc`.
    answer?: z.ZodType<NoInfer<SentData<Awaited<R>>>>;
    answerBody?: z.ZodType<NoInfer<SentWhole<Awaited<R>>>>;
  },
): Endpoint<B, Q, P, Perm, Path, M, R> {
  return spec;
}

/**
 * The arguments of a signed-in handler that reads a query (`Q`: the query schema's output), written out on a
 * handler answering `c.json(...)` with `answerBody`: tsc checks `answerBody` before it infers the answer of a
 * handler whose arguments are only inferred, reads that answer as unknown and refuses every schema.
 */
export type QueryHandlerArgs<Q> = HandlerArgs<undefined, Q, undefined, Principal>;

/** Media types of answers that are not `{ data }` JSON (files, streams; a JSON file is a download, not an answer). */
export type Produces =
  | "application/pdf"
  | "text/csv"
  | "application/json"
  | "text/event-stream"
  | "application/octet-stream"
  /** A call's next instructions (TwiML) for the voice provider. */
  | "text/xml";

/** What `answer` describes: the handler's value sent as `data` (never a `Response`). */
export type SentData<X> = X extends Response ? never : JSONParsed<X>;
/** What `answerBody` describes: the body of the `c.json(...)` a handler answers. */
type SentWhole<X> = X extends TypedResponse<infer T, infer _S, infer _F> ? JSONParsed<T> : never;

/** One value a handler answers with, as the client parses it from JSON (dates become strings). */
type SentBody<X> =
  X extends TypedResponse<infer T, infer _S, infer _F>
    ? JSONParsed<T>
    : X extends Response
      ? { data: unknown }
      : { data: JSONParsed<X> };

/** What one endpoint's success body is: `{ data }`, or the body of the `c.json(...)` its handler answers. */
export type AnswerBody<E> = E extends { handler(args: never): infer R } ? SentBody<Awaited<R>> : never;

type Declared<S> = [Exclude<S, undefined>] extends [never] ? undefined : Exclude<S, undefined>;

/** What a caller sends as one endpoint's body (the schema's input, before defaults and transforms). */
export type BodyInput<E> = E extends { body?: infer B }
  ? Declared<B> extends z.ZodType
    ? z.input<Declared<B>>
    : undefined
  : undefined;

/** What a caller sends as one endpoint's query. */
export type QueryInput<E> = E extends { query?: infer Q }
  ? Declared<Q> extends z.ZodType
    ? z.input<Declared<Q>>
    : undefined
  : undefined;
