/**
 * What the files API answers (the presenters' contract, documented in /api/openapi.json and checked against
 * every answer in the test suite). Isomorphic: zod only. An attachment is never answered with its storage key.
 */
import { z } from "zod";
import { isoTime } from "~/shared/answers";
import { ATTACHMENT_STATUSES, ATTACHMENT_TARGETS } from "./model";

/** An attached file (PENDING until its bytes arrived; `sha256` once they did, for the local store). */
export const attachmentAnswer = z.object({
  id: z.uuid(),
  target: z.enum(ATTACHMENT_TARGETS),
  /** The management plan or the BCP the file belongs to. */
  ownerId: z.uuid(),
  /** The plan section, for management plan attachments. */
  sectionId: z.uuid().nullable(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  status: z.enum(ATTACHMENT_STATUSES),
  sha256: z.string().nullable(),
  createdAt: isoTime,
  uploadedAt: isoTime.nullable(),
});

/** A signed, expiring URL: send `method` to `url` with `headers` before `expiresAt`. */
export const signedUrlAnswer = z.object({
  url: z.url(),
  method: z.enum(["PUT", "GET"]),
  headers: z.record(z.string(), z.string()),
  expiresAt: isoTime,
});

/** An announced file and where its bytes go. */
export const uploadAnswer = z.object({ attachment: attachmentAnswer, upload: signedUrlAnswer });

/** An uploaded file and where to download it. */
export const downloadAnswer = z.object({ attachment: attachmentAnswer, download: signedUrlAnswer });

/** What removing a file answers. */
export const fileRemovedAnswer = z.object({ removed: z.boolean() });
