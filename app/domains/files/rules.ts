import { z } from "zod";
import { FILE_MESSAGES, MAX_ATTACHMENT_BYTES, normalisedContentType } from "./allowed";

export {
  ACCEPT_ATTRIBUTE,
  ALLOWED_TYPES,
  ATTACHMENT_TARGETS,
  type AttachmentTarget,
  extensionOf,
  FILE_MESSAGES,
  MAX_ATTACHMENT_BYTES,
  normalisedContentType,
  type StorageKind,
} from "./allowed";

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
