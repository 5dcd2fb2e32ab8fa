import { and, asc, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { ApiDeps, Principal } from "~/api/context.server";
import { badRequest, fieldError, notFound } from "~/api/errors.server";
import { NEEDS_HELP } from "~/domains/assets/accounting";
import { users } from "~/domains/companies/users-schema.server";
import { CLOSED_STATUSES, markExercise } from "~/domains/incidents/model";
import { findIncident, type IncidentRow } from "~/domains/incidents/records.server";
import { incidents } from "~/domains/incidents/schema.server";
import { incidentStatusPages } from "~/domains/incidents/status-page-schema.server";
import { type AlertSend, assertSendable } from "~/domains/mail/quota.server";
import { emitWebhookEvent, postToChatChannels } from "~/domains/webhooks/emit.server";
import { paths } from "~/paths";
import type { Db, Tx } from "~/platform/db/client.server";
import { readAll } from "~/platform/db/read-all.server";
import { messages as outbox } from "~/platform/messages/schema.server";
import { DEFAULT_LANGUAGE, type Language } from "~/shared/i18n/languages";
import { translator } from "~/shared/i18n/translator";
import { incidentTitle } from "~/shared/names";
import type { answerPageAnswer } from "./answers";
import { audienceSizes, emptyAudiences, type Recipient, resolveAudiences } from "./audiences.server";
import { type CopyRecipient, copiesFor, copyFields } from "./copies.server";
import { alertHelp } from "./help.server";
import { recordOnImpactedPerson } from "./impacted-person.server";
import { checkAnswerPageToken, checkLinkToken } from "./links.server";
import {
  AUDIENCE_LABELS,
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
  type RECIPIENT_ANSWERS,
  RECIPIENT_STATES,
  RECIPIENTS_PAGE_SIZE,
  type RecipientState,
  TEMPLATES,
} from "./model";
import { enqueueCopies } from "./outbox.server";
import { incidentMessageCopies, incidentMessageRecipients, incidentMessages } from "./schema.server";
import { SAMPLE_ANSWER_TOKEN } from "./sms";
import { answeredByMessage, namedPeople, SUMMARY_LIMITS } from "./summary.server";
import { EMPTY_TALLY, talliesOf } from "./tally.server";
import {
  companyLanguageOf,
  keptTemplateTitle,
  linkLabel,
  linkStateText,
  messageIn,
} from "./translated.server";
import { ESCALATION_LABELS, ESCALATION_LIMITS } from "./waves";
import { wavesOf } from "./waves.server";

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
  /** Minutes without an answer before the next wave (issue 36 item 4); absent: no escalation. */
  escalateAfter: z
    .number({ error: ESCALATION_LABELS.invalid })
    .int(ESCALATION_LABELS.invalid)
    .min(ESCALATION_LIMITS.min, ESCALATION_LABELS.invalid)
    .max(ESCALATION_LIMITS.max, ESCALATION_LABELS.invalid)
    .optional(),
});

/** Where a sending refusal shows on the send form: a number it may not reach on the channels, the quota on the audiences. */
const SEND_CHECK_FIELDS = { destinations: "channels", quota: "audiences" } as const;

const reachableOn = (channels: Channel[]) => (r: Recipient) =>
  (channels.includes("email") && Boolean(r.email)) ||
  ((channels.includes("sms") || channels.includes("voice")) && Boolean(r.phone));

/**
 * The channels a message may go by: email and SMS always (without a provider an SMS waits in the outbox like an
 * email), voice only where a provider that places calls is configured.
 */
export function offeredChannels(deps: ApiDeps): Channel[] {
  return CHANNELS.filter((c) => c !== "voice" || Boolean(deps.transports.voice));
}

/** Every incident message is an alert to people (safety, incident, crisis): past the limit it goes, recorded. */
const alertOf = (
  user: Principal,
  incident: { id: string; title: string | null },
  messageId: string,
): AlertSend => ({
  incidentId: incident.id,
  incidentTitle: incident.title ?? "the incident",
  messageId,
  actorId: user.id,
});

/** An SMS's answer-page link as it will read, with a sample token: what the send form's preview counts. */
export const answerLinkSample = (deps: ApiDeps) => `${deps.appUrl}${paths.answerPage(SAMPLE_ANSWER_TOKEN)}`;

/** The incident's public status page address while its coordinator has it published; null otherwise. */
async function publicStatusLink(deps: ApiDeps, db: Db | Tx, incidentId: string) {
  const [page] = await db
    .select({ published: incidentStatusPages.published })
    .from(incidentStatusPages)
    .where(eq(incidentStatusPages.incidentId, incidentId));
  return page?.published ? `${deps.appUrl}${paths.publicStatusPage(incidentId)}` : null;
}

/**
 * Queues the message's copies to these recipients, with the incident's public status link while it is published,
 * in the send's transaction. A number the company may not reach (400), or (an unverified company) past its daily
 * quota (429): the whole send is refused and rolls back, nothing is queued. A verified company's alert is never
 * refused for quota. Answers the status link.
 */
async function queueCopies(
  deps: ApiDeps,
  tx: Tx,
  user: Principal,
  {
    incident,
    incidentId,
    message,
    recipients,
    now,
  }: {
    incident: { id: string; title: string | null };
    incidentId: string;
    message: typeof incidentMessages.$inferSelect;
    recipients: CopyRecipient[];
    now: Date;
  },
) {
  const statusLink = await publicStatusLink(deps, tx, incidentId);
  const copies = recipients.flatMap((r) => copiesFor(deps, message, r, { statusLink }));
  await assertSendable(
    { ...deps, db: tx },
    user.companyId,
    copies,
    SEND_CHECK_FIELDS,
    alertOf(user, incident, message.id),
  );
  await enqueueCopies(tx, copies, now);
  return statusLink;
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
    const empty = await emptyAudiences(tx, incident, input.audiences, reachableOn(input.channels));
    if (empty.length) {
      const message = MESSAGE_MESSAGES.emptyAudience(empty.map((a) => AUDIENCE_LABELS[a]));
      throw badRequest(message, { audiences: [message] });
    }
    const recipients = await resolveAudiences(tx, incident, input.audiences, reachableOn(input.channels));
    if (recipients.length === 0)
      throw badRequest(MESSAGE_MESSAGES.nobody, { audiences: [MESSAGE_MESSAGES.nobody] });
    if (recipients.length > MESSAGE_LIMITS.recipients)
      throw badRequest(MESSAGE_MESSAGES.tooMany, { audiences: [MESSAGE_MESSAGES.tooMany] });
    const now = deps.now();
    const companyLanguage = await companyLanguageOf(tx, user.companyId);
    // The title the send form drafted the template with: a kept template text is sent in each one's language.
    const title = incidentTitle(incident.title, incident.type);
    const [message] = await tx
      .insert(incidentMessages)
      .values({
        companyId: user.companyId,
        incidentId,
        template: input.template,
        subject: input.subject,
        body: input.body,
        templateTitle: keptTemplateTitle(input, title),
        channels: input.channels,
        audiences: input.audiences,
        purposes: [...MESSAGE_TEMPLATES[input.template].purposes],
        sentBy: user.id,
        expiresAt: new Date(now.getTime() + LINK_LIFETIME_HOURS * 3600_000),
        createdAt: now,
        escalateAfterMinutes: input.escalateAfter ?? null,
        nextWaveAt: input.escalateAfter ? new Date(now.getTime() + input.escalateAfter * 60_000) : null,
      })
      .returning();
    const saved: CopyRecipient[] = [];
    for (let i = 0; i < recipients.length; i += 500) {
      const rows = await tx
        .insert(incidentMessageRecipients)
        .values(
          recipients.slice(i, i + 500).map((r) => ({
            ...r,
            language: r.language ?? companyLanguage,
            companyId: user.companyId,
            messageId: message.id,
            lastSentAt: now,
          })),
        )
        .returning(copyFields);
      saved.push(...rows);
    }
    const statusLink = await queueCopies(deps, tx, user, {
      incident,
      incidentId,
      message,
      recipients: saved,
      now,
    });
    // The company's Teams / Slack channel hears it too (issue 36 item 8), with the message or not at all.
    await postToChatChannels(tx, {
      companyId: user.companyId,
      incidentId,
      exerciseType: incident.exerciseType,
      subject: message.subject,
      body: message.body,
      statusLink,
      at: now,
    });
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
  return onOpenMessage(deps, user, incidentId, messageId, async (tx, incident, message) => {
    const resent = await resendTo(deps, tx, user, { incident, incidentId, message }, unanswered);
    return { resent, message: MESSAGE_MESSAGES.resent(resent) };
  });
}

/** Runs `act` in one transaction on a message of an incident still open to messages (404: not its message). */
async function onOpenMessage<T>(
  deps: ApiDeps,
  user: Principal,
  incidentId: string,
  messageId: string,
  act: (tx: Tx, incident: IncidentRow, message: typeof incidentMessages.$inferSelect) => Promise<T>,
) {
  return deps.db.transaction(async (tx) => {
    const incident = await openIncident(tx, user, incidentId);
    const message = await messageOf(tx, user, incidentId, messageId);
    return act(tx, incident, message);
  });
}

/**
 * Sends a message again to those of its recipients `which` picks, with fresh links: the message's links get a new
 * expiry, each one's count of sends goes up. Answers how many it sent to.
 */
async function resendTo(
  deps: ApiDeps,
  tx: Tx,
  user: Principal,
  sent: { incident: IncidentRow; incidentId: string; message: { id: string } },
  which: SQL | undefined,
) {
  const now = deps.now();
  const [fresh] = await tx
    .update(incidentMessages)
    .set({ expiresAt: new Date(now.getTime() + LINK_LIFETIME_HOURS * 3600_000) })
    .where(eq(incidentMessages.id, sent.message.id))
    .returning();
  const rows = await tx
    .update(incidentMessageRecipients)
    .set({ sends: sql`${incidentMessageRecipients.sends} + 1`, lastSentAt: now })
    .where(and(eq(incidentMessageRecipients.messageId, sent.message.id), which))
    .returning(copyFields);
  await queueCopies(deps, tx, user, { ...sent, message: fresh, recipients: rows, now });
  return rows.length;
}

/** How many each audience reaches on the channels Keel may send by (the send form's counts). */
export async function audienceSizesOf(deps: ApiDeps, user: Principal, incidentId: string) {
  const incident = await findIncident(deps.db, user, incidentId);
  return audienceSizes(deps.db, incident, reachableOn(offeredChannels(deps)));
}

/**
 * Everyone messaged from the incident, once each, by their latest answer (the people tab, UX review A-3), with
 * the first few who have answered nothing by name and phone: the incident page's glance (issue 32 item 2).
 */
export async function answeredOfIncident(deps: ApiDeps, user: Principal, incidentId: string) {
  await findIncident(deps.db, user, incidentId);
  const [counts, silentPeople] = await readAll(deps.db, [
    () => answeredByMessage(deps.db, user.companyId, incidentId),
    () => namedPeople(deps.db, user.companyId, incidentId, "silent", SUMMARY_LIMITS.glance),
  ]);
  return { ...counts, silentPeople };
}

export async function listMessages(deps: ApiDeps, user: Principal, incidentId: string) {
  await findIncident(deps.db, user, incidentId);
  const messages = await deps.db
    .select()
    .from(incidentMessages)
    .where(and(eq(incidentMessages.companyId, user.companyId), eq(incidentMessages.incidentId, incidentId)))
    .orderBy(desc(incidentMessages.createdAt))
    .limit(50);
  const ids = messages.map((m) => m.id);
  const [byId, waves] = await readAll(deps.db, [() => talliesOf(deps.db, ids), () => wavesOf(deps.db, ids)]);
  return messages.map((m) => ({
    id: m.id,
    template: m.template,
    subject: m.subject,
    body: m.body,
    channels: m.channels,
    notSent: m.channels.filter((c) => !deps.transports[c]),
    audiences: m.audiences,
    purposes: m.purposes,
    expiresAt: m.expiresAt,
    createdAt: m.createdAt,
    tally: byId.get(m.id) ?? EMPTY_TALLY,
    escalateAfterMinutes: m.escalateAfterMinutes,
    nextWaveAt: m.nextWaveAt,
    waves: waves.get(m.id) ?? [],
  }));
}

const usedColumn = {
  safe: incidentMessageRecipients.safeAt,
  help: incidentMessageRecipients.helpAt,
  ack: incidentMessageRecipients.acknowledgedAt,
} as const;
const usedKey = { safe: "safeAt", help: "helpAt", ack: "acknowledgedAt" } as const;

/** A recipient with their message and its incident, or why their answers no longer count. */
export async function openRecipient(db: Db | Tx, recipientId: string) {
  const [row] = await db
    .select({
      recipient: incidentMessageRecipients,
      message: incidentMessages,
      title: incidents.title,
      exerciseType: incidents.exerciseType,
      incidentStatus: incidents.status,
      incidentDisabled: incidents.disabled,
      userDisabled: users.disabled,
    })
    .from(incidentMessageRecipients)
    .innerJoin(incidentMessages, eq(incidentMessages.id, incidentMessageRecipients.messageId))
    .innerJoin(incidents, eq(incidents.id, incidentMessages.incidentId))
    .leftJoin(users, eq(users.id, incidentMessageRecipients.userId))
    .where(eq(incidentMessageRecipients.id, recipientId));
  if (!row) return { state: "invalid" } as const;
  // An answer outlives neither its recipient's account nor the incident it answers (review N7): a leaver's
  // forwarded link, or an old text on a recycled number, must not mark anyone safe. Shown as expired, untitled.
  if (row.userDisabled || row.incidentDisabled || CLOSED_STATUSES.includes(row.incidentStatus))
    return { state: "expired", language: row.recipient.language } as const;
  const { recipient, message } = row;
  // The answer page names the incident: an exercise's says it is one (as its message did).
  const title = row.title ? markExercise(row.title, row.exerciseType) : null;
  return { state: "ok", recipient, message, title } as const;
}
type OpenRecipient = Extract<Awaited<ReturnType<typeof openRecipient>>, { state: "ok" }>;

/** The recipient and message a valid link points at, or why it does not work. */
async function openLink(db: Db | Tx, token: string, now: Date) {
  const check = checkLinkToken(token, now);
  if (!check.ok) return { state: check.reason } as const;
  const open = await openRecipient(db, check.recipientId);
  // A purpose the message never carried is a forged link, whatever its signature.
  if (open.state === "ok" && !open.message.purposes.includes(check.purpose))
    return { state: "invalid" } as const;
  if (open.state !== "ok") return open;
  return { ...open, purpose: check.purpose } as const;
}

/**
 * What an answer page says, in its recipient's language (issue 36 item 7). `language` is null when the link names
 * nobody (invalid, or expired before it was looked up): the page then speaks its reader's browser language.
 */
function linkView(
  state: LinkState,
  o: {
    purpose?: LinkPurpose;
    title?: string | null;
    firstName?: string;
    /** What "I need help" told (replaces the recorded text) and the number to call when nobody was told. */
    help?: { text: string; call: string | null };
    language?: Language | null;
  } = {},
) {
  const language = o.language ?? null;
  const t = translator(language ?? DEFAULT_LANGUAGE);
  return {
    state,
    purpose: o.purpose ?? null,
    label: o.purpose ? t(`message.links.${o.purpose}`) : null,
    incidentTitle: state === "invalid" ? null : (o.title ?? null),
    greeting: o.firstName ?? null,
    text: o.help && state === "recorded" ? o.help.text : linkStateText(state, o.purpose, t),
    call: o.help?.call ?? null,
    language,
  };
}
/** A closed link's view: in its recipient's language when the lookup found them. */
const closedView = (closed: { state: LinkState; language?: Language }) =>
  linkView(closed.state, { language: closed.language });

/** What a link's page shows before the answer is sent (GET never records: mail scanners open links). */
export async function describeLink(deps: ApiDeps, token: string) {
  const link = await openLink(deps.db, token, deps.now());
  if (link.state !== "ok") return closedView(link);
  const used = link.recipient[usedKey[link.purpose]] !== null;
  return linkView(used ? "used" : "ready", {
    purpose: link.purpose,
    title: link.title,
    firstName: link.recipient.name.split(" ")[0],
    language: link.recipient.language,
  });
}

/**
 * Records a link's answer, once: the recipient's column is set only while empty (a second use reads "used").
 * "I'm safe" marks the person Safe on the incident's people accounting and "I need help" marks them Needs help
 * (when the recipient is an impacted person of the register); either also acknowledges the message.
 */
export async function answerLink(deps: ApiDeps, token: string) {
  return deps.db.transaction(async (tx) => {
    const link = await openLink(tx, token, deps.now());
    if (link.state !== "ok") return closedView(link);
    return recordAnswer(deps, tx, link, link.purpose);
  });
}

/**
 * Records one answer of a recipient (a link, the answer page, an SMS reply), in the caller's transaction: see
 * answerLink. Answers the page's view: recorded, or used when that answer was recorded already.
 */
export async function recordAnswer(deps: ApiDeps, tx: Tx, open: OpenRecipient, purpose: LinkPurpose) {
  const now = deps.now();
  const { recipient, message } = open;
  const set: Partial<typeof incidentMessageRecipients.$inferInsert> = { [usedKey[purpose]]: now };
  if (purpose !== "ack" && !recipient.acknowledgedAt) set.acknowledgedAt = now;
  const [updated] = await tx
    .update(incidentMessageRecipients)
    .set(set)
    .where(and(eq(incidentMessageRecipients.id, recipient.id), isNull(usedColumn[purpose])))
    .returning({ id: incidentMessageRecipients.id });
  const language = recipient.language;
  if (!updated) return linkView("used", { purpose, title: open.title, language });
  await emitWebhookEvent(tx, {
    companyId: message.companyId,
    event: "answer.received",
    incidentId: message.incidentId,
    at: now,
    data: { messageId: message.id, recipientId: recipient.id, answer: purpose },
  });
  if (purpose !== "ack" && recipient.personId)
    await recordOnImpactedPerson(
      tx,
      { companyId: message.companyId, incidentId: message.incidentId, personId: recipient.personId },
      {
        action: purpose === "safe" ? "safe" : NEEDS_HELP,
        note: `Answered "${LINK_LABELS[purpose]}" to "${message.subject}"`.slice(0, 250),
        createdBy: null,
        createdAt: now,
      },
    );
  // "I need help" is an alert: the response team hears of it now, and the page says who did (or whom to call).
  const help = purpose === "help" ? await alertHelp(deps, tx, recipient, message) : undefined;
  return linkView("recorded", {
    purpose,
    title: open.title,
    firstName: recipient.name.split(" ")[0],
    help,
    language,
  });
}

/** The recipient an answer page's token names, while the message's answers still count. */
async function openAnswerPage(db: Db | Tx, token: string, now: Date) {
  const recipientId = checkAnswerPageToken(token);
  if (!recipientId) return { state: "invalid" } as const;
  const open = await openRecipient(db, recipientId);
  if (open.state === "ok" && open.message.expiresAt.getTime() < now.getTime())
    return { state: "expired", language: open.recipient.language } as const;
  return open;
}

/**
 * What an SMS's answer page shows (issue 36 item 2): the whole message and a button for each answer it carries,
 * each marked when already given. GET never records: link scanners open links.
 */
export async function describeAnswerPage(
  deps: ApiDeps,
  token: string,
): Promise<z.output<typeof answerPageAnswer>> {
  const open = await openAnswerPage(deps.db, token, deps.now());
  if (open.state !== "ok") return { ...closedView(open), subject: null, body: null, answers: [] };
  const { recipient, message } = open;
  const language = recipient.language;
  // The message as this recipient received it: a kept template text in their language.
  const { subject, body } = messageIn(message, language);
  return {
    ...linkView("ready", { title: open.title, firstName: recipient.name.split(" ")[0], language }),
    subject,
    body,
    answers: message.purposes.map((p) => ({
      purpose: p,
      label: linkLabel(p, language),
      given: recipient[usedKey[p]] !== null,
    })),
  };
}

/** Records the answer chosen on an SMS's answer page (a POST: a scanner's GET records nothing), once. */
export async function answerOnPage(deps: ApiDeps, token: string, purpose: LinkPurpose) {
  return deps.db.transaction(async (tx) => {
    const open = await openAnswerPage(tx, token, deps.now());
    if (open.state !== "ok") return closedView(open);
    // An answer the message never offered is a forged form.
    if (!open.message.purposes.includes(purpose))
      return linkView("invalid", { language: open.recipient.language });
    return recordAnswer(deps, tx, open, purpose);
  });
}

const rc = incidentMessageRecipients;
// Named with its table: inside the subqueries below a bare "id" would be the outbox message's.
const recipientId = sql.raw('"incident_message_recipients"."id"');
const copiesIn = (statuses: string[]) =>
  sql`exists (select 1 from ${incidentMessageCopies} c join ${outbox} o on o.id = c.outbox_message_id where c.recipient_id = ${recipientId} and o.status in (${sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  )}))`;
/** Each filter of the recipient list means what the tally figure of the same name counts. */
const STATE_FILTERS: Record<RecipientState, ReturnType<typeof sql>> = {
  help: sql`${rc.helpAt} is not null and (${rc.safeAt} is null or ${rc.helpAt} >= ${rc.safeAt})`,
  safe: sql`${rc.safeAt} is not null and (${rc.helpAt} is null or ${rc.safeAt} > ${rc.helpAt})`,
  acknowledged: sql`${rc.acknowledgedAt} is not null`,
  delivered: copiesIn(["sent", "delivered"]),
  failed: sql`${copiesIn(["failed"])} and not ${copiesIn(["sent", "delivered"])}`,
  noAnswer: sql`${rc.acknowledgedAt} is null and ${rc.safeAt} is null and ${rc.helpAt} is null`,
};

export const recipientsQuery = z.object({
  state: z.enum(RECIPIENT_STATES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
});

/** One message of the incident (company-scoped), or 404. */
async function messageOf(db: Db | Tx, user: Principal, incidentId: string, messageId: string) {
  const [message] = await db
    .select()
    .from(incidentMessages)
    .where(
      and(
        eq(incidentMessages.id, messageId),
        eq(incidentMessages.companyId, user.companyId),
        eq(incidentMessages.incidentId, incidentId),
      ),
    );
  if (!message) throw notFound();
  return message;
}

/**
 * A message's recipients by name (issue 32 item 2), a page at a time (a message may have thousands), filtered by
 * state: each with their answer, whether a copy was delivered or failed, the channels it went by and their phone.
 * Need help first, then no answer, then the others, by name.
 */
export async function listRecipients(
  deps: ApiDeps,
  user: Principal,
  incidentId: string,
  messageId: string,
  query: z.output<typeof recipientsQuery>,
) {
  await findIncident(deps.db, user, incidentId);
  const message = await messageOf(deps.db, user, incidentId, messageId);
  const where = and(
    eq(rc.messageId, message.id),
    eq(rc.companyId, user.companyId),
    query.state ? STATE_FILTERS[query.state] : undefined,
  );
  const [{ total }] = await deps.db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(rc)
    .where(where);
  const pages = Math.max(1, Math.ceil(total / RECIPIENTS_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  const rows = await deps.db
    .select({
      recipient: rc,
      delivered: sql<boolean>`${copiesIn(["sent", "delivered"])}`.mapWith(Boolean),
      failed: sql<boolean>`${copiesIn(["failed"])}`.mapWith(Boolean),
      // A joined string, not an array: PGlite and node-postgres answer arrays differently.
      channels: sql<
        string | null
      >`(select string_agg(distinct o.channel, ',') from ${incidentMessageCopies} c join ${outbox} o on o.id = c.outbox_message_id where c.recipient_id = ${recipientId})`,
    })
    .from(rc)
    .where(where)
    .orderBy(
      sql`case when ${STATE_FILTERS.help} then 0 when ${STATE_FILTERS.noAnswer} then 1 else 2 end`,
      asc(rc.name),
      asc(rc.id),
    )
    .limit(RECIPIENTS_PAGE_SIZE)
    .offset((page - 1) * RECIPIENTS_PAGE_SIZE);
  return {
    message: { id: message.id, subject: message.subject, createdAt: message.createdAt },
    state: query.state ?? null,
    page,
    pages,
    total,
    recipients: rows.map(({ recipient: x, delivered, failed, channels }) => {
      const answer: (typeof RECIPIENT_ANSWERS)[number] =
        x.helpAt && (!x.safeAt || x.helpAt >= x.safeAt)
          ? "help"
          : x.safeAt
            ? "safe"
            : x.acknowledgedAt
              ? "acknowledged"
              : "noAnswer";
      return {
        id: x.id,
        name: x.name,
        email: x.email,
        phone: x.phone,
        state: answer,
        delivery: delivered ? ("delivered" as const) : failed ? ("failed" as const) : null,
        channels: (channels ?? "").split(",").filter((c): c is Channel => CHANNELS.includes(c as Channel)),
        sends: x.sends,
        lastSentAt: x.lastSentAt,
        answeredAt: x.helpAt ?? x.safeAt ?? x.acknowledgedAt,
        calledBackAt: x.calledBackAt,
      };
    }),
  };
}

/** Sends the message again to one recipient who has not answered (fresh links), as "resend" does for all. */
export async function resendOne(
  deps: ApiDeps,
  user: Principal,
  incidentId: string,
  messageId: string,
  recipientId: string,
) {
  return onOpenMessage(deps, user, incidentId, messageId, async (tx, incident, message) => {
    const [recipient] = await tx
      .select({ id: rc.id, name: rc.name, unanswered: sql<boolean>`${unanswered}`.mapWith(Boolean) })
      .from(rc)
      .where(and(eq(rc.id, recipientId), eq(rc.messageId, message.id), eq(rc.companyId, user.companyId)));
    if (!recipient) throw notFound();
    if (!recipient.unanswered) throw badRequest(MESSAGE_MESSAGES.answeredAlready);
    // The message's links get a new expiry, as for "resend to all without an answer".
    await resendTo(deps, tx, user, { incident, incidentId, message }, eq(rc.id, recipient.id));
    return { resent: 1, message: MESSAGE_MESSAGES.resentOne(recipient.name) };
  });
}
