import { z } from "zod";

/**
 * The one schema of a date or date-time input (security review N9): `z.coerce.date` and `Date.parse` took
 * `+275760-09-13` (a 500 from PostgreSQL), read `0001-01-01` as 2001 and rolled `2026-02-30` into March. Here a
 * value is ISO 8601 only (`YYYY-MM-DD`, optionally `THH:mm[:ss[.fff]]` and `Z` or an offset), with a four-digit
 * year within DATE_YEARS and a day the calendar has.
 */
export const DATE_YEARS = { min: 1970, max: 2100 } as const;

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/** Why `value` is not an acceptable date, or null. */
export function dateProblem(value: string, label: string): string | null {
  const match = ISO.exec(value.trim());
  if (!match) return `${label} is not a valid date.`;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1, 7).map((p) => Number(p ?? 0));
  if (year < DATE_YEARS.min || year > DATE_YEARS.max)
    return `${label} must be between ${DATE_YEARS.min} and ${DATE_YEARS.max}.`;
  // The calendar's own answer: a 30 February comes back as 2 March, so it is not the day asked for.
  const probe = new Date(Date.UTC(year, month - 1, day));
  const realDay =
    probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  if (!realDay || hour > 23 || minute > 59 || second > 59 || Number.isNaN(Date.parse(value.trim())))
    return `${label} is not a valid date.`;
  return null;
}

/** Blank is absent; a `Date` (from server code, e.g. the demo seed) is checked as its ISO text. */
const blank = (v: unknown) =>
  typeof v === "string" && v.trim() === ""
    ? undefined
    : v instanceof Date
      ? Number.isNaN(v.getTime())
        ? "invalid"
        : v.toISOString()
      : v;

/** A date-time input read as an instant (a `Date`); `required` names the message for a missing one. */
export function dateTimeInput(label: string, required: string) {
  return z.preprocess(
    blank,
    z
      .string({ error: required })
      .superRefine((value, ctx) => {
        const problem = dateProblem(value, label);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      })
      .transform((value) => new Date(value.trim())),
  );
}

/** An optional date-time input: blank is absent. */
export function optionalDateTimeInput(label: string) {
  return z.preprocess(
    blank,
    z
      .string({ error: `${label} is not a valid date.` })
      .superRefine((value, ctx) => {
        const problem = dateProblem(value, label);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      })
      .transform((value) => new Date(value.trim()))
      .optional(),
  );
}

/** A date kept as the text given (plan dates), checked the same way. */
export function dateTextInput(label: string) {
  return z
    .string({ error: `Enter ${label.toLowerCase()}.` })
    .trim()
    .min(1, `Enter ${label.toLowerCase()}.`)
    .superRefine((value, ctx) => {
      const problem = dateProblem(value, label);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
}

/**
 * The sane years for a field whose shape and calendar zod already checks (`z.iso.date`, `z.iso.datetime`):
 * those took 0001-01-01 and 9999-12-31 (issue 31 item 6, one date range for every date input).
 */
export function withinDateYears(label: string) {
  return (value: string, ctx: z.RefinementCtx) => {
    const year = Number(/^(\d{4})-/.exec(value.trim())?.[1]);
    if (year && (year < DATE_YEARS.min || year > DATE_YEARS.max))
      ctx.addIssue({
        code: "custom",
        message: `${label} must be between ${DATE_YEARS.min} and ${DATE_YEARS.max}.`,
      });
  };
}
