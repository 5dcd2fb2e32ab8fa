/**
 * Kept versions (issues 34 items 4–5, 35 item 6): evidence that lasts. Isomorphic: the API and the screens read the
 * same kinds, labels and messages.
 */

/**
 * What may be kept. A domain that keeps a new kind (the exercises' post-exercise report) adds its key here; the
 * store itself is generic (kind + subject id + content + digest).
 */
export const KEPT_KINDS = ["bcp", "regulator_report", "self_assessment", "exercise_report"] as const;
export type KeptKind = (typeof KEPT_KINDS)[number];

/** A digest as lists show it: its first 12 hex digits (the full one is on the version's page). */
export const shortDigest = (digest: string) => digest.slice(0, 12);

export const EVIDENCE_LABELS = {
  approvedVersions: "Approved versions",
  sentVersions: "Sent versions",
  version: "Version",
  approvedBy: "Approved by",
  approvedAt: "Approved at",
  sentBy: "Sent by",
  sentAt: "Sent at",
  digest: "SHA-256",
  verified: "Digest verified",
  notVerified: "Digest does not match the content",
  none: "No approved version yet.",
  keptNotice: "A kept version: the content exactly as it was then. It cannot be changed.",
  download: "Download PDF",
  print: "Print",
} as const;

export const EVIDENCE_MESSAGES = {
  notFound: "This version does not exist.",
} as const;
