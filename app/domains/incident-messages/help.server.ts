import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { ApiDeps, Principal } from "~/api/context.server";
import { badRequest, notFound } from "~/api/errors.server";
import { assets, people } from "~/domains/assets/schema.server";
import { bcps } from "~/domains/bcp/schema.server";
import { processesAtSites } from "~/domains/bcp/site-links.server";
import { companies } from "~/domains/companies/schema.server";
import { users } from "~/domains/companies/users-schema.server";
import { companySettingsSchema } from "~/domains/companies/validation";
import { markExercise } from "~/domains/incidents/model";
import { phonesOf } from "~/domains/incidents/phones.server";
import { impactedPlans } from "~/domains/incidents/recipients.server";
import { findIncident, type IncidentRow } from "~/domains/incidents/records.server";
import { incidents, incidentTeam } from "~/domains/incidents/schema.server";
import { type TeamContact, teamContactsOf } from "~/domains/incidents/team-contacts.server";
import { bold, notifyAndEmail } from "~/domains/notifications/events.server";
import { paths } from "~/paths";
import type { Db, Tx } from "~/platform/db/client.server";
import { companyRow } from "~/platform/db/company-rows.server";
import { enqueueMessages } from "~/platform/messages/outbox.server";
import { translator } from "~/shared/i18n/translator";
import { displayName } from "~/shared/names";
import { recordOnImpactedPerson } from "./impacted-person.server";
import { HELP_LIMITS, MESSAGE_MESSAGES } from "./model";
import { incidentMessageRecipients, incidentMessages } from "./schema.server";
import type { calledBackSchema } from "./validation";

/** What the alert and the incident's red row need to know of the person who asked for help. */
type Asker = typeof incidentMessageRecipients.$inferSelect;

const clean = (v: string | null | undefined) => v?.trim() || null;

/**
 * The register person behind a recipient: the one it was sent to, else the register entry with the same email
 * (a user or a BRT member is often also on the register), always within the company.
 */
async function personOf(db: Db | Tx, companyId: string, r: Pick<Asker, "personId" | "email">) {
  const byId = r.personId ? eq(people.id, r.personId) : null;
  const byEmail = r.email ? sql`lower(${people.email}) = ${r.email.toLowerCase()}` : null;
  const match = byId ?? byEmail;
  if (!match) return null;
  const [row] = await db
    .select({ person: people, siteName: assets.name })
    .from(people)
    .leftJoin(assets, and(eq(assets.id, people.homeAssetId), eq(assets.companyId, companyId)))
    .where(and(eq(people.companyId, companyId), match))
    .limit(1);
  return row ?? null;
}

/**
 * Whom "I need help" tells: the incident's response coordinator and team, the BC leads of the plans at the
 * person's site (of the plans the incident impacts when their site is not known) and the incident's creator.
 * Active users of the incident's company only, each once, never the person themself.
 */
async function helpAudience(db: Db | Tx, incident: IncidentRow, siteId: string | null, asker: Asker) {
  const companyId = incident.companyId;
  const team = await db
    .select({ id: incidentTeam.userId })
    .from(incidentTeam)
    .where(eq(incidentTeam.incidentId, incident.id));
  let leads: string[];
  if (siteId) {
    leads = (await processesAtSites(db, companyId, [siteId])).map((p) => p.lead.id);
  } else {
    const { planIds } = await impactedPlans(db, incident);
    leads = planIds.length
      ? (
          await db
            .select({ id: bcps.bcLeadId })
            .from(bcps)
            .where(and(eq(bcps.companyId, companyId), inArray(bcps.id, planIds)))
        ).map((r) => r.id)
      : [];
  }
  const wanted = [
    ...new Set(
      [incident.responseCoordinatorId, ...team.map((t) => t.id), ...leads, incident.userId].filter(
        (id): id is string => Boolean(id) && id !== asker.userId,
      ),
    ),
  ];
  if (wanted.length === 0) return [];
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.disabled, false), inArray(users.id, wanted)));
}

/**
 * The team's members without an account (People register, BRT rosters) whom "I need help" tells: they have no
 * bell, so an email and an SMS reach them. Never the person who asked, nor someone without email or phone.
 */
async function helpContacts(db: Db | Tx, incident: IncidentRow, asker: Asker, askerPersonId: string | null) {
  const same = (a: string | null, b: string | null) => !!a && !!b && a.toLowerCase() === b.toLowerCase();
  return (await teamContactsOf(db, incident)).filter(
    (c) =>
      (c.email || c.phone) &&
      !(c.personId && (c.personId === asker.personId || c.personId === askerPersonId)) &&
      !same(c.email, asker.email),
  );
}

/** The company's emergency number (Manage Company), for the page of someone nobody could be told about. */
async function emergencyPhoneOf(db: Db | Tx, companyId: string) {
  const [row] = await db
    .select({ settings: companies.settings })
    .from(companies)
    .where(eq(companies.id, companyId));
  const settings = companySettingsSchema.safeParse(row?.settings ?? {});
  return (settings.success && settings.data.emergencyPhone) || null;
}

/**
 * "I need help" as an alert (issue 32 item 1), in the answer's transaction: a notification (bell and email) to
 * each person of the help audience and an SMS to those with a number, at once. Answers what the answer page
 * may then promise: the names told, or (nobody) the company's emergency number to call.
 */
export async function alertHelp(
  deps: ApiDeps,
  tx: Tx,
  asker: Asker,
  message: typeof incidentMessages.$inferSelect,
) {
  const companyId = message.companyId;
  const incident = await companyRow(tx, incidents, companyId, message.incidentId);
  const found = await personOf(tx, companyId, asker);
  const audience = incident ? await helpAudience(tx, incident, found?.person.homeAssetId ?? null, asker) : [];
  const contacts: TeamContact[] = incident
    ? await helpContacts(tx, incident, asker, found?.person.id ?? null)
    : [];
  const title = incident?.title ?? "the incident";
  // An exercise's call for help is part of the exercise: marked so, wherever it is read.
  const exercise = incident?.exerciseType;
  const phone = asker.phone ?? clean(found?.person.mobile) ?? clean(found?.person.phone);
  const site = found?.siteName ?? null;
  const link = paths.incident(message.incidentId);
  const about = [phone ? `phone ${phone}` : null, site ? `site ${site}` : null].filter(Boolean).join(", ");
  const { notified } = await notifyAndEmail(
    { ...deps, db: tx as unknown as Db },
    {
      companyId,
      userIds: audience.map((u) => u.id),
      type: "HELP_REQUEST",
      message: `<p>${markExercise(`${bold(asker.name)} needs help in ${bold(title)}${about ? ` (${bold(about)})` : ""}. Call them back.`, exercise)}</p>`,
      link,
      extra: { incidentId: message.incidentId, recipientId: asker.id },
      email: {
        kind: "incidents",
        subject: markExercise(`${asker.name} needs help: ${title}`, exercise),
        lines: [
          markExercise(`${asker.name} answered "I need help" to "${message.subject}" in ${title}.`, exercise),
          phone ? `Phone: ${phone}` : "No phone number is known for them.",
          ...(site ? [`Site: ${site}`] : []),
          "Call them back, then record the call-back on the incident.",
        ],
        actionLabel: "Open the incident",
      },
    },
  );
  const phones = await phonesOf(tx, companyId, notified);
  const url = `${deps.appUrl.replace(/\/$/, "")}${link}`;
  const text = markExercise(
    `HELP: ${asker.name}${phone ? ` (${phone})` : ""} needs help in ${title}. Call them back. ${url}`,
    exercise,
  );
  const emailText = [
    `${asker.name} answered "I need help" to "${message.subject}" in ${title}.`,
    phone ? `Phone: ${phone}` : "No phone number is known for them.",
    ...(site ? [`Site: ${site}`] : []),
    "Call them back, then tell the response coordinator.",
  ].join("\n");
  await enqueueMessages(
    tx,
    [
      ...[...phones].map(([userId, to]) => ({
        channel: "sms" as const,
        to,
        companyId,
        recipientUserId: userId,
        incidentId: message.incidentId,
        purpose: "incident.help",
        text,
      })),
      // Team members without an account have no bell: an SMS and an email reach them.
      ...contacts.flatMap((c) => [
        ...(c.phone
          ? [
              {
                channel: "sms" as const,
                to: c.phone,
                companyId,
                incidentId: message.incidentId,
                purpose: "incident.help",
                text,
              },
            ]
          : []),
        ...(c.email
          ? [
              {
                channel: "email" as const,
                to: c.email,
                companyId,
                incidentId: message.incidentId,
                purpose: "incident.help",
                subject: markExercise(`${asker.name} needs help: ${title}`, exercise),
                text: markExercise(emailText, exercise),
              },
            ]
          : []),
      ]),
    ],
    deps.now(),
  );
  await tx
    .update(incidentMessageRecipients)
    .set({ helpTold: notified.length + contacts.length })
    .where(eq(incidentMessageRecipients.id, asker.id));
  const told = [
    ...audience.filter((u) => notified.includes(u.id)).map((u) => displayName(u)),
    ...contacts.map((c) => c.name),
  ];
  // What the answer page then says, in the asker's language (the alert itself is for the team, in English).
  const t = translator(asker.language);
  if (told.length)
    return { text: t("answer.helpTold", { count: told.length, names: told.join(", ") }), call: null };
  const emergency = await emergencyPhoneOf(tx, companyId);
  return emergency
    ? { text: t("answer.helpNobodyCall", { phone: emergency }), call: emergency }
    : { text: t("answer.helpNobody"), call: null };
}

const r = incidentMessageRecipients;
/** Asked for help (their latest answer) and nobody has recorded a call-back yet. */
const openHelp = and(
  isNotNull(r.helpAt),
  isNull(r.calledBackAt),
  or(isNull(r.safeAt), sql`${r.helpAt} >= ${r.safeAt}`),
);

/** A recipient (joined to their message) of one of the incident's messages, within the caller's company. */
const ofIncident = (companyId: string, incidentId: string) =>
  and(
    eq(r.companyId, companyId),
    eq(incidentMessages.companyId, companyId),
    eq(incidentMessages.incidentId, incidentId),
  );

/**
 * The people who asked for help in an incident and have not been called back, newest first, with their phone
 * and site: the incident's red rows (scoped to the caller's company and what they may read of incidents).
 */
export async function listHelpRequests(deps: ApiDeps, user: Principal, incidentId: string) {
  await findIncident(deps.db, user, incidentId);
  const rows = await deps.db
    .select({ recipient: r, subject: incidentMessages.subject })
    .from(r)
    .innerJoin(incidentMessages, eq(incidentMessages.id, r.messageId))
    .where(and(ofIncident(user.companyId, incidentId), openHelp))
    .orderBy(desc(r.helpAt))
    .limit(HELP_LIMITS.listed);
  return Promise.all(
    rows.map(async ({ recipient, subject }) => {
      const found = await personOf(deps.db, user.companyId, recipient);
      return {
        id: recipient.id,
        messageId: recipient.messageId,
        subject,
        name: recipient.name,
        phone: recipient.phone ?? clean(found?.person.mobile) ?? clean(found?.person.phone),
        email: recipient.email,
        site: found?.siteName ?? null,
        personId: found?.person.id ?? null,
        helpAt: recipient.helpAt!,
        told: recipient.helpTold ?? 0,
      };
    }),
  );
}

/**
 * Records that a responder called back someone who asked for help: their red row ends, and (when they are an
 * impacted person of the register) "Called back" with the note joins their accounting history. Once.
 */
export async function recordCallBack(
  deps: ApiDeps,
  user: Principal,
  incidentId: string,
  recipientId: string,
  input: z.output<typeof calledBackSchema>,
) {
  return deps.db.transaction(async (tx) => {
    await findIncident(tx, user, incidentId);
    const [row] = await tx
      .select({ recipient: r })
      .from(r)
      .innerJoin(incidentMessages, eq(incidentMessages.id, r.messageId))
      .where(and(eq(r.id, recipientId), ofIncident(user.companyId, incidentId)));
    if (!row) throw notFound();
    if (!row.recipient.helpAt) throw badRequest(MESSAGE_MESSAGES.notHelp);
    const now = deps.now();
    const note = input.note || null;
    const [updated] = await tx
      .update(r)
      .set({ calledBackAt: now, calledBackBy: user.id, calledBackNote: note })
      .where(and(eq(r.id, recipientId), isNull(r.calledBackAt)))
      .returning({ id: r.id });
    if (!updated) throw badRequest(MESSAGE_MESSAGES.calledBackAlready);
    const found = await personOf(tx, user.companyId, row.recipient);
    if (found)
      await recordOnImpactedPerson(
        tx,
        { companyId: user.companyId, incidentId, personId: found.person.id },
        { action: "called_back", note, createdBy: user.id, createdAt: now },
      );
    return { id: recipientId, message: MESSAGE_MESSAGES.calledBack(row.recipient.name) };
  });
}
