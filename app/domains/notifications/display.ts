import { DateTime } from "luxon";

/**
 * Display rules of spec §9 for the bell and the notifications screen (isomorphic, pure).
 * `now` and `zone` are passed in so that server render and tests agree.
 */

export const GROUP_LABELS = ["TODAY", "YESTERDAY", "OLDER"] as const;
export type GroupLabel = (typeof GROUP_LABELS)[number];

export const BADGE_MAX = 99;

interface Dated {
  id: string;
  createdAt: string | Date;
}

const toDateTime = (value: string | Date, zone: string) =>
  (typeof value === "string" ? DateTime.fromISO(value) : DateTime.fromJSDate(value)).setZone(zone);

/** Newest first, each id once (the first occurrence wins). */
export function dedupeNewestFirst<T extends Dated>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  const unique = items.filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
  return unique
    .map((item, index) => ({ item, index, at: new Date(item.createdAt).getTime() }))
    .sort((a, b) => b.at - a.at || a.index - b.index)
    .map(({ item }) => item);
}

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

/** The badge: nothing at 0, the count up to 99, then 99+. */
export function badgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return "";
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
}

/** Spec §4: the dot is red when unread and green when read. */
export function dotClass(isRead: boolean): string {
  return isRead ? "bg-green-600" : "bg-red-600";
}

/**
 * Adds newly received items (live events, a refetch) to a list: one entry per id, newest first.
 * Read is one-way: an answer fetched before an item was marked read does not make it unread again.
 */
export function mergeFeed<T extends Dated & { isRead: boolean }>(
  current: readonly T[],
  incoming: readonly T[],
): T[] {
  const byId = new Map(current.map((item) => [item.id, item]));
  for (const item of incoming) {
    const known = byId.get(item.id);
    byId.set(item.id, { ...known, ...item, isRead: item.isRead || !!known?.isRead });
  }
  return dedupeNewestFirst([...byId.values()]);
}
