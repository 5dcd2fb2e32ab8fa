import { z } from "zod";
import { withinDateYears } from "~/shared/date-input";
import { AUDIT_LOG_MESSAGES, AUDIT_SUBJECTS, AUDIT_LOG_LABELS as L } from "./model";

const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
/** A day on the company's calendar (the log's From and To: whole days, on its clock). */
const day = (label: string) =>
  z.preprocess(
    blank,
    z.iso
      .date({ error: `${label} is not a valid date.` })
      .superRefine(withinDateYears(label))
      .optional(),
  );

/** The audit log's filters, as its page sends them (a GET form) and the API reads them. */
export const auditLogQuerySchema = z
  .object({
    subject: z.preprocess(blank, z.enum(AUDIT_SUBJECTS).optional()),
    /** Who made the change: a part of their name or email. */
    q: z.preprocess(blank, z.string().trim().max(200).optional()),
    from: day(L.from),
    to: day(L.to),
    page: z.preprocess(blank, z.coerce.number().int().min(1).max(10_000).default(1)),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.to < query.from)
      ctx.addIssue({ code: "custom", path: ["to"], message: AUDIT_LOG_MESSAGES.toBeforeFrom });
  });
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;
