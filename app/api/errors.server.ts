import type { ZodError } from "zod";
import { MESSAGES } from "~/shared/messages";

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
    fields[key].push(issue.message);
  }
  return fields;
}
