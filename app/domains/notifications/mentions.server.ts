import { and, eq, inArray } from "drizzle-orm";
import { users } from "~/domains/companies/users-schema.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { sanitizeRichText } from "~/shared/sanitize.server";
import { mentionsToText, parseMentionIds } from "./mention-format";
import { mentions } from "./schema.server";

const EXCERPT_MAX = 500;

/**
 * Records a mention for every user @mentioned in `text` (a comment or a rich-text field).
 * Only active users of `companyId` are recorded; the author mentioning themself is ignored.
 * Call it inside the transaction that saves the text. Returns the ids of the users mentioned.
 */
export async function recordMentions(
  db: Db | Tx,
  input: {
    companyId: string;
    authorId: string | null;
    text: string;
    entityType: string;
    entityId: string;
    /** In-app path of the subject, e.g. /viewincident/details?incident_id=… */
    link?: string;
    /** Optional heading, e.g. "Nora North mentioned you in a comment on Plan A". */
    summary?: string;
    /** Ids already mentioned in the previous version of the text: not mentioned again on an edit. */
    previouslyMentioned?: string[];
  },
): Promise<string[]> {
  const previous = new Set((input.previouslyMentioned ?? []).map((id) => id.toLowerCase()));
  const ids = parseMentionIds(input.text).filter((id) => id !== input.authorId && !previous.has(id));
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, input.companyId), eq(users.disabled, false), inArray(users.id, ids)));
  if (rows.length === 0) return [];
  const excerpt = mentionsToText(input.text).slice(0, EXCERPT_MAX);
  const message = sanitizeRichText(input.summary ? `<p>${input.summary}</p>${excerpt}` : excerpt);
  await db.insert(mentions).values(
    rows.map((r) => ({
      companyId: input.companyId,
      userId: r.id,
      mentionedBy: input.authorId,
      mention: { entityType: input.entityType, entityId: input.entityId, message, link: input.link },
    })),
  );
  return rows.map((r) => r.id);
}
