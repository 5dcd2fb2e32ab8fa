import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { ApiDeps, Principal } from "~/api/context.server";
import { badRequest, fieldError, notFound } from "~/api/errors.server";
import { NEEDS_HELP } from "~/domains/assets/accounting";
import { assetActions, impactedAssets } from "~/domains/assets/impact-schema.server";
import { CLOSED_STATUSES } from "~/domains/incidents/model";
import { findIncident } from "~/domains/incidents/records.server";
import { incidents } from "~/domains/incidents/schema.server";
import { assertSendable } from "~/domains/mail/quota.server";
import { users } from "~/domains/users/schema.server";
import { paths } from "~/paths";
import type { Db, Tx } from "~/platform/db/client.server";
import { messages as outbox } from "~/platform/messages/schema.server";
import { type Recipient, resolveAudiences } from "./audiences.server";
import { checkLinkToken, linkToken } from "./links.server";
import {
  AUDIENCES,
  CHANNELS,
  type Channel,
  LINK_LABELS,
  LINK_LIFETIME_HOURS,
  type LinkPurpose,
  type LinkState,
  MESSAGE_LIMITS,
  MESSAGE_MESSAGES,
  MESSAGE_TEMPLATES,
  type Tally,
  TEMPLATES,
  VOICE_CLOSING,
} from "./model";
import { enqueueCopies, type RecipientCopy } from "./outbox.server";
import { incidentMessageCopies, incidentMessageRecipients, incidentMessages } from "./schema.server";

export const sendMessageSchema = z.object({
  template: z.enum(TEMPLATES, { error: "Choose a template." }),
  subject: z
    .string()
    .trim()
    .min(1, "Enter a subject.")
    .max(MESSAGE_LIMITS.subject, `At most ${MESSAGE_LIMITS.subject} characters.`),
  body: z
    .string()
    .trim()
    .min(1, "Enter the message.")
    .max(MESSAGE_LIMITS.body, `At most ${MESSAGE_LIMITS.body} characters.`),
  audiences: z.array(z.enum(AUDIENCES)).min(1, MESSAGE_MESSAGES.chooseAudience).max(AUDIENCES.length),
  channels: z.array(z.enum(CHANNELS)).min(1, MESSAGE_MESSAGES.chooseChannel).max(CHANNELS.length),
});

/** Where a sending refusal shows on the send form: a number it may not reach on the channels, the quota on the audiences. */
const SEND_CHECK_FIELDS = { destinations: "channels", quota: "audiences" } as const;

const reachableOn = (channels: Channel[]) => (r: Recipient) =>
  (channels.includes("email") && Boolean(r.email)) ||
  ((channels.includes("sms") || channels.includes("voice")) && Boolean(r.phone));

/** Each recipient's copies: the text, then one signed link per purpose the message carries. */
function copiesFor(
  deps: ApiDeps,
  message: typeof incidentMessages.$inferSelect,
  recipient: { id: string; email: string | null; phone: string | null },
): RecipientCopy[] {
  const links = message.purposes
    .map(
      (p) =>
        `${LINK_LABELS[p]}: ${deps.appUrl}${paths.messageLink(linkToken(recipient.id, p, message.expiresAt))}`,
    )
    .join("\n");
  const base = {
    recipientId: recipient.id,
    companyId: message.companyId,
    incidentId: message.incidentId,
    subject: message.subject,
    text: `${message.body}\n\n${links}`,
  };
  const out: RecipientCopy[] = [];
  if (message.channels.includes("email") && recipient.email)
    out.push({ ...base, channel: "email", to: recipient.email });
  if (message.channels.includes("sms") && recipient.phone)
    out.push({ ...base, channel: "sms", to: recipient.phone });
  // A call reads the message aloud: links cannot be spoken, so it says where to answer instead.
  if (message.channels.includes("voice") && recipient.phone)
    out.push({ ...base, channel: "voice", to: recipient.phone, text: `${message.body} ${VOICE_CLOSING}` });
  return out;
}

/**
 * The channels a message may go by: email and SMS always (without a provider an SMS waits in the outbox like an
 * email), voice only where a provider that places calls is configured.
 */
export function offeredChannels(deps: ApiDeps): Channel[] {
  return CHANNELS.filter((c) => c !== "voice" || Boolean(deps.transports.voice));
}

async function openIncident(db: Db | Tx, user: Principal, incidentId: string) {
  const incident = await findIncident(db, user, incidentId);
  if (incident.isDraft || incident.disabled || CLOSED_STATUSES.includes(incident.status))
    throw badRequest(MESSAGE_MESSAGES.closedIncident);
  return incident;
}

/**
 * Sends a message to everyone in the chosen audiences: the message, its recipients and each recipient's copies
 * (written to the outbox) in one transaction, so nothing is half-sent.
 */
export async function sendMessage(
  deps: ApiDeps,
  user: Principal,
  incidentId: string,
  input: z.output<typeof sendMessageSchema>,
) {
  if (!input.channels.every((c) => offeredChannels(deps).includes(c)))
    throw fieldError("channels", MESSAGE_MESSAGES.voiceUnavailable);
  return deps.db.transaction(async (tx) => {
    const incident = await openIncident(tx, user, incidentId);
    const recipients = await resolveAudiences(tx, incident, input.audiences, reachableOn(input.channels));
    if (recipients.length === 0)
      throw badRequest(MESSAGE_MESSAGES.nobody, { audiences: [MESSAGE_MESSAGES.nobody] });
    if (recipients.length > MESSAGE_LIMITS.recipients)
      throw badRequest(MESSAGE_MESSAGES.tooMany, { audiences: [MESSAGE_MESSAGES.tooMany] });
    const now = deps.now();
    const [message] = await tx
      .insert(incidentMessages)
      .values({
        companyId: user.companyId,
        incidentId,
        template: input.template,
        subject: input.subject,
        body: input.body,
        channels: input.channels,
        audiences: input.audiences,
        purposes: [...MESSAGE_TEMPLATES[input.template].purposes],
        sentBy: user.id,
        expiresAt: new Date(now.getTime() + LINK_LIFETIME_HOURS * 3600_000),
        createdAt: now,
      })
      .returning();
    const saved: { id: string; email: string | null; phone: string | null }[] = [];
    for (let i = 0; i < recipients.length; i += 500) {
      const rows = await tx
        .insert(incidentMessageRecipients)
        .values(
          recipients
            .slice(i, i + 500)
            .map((r) => ({ ...r, companyId: user.companyId, messageId: message.id, lastSentAt: now })),
        )
        .returning({
          id: incidentMessageRecipients.id,
          email: incidentMessageRecipients.email,
          phone: incidentMessageRecipients.phone,
        });
      saved.push(...rows);
    }
    const copies = saved.flatMap((r) => copiesFor(deps, message, r));
    // A number the company may not reach (400), or past its daily quota (429): the whole send is refused and
    // rolls back, nothing is queued.
    await assertSendable({ ...deps, db: tx }, user.companyId, copies, SEND_CHECK_FIELDS);
    await enqueueCopies(tx, copies, now);
    return { id: message.id, recipients: saved.length, message: MESSAGE_MESSAGES.sent(saved.length) };
  });
}

const unanswered = and(
  isNull(incidentMessageRecipients.acknowledgedAt),
  isNull(incidentMessageRecipients.safeAt),
  isNull(incidentMessageRecipients.helpAt),
);

/** Sends the message again to its recipients who have not answered, with fresh links (a new expiry). */
export async function resendUnanswered(
  deps: ApiDeps,
  user: Principal,
  incidentId: string,
  messageId: string,
) {
  return deps.db.transaction(async (tx) => {
    await openIncident(tx, user, incidentId);
    const now = deps.now();
    const [message] = await tx
      .update(incidentMessages)
      .set({ expiresAt: new Date(now.getTime() + LINK_LIFETIME_HOURS * 3600_000) })
      .where(
        and(
          eq(incidentMessages.id, messageId),
          eq(incidentMessages.companyId, user.companyId),
          eq(incidentMessages.incidentId, incidentId),
        ),
      )
      .returning();
    if (!message) throw notFound();
    const rows = await tx
      .update(incidentMessageRecipients)
      .set({ sends: sql`${incidentMessageRecipients.sends} + 1`, lastSentAt: now })
      .where(and(eq(incidentMessageRecipients.messageId, message.id), unanswered))
      .returning({
        id: incidentMessageRecipients.id,
        email: incidentMessageRecipients.email,
        phone: incidentMessageRecipients.phone,
      });
    const copies = rows.flatMap((r) => copiesFor(deps, message, r));
    await assertSendable({ ...deps, db: tx }, user.companyId, copies, SEND_CHECK_FIELDS);
    await enqueueCopies(tx, copies, now);
    return { resent: rows.length, message: MESSAGE_MESSAGES.resent(rows.length) };
  });
}

/** The messages of an incident, newest first, each with its tally. */
export async function listMessages(deps: ApiDeps, user: Principal, incidentId: string) {
  await findIncident(deps.db, user, incidentId);
  const messages = await deps.db
    .select()
    .from(incidentMessages)
    .where(and(eq(incidentMessages.companyId, user.companyId), eq(incidentMessages.incidentId, incidentId)))
    .orderBy(desc(incidentMessages.createdAt))
    .limit(50);
  const r = incidentMessageRecipients;
  const count = (cond: ReturnType<typeof sql>) =>
    sql<number>`count(*) filter (where ${cond})`.mapWith(Number);
  const tallies = messages.length
    ? await deps.db
        .select({
          messageId: r.messageId,
          sent: sql<number>`count(*)`.mapWith(Number),
          // Delivered: a transport took at least one of the recipient's copies (or its provider confirmed it).
          delivered: count(
            sql`exists (select 1 from ${incidentMessageCopies} c join ${outbox} o on o.id = c.outbox_message_id where c.recipient_id = ${r.id} and o.status in ('sent', 'delivered'))`,
          ),
          acknowledged: count(sql`${r.acknowledgedAt} is not null`),
          // The latest answer counts when someone used both links.
          safe: count(sql`${r.safeAt} is not null and (${r.helpAt} is null or ${r.safeAt} > ${r.helpAt})`),
          help: count(sql`${r.helpAt} is not null and (${r.safeAt} is null or ${r.helpAt} >= ${r.safeAt})`),
          noAnswer: count(sql`${r.acknowledgedAt} is null and ${r.safeAt} is null and ${r.helpAt} is null`),
        })
        .from(r)
        .where(
          inArray(
            r.messageId,
            messages.map((m) => m.id),
          ),
        )
        .groupBy(r.messageId)
    : [];
  const byId = new Map(tallies.map(({ messageId, ...t }) => [messageId, t as Tally]));
  const empty: Tally = { sent: 0, delivered: 0, acknowledged: 0, safe: 0, help: 0, noAnswer: 0 };
  return messages.map((m) => ({
    id: m.id,
    template: m.template,
    subject: m.subject,
    body: m.body,
    channels: m.channels,
    audiences: m.audiences,
    purposes: m.purposes,
    expiresAt: m.expiresAt,
    createdAt: m.createdAt,
    tally: byId.get(m.id) ?? empty,
  }));
}

const usedColumn = {
  safe: incidentMessageRecipients.safeAt,
  help: incidentMessageRecipients.helpAt,
  ack: incidentMessageRecipients.acknowledgedAt,
} as const;
const usedKey = { safe: "safeAt", help: "helpAt", ack: "acknowledgedAt" } as const;

/** The recipient and message a valid link points at, or why it does not work. */
async function openLink(db: Db | Tx, token: string, now: Date) {
  const check = checkLinkToken(token, now);
  if (!check.ok) return { state: check.reason } as const;
  const [row] = await db
    .select({
      recipient: incidentMessageRecipients,
      message: incidentMessages,
      title: incidents.title,
      incidentStatus: incidents.status,
      incidentDisabled: incidents.disabled,
      userDisabled: users.disabled,
    })
    .from(incidentMessageRecipients)
    .innerJoin(incidentMessages, eq(incidentMessages.id, incidentMessageRecipients.messageId))
    .innerJoin(incidents, eq(incidents.id, incidentMessages.incidentId))
    .leftJoin(users, eq(users.id, incidentMessageRecipients.userId))
    .where(eq(incidentMessageRecipients.id, check.recipientId));
  // A purpose the message never carried is a forged link, whatever its signature.
  if (!row || !row.message.purposes.includes(check.purpose)) return { state: "invalid" } as const;
  // A link outlives neither its recipient's account nor the incident it answers (review N7): a leaver's
  // forwarded link, or an old text on a recycled number, must not mark anyone safe. Shown as expired, untitled.
  if (row.userDisabled || row.incidentDisabled || CLOSED_STATUSES.includes(row.incidentStatus))
    return { state: "expired" } as const;
  const { recipient, message, title } = row;
  return { state: "ok", purpose: check.purpose, recipient, message, title } as const;
}

function linkView(state: LinkState, purpose?: LinkPurpose, title?: string | null, firstName?: string) {
  const text: string | null =
    state === "recorded" && purpose
      ? MESSAGE_MESSAGES.linkRecorded[purpose]
      : state === "used"
        ? MESSAGE_MESSAGES.linkUsed
        : state === "expired"
          ? MESSAGE_MESSAGES.linkExpired
          : state === "invalid"
            ? MESSAGE_MESSAGES.linkInvalid
            : null;
  return {
    state,
    purpose: purpose ?? null,
    label: purpose ? LINK_LABELS[purpose] : null,
    incidentTitle: state === "invalid" ? null : (title ?? null),
    greeting: firstName ?? null,
    text,
  };
}

/** What a link's page shows before the answer is sent (GET never records: mail scanners open links). */
export async function describeLink(deps: ApiDeps, token: string) {
  const link = await openLink(deps.db, token, deps.now());
  if (link.state !== "ok") return linkView(link.state);
  const used = link.recipient[usedKey[link.purpose]] !== null;
  return linkView(used ? "used" : "ready", link.purpose, link.title, link.recipient.name.split(" ")[0]);
}

/**
 * Records a link's answer, once: the recipient's column is set only while empty (a second use reads "used").
 * "I'm safe" marks the person Safe on the incident's people accounting and "I need help" marks them Needs help
 * (when the recipient is an impacted person of the register); either also acknowledges the message.
 */
export async function answerLink(deps: ApiDeps, token: string) {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const link = await openLink(tx, token, now);
    if (link.state !== "ok") return linkView(link.state);
    const { recipient, message, purpose } = link;
    const set: Partial<typeof incidentMessageRecipients.$inferInsert> = { [usedKey[purpose]]: now };
    if (purpose !== "ack" && !recipient.acknowledgedAt) set.acknowledgedAt = now;
    const [updated] = await tx
      .update(incidentMessageRecipients)
      .set(set)
      .where(and(eq(incidentMessageRecipients.id, recipient.id), isNull(usedColumn[purpose])))
      .returning({ id: incidentMessageRecipients.id });
    if (!updated) return linkView("used", purpose, link.title);
    if (purpose !== "ack" && recipient.personId) {
      const [impacted] = await tx
        .select({ id: impactedAssets.id })
        .from(impactedAssets)
        .where(
          and(
            eq(impactedAssets.companyId, message.companyId),
            eq(impactedAssets.incidentId, message.incidentId),
            eq(impactedAssets.personId, recipient.personId),
          ),
        );
      if (impacted)
        await tx.insert(assetActions).values({
          companyId: message.companyId,
          impactedAssetId: impacted.id,
          action: purpose === "safe" ? "safe" : NEEDS_HELP,
          note: `Answered "${LINK_LABELS[purpose]}" to "${message.subject}"`.slice(0, 250),
          createdBy: null,
          createdAt: now,
        });
    }
    return linkView("recorded", purpose, link.title, recipient.name.split(" ")[0]);
  });
}
