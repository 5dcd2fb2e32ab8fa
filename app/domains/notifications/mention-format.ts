/**
 * How an @mention is stored in text (isomorphic, so the editor and the server agree):
 * - in plain comments: `@[Display Name](user-uuid)`
 * - in rich text: `<span data-mention-id="user-uuid">@Display Name</span>` (kept by the sanitiser)
 */

const UUID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";
const MARKDOWN_MENTION = new RegExp(`@\\[([^\\]\\n]{1,200})\\]\\((${UUID})\\)`, "g");
const HTML_MENTION = new RegExp(`data-mention-id\\s*=\\s*["']?(${UUID})`, "g");

/** The distinct user ids mentioned in `text`, in order of first appearance (lower case). */
export function parseMentionIds(text: string | null | undefined): string[] {
  if (!text) return [];
  const found: { at: number; id: string }[] = [];
  for (const m of text.matchAll(MARKDOWN_MENTION)) found.push({ at: m.index ?? 0, id: m[2].toLowerCase() });
  for (const m of text.matchAll(HTML_MENTION)) found.push({ at: m.index ?? 0, id: m[1].toLowerCase() });
  return [...new Set(found.sort((a, b) => a.at - b.at).map((f) => f.id))];
}

/** The stored form of a mention in a plain comment. */
export function formatMention(user: { id: string; name: string }): string {
  const name = user.name.replace(/[[\]\n]/g, " ").trim();
  return `@[${name}](${user.id})`;
}

/** Plain comment text for display: `@[Name](id)` becomes `@Name`. */
export function mentionsToText(text: string): string {
  return text.replace(MARKDOWN_MENTION, (_all, name: string) => `@${name}`);
}
