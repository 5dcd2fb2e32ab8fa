import type { SubmissionResult } from "@conform-to/react";
import { DISCARD_FIELD } from "~/shared/messages";

// Isomorphic: the forms that show a failure import this, never the .server helper that answers it.

/**
 * What every page action answers (with status 400) when a form was refused, by its own check or the API's:
 * which form (its `intent`, and its `key` when the page repeats the form per row) and Conform's reply, which
 * puts each message on its field and keeps the user's input. `confirm`: the sections a "Send anyway"
 * confirmation names (the only form that asks before it sends). `discard`: without JavaScript, Cancel was
 * pressed on this form; the page comes back with the edits kept and asks before leaving to this path.
 */
export type FormFailure = {
  intent: string;
  key: string;
  result: SubmissionResult<string[]>;
  confirm?: { key: string; label: string; completionLabel: string }[];
  [DISCARD_FIELD]?: string;
};

function isFailure(actionData: unknown): actionData is FormFailure {
  return (
    typeof actionData === "object" && actionData !== null && "intent" in actionData && "result" in actionData
  );
}

/**
 * The failure a form shows: the action's answer when it was for this form (its intent, and its key when
 * given), else undefined. Takes `useActionData()` as it comes, so no component casts it.
 */
export function failureFor(actionData: unknown, intent: string, key?: string): FormFailure | undefined {
  if (!isFailure(actionData) || actionData.intent !== intent) return undefined;
  return key === undefined || actionData.key === key ? actionData : undefined;
}

/** Conform's `lastResult` for one form of the page (see `failureFor`). */
export function lastResultFor(actionData: unknown, intent: string, key?: string) {
  return failureFor(actionData, intent, key)?.result;
}

/** What a plain form (no Conform fields) shows of its failure: the field's first message, else the form's. */
export function messageOf(failure: FormFailure, field: string): string {
  const errors = failure.result.error ?? {};
  return errors[field]?.[0] ?? errors[""]?.[0] ?? "";
}

/**
 * What a form whose inputs are not Conform fields (a register's fields, drawn from a list) shows of its failure:
 * the sent values to fill the fields again, each field's errors, and the form's own. Null when the action's answer
 * is not this form's failure.
 */
export function plainFailure(actionData: unknown, intent: string, key?: string) {
  const failure = failureFor(actionData, intent, key);
  if (!failure) return null;
  const sent = (failure.result.initialValue ?? {}) as Record<string, unknown>;
  const values = Object.fromEntries(
    Object.entries(sent).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])),
  );
  const fields: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(failure.result.error ?? {})) if (k && v?.length) fields[k] = v;
  return { values, fields, formErrors: failure.result.error?.[""] ?? [] };
}
