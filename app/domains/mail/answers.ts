/**
 * What the mail API answers (the presenters' contract, documented in /api/openapi.json and checked against every
 * answer in the test suite). Isomorphic: zod, and the message vocabulary of app/platform/messages/types.ts (the
 * outbox's own constant lists; that file is isomorphic too).
 */
import { z } from "zod";
import { MESSAGE_CHANNELS, MESSAGE_STATUSES } from "~/platform/messages/types";
import { isoTime } from "~/shared/answers";

/** One message of the outbox as the System Administrator reads it at /admin/outbox. */
export const outboxMessageAnswer = z.object({
  id: z.uuid(),
  /** Null for messages to no company (a sign-up before its company exists). */
  companyId: z.uuid().nullable(),
  channel: z.enum(MESSAGE_CHANNELS),
  /** An email address, or a phone number in E.164 for SMS and voice. */
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  /** Which transport took it ("smtp", "twilio"); null while nothing has. */
  transport: z.string().nullable(),
  status: z.enum(MESSAGE_STATUSES),
  reason: z.string().nullable(),
  attempts: z.number().int(),
  nextAttemptAt: isoTime.nullable(),
  purpose: z.string().nullable(),
  createdAt: isoTime,
  sentAt: isoTime.nullable(),
  deliveredAt: isoTime.nullable(),
});

/** A delivery receipt: whether it changed a message. */
export const receiptAnswer = z.object({ updated: z.boolean() });
