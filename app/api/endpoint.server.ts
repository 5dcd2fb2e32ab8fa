import type { Context } from "hono";
import type { z } from "zod";
import type { Action } from "~/domains/access/policy";
import type { ApiDeps, Principal } from "./context.server";

type Method = "get" | "post" | "put" | "patch" | "delete";
type AnyObject = z.ZodType<Record<string, unknown>>;

/**
 * Every API route declares who may call it:
 * - "public": no token needed (sign-in, sign-up, reset links, health)
 * - "authenticated": any signed-in user; the handler scopes to the caller itself
 * - an Action of the permission matrix: checked before the handler runs
 */
export type Permission = "public" | "authenticated" | Action;

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
> {
  method: Method;
  /** OpenAPI-style path under /api, e.g. /user/{id}. */
  path: string;
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
  handler: (
    args: HandlerArgs<
      B extends z.ZodType ? z.output<B> : undefined,
      Q extends z.ZodType ? z.output<Q> : undefined,
      P extends z.ZodType ? z.output<P> : undefined,
      Perm extends "public" ? Principal | null : Principal
    >,
  ) => Promise<unknown> | unknown;
}

/** Declares one API route. The handler's return value is sent as { "data": value }. */
export function endpoint<
  B extends z.ZodType | undefined = undefined,
  Q extends AnyObject | undefined = undefined,
  P extends AnyObject | undefined = undefined,
  Perm extends Permission = Permission,
>(spec: Endpoint<B, Q, P, Perm>): Endpoint {
  return spec as unknown as Endpoint;
}
