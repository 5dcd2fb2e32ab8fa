import { DateTime } from "luxon";
import { type Dated, dedupeNewestFirst } from "./feed";

export { BADGE_MAX, badgeText, dedupeNewestFirst, dotClass, mergeFeed } from "./feed";

/**
 * Display rules of spec §9 for the bell and the notifications screen (isomorphic, pure).
 * `now` and `zone` are passed in so that server render and tests agree.
 */

export const GROUP_LABELS = ["TODAY", "YESTERDAY", "OLDER"] as const;
export type GroupLabel = (typeof GROUP_LABELS)[number];

const toDateTime = (value: string | Date, zone: string) =>
  (typeof value === "string" ? DateTime.fromISO(value) : DateTime.fromJSDate(value)).setZone(zone);

/** Groups TODAY, YESTERDAY, OLDER (in that order, empty groups left out), newest first, duplicates removed. */
export function groupByDay<T extends Dated>(
  items: readonly T[],
  now: Date,
  zone = "UTC",
): { label: GroupLabel; items: T[] }[] {
  const today = DateTime.fromJSDate(now).setZone(zone).startOf("day");
  const yesterday = today.minus({ days: 1 });
  const groups: Record<GroupLabel, T[]> = { TODAY: [], YESTERDAY: [], OLDER: [] };
  for (const item of dedupeNewestFirst(items)) {
    const at = toDateTime(item.createdAt, zone);
    const label: GroupLabel = at >= today ? "TODAY" : at >= yesterday ? "YESTERDAY" : "OLDER";
    groups[label].push(item);
  }
  return GROUP_LABELS.filter((label) => groups[label].length > 0).map((label) => ({
    label,
    items: groups[label],
  }));
}

/** 'just now' under a minute, 'N min ago' under an hour, otherwise the HH:mm time. */
export function timeLabel(createdAt: string | Date, now: Date, zone = "UTC"): string {
  const at = toDateTime(createdAt, zone);
  const seconds = (now.getTime() - at.toMillis()) / 1000;
  if (seconds < 60) return "just now";
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  return at.toFormat("HH:mm");
}
