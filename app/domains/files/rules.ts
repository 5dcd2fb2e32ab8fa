import { z } from "zod";
import { FILE_MESSAGES, MAX_ATTACHMENT_BYTES, normalisedContentType } from "./model";

export {
  ACCEPT_ATTRIBUTE,
  ALLOWED_TYPES,
  ATTACHMENT_STATUSES,
  ATTACHMENT_TARGETS,
  type AttachmentStatus,
  type AttachmentTarget,
  extensionOf,
  FILE_MESSAGES,
  MAX_ATTACHMENT_BYTES,
  normalisedContentType,
  type StorageKind,
} from "./model";

const fileFields = {
  fileName: z
    .string({ error: FILE_MESSAGES.fileRequired })
    .trim()
    .min(1, FILE_MESSAGES.fileRequired)
    .max(200, "The file name is too long.")
    .refine(
      (n) => !/[\\/]/.test(n) && ![...n].some((ch) => ch.charCodeAt(0) < 32),
      "The file name is not valid.",
    ),
  contentType: z.string().trim().max(200).default(""),
  size: z.coerce
    .number({ error: FILE_MESSAGES.empty })
    .int()
    .min(1, FILE_MESSAGES.empty)
    .max(MAX_ATTACHMENT_BYTES, FILE_MESSAGES.tooLarge),
};

function checkType(value: { fileName: string; contentType: string }, ctx: z.RefinementCtx) {
  if (!normalisedContentType(value.fileName, value.contentType)) {
    ctx.addIssue({ code: "custom", path: ["file"], message: FILE_MESSAGES.typeNotAllowed });
  }
}

export const planAttachmentRequestSchema = z
  .object({ planId: z.uuid(), sectionId: z.uuid({ error: "Choose a section." }), ...fileFields })
  .superRefine(checkType);

export const bcpAttachmentRequestSchema = z.object({ bcpId: z.uuid(), ...fileFields }).superRefine(checkType);

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((value, i) => bytes[at + i] === value);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

const ZIP = ascii("PK\x03\x04");
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Text: no NUL and no other control bytes than tab, line feed, form feed and carriage return. */
function looksLikeText(bytes: Uint8Array) {
  return bytes.every((b) => b >= 0x20 || b === 0x09 || b === 0x0a || b === 0x0c || b === 0x0d);
}

/**
 * What the first bytes of each accepted type must be. The name and the announced type are the
 * sender's word; these are what the file is (an HTML page or a scripted SVG renamed .png fails here).
 */
const CONTENT_CHECKS: Record<string, (bytes: Uint8Array) => boolean> = {
  "application/pdf": (b) => startsWith(b, ascii("%PDF-")),
  "image/png": (b) => startsWith(b, [137, 80, 78, 71, 13, 10, 26, 10]),
  "image/jpeg": (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  "image/gif": (b) => startsWith(b, ascii("GIF87a")) || startsWith(b, ascii("GIF89a")),
  "text/plain": looksLikeText,
  "text/csv": looksLikeText,
  "application/msword": (b) => startsWith(b, OLE),
  "application/vnd.ms-excel": (b) => startsWith(b, OLE),
  "application/vnd.ms-powerpoint": (b) => startsWith(b, OLE),
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": (b) => startsWith(b, ZIP),
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": (b) => startsWith(b, ZIP),
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": (b) => startsWith(b, ZIP),
};

/** Do these bytes (the whole file, or at least its first 4 KB for the binary types) fit the recorded type? */
export function contentMatchesType(contentType: string, bytes: Uint8Array): boolean {
  const check = CONTENT_CHECKS[contentType];
  return check ? check(bytes) : false;
}
