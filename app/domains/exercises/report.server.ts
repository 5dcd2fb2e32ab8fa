import { and, asc, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { ApiDeps, Principal } from "~/api/context.server";
import { badRequest } from "~/api/errors.server";
import { can } from "~/domains/access/policy";
import { madMs } from "~/domains/bcp/mad";
import { formatMad } from "~/domains/bcp/model";
import { dateSettingsOf } from "~/domains/companies/dates.server";
import { userNameColumns, users } from "~/domains/companies/users-schema.server";
import { keepVersion, keptVersion, keptVersionsOf } from "~/domains/evidence/keep.server";
import { CHANNEL_LABELS, type Channel } from "~/domains/incident-messages/model";
import {
  incidentMessageCopies,
  incidentMessageRecipients,
  incidentMessages,
} from "~/domains/incident-messages/schema.server";
import {
  changeIncident,
  changeInIncident,
  findIncident,
  type IncidentRow,
} from "~/domains/incidents/records.server";
import { incidentTeam, incidentTimeline, responseActions } from "~/domains/incidents/schema.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { messages as outbox } from "~/platform/messages/schema.server";
import { displayName, incidentTitle } from "~/shared/names";
import { TEAM_ROLE_LABELS } from "~/shared/team-roles";
import type { exerciseReportContent } from "./answers";
import { REPORT_MESSAGES as M, REPORT_GROUPS, REPORT_LABELS } from "./model";
import { exerciseNotes, findings } from "./schema.server";
import type { exerciseNotesSchema } from "./validation";

export type ExerciseReport = z.output<typeof exerciseReportContent>;
type Conn = Db | Tx;

/** An incident's activations, deactivated ones too, each process's clock read at `deps.now()`. */
export type IncidentActivations = {
  bcpName: string;
  deactivatedAt: Date | null;
  processes: {
    name: string;
    state: string;
    mad: Parameters<typeof madMs>[0];
    madDuration: Parameters<typeof madMs>[1];
    disruptedSince: Date;
  }[];
}[];
/**
 * The activations live above the exercises (the domains' layers, .dependency-cruiser.cjs): they answer at startup
 * (app/backend.server.ts registers it), so the report imports none of them. Unregistered, the report fails.
 */
type ActivationsOfIncident = (
  deps: ApiDeps,
  user: Principal,
  incidentId: string,
) => Promise<IncidentActivations>;
let activationsOfIncident: ActivationsOfIncident = () => {
  throw new Error(
    "No answer to an incident's activations was registered (app/backend.server.ts registers it).",
  );
};
export function registerReportActivations(answer: ActivationsOfIncident) {
  activationsOfIncident = answer;
}
/** The shape of a kept report's content; a new shape gets a new number and the reader upgrades older ones. */
const REPORT_FORMAT = 1;
/** Bounds of what one report holds (a very long exercise keeps its first entries and says nothing is lost). */
const TIMELINE_MAX = 1000;
const RECIPIENT_ROWS_MAX = 20_000;
const ACTIONS_MAX = 500;

const median = (xs: number[]) => {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  const m = s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
  return Math.round(m * 10) / 10;
};
const minutes = (from: Date, to: Date) => Math.max(0, (to.getTime() - from.getTime()) / 60_000);
const earliest = (...ds: (Date | null)[]) =>
  ds.filter((d): d is Date => d !== null).sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
/** The description as plain text (the wizard's field may hold simple markup). */
const plain = (text: string | null) =>
  (text ?? "")
    .replace(/<\/(p|div|li|h[1-6])>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\n{3,}/g, "\n\n")
    .trim();

const actor = alias(users, "report_actor");
const owner = alias(users, "report_owner");

/** Each person's and each group's time to acknowledge and to answer, over the exercise's messages. */
async function responseTimes(db: Conn, incident: IncidentRow, team: Set<string>) {
  const r = incidentMessageRecipients;
  const rows = await db
    .select({
      key: sql<string>`coalesce(${r.userId}::text, ${r.personId}::text, ${r.email}, ${r.phone}, ${r.name})`,
      userId: r.userId,
      name: r.name,
      sentAt: incidentMessages.createdAt,
      ackAt: r.acknowledgedAt,
      safeAt: r.safeAt,
      helpAt: r.helpAt,
    })
    .from(r)
    .innerJoin(incidentMessages, eq(incidentMessages.id, r.messageId))
    .where(
      and(eq(incidentMessages.companyId, incident.companyId), eq(incidentMessages.incidentId, incident.id)),
    )
    .orderBy(asc(incidentMessages.createdAt))
    .limit(RECIPIENT_ROWS_MAX);
  type Acc = { name: string; group: string; messages: number; ack: number[]; answer: number[] };
  const people = new Map<string, Acc>();
  const groups = new Map<string, Acc>(
    Object.values(REPORT_GROUPS).map((g) => [g, { name: g, group: g, messages: 0, ack: [], answer: [] }]),
  );
  for (const row of rows) {
    const group = row.userId && team.has(row.userId) ? REPORT_GROUPS.team : REPORT_GROUPS.others;
    const person = people.get(row.key) ?? { name: row.name, group, messages: 0, ack: [], answer: [] };
    people.set(row.key, person);
    // Any link followed is a sign of life (acknowledged); "I'm safe" or "I need help" is an answer.
    const ack = earliest(row.ackAt, row.safeAt, row.helpAt);
    const answer = earliest(row.safeAt, row.helpAt);
    for (const acc of [person, groups.get(group)!]) {
      acc.messages += 1;
      if (ack) acc.ack.push(minutes(row.sentAt, ack));
      if (answer) acc.answer.push(minutes(row.sentAt, answer));
    }
  }
  const present = (a: Acc) => ({
    name: a.name,
    messages: a.messages,
    acknowledged: a.ack.length,
    answered: a.answer.length,
    medianAckMinutes: median(a.ack),
    medianAnswerMinutes: median(a.answer),
  });
  return {
    groups: [...groups.values()].map(present),
    people: [...people.values()]
      .sort((a, b) => a.group.localeCompare(b.group) || a.name.localeCompare(b.name))
      .map((p) => ({ ...present(p), group: p.group })),
    recipients: [...new Map(rows.map((row) => [row.key, row])).values()],
  };
}

/** Per channel: the people a copy was sent to, those it reached (a transport took it), those who answered. */
async function channelRates(db: Conn, incident: IncidentRow) {
  const r = incidentMessageRecipients;
  const rows = await db
    .select({
      channel: outbox.channel,
      sent: sql<number>`count(distinct ${r.id})`.mapWith(Number),
      reached:
        sql<number>`count(distinct ${r.id}) filter (where ${outbox.status} in ('sent', 'delivered'))`.mapWith(
          Number,
        ),
      answered:
        sql<number>`count(distinct ${r.id}) filter (where ${r.acknowledgedAt} is not null or ${r.safeAt} is not null or ${r.helpAt} is not null)`.mapWith(
          Number,
        ),
    })
    .from(incidentMessageCopies)
    .innerJoin(r, eq(r.id, incidentMessageCopies.recipientId))
    .innerJoin(incidentMessages, eq(incidentMessages.id, r.messageId))
    .innerJoin(outbox, eq(outbox.id, incidentMessageCopies.outboxMessageId))
    .where(
      and(eq(incidentMessages.companyId, incident.companyId), eq(incidentMessages.incidentId, incident.id)),
    )
    .groupBy(outbox.channel)
    .orderBy(outbox.channel);
  return rows.map((row) => ({
    ...row,
    channel: CHANNEL_LABELS[row.channel as Channel] ?? row.channel,
  }));
}

/**
 * Assembles the report from the exercise's record as it stands at `at` (its close): read through `deps.db`, which
 * is the closing transaction when called at the close. Queries run one after another (one connection).
 */
export async function assembleReport(
  deps: ApiDeps,
  user: Principal,
  incident: IncidentRow,
  at: Date,
): Promise<ExerciseReport> {
  const db = deps.db;
  const companyId = incident.companyId;
  const [notes] = await db.select().from(exerciseNotes).where(eq(exerciseNotes.incidentId, incident.id));
  const teamRows = await db
    .select({
      id: users.id,
      ...userNameColumns,
      role: incidentTeam.role,
    })
    .from(incidentTeam)
    .innerJoin(users, eq(users.id, incidentTeam.userId))
    .where(eq(incidentTeam.incidentId, incident.id));
  const [coordinator] = incident.responseCoordinatorId
    ? await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(and(eq(users.id, incident.responseCoordinatorId), eq(users.companyId, companyId)))
    : [];
  const team = new Set([...teamRows.map((t) => t.id), ...(coordinator ? [coordinator.id] : [])]);
  const times = await responseTimes(db, incident, team);
  const channels = await channelRates(db, incident);
  const timeline = await db
    .select({
      at: incidentTimeline.at,
      message: incidentTimeline.message,
      who: { firstName: actor.firstName, lastName: actor.lastName, email: actor.email },
    })
    .from(incidentTimeline)
    .leftJoin(actor, eq(actor.id, incidentTimeline.actorId))
    .where(and(eq(incidentTimeline.companyId, companyId), eq(incidentTimeline.incidentId, incident.id)))
    .orderBy(asc(incidentTimeline.at))
    .limit(TIMELINE_MAX);
  const actions = await db
    .select({
      a: responseActions,
      owner: { firstName: owner.firstName, lastName: owner.lastName, email: owner.email },
    })
    .from(responseActions)
    .leftJoin(owner, eq(owner.id, responseActions.ownerId))
    .where(and(eq(responseActions.companyId, companyId), eq(responseActions.incidentId, incident.id)))
    .orderBy(asc(responseActions.createdAt))
    .limit(ACTIONS_MAX);
  const found = await reportFindings(db, companyId, incident.id);
  // The processes as the close left them: the clocks read at `at`, a deactivated plan's at its deactivation.
  const activations = await activationsOfIncident({ ...deps, now: () => at }, user, incident.id);
  const processes = activations.flatMap((a) =>
    a.processes.map((p) => {
      const end = Math.min((a.deactivatedAt ?? at).getTime(), at.getTime());
      const mad = madMs(p.mad, p.madDuration);
      return {
        name: p.name,
        plan: a.bcpName,
        state: p.state,
        mad: formatMad(p.mad, p.madDuration),
        madUsedPct: mad > 0 ? Math.max(0, Math.round(((end - p.disruptedSince.getTime()) / mad) * 100)) : 0,
      };
    }),
  );
  const participants = [
    ...(coordinator ? [{ name: displayName(coordinator), role: "Response coordinator" }] : []),
    ...teamRows
      .filter((t) => t.id !== coordinator?.id)
      .map((t) => ({ name: displayName(t), role: `${REPORT_GROUPS.team}: ${TEAM_ROLE_LABELS[t.role]}` })),
    ...times.recipients
      .filter((r) => !(r.userId && team.has(r.userId)))
      .map((r) => ({ name: r.name, role: REPORT_GROUPS.others.replace(/s$/, "") })),
  ];
  return {
    format: REPORT_FORMAT,
    closedAt: at.toISOString(),
    dates: await dateSettingsOf(db, companyId),
    incident: {
      id: incident.id,
      title: incidentTitle(incident.title, incident.type),
      type: incident.type,
      exerciseType: incident.exerciseType ?? "Tabletop",
      publishedAt: incident.publishedAt?.toISOString() ?? null,
      coordinator: coordinator ? displayName(coordinator) : null,
    },
    scenario: plain(incident.description),
    objectives: notes?.objectives ?? "",
    observations: notes?.observations ?? "",
    participants,
    timeline: timeline.map((t) => ({
      at: t.at.toISOString(),
      who: t.who?.email ? displayName(t.who) : null,
      text: t.message,
    })),
    groups: times.groups,
    people: times.people,
    channels,
    processes,
    actions: actions.map(({ a, owner: o }) => ({
      title: a.title,
      owner: o?.email ? displayName(o) : null,
      status: a.status,
      dueAt: a.dueAt?.toISOString() ?? null,
    })),
    findings: found,
  };
}

async function reportFindings(db: Conn, companyId: string, incidentId: string) {
  const rows = await db
    .select({
      f: findings,
      owner: { firstName: owner.firstName, lastName: owner.lastName, email: owner.email },
    })
    .from(findings)
    .innerJoin(owner, eq(owner.id, findings.ownerId))
    .where(and(eq(findings.companyId, companyId), eq(findings.incidentId, incidentId)))
    .orderBy(asc(findings.createdAt))
    .limit(ACTIONS_MAX);
  return rows.map(({ f, owner: o }) => ({
    finding: f.finding,
    action: f.action,
    owner: displayName(o),
    dueDate: f.dueDate,
    status: f.status,
  }));
}

const titleOf = (incident: IncidentRow) =>
  `${REPORT_LABELS.title}: ${incidentTitle(incident.title, incident.type)}`;

/**
 * Keeps the post-exercise report when an exercise is Completed, in the closing transaction (`tx`), so the report
 * is kept exactly when the close is. Called by the incident's status change; a real incident keeps none.
 */
export async function keepReportAtClose(tx: Tx, deps: ApiDeps, user: Principal, incident: IncidentRow) {
  if (!incident.exerciseType) return null;
  const at = deps.now();
  const content = await assembleReport({ ...deps, db: tx as unknown as Db }, user, incident, at);
  return keepVersion(tx, {
    companyId: incident.companyId,
    kind: "exercise_report",
    subjectId: incident.id,
    title: titleOf(incident),
    keptBy: { id: user.id, name: displayName(user) },
    keptAt: at,
    content,
  });
}

/** GET /incident/{id}/exercise-report: the exercise's notes, whether the reader may change them, its kept reports. */
export async function exerciseReport(deps: ApiDeps, user: Principal, incidentId: string) {
  const incident = await findIncident(deps.db, user, incidentId);
  const [notes] = await deps.db
    .select()
    .from(exerciseNotes)
    .where(and(eq(exerciseNotes.companyId, user.companyId), eq(exerciseNotes.incidentId, incident.id)));
  const versions = await keptVersionsOf(deps.db, incident.companyId, "exercise_report", incident.id);
  return {
    exercise: incident.exerciseType !== null,
    completed: !incident.isDraft && incident.status === "Completed",
    objectives: notes?.objectives ?? "",
    observations: notes?.observations ?? "",
    canManage: incident.exerciseType !== null && can(user, "incident.manage"),
    versions,
  };
}

/** PUT /incident/{id}/exercise-notes: the objectives and the facilitator's observations (plain text, bounded). */
export async function saveExerciseNotes(
  deps: ApiDeps,
  user: Principal,
  incidentId: string,
  input: z.output<typeof exerciseNotesSchema>,
) {
  return changeInIncident(deps, user, incidentId, async (tx, incident) => {
    if (!incident.exerciseType) throw badRequest(M.notExercise);
    const now = deps.now();
    const values = { ...input, updatedById: user.id, updatedAt: now };
    await tx
      .insert(exerciseNotes)
      .values({ incidentId: incident.id, companyId: incident.companyId, ...values })
      .onConflictDoUpdate({ target: exerciseNotes.incidentId, set: values });
    return { message: M.notesSaved };
  });
}

/**
 * POST /incident/{id}/exercise-report: keeps an updated report of a Completed exercise (findings and observations
 * written after the close). The figures stay those of the close: they are copied from the first kept report;
 * an exercise closed before reports were kept gets them read now, as at its close.
 */
export async function keepUpdatedReport(deps: ApiDeps, user: Principal, incidentId: string) {
  return changeIncident(deps, user, incidentId, async (tx, incident) => {
    if (!incident.exerciseType) throw badRequest(M.notExercise);
    if (incident.isDraft || incident.status !== "Completed") throw badRequest(M.notCompleted);
    const inTx = { ...deps, db: tx as unknown as Db };
    const [first] = (await keptVersionsOf(tx, incident.companyId, "exercise_report", incident.id)).slice(-1);
    let content: ExerciseReport;
    if (first) {
      const kept = await keptVersion(tx, incident.companyId, "exercise_report", incident.id, first.id);
      const [notes] = await tx.select().from(exerciseNotes).where(eq(exerciseNotes.incidentId, incident.id));
      content = {
        ...(kept.content as ExerciseReport),
        objectives: notes?.objectives ?? "",
        observations: notes?.observations ?? "",
        findings: await reportFindings(tx, incident.companyId, incident.id),
      };
    } else {
      const [closed] = await tx
        .select({ at: incidentTimeline.at })
        .from(incidentTimeline)
        .where(and(eq(incidentTimeline.incidentId, incident.id), eq(incidentTimeline.kind, "status")))
        .orderBy(desc(incidentTimeline.at))
        .limit(1);
      content = await assembleReport(inTx, user, incident, closed?.at ?? incident.updatedAt);
    }
    const kept = await keepVersion(tx, {
      companyId: incident.companyId,
      kind: "exercise_report",
      subjectId: incident.id,
      title: titleOf(incident),
      keptBy: { id: user.id, name: displayName(user) },
      keptAt: deps.now(),
      content,
    });
    return { id: kept.id, message: M.kept };
  });
}

/** GET /incident/{id}/exercise-report/version: one kept report, exactly as it was kept. */
export async function exerciseReportVersion(
  deps: ApiDeps,
  user: Principal,
  incidentId: string,
  versionId: string,
) {
  const incident = await findIncident(deps.db, user, incidentId);
  const kept = await keptVersion(deps.db, incident.companyId, "exercise_report", incident.id, versionId);
  return { ...kept, content: kept.content as ExerciseReport };
}
