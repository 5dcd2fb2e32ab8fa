/**
 * The change history of the resilience system of record (register entries, important business services): how each
 * recorded action reads. Isomorphic.
 */
export const HISTORY_ACTION_LABELS = {
  "entry.created": "Added",
  "entry.changed": "Changed",
  "entry.archived": "Archived",
  "entry.restored": "Restored",
  "service.created": "Created",
  "service.changed": "Changed",
  "service.deleted": "Deleted",
} as const;
export type HistoryAction = keyof typeof HISTORY_ACTION_LABELS;

/** The most changes a page lists, newest first (older ones stay in the audit log). */
export const HISTORY_LIMIT = 50;

export const HISTORY_LABELS = {
  title: "Change history",
  none: "No change recorded yet.",
  empty: "(empty)",
  latest: (n: number) => `The latest ${n} changes.`,
} as const;
