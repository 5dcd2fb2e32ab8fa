import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { z } from "zod";
import type { ErrorBody } from "~/api/errors.server";
import { DISCARD_FIELD, MESSAGES } from "~/shared/messages";
import { apiClient, type PageArgs } from "./api.server";
import type { ApiBody, ApiPath, ApiResult, Reach } from "./api-types";
import type { FormFailure } from "./form-failure";
import { redirectWithToast } from "./session.server";

/**
 * How every page action ends (docs/architecture.md, "A form's action"): parse the form with Conform + Zod,
 * make the typed API call, then either redirect with a toast (success) or answer the form's failure,
 * `{ intent, key, result }` with status 400, so the form that was sent shows the errors on its fields and
 * keeps the user's input, with or without JavaScript. The API's field errors reach a form through here alone.
 */

export type Api = Awaited<ReturnType<typeof apiClient>>;
type ApiError = ErrorBody["error"];
type Answered<R> = ApiResult<R, unknown>;

/** What an action has to hand: `back` is the page the forms are on (where a toast lands by default). */
export interface ActionContext {
  request: Request;
  api: Api;
  formData: FormData;
  back: string;
  /** The sent form's key, when the page repeats a form per row (e.g. its processId). */
  key?: string;
}
type Sent = ActionContext & { intent: string };

/**
 * Reads the sent form and binds the API client to the signed-in user (if any), with the form's edit version
 * (`editVersion`, sent as If-Match). `back`: the page the form is on.
 */
export async function actionContext(args: PageArgs, back: string): Promise<ActionContext> {
  const formData = await args.request.formData();
  const api = await apiClient(args, { ifMatch: formData.get("editVersion") });
  return { request: args.request, api, formData, back };
}

/** One intent of a page, ready to run: made by `formIntent` or `buttonIntent`. */
export type Intent = (ctx: Sent) => Promise<Response | Failed>;
type Failed = ReturnType<typeof failForm>;

type Success<R, V, D> =
  /** `to`: where success lands (default: `back`); a function when it is the saved record's own page. */
  | { ok: string | ((answer: R, value: V) => string); to?: string | ((answer: R, value: V) => string) }
  /** Success that is not a toast back: a session started, or a page answered in place. */
  | { done: (answer: R, value: V) => D };

/** A form: its schema, the typed API call made with the parsed value, and what success does. */
export type FormSpec<S extends z.ZodType, R, D = Response> = {
  schema: S;
  call: (api: Api, value: z.output<S>) => Promise<Answered<R>>;
  /** Put before the API's message when it refuses the form as a whole ("Add risk unsuccessful: …"). */
  fail?: string;
  /** The form's key when it is not the page's (see ActionContext.key). */
  key?: (formData: FormData) => string;
  /** Fields whose sent values the form must not show again (passwords). */
  hideFields?: string[];
} & Success<R, z.output<S>, D>;

/** A button (delete, toggle, clone): no fields to mark, so a refusal is an error toast on the page. */
export type ButtonSpec<R> = {
  call: (api: Api, formData: FormData) => Promise<Answered<R>>;
  ok: string | ((answer: R) => string);
  fail?: (error: ApiError) => string;
  to?: string;
  /** "row": the refusal is shown beside the button (a failure of its form), not as a toast. */
  refusal?: "toast" | "row";
};

/** Answers a refused form: which form it was and Conform's reply, with status 400. */
export function failForm(
  form: { intent: string; key?: string },
  result: SubmissionResult<string[]>,
  confirm?: FormFailure["confirm"],
) {
  const failure: FormFailure = {
    intent: form.intent,
    key: form.key ?? "",
    result,
    ...(confirm ? { confirm } : {}),
  };
  return data(failure, { status: 400 });
}

type Replyable = {
  reply: (options?: {
    fieldErrors?: Record<string, string[]>;
    formErrors?: string[];
    hideFields?: string[];
  }) => SubmissionResult<string[]>;
};

/** The API names a list's item by its index ("processes.0.locations"); a form field by brackets ("processes[0].locations"). */
function formFieldNames(fields: Record<string, string[]>) {
  return Object.fromEntries(
    Object.entries(fields).map(([key, messages]) => [key.replace(/\.(\d+)(?=\.|$)/g, "[$1]"), messages]),
  );
}

/** Puts an API refusal on the form: each message on its field, or (none on a field) the message above the form. */
export function apiErrorReply(
  submission: Replyable,
  error: ApiError,
  options: { fail?: string; hideFields?: string[] } = {},
) {
  const fields = error.fields && Object.keys(error.fields).length ? formFieldNames(error.fields) : null;
  const message = options.fail ? `${options.fail}: ${error.message}` : error.message;
  return submission.reply({
    fieldErrors: fields ?? {},
    formErrors: fields ? [] : [message],
    ...(options.hideFields ? { hideFields: options.hideFields } : {}),
  });
}

function toast(ctx: ActionContext, ok: boolean, message: string, to = ctx.back) {
  return redirectWithToast(ctx.request, to, { type: ok ? "success" : "error", message });
}

const said = <R, V>(message: string | ((answer: R, value: V) => string), answer: R, value: V) =>
  typeof message === "string" ? message : message(answer, value);

/** An intent for a form (typed: `call` gets the schema's output and must name a declared endpoint). */
export function formIntent<S extends z.ZodType, R, D = Response>(spec: FormSpec<S, R, D>) {
  return async (ctx: Sent): Promise<Response | Failed | Awaited<D>> => {
    const form = { intent: ctx.intent, key: spec.key ? spec.key(ctx.formData) : ctx.key };
    const submission = parseWithZod(ctx.formData, { schema: spec.schema });
    if (submission.status !== "success") {
      return failForm(form, submission.reply(spec.hideFields ? { hideFields: spec.hideFields } : undefined));
    }
    const res = await spec.call(ctx.api, submission.value);
    if (!res.ok) return failForm(form, apiErrorReply(submission, res.error, spec));
    if ("done" in spec) return await spec.done(res.data, submission.value);
    const to = spec.to === undefined ? undefined : said(spec.to, res.data, submission.value);
    return toast(ctx, true, said(spec.ok, res.data, submission.value), to);
  };
}

/** A page with one form: reads it (see actionContext; `back` is the page) and runs it as `intent`. */
export async function runForm<S extends z.ZodType, R, D = Response>(
  args: PageArgs,
  back: string,
  intent: string,
  spec: FormSpec<S, R, D>,
) {
  const ctx = await actionContext(args, back);
  return formIntent(spec)({ ...ctx, intent });
}

/** An intent for a button: success lands on the page as a toast, and so does a refusal unless `refusal: "row"`. */
export function buttonIntent<R>(spec: ButtonSpec<R>) {
  return async (ctx: Sent): Promise<Response | Failed> => {
    const res = await spec.call(ctx.api, ctx.formData);
    if (res.ok) return toast(ctx, true, said(spec.ok, res.data, ctx.formData), spec.to);
    const message = spec.fail ? spec.fail(res.error) : res.error.message;
    if (spec.refusal === "row") return failForm(ctx, { status: "error", error: { "": [message] } });
    return toast(ctx, false, message, spec.to);
  };
}

/** The row a button acts on (its form's `id` field), as a delete takes it. */
export const idOf = (formData: FormData) => ({ id: String(formData.get("id") ?? "") });

/** A row's delete after its confirmation: the row's id (see idOf) to the endpoint, and a toast back. */
export function deleteIntent<const P extends ApiPath<"delete">>(path: Reach<"delete", P>, ok: string) {
  return buttonIntent({ call: (api, formData) => api.delete(path, idOf(formData)), ok });
}

/** How a form's save ends: the toast, and (see FormSpec) the refusal's lead-in, the landing page, the form's key. */
type Saved = { ok: string; fail?: string; to?: string; key?: (formData: FormData) => string };

/** A form whose parsed value is the endpoint's body, posted to `path` (typed: the schema's output is the body). */
export function postForm<const P extends ApiPath<"post">>(
  path: Reach<"post", P>,
  schema: z.ZodType<ApiBody<"post", P>>,
  saved: Saved,
) {
  return formIntent({ schema, call: (api, value) => api.post(path, value), ...saved });
}

/** The same, put to `path`. */
export function putForm<const P extends ApiPath<"put">>(
  path: Reach<"put", P>,
  schema: z.ZodType<ApiBody<"put", P>>,
  saved: Saved,
) {
  return formIntent({ schema, call: (api, value) => api.put(path, value), ...saved });
}

/** Adding and editing share a form: the edit (the form carries an `id`) goes to its own schema and call. */
export function addOrEdit(add: Intent, edit: Intent): Intent {
  return (ctx) => (ctx.formData.get("id") ? edit : add)(ctx);
}

/** Turns a form away before any call, with an error toast on the page. */
export const refuse = (ctx: ActionContext, message: string) => toast(ctx, false, message);

/** An intent the page does not know (a stale or forged form). */
export const unknownIntent: Intent = async (ctx) => refuse(ctx, MESSAGES.somethingWentWrong);

/** Conform's reply holding the form as sent and no error: a form turned away before its fields were checked. */
export const sentBack = (formData: FormData) =>
  parseWithZod(formData, { schema: z.object({}).loose() }).reply();

/**
 * Cancel pressed without JavaScript (DISCARD_FIELD): nothing is saved; the form comes back with the user's edits
 * and its Cancel asks before leaving (a confirmation step, as JavaScript's confirm does). Only an in-app path.
 */
function askBeforeDiscarding(ctx: Sent) {
  const to = String(ctx.formData.get(DISCARD_FIELD) ?? "");
  if (!to.startsWith("/") || to.startsWith("//")) return null;
  return data(
    {
      intent: ctx.intent,
      key: ctx.key ?? "",
      result: sentBack(ctx.formData),
      [DISCARD_FIELD]: to,
    } satisfies FormFailure,
    { status: 400 },
  );
}

/** Runs the sent form's intent from the page's table of intents. */
export function runIntents(ctx: ActionContext, table: Record<string, Intent>) {
  const intent = String(ctx.formData.get("intent") ?? "");
  if (ctx.formData.has(DISCARD_FIELD)) {
    const asked = askBeforeDiscarding({ ...ctx, intent });
    if (asked) return asked;
  }
  const run = Object.hasOwn(table, intent) ? table[intent] : unknownIntent;
  return run({ ...ctx, intent });
}
