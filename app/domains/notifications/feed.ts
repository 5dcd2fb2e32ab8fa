/**
 * Display rules of spec §9 that need no dates library: the badge, the dot, and merging feeds (isomorphic,
 * pure). The bell in the shell imports these; the day groups and time labels (luxon) are in display.ts.
 */

export const BADGE_MAX = 99;

export interface Dated {
  id: string;
  createdAt: string | Date;
}

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
