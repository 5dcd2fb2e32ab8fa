import { and, asc, count, eq, ilike, inArray, isNull, notInArray, or } from "drizzle-orm";
import type { z } from "zod";
import type { ApiDeps, Principal } from "~/api/context.server";
import { fieldError, notFound } from "~/api/errors.server";
import { people } from "~/domains/assets/schema.server";
import { personSearchText } from "~/domains/assets/search";
import { bcps } from "~/domains/bcp/schema.server";
import { bcpBrtMembers } from "~/domains/bcp-analysis/schema.server";
import { userNameColumns, users } from "~/domains/companies/users-schema.server";
import { bcpActivations } from "~/domains/incidents/activation-schema.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { companyRow } from "~/platform/db/company-rows.server";
import { containsPattern } from "~/platform/db/like";
import { readAll } from "~/platform/db/read-all.server";
import type { Language } from "~/shared/i18n/languages";
import { displayName } from "~/shared/names";
import { TEAM_ROLE_LABELS, TEAM_ROLES, type TeamRole } from "~/shared/team-roles";
import {
  INCIDENT_MESSAGES,
  TEAM_CONTACT_LIMITS,
  TEAM_CONTACT_MESSAGES,
  TEAM_CONTACT_SOURCES,
  type TeamContactKind,
} from "./model";
import { impactedPlans } from "./recipients.server";
import { changeIncident, findIncident, type IncidentRow, recordEvent } from "./records.server";
import { incidents, incidentTeam } from "./schema.server";
import { incidentTeamContacts } from "./team-schema.server";
import type { teamContactSchema } from "./validation";

const clean = (v: string | null | undefined) => v?.trim() || null;

/** A team member without an account, with what the register or roster knows of them now. */
export interface TeamContact {
  id: string;
  kind: TeamContactKind;
  /** The People register entry, for message recipients (their answers join that person's history). */
  personId: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  /** The register person's preferred language (issue 36 item 7); null: the company's default. */
  language: Language | null;
  role: TeamRole;
  source: string;
}

const byRole = (a: { role: TeamRole; name: string }, b: { role: TeamRole; name: string }) =>
  TEAM_ROLES.indexOf(a.role) - TEAM_ROLES.indexOf(b.role) || a.name.localeCompare(b.name);

/**
 * The incident's team members without an account, Leaders first. Every join is scoped to the incident's company,
 * so a row pointing elsewhere (never written: the add refuses it) would show nobody.
 */
export async function teamContactsOf(db: Db | Tx, incident: IncidentRow): Promise<TeamContact[]> {
  const companyId = incident.companyId;
  const ofIncident = and(
    eq(incidentTeamContacts.incidentId, incident.id),
    eq(incidentTeamContacts.companyId, companyId),
  );
  const [registered, rostered] = await readAll(db, [
    () =>
      db
        .select({ id: incidentTeamContacts.id, role: incidentTeamContacts.role, person: people })
        .from(incidentTeamContacts)
        .innerJoin(people, and(eq(people.id, incidentTeamContacts.personId), eq(people.companyId, companyId)))
        .where(ofIncident)
        .limit(TEAM_CONTACT_LIMITS.members),
    () =>
      db
        .select({
          id: incidentTeamContacts.id,
          role: incidentTeamContacts.role,
          member: bcpBrtMembers,
          plan: bcps.name,
        })
        .from(incidentTeamContacts)
        .innerJoin(
          bcpBrtMembers,
          and(eq(bcpBrtMembers.id, incidentTeamContacts.brtMemberId), eq(bcpBrtMembers.companyId, companyId)),
        )
        .innerJoin(bcps, and(eq(bcps.id, bcpBrtMembers.bcpId), eq(bcps.companyId, companyId)))
        .where(ofIncident)
        .limit(TEAM_CONTACT_LIMITS.members),
  ]);
  return [
    ...registered.map(
      ({ id, role, person }): TeamContact => ({
        id,
        kind: "person",
        personId: person.id,
        name: displayName(person),
        email: clean(person.email),
        phone: clean(person.mobile) ?? clean(person.phone),
        language: person.language,
        role,
        source: TEAM_CONTACT_SOURCES.person,
      }),
    ),
    ...rostered.map(
      ({ id, role, member, plan }): TeamContact => ({
        id,
        kind: "roster",
        personId: null,
        name: member.name,
        email: clean(member.email),
        phone: clean(member.phone) ?? clean(member.alternatePhone),
        // A roster line names no language of its own.
        language: null,
        role,
        source: `${TEAM_CONTACT_SOURCES.roster}, ${plan}`,
      }),
    ),
  ].sort(byRole);
}

/** The statement that counts the people on the team without an account (a subquery of the checklist's counts). */
export const teamContactCountQuery = (db: Db | Tx, incident: Pick<IncidentRow, "id" | "companyId">) =>
  db
    .select({ n: count() })
    .from(incidentTeamContacts)
    .where(
      and(
        eq(incidentTeamContacts.incidentId, incident.id),
        eq(incidentTeamContacts.companyId, incident.companyId),
      ),
    );

/** How many people are on the team without an account (adding one checks the limit against it). */
export async function teamContactCount(db: Db | Tx, incident: IncidentRow) {
  const [row] = await teamContactCountQuery(db, incident);
  return row?.n ?? 0;
}

/** The plans whose BRT rosters the team is chosen from: those the incident activated and those it impacts. */
async function rosterPlanIds(db: Db | Tx, incident: IncidentRow) {
  const [{ planIds }, activated] = await readAll(db, [
    () => impactedPlans(db, incident),
    () =>
      db
        .selectDistinct({ id: bcpActivations.bcpId })
        .from(bcpActivations)
        .where(
          and(eq(bcpActivations.incidentId, incident.id), eq(bcpActivations.companyId, incident.companyId)),
        ),
  ]);
  return [...new Set([...planIds, ...activated.map((a) => a.id)])];
}

/**
 * The team's members without an account, and whom the form offers to add: the BRT roster entries of the
 * incident's plans that have no account (a rostered user is in the accounts list above) and, for a search, the
 * People register's matches. At most TEAM_CONTACT_LIMITS.candidates of each; never someone already on the team.
 */
export async function listTeamContacts(deps: ApiDeps, user: Principal, incidentId: string, q?: string) {
  const incident = await findIncident(deps.db, user, incidentId);
  const members = await teamContactsOf(deps.db, incident);
  const planIds = await rosterPlanIds(deps.db, incident);
  const like = q ? containsPattern(q) : null;
  const onTeam = await deps.db
    .select({ personId: incidentTeamContacts.personId, brtMemberId: incidentTeamContacts.brtMemberId })
    .from(incidentTeamContacts)
    .where(eq(incidentTeamContacts.incidentId, incident.id));
  const takenPeople = onTeam.map((t) => t.personId).filter((id): id is string => Boolean(id));
  const takenRoster = onTeam.map((t) => t.brtMemberId).filter((id): id is string => Boolean(id));
  const [roster, registered] = await readAll(deps.db, [
    () =>
      planIds.length
        ? deps.db
            .select({ member: bcpBrtMembers, plan: bcps.name })
            .from(bcpBrtMembers)
            .innerJoin(bcps, and(eq(bcps.id, bcpBrtMembers.bcpId), eq(bcps.companyId, user.companyId)))
            .where(
              and(
                eq(bcpBrtMembers.companyId, user.companyId),
                inArray(bcpBrtMembers.bcpId, planIds),
                isNull(bcpBrtMembers.userId),
                takenRoster.length ? notInArray(bcpBrtMembers.id, takenRoster) : undefined,
                like ? or(ilike(bcpBrtMembers.name, like), ilike(bcpBrtMembers.email, like)) : undefined,
              ),
            )
            .orderBy(asc(bcpBrtMembers.name))
            .limit(TEAM_CONTACT_LIMITS.candidates)
        : Promise.resolve([]),
    () =>
      like
        ? deps.db
            .select()
            .from(people)
            .where(
              and(
                eq(people.companyId, user.companyId),
                ilike(personSearchText(people.firstName, people.lastName, people.email), like),
                takenPeople.length ? notInArray(people.id, takenPeople) : undefined,
              ),
            )
            .orderBy(asc(people.lastName), asc(people.firstName), asc(people.id))
            .limit(TEAM_CONTACT_LIMITS.candidates)
        : Promise.resolve([]),
  ]);
  const candidates = [
    ...roster.map(({ member, plan }) => ({
      ref: `roster:${member.id}`,
      name: member.name,
      phone: clean(member.phone) ?? clean(member.alternatePhone),
      email: clean(member.email),
      role: member.role,
      source: `${TEAM_CONTACT_SOURCES.roster}, ${plan} (${TEAM_ROLE_LABELS[member.role]})`,
    })),
    ...registered.map((p) => ({
      ref: `person:${p.id}`,
      name: displayName(p),
      phone: clean(p.mobile) ?? clean(p.phone),
      email: clean(p.email),
      role: "MEMBER" as TeamRole,
      source: [TEAM_CONTACT_SOURCES.person, clean(p.jobTitle)].filter(Boolean).join(", "),
    })),
  ];
  return {
    members: members.map(({ personId: _, ...m }) => m),
    candidates,
    q: q ?? null,
  };
}

/** A Just Created incident whose team gains its first member moves to Assigned Team, as the team form does. */
async function markAssigned(tx: Tx, incident: IncidentRow, now: Date) {
  if (incident.status !== "Just Created") return;
  await tx
    .update(incidents)
    .set({ status: "Assigned Team", updatedAt: now })
    .where(and(eq(incidents.id, incident.id), eq(incidents.companyId, incident.companyId)));
}

function requireOpen(i: IncidentRow) {
  if (i.isDraft) throw fieldError("ref", INCIDENT_MESSAGES.isDraft);
  if (i.disabled) throw fieldError("ref", INCIDENT_MESSAGES.alreadyDisabled);
}

/**
 * Adds a person of the People register or a BRT roster entry of the incident's plans to the response team.
 * Someone of another company, or a roster entry of a plan the incident does not touch, is refused on the field.
 */
export async function addTeamContact(
  deps: ApiDeps,
  user: Principal,
  incidentId: string,
  input: z.output<typeof teamContactSchema>,
) {
  return changeIncident(deps, user, incidentId, async (tx, incident, now) => {
    requireOpen(incident);
    const [kind, refId] = input.ref.split(":") as [TeamContactKind, string];
    let name: string | null = null;
    if (kind === "person") {
      const p = await companyRow(tx, people, user.companyId, refId);
      if (p) name = displayName(p);
    } else {
      const planIds = await rosterPlanIds(tx, incident);
      const [m] = planIds.length
        ? await tx
            .select({ name: bcpBrtMembers.name })
            .from(bcpBrtMembers)
            .where(
              and(
                eq(bcpBrtMembers.id, refId),
                eq(bcpBrtMembers.companyId, user.companyId),
                inArray(bcpBrtMembers.bcpId, planIds),
              ),
            )
        : [];
      if (m) name = m.name;
    }
    if (!name) throw fieldError("ref", TEAM_CONTACT_MESSAGES.chooseSomeone);
    if ((await teamContactCount(tx, incident)) >= TEAM_CONTACT_LIMITS.members)
      throw fieldError("ref", TEAM_CONTACT_MESSAGES.tooMany);
    const [created] = await tx
      .insert(incidentTeamContacts)
      .values({
        companyId: user.companyId,
        incidentId: incident.id,
        personId: kind === "person" ? refId : null,
        brtMemberId: kind === "roster" ? refId : null,
        role: input.role,
      })
      .onConflictDoNothing()
      .returning({ id: incidentTeamContacts.id });
    if (!created) throw fieldError("ref", TEAM_CONTACT_MESSAGES.already);
    await markAssigned(tx, incident, now);
    await recordEvent(tx, {
      companyId: user.companyId,
      incidentId: incident.id,
      actorId: user.id,
      kind: "team",
      message: `${name} added to the response team (${TEAM_ROLE_LABELS[input.role]})`,
      at: now,
    });
    return { id: created.id, message: TEAM_CONTACT_MESSAGES.added(name) };
  });
}

/** Takes a team member without an account off the team. */
export async function removeTeamContact(
  deps: ApiDeps,
  user: Principal,
  incidentId: string,
  contactId: string,
) {
  return changeIncident(deps, user, incidentId, async (tx, incident, now) => {
    requireOpen(incident);
    const member = (await teamContactsOf(tx, incident)).find((c) => c.id === contactId);
    if (!member) throw notFound();
    await tx
      .delete(incidentTeamContacts)
      .where(and(eq(incidentTeamContacts.id, contactId), eq(incidentTeamContacts.companyId, user.companyId)));
    await recordEvent(tx, {
      companyId: user.companyId,
      incidentId: incident.id,
      actorId: user.id,
      kind: "team",
      message: `${member.name} removed from the response team`,
      at: now,
    });
    return { id: contactId, message: TEAM_CONTACT_MESSAGES.removed(member.name) };
  });
}

/**
 * The whole response team as reports show it, Leaders first: members with an account and those of the People
 * register and BRT rosters, each with their role's label. Scoped to the incident's company.
 */
export async function responseTeamOf(db: Db | Tx, incident: IncidentRow) {
  const [accounts, contacts] = await readAll(db, [
    () =>
      db
        .select({
          ...userNameColumns,
          role: incidentTeam.role,
        })
        .from(incidentTeam)
        .innerJoin(users, and(eq(users.id, incidentTeam.userId), eq(users.companyId, incident.companyId)))
        .where(eq(incidentTeam.incidentId, incident.id)),
    () => teamContactsOf(db, incident),
  ]);
  return [
    ...accounts.map((a) => ({ name: displayName(a), role: a.role })),
    ...contacts.map((c) => ({ name: c.name, role: c.role })),
  ]
    .sort(byRole)
    .map((m) => ({ name: m.name, role: TEAM_ROLE_LABELS[m.role] }));
}
