import { and, desc, eq, sql } from "drizzle-orm";
import { assets, people } from "~/domains/assets/schema.server";
import type { Db, Tx } from "~/platform/db/client.server";
import type { Answered } from "./model";
import { incidentMessageRecipients, incidentMessages } from "./schema.server";
import { EMPTY_TALLY, talliesOf } from "./tally.server";

/**
 * How many messages, and how many named people per list, a summary carries (the rest are counted); the incident
 * page's glance names fewer (`glance`), the rest a click away on the recipients page.
 */
export const SUMMARY_LIMITS = { messages: 10, people: 25, glance: 5 } as const;

const r = incidentMessageRecipients;
/** One person across the incident's messages: the same register person, user, email or phone is one line. */
const personKey = sql<string>`coalesce(${r.personId}::text, ${r.userId}::text, lower(${r.email}), ${r.phone}, ${r.id}::text)`;
/** Their latest "I need help" is not followed by an "I'm safe" (the tally's rule, across messages). */
const needsHelp = sql`max(${r.helpAt}) is not null and (max(${r.safeAt}) is null or max(${r.helpAt}) >= max(${r.safeAt}))`;
/** They have answered none of the messages they were sent. */
const silent = sql`max(${r.helpAt}) is null and max(${r.safeAt}) is null and max(${r.acknowledgedAt}) is null`;

/** Their latest "I'm safe" is not followed by an "I need help". */
const isSafe = sql`max(${r.safeAt}) is not null and (max(${r.helpAt}) is null or max(${r.safeAt}) > max(${r.helpAt}))`;

/**
 * The people messaged from an incident, once each across its messages, by their latest answer (the tally's
 * rule): how many are safe, need help or have answered nothing (UX review A-3: the people accounting and the
 * situation report counted register people only, and said "Needs help 0" beside a message's "Need help 1").
 */
export async function answeredByMessage(
  db: Db | Tx,
  companyId: string,
  incidentId: string,
): Promise<Answered> {
  const per = db
    .select({
      safe: sql<boolean>`${isSafe}`.as("safe"),
      help: sql<boolean>`${needsHelp}`.as("help"),
      silent: sql<boolean>`${silent}`.as("silent"),
    })
    .from(r)
    .innerJoin(incidentMessages, eq(incidentMessages.id, r.messageId))
    .where(and(eq(incidentMessages.companyId, companyId), eq(incidentMessages.incidentId, incidentId)))
    .groupBy(personKey)
    .as("per");
  const count = (cond: ReturnType<typeof sql>) =>
    sql<number>`count(*) filter (where ${cond})`.mapWith(Number);
  const [row] = await db
    .select({
      people: sql<number>`count(*)`.mapWith(Number),
      safe: count(sql`${per.safe}`),
      help: count(sql`${per.help}`),
      noAnswer: count(sql`${per.silent}`),
    })
    .from(per);
  return row ?? { people: 0, safe: 0, help: 0, noAnswer: 0 };
}

export async function namedPeople(
  db: Db | Tx,
  companyId: string,
  incidentId: string,
  which: "help" | "silent",
  limit: number = SUMMARY_LIMITS.people,
) {
  const rows = await db
    .select({
      name: sql<string>`max(${r.name})`,
      phone: sql<string | null>`max(${r.phone})`,
      // A register person's home site; a user or roster entry has none here.
      site: sql<string | null>`max(${assets.name})`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(r)
    .innerJoin(incidentMessages, eq(incidentMessages.id, r.messageId))
    .leftJoin(people, and(eq(people.id, r.personId), eq(people.companyId, companyId)))
    .leftJoin(assets, eq(assets.id, people.homeAssetId))
    .where(and(eq(incidentMessages.companyId, companyId), eq(incidentMessages.incidentId, incidentId)))
    .groupBy(personKey)
    .having(which === "help" ? needsHelp : silent)
    // Who asked for help first is called first; the silent by name.
    .orderBy(which === "help" ? sql`max(${r.helpAt})` : sql`max(${r.name})`)
    .limit(limit);
  return {
    total: rows[0]?.total ?? 0,
    people: rows.map(({ name, phone, site }) => ({ name, phone, site })),
  };
}

/**
 * What an incident's messages brought back, for the situation report: each recent message's tally, and the
 * people (once each, across messages) who need help or have answered nothing, by name with phone and site.
 * Bounded: the last 10 messages, 25 names per list with the total; reads go through the incident's message
 * index and each message's recipients index. The caller has checked the incident is the reader's to open.
 */
export async function messageSummary(db: Db | Tx, companyId: string, incidentId: string) {
  const scope = and(eq(incidentMessages.companyId, companyId), eq(incidentMessages.incidentId, incidentId));
  const recent = await db
    .select({
      id: incidentMessages.id,
      subject: incidentMessages.subject,
      createdAt: incidentMessages.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(incidentMessages)
    .where(scope)
    .orderBy(desc(incidentMessages.createdAt))
    .limit(SUMMARY_LIMITS.messages);
  if (recent.length === 0)
    return {
      total: 0,
      messages: [],
      needHelp: { total: 0, people: [] },
      noAnswer: { total: 0, people: [] },
    };
  const tallies = await talliesOf(
    db,
    recent.map((m) => m.id),
  );
  const needHelp = await namedPeople(db, companyId, incidentId, "help");
  const noAnswer = await namedPeople(db, companyId, incidentId, "silent");
  return {
    total: recent[0].total,
    messages: recent.map((m) => ({
      id: m.id,
      subject: m.subject,
      sentAt: m.createdAt.toISOString(),
      tally: tallies.get(m.id) ?? EMPTY_TALLY,
    })),
    needHelp,
    noAnswer,
  };
}
