/** Which files can be attached and the messages about them, without zod: browser code imports these (rules.ts holds the schemas). */

/** What a file can be attached to. */
export const ATTACHMENT_TARGETS = ["MANAGEMENT_PLAN", "BCP"] as const;
export type AttachmentTarget = (typeof ATTACHMENT_TARGETS)[number];
export type { StorageKind } from "~/platform/files/types";

/** An attachment is PENDING from the moment its upload URL is issued until its bytes arrived (UPLOADED). */
export const ATTACHMENT_STATUSES = ["PENDING", "UPLOADED"] as const;
export type AttachmentStatus = (typeof ATTACHMENT_STATUSES)[number];

/** 10 MB: enough for a scanned procedure or a contact sheet. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** Accepted files: their extensions and content types, checked together. */
export const ALLOWED_TYPES: Record<string, readonly string[]> = {
  pdf: ["application/pdf"],
  png: ["image/png"],
  jpg: ["image/jpeg"],
  jpeg: ["image/jpeg"],
  gif: ["image/gif"],
  txt: ["text/plain"],
  csv: ["text/csv", "text/plain"],
  doc: ["application/msword"],
  docx: ["application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  xls: ["application/vnd.ms-excel"],
  xlsx: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
  ppt: ["application/vnd.ms-powerpoint"],
  pptx: ["application/vnd.openxmlformats-officedocument.presentationml.presentation"],
};

export const ACCEPT_ATTRIBUTE = Object.keys(ALLOWED_TYPES)
  .map((ext) => `.${ext}`)
  .join(",");

export const FILE_MESSAGES = {
  typeNotAllowed: `This type of file cannot be attached. Allowed: ${Object.keys(ALLOWED_TYPES).join(", ")}.`,
  tooLarge: `The file is larger than ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB.`,
  empty: "The file is empty.",
  fileRequired: "Choose a file.",
  urlInvalid: "This link is invalid or has expired.",
  sizeMismatch: "The file received does not match the one announced.",
  contentMismatch: "The file's content does not match its type.",
  notUploaded: "This file has not been uploaded yet.",
  uploaded: "File attached successfully",
  removed: "File removed successfully",
} as const;

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase();
}

/** The content type to record: the one announced when it fits the extension, else the extension's own. */
export function normalisedContentType(fileName: string, contentType: string): string | null {
  const allowed = ALLOWED_TYPES[extensionOf(fileName)];
  if (!allowed) return null;
  const announced = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (announced === "" || announced === "application/octet-stream") return allowed[0] ?? null;
  return allowed.includes(announced) ? announced : null;
}
