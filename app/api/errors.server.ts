import type { ZodError } from "zod";
import { MESSAGES } from "~/shared/messages";
import { countOf } from "~/shared/plural";

export type FieldErrors = Record<string, string[]>;

/** The one error shape of the API: { "error": { "code", "message", "fields"? } }. */
export interface ErrorBody {
  error: { code: string; message: string; fields?: FieldErrors };
}

export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) },
    };
  }
}

export const badRequest = (message: string, fields?: FieldErrors) =>
  new ApiError(400, "VALIDATION_ERROR", message, fields);
export const fieldError = (field: string, message: string) => badRequest(message, { [field]: [message] });
export const unauthorized = (message: string = MESSAGES.unauthenticated) =>
  new ApiError(401, "UNAUTHENTICATED", message);
export const forbidden = (message: string = MESSAGES.forbidden) => new ApiError(403, "FORBIDDEN", message);
export const notFound = (message: string = MESSAGES.notFound) => new ApiError(404, "NOT_FOUND", message);
export const conflict = (message: string, fields?: FieldErrors) =>
  new ApiError(409, "CONFLICT", message, fields);

/** Turns zod issues into per-field messages keyed by dotted path ("" for the form itself). */
export function zodFieldErrors(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".");
    fields[key] ??= [];
    fields[key].push(readableMessage(issue));
  }
  return fields;
}

type Issue = ZodError["issues"][number];

/** zod's own wordings ("Invalid input: expected string, received undefined"); a schema's own message is kept. */
const ZOD_DEFAULT = /^(Invalid|Too small|Too big|Unrecognized key)/;

/** "firstName" → "First name"; the last named step of the path ("items.2.dueAt" → "Due at"). */
export function fieldWords(path: readonly PropertyKey[]): string {
  const name = [...path].reverse().find((step) => typeof step === "string");
  if (!name) return "This value";
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase()
    .replace(/\bid(s?)\b/g, "ID$1")
    .replace(/\burl\b/g, "URL");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const EXPECTED: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "a group of fields",
  date: "a date",
  bigint: "a whole number",
};

const FORMATS: Record<string, string> = {
  uuid: "an ID (a UUID)",
  guid: "an ID (a UUID)",
  email: "an email address",
  url: "a URL",
  datetime: "a date and time (ISO 8601, e.g. 2026-03-01T09:30:00Z)",
  date: "a date (YYYY-MM-DD)",
  time: "a time (HH:mm)",
};

/**
 * A field error a person can read (issue 31 item 7): it names the field in words and says what is expected.
 * Schemas that wrote their own message keep it; zod's generic ones are reworded here, once for every endpoint.
 */
export function readableMessage(issue: Issue): string {
  if (!ZOD_DEFAULT.test(issue.message)) return issue.message;
  const field = fieldWords(issue.path);
  switch (issue.code) {
    case "invalid_type":
      // zod keeps no input on the issue; its own message says what it received.
      if (/received (undefined|null)$/.test(issue.message)) return `${field} is required.`;
      return `${field} must be ${EXPECTED[issue.expected] ?? issue.expected}.`;
    case "too_small": {
      const min = Number(issue.minimum);
      if (issue.origin === "string")
        return min <= 1 ? `${field} is required.` : `${field} must be at least ${min} characters.`;
      if (issue.origin === "array" || issue.origin === "set")
        return `Choose at least ${countOf(min, "item")} for ${field.toLowerCase()}.`;
      return `${field} must be at least ${min}.`;
    }
    case "too_big": {
      const max = Number(issue.maximum);
      if (issue.origin === "string") return `${field} must be at most ${max} characters.`;
      if (issue.origin === "array" || issue.origin === "set")
        return `${field} takes at most ${countOf(max, "item")}.`;
      return `${field} must be at most ${max}.`;
    }
    case "invalid_value":
      return `${field} must be one of: ${issue.values.map(String).join(", ")}.`;
    case "invalid_format":
      return `${field} must be ${FORMATS[issue.format] ?? `in the ${issue.format} format`}.`;
    case "unrecognized_keys":
      return `${issue.keys.length === 1 ? "This field is" : "These fields are"} not taken here: ${issue.keys.join(", ")}.`;
    case "invalid_union":
      return `${field} is not in a form this field takes.`;
    default:
      return `${field} is not valid.`;
  }
}
