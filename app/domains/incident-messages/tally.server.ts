import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "~/platform/db/client.server";
import { messages as outbox } from "~/platform/messages/schema.server";
import type { Tally } from "./model";
import { incidentMessageCopies, incidentMessageRecipients, incidentMessages } from "./schema.server";

const r = incidentMessageRecipients;

/** The latest answer counts when someone used both links: "safe" after "help" is safe, and the other way round. */
export const answeredSafe = sql`${r.safeAt} is not null and (${r.helpAt} is null or ${r.safeAt} > ${r.helpAt})`;
export const answeredHelp = sql`${r.helpAt} is not null and (${r.safeAt} is null or ${r.helpAt} >= ${r.safeAt})`;
export const unansweredRow = sql`${r.acknowledgedAt} is null and ${r.safeAt} is null and ${r.helpAt} is null`;

export const EMPTY_TALLY: Tally = {
  sent: 0,
  delivered: 0,
  acknowledged: 0,
  safe: 0,
  help: 0,
  noAnswer: 0,
};

/** Each message's tally (the messages list and the situation report count the same way), by message id. */
export async function talliesOf(db: Db | Tx, messageIds: string[]): Promise<Map<string, Tally>> {
  if (messageIds.length === 0) return new Map();
  const count = (cond: ReturnType<typeof sql>) =>
    sql<number>`count(*) filter (where ${cond})`.mapWith(Number);
  const rows = await db
    .select({
      messageId: r.messageId,
      sent: sql<number>`count(*)`.mapWith(Number),
      // Delivered: a transport took at least one of the recipient's copies (or its provider confirmed it).
      delivered: count(
        sql`exists (select 1 from ${incidentMessageCopies} c join ${outbox} o on o.id = c.outbox_message_id where c.recipient_id = ${r.id} and o.status in ('sent', 'delivered'))`,
      ),
      acknowledged: count(sql`${r.acknowledgedAt} is not null`),
      safe: count(answeredSafe),
      help: count(answeredHelp),
      noAnswer: count(unansweredRow),
    })
    .from(r)
    .where(inArray(r.messageId, messageIds))
    .groupBy(r.messageId);
  return new Map(rows.map(({ messageId, ...t }) => [messageId, t]));
}

/** How many messages the incident sent (the response checklist's "message" step). */
export async function messageCount(db: Db, companyId: string, incidentId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(incidentMessages)
    .where(and(eq(incidentMessages.incidentId, incidentId), eq(incidentMessages.companyId, companyId)));
  return row?.n ?? 0;
}
