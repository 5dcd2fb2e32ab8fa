import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { impactedAssets } from "~/domains/assets/impact-schema.server";
import { people } from "~/domains/assets/schema.server";
import { bcps } from "~/domains/bcp/schema.server";
import { bcpBrtMembers } from "~/domains/bcp-analysis/schema.server";
import { users } from "~/domains/companies/users-schema.server";
import { impactedPlans } from "~/domains/incidents/recipients.server";
import type { IncidentRow } from "~/domains/incidents/records.server";
import { incidentTeam } from "~/domains/incidents/schema.server";
import { teamContactsOf } from "~/domains/incidents/team-contacts.server";
import { associatedRoster } from "~/domains/management-plans/roster-notify.server";
import type { Db, Tx } from "~/platform/db/client.server";
import type { Language } from "~/shared/i18n/languages";
import { displayName } from "~/shared/names";
import { AUDIENCES, type Audience } from "./model";

export interface Recipient {
  personId: string | null;
  userId: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  /** Their preferred language (issue 36 item 7); null: the company's default. */
  language: Language | null;
}

const clean = (v: string | null | undefined) => v?.trim() || null;

/** What makes two recipients one person: the same register person, account, email or phone number. */
const keysOf = (r: Recipient) =>
  [
    r.personId && `p:${r.personId}`,
    r.userId && `u:${r.userId}`,
    r.email && `e:${r.email.toLowerCase()}`,
    r.phone && `t:${r.phone.replace(/[^\d+]/g, "")}`,
  ].filter((k): k is string => Boolean(k));

/** Active users of the company among `ids`, as recipients (a user has an email, no phone). */
async function usersOf(db: Db | Tx, companyId: string, ids: (string | null)[]): Promise<Recipient[]> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return [];
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.disabled, false), inArray(users.id, wanted)));
  return rows.map((u) => ({
    personId: null,
    userId: u.id,
    name: displayName(u),
    email: u.email,
    phone: null,
    language: u.language,
  }));
}

const personRecipient = (p: typeof people.$inferSelect): Recipient => ({
  personId: p.id,
  userId: null,
  name: displayName(p),
  email: clean(p.email),
  phone: clean(p.mobile) ?? clean(p.phone),
  language: p.language,
});

/**
 * The recipients of one audience of an incident, always within the incident's company (every query is scoped
 * by its company id, so another company's people never appear).
 */
async function audienceOf(db: Db | Tx, incident: IncidentRow, audience: Audience): Promise<Recipient[]> {
  const companyId = incident.companyId;
  switch (audience) {
    case "impacted_people": {
      const rows = await db
        .select({ person: people })
        .from(impactedAssets)
        .innerJoin(people, and(eq(people.id, impactedAssets.personId), eq(people.companyId, companyId)))
        .where(and(eq(impactedAssets.companyId, companyId), eq(impactedAssets.incidentId, incident.id)));
      return rows.map((r) => personRecipient(r.person));
    }
    case "site_people": {
      const sites = await db
        .select({ id: impactedAssets.assetId })
        .from(impactedAssets)
        .where(
          and(
            eq(impactedAssets.companyId, companyId),
            eq(impactedAssets.incidentId, incident.id),
            isNotNull(impactedAssets.assetId),
          ),
        );
      const ids = sites.map((s) => s.id!);
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(people)
        .where(and(eq(people.companyId, companyId), inArray(people.homeAssetId, ids)));
      return rows.map(personRecipient);
    }
    case "response_team": {
      const team = await db
        .select({ id: incidentTeam.userId })
        .from(incidentTeam)
        .where(eq(incidentTeam.incidentId, incident.id));
      // Members without an account (People register, BRT rosters) are reached by their email and phone.
      const contacts = (await teamContactsOf(db, incident)).map(
        (c): Recipient => ({
          personId: c.personId,
          userId: null,
          name: c.name,
          email: c.email,
          phone: c.phone,
          language: c.language,
        }),
      );
      return [
        ...(await usersOf(db, companyId, [incident.responseCoordinatorId, ...team.map((t) => t.id)])),
        ...contacts,
      ];
    }
    case "plan_leads": {
      const { planIds } = await impactedPlans(db, incident);
      if (planIds.length === 0) return [];
      const leads = await db
        .select({ id: bcps.bcLeadId })
        .from(bcps)
        .where(and(eq(bcps.companyId, companyId), inArray(bcps.id, planIds)));
      return usersOf(
        db,
        companyId,
        leads.map((l) => l.id),
      );
    }
    case "brt_rosters": {
      const { planIds } = await impactedPlans(db, incident);
      if (planIds.length === 0) return [];
      const rows = await db
        .select({ m: bcpBrtMembers, language: users.language })
        .from(bcpBrtMembers)
        .leftJoin(users, and(eq(users.id, bcpBrtMembers.userId), eq(users.companyId, companyId)))
        .where(and(eq(bcpBrtMembers.companyId, companyId), inArray(bcpBrtMembers.bcpId, planIds)));
      return rows.map(({ m, language }) => ({
        personId: null,
        userId: m.userId,
        name: m.name,
        email: clean(m.email),
        phone: clean(m.phone) ?? clean(m.alternatePhone),
        // A roster line names no language of its own: its user's, when it is one.
        language,
      }));
    }
    case "cmp_roster": {
      const rows = await associatedRoster(db, incident);
      return rows.map(({ roster, user }) => ({
        personId: null,
        userId: user?.id ?? null,
        name: clean(roster.name) ?? (user ? displayName(user) : "—"),
        email: clean(roster.email) ?? user?.email ?? null,
        phone: clean(roster.phone),
        language: user?.language ?? null,
      }));
    }
  }
}

/**
 * Everyone in the chosen audiences, once each (the same person, user, email or phone in two audiences gets
 * one message), and only those reachable on at least one chosen channel.
 */
export async function resolveAudiences(
  db: Db | Tx,
  incident: IncidentRow,
  audiences: Audience[],
  reachable: (r: Recipient) => boolean,
) {
  const seen = new Map<string, Recipient>();
  const out: Recipient[] = [];
  for (const audience of audiences) {
    for (const r of await audienceOf(db, incident, audience)) {
      if (!reachable(r)) continue;
      const keys = keysOf(r);
      const known = keys.map((k) => seen.get(k)).find(Boolean);
      if (known) {
        // The same person reached twice (a BC lead's account and their BRT roster line): one recipient, with
        // what each source knows. The account has no phone; the roster's phone must still get the SMS.
        known.phone ??= r.phone;
        known.email ??= r.email;
        known.personId ??= r.personId;
        known.userId ??= r.userId;
        for (const k of keysOf(known)) seen.set(k, known);
        continue;
      }
      const own = { ...r };
      for (const k of keys) seen.set(k, own);
      out.push(own);
    }
  }
  return out;
}

/**
 * The chosen audiences that reach nobody on the chosen channels (an empty response team, a plan without a BRT
 * roster): a message to them would silently go nowhere, so the send is refused naming them (UX review A-8).
 */
export async function emptyAudiences(
  db: Db | Tx,
  incident: IncidentRow,
  audiences: Audience[],
  reachable: (r: Recipient) => boolean,
) {
  const empty: Audience[] = [];
  for (const audience of audiences)
    if (!(await audienceOf(db, incident, audience)).some(reachable)) empty.push(audience);
  return empty;
}

/**
 * How many each audience reaches (the send form's counts, UX review A-8): an empty response team or a plan
 * without a BRT roster shows before Send, not only in the refusal after it.
 */
export async function audienceSizes(
  db: Db | Tx,
  incident: IncidentRow,
  reachable: (r: Recipient) => boolean,
) {
  const sizes = {} as Record<Audience, number>;
  for (const audience of AUDIENCES)
    sizes[audience] = (await audienceOf(db, incident, audience)).filter(reachable).length;
  return sizes;
}
