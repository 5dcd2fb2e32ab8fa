/**
 * The @mention of a response action's comment: one list per incident page (a <datalist> every comment field
 * shares) instead of one <select> of every user per action, which made the page grow with users × actions
 * (issue 37: 500 users, every action). The page and the action name people alike, so what was picked finds its
 * person again: "@Name", with " (2)", " (3)"… for a name shared by several, in the list's order.
 */
export function mentionLabels(people: { id: string; name: string }[]) {
  const seen = new Map<string, number>();
  return people.map((p) => {
    const n = (seen.get(p.name) ?? 0) + 1;
    seen.set(p.name, n);
    return { id: p.id, name: p.name, label: `@${p.name}${n > 1 ? ` (${n})` : ""}` };
  });
}

/** The person a comment's mention field names: null for none, undefined when it names nobody on the list. */
export function mentionedIn(people: { id: string; name: string }[], typed: string) {
  const wanted = typed.trim();
  if (!wanted) return null;
  const label = wanted.startsWith("@") ? wanted : `@${wanted}`;
  return mentionLabels(people).find((p) => p.label === label);
}

/** The datalist's id: one per page. */
export const MENTION_LIST_ID = "mentionable";
