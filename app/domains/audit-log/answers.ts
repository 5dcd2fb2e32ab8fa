/** What the audit log API answers (the presenter's contract). Isomorphic. */
import { z } from "zod";
import { REGISTER_KINDS } from "~/domains/registers/model";
import { cappedPagedAnswer, isoTime } from "~/shared/answers";

export const auditLogEntryAnswer = z.object({
  id: z.uuid(),
  at: isoTime,
  /** Who made the change; null for Keel's own work (a job, a sign-in limit). */
  actor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** The record's kind (the log's subject) and how it reads. */
  subject: z.string(),
  subjectLabel: z.string(),
  recordId: z.uuid(),
  /** The record's name now; null when it no longer exists or has none. */
  recordName: z.string().nullable(),
  /** A register entry's register, for its link. */
  registerKind: z.enum(REGISTER_KINDS).nullable(),
  action: z.string(),
  /** What changed, in words ("" when the entry records no field). */
  summary: z.string(),
});

export const auditLogPageAnswer = cappedPagedAnswer(auditLogEntryAnswer);
