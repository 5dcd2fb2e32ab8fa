import { type SubmissionResult, useForm } from "@conform-to/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { StepSearch, WizardData, WizardLoader } from "./step-data";

/**
 * The step's data, its form (its errors by field name) and the action's form-level error. `defaults` gives
 * the form's starting values from the draft, for fields drawn by the field kit.
 */
export function useStep(defaults?: (data: WizardData) => Record<string, string>) {
  const data = useLoaderData<WizardLoader>();
  const action = useActionData() as
    | { result: SubmissionResult<string[]> | null; error: string | null; found?: StepSearch }
    | undefined;
  const [form, fields] = useForm({ lastResult: action?.result ?? undefined, defaultValue: defaults?.(data) });
  const errors = (name: string) => (fields as Record<string, { errors?: string[] }>)[name]?.errors;
  // A search of the step answers with the form as sent and what it found, over the loader's data.
  return { ...data, ...action?.found, form, fields, errors, formError: action?.error ?? null };
}
