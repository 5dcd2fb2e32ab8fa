/**
 * The @mention of a response action's comment, typed as "@Name", "Name" or an email (case-insensitive). The page
 * sends no list of names (500 users made it 103 KB, issue 37): the server searches what was typed
 * (`/incident/{id}/mentionable?q=`) and resolves it among the matches here.
 */
export function mentionQuery(typed: string) {
  return typed.trim().replace(/^@/, "").trim();
}

/**
 * The person the Mention field names among `people` (the search's matches): null for none typed, undefined when
 * it names nobody, "ambiguous" when several people share the name typed (their emails tell them apart).
 */
export function mentionedIn<P extends { id: string; name: string; email: string }>(
  people: P[],
  typed: string,
): P | null | undefined | "ambiguous" {
  const wanted = mentionQuery(typed).toLowerCase();
  if (!wanted) return null;
  const byEmail = people.find((p) => p.email.toLowerCase() === wanted);
  if (byEmail) return byEmail;
  const byName = people.filter((p) => p.name.toLowerCase() === wanted);
  return byName.length > 1 ? "ambiguous" : byName[0];
}
