import type { AnswerBody, BodyInput, Method, QueryInput } from "~/api/endpoint.server";
import type { ErrorBody } from "~/api/errors.server";
import type { DeclaredEndpoint } from "~/backend.server";

// Isomorphic (types only), so screens may name an answer's type without reaching a .server helper.
export type ApiResult<T, Body = { data: T } & Record<string, unknown>> =
  | { ok: true; status: number; data: T; body: Body }
  | { ok: false; status: number; error: ErrorBody["error"] };

export type Query = Record<string, string | number | boolean | null | undefined | string[]>;

// The typed hop: paths, bodies and answers come from the endpoint declarations (a type-only import of the
// composition root), so a wrong path, body field or answer field read fails `tsc`. A declared path's
// {param} is written as any text: `/incident/${id}` calls /incident/{id}.

type Declared<M extends Method> = Extract<DeclaredEndpoint, { method: M }>;
/** A declared path with each `{param}` as any text. */
type Pattern<S extends string> = S extends `${infer A}{${string}}${infer Z}`
  ? `${A}${string}${Pattern<Z>}`
  : S;
type Segments<S extends string> = S extends `${infer H}/${infer T}` ? [H, ...Segments<T>] : [S];
type SameShape<Call extends string[], Decl extends string[]> = Call extends [
  infer C extends string,
  ...infer CR extends string[],
]
  ? Decl extends [infer D extends string, ...infer DR extends string[]]
    ? C extends Pattern<D>
      ? SameShape<CR, DR>
      : false
    : false
  : Decl extends []
    ? true
    : false;
// `true extends`: an endpoint declared over a union of paths (one per export format) is reached by any of them.
type ByPattern<E, P extends string> = E extends { path: infer D extends string }
  ? true extends SameShape<Segments<P>, Segments<D>>
    ? E
    : never
  : never;
/** One method's endpoints by their declared path (a lookup, not a walk of every endpoint per call). */
type Table<M extends Method> = { [E in Declared<M> as E["path"]]: E };
type Templated<M extends Method> = Extract<Declared<M>, { path: `${string}{${string}` }>;

/** The paths a caller may write for one method. */
export type ApiPath<M extends Method> = Extract<keyof Table<M>, string> | Pattern<Templated<M>["path"]>;
/** The endpoint a call reaches: the one declared with exactly this path, else the one whose pattern it fits. */
export type EndpointAt<M extends Method, P extends string> =
  Table<M> extends infer T ? (P extends keyof T ? T[P] : ByPattern<Templated<M>, P>) : never;
/** A path that reaches an endpoint (`/incident/${id}/typo` fits the pattern /incident/{id} but no declaration). */
export type Reach<M extends Method, P extends string> = [EndpointAt<M, P>] extends [never] ? never : P;
type Answer<M extends Method, P extends string> = AnswerBody<EndpointAt<M, P>>;
/** A call's result: `data` as the endpoint answers it (as JSON parses it), `body` the whole answer. */
export type ApiAnswer<M extends Method, P extends string> = ApiResult<Answer<M, P>["data"], Answer<M, P>>;
/** What a call's `data` is: the endpoint's answer, as JSON parses it. Screens name their props' types with it. */
export type ApiData<M extends Method, P extends string> = Answer<M, P>["data"];
/** The body an endpoint takes: its schema's input. */
export type ApiBody<M extends Method, P extends string> = BodyInput<EndpointAt<M, P>>;
/** The query an endpoint takes: its schema's input (undefined when it declares none). */
export type ApiQuery<M extends Method, P extends string> = QueryInput<EndpointAt<M, P>>;
/** The query argument of a file download: required when the endpoint's query has a required field, absent when none. */
export type FileQuery<P extends string> = [ApiQuery<"get", P>] extends [undefined]
  ? []
  : // biome-ignore lint/complexity/noBannedTypes: the empty object is the test for "no field required"
    {} extends ApiQuery<"get", P>
    ? [query?: ApiQuery<"get", P>]
    : [query: ApiQuery<"get", P>];
