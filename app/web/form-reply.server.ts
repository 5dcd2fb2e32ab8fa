import type { SubmissionResult } from "@conform-to/react";
import type { ErrorBody } from "~/api/errors.server";

type Replyable = {
  reply: (options?: {
    fieldErrors?: Record<string, string[]>;
    formErrors?: string[];
    hideFields?: string[];
  }) => SubmissionResult<string[]>;
};

/** Puts an API error back on the form: each message on its field, or the message above the form. */
export function replyWithApiError(submission: Replyable, error: ErrorBody["error"], hideFields?: string[]) {
  const fields = error.fields && Object.keys(error.fields).length ? error.fields : null;
  return submission.reply({
    fieldErrors: fields ?? {},
    formErrors: fields ? [] : [error.message],
    ...(hideFields ? { hideFields } : {}),
  });
}
