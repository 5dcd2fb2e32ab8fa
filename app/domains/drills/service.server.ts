import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { z } from "zod";
import type { ApiDeps, Principal } from "~/api/context.server";
import { ApiError, fieldError, forbidden, notFound } from "~/api/errors.server";
import { can, scopeFor } from "~/domains/access/policy";
import { assets, people } from "~/domains/assets/schema.server";
import { loadPlan as loadBcp, mayOnLoadedPlan, plansMayAct } from "~/domains/bcp/access.server";
import { bcpBrtMembers } from "~/domains/bcp-analysis/schema.server";
import { users } from "~/domains/companies/users-schema.server";
import type { linkAnswer } from "~/domains/incident-messages/answers";
import { checkShortLinkToken, shortLinkToken } from "~/domains/incident-messages/links.server";
import { toGsm7 } from "~/domains/incident-messages/sms";
import { assertSendable } from "~/domains/mail/quota.server";
import { loadPlan as loadManagementPlan } from "~/domains/management-plans/access.server";
import { managementPlanRoster } from "~/domains/management-plans/schema.server";
import { paths } from "~/paths";
import type { Db, Tx } from "~/platform/db/client.server";
import { prepared, UNNAMED } from "~/platform/db/prepared.server";
import { enqueueMessages } from "~/platform/messages/outbox.server";
import { messages as outbox } from "~/platform/messages/schema.server";
import { displayName } from "~/shared/names";
import {
  DRILL_ACK_LABEL,
  DRILL_LIMITS,
  DRILL_LINK_HOURS,
  DRILL_MESSAGES,
  DRILL_SMS,
  DRILL_SUBJECT,
  type DrillChannel,
  type DrillStatus,
  drillBody,
  ROSTER_KIND_LABELS,
  type RosterKind,
  type ScoreState,
} from "./model";
import { drillRecipients, drills } from "./schema.server";
import type { rosterQuerySchema, scorecardQuerySchema, startDrillSchema } from "./validation";

type Deps = Pick<ApiDeps, "db" | "now" | "appUrl" | "messagesPerDay">;
type DrillRow = typeof drills.$inferSelect;

/** What the outbox counts drills by: a drill is not an alert, so it counts against (and is refused past) the quota. */
export const DRILL_PURPOSE = "drill.reachability";

interface Entry {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
}
const clean = (v: string | null | undefined) => v?.trim() || null;

/**
 * A register site (not an incident's ad hoc location) of the caller's company, as far as the caller may read
 * the People register (asset.read) or run a drill of its people (asset.manage and drill.start). Sites are
 * company-scoped for every role: another company's site answers 404, whoever asks.
 */
async function siteOf(db: Db | Tx, user: Principal, siteId: string, edit: boolean) {
  const [site] = await db
    .select({ companyId: assets.companyId, name: assets.name })
    .from(assets)
    .where(and(eq(assets.id, siteId), eq(assets.companyId, user.companyId), isNull(assets.incidentId)));
  if (!site) throw notFound();
  const allowed = edit ? can(user, "asset.manage") && can(user, "drill.start") : can(user, "asset.read");
  if (!allowed) throw forbidden();
  return site;
}

/**
 * The plan (or site) whose roster is tested, as far as the caller may read it or (edit) change it: a drill is
 * started by those who may edit the roster. Another company's plan or site answers 404.
 */
async function planOf(db: Db | Tx, user: Principal, kind: RosterKind, rosterId: string, edit: boolean) {
  if (kind === "site") return siteOf(db, user, rosterId, edit);
  if (kind === "brt") {
    // Who may edit a plan may read it (the policy's manage scopes lie within its read scopes): the plan read once
    // settles both, as the plan page asks both (issue 37).
    const plan = await loadBcp(db, user, rosterId, "bcp.read");
    if (edit && !(await mayOnLoadedPlan(db, user, plan, "bcp.manage"))) throw notFound();
    return { companyId: plan.companyId, name: plan.name };
  }
  const plan = await loadManagementPlan(
    db,
    user,
    rosterId,
    edit ? "managementPlan.manage" : "managementPlan.read",
  );
  return { companyId: plan.companyId, name: plan.name };
}

/** Whether the caller may read (or edit) the roster: planOf without the refusal. */
async function mayOn(db: Db | Tx, user: Principal, kind: RosterKind, rosterId: string, edit: boolean) {
  try {
    await planOf(db, user, kind, rosterId, edit);
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

/** The roster's entries as they are now, within the company. */
async function rosterEntries(
  db: Db | Tx,
  companyId: string,
  kind: RosterKind,
  rosterId: string,
): Promise<Entry[]> {
  if (kind === "brt") {
    const rows = await db
      .select()
      .from(bcpBrtMembers)
      .where(and(eq(bcpBrtMembers.companyId, companyId), eq(bcpBrtMembers.bcpId, rosterId)))
      .orderBy(asc(bcpBrtMembers.name));
    return rows.map((m) => ({
      id: m.id,
      name: m.name,
      email: clean(m.email),
      phone: clean(m.phone) ?? clean(m.alternatePhone),
    }));
  }
  if (kind === "site") {
    // One past the limit is enough for launch to refuse an oversized site, without reading all its people.
    const rows = await db
      .select()
      .from(people)
      .where(and(eq(people.companyId, companyId), eq(people.homeAssetId, rosterId)))
      .orderBy(asc(people.lastName), asc(people.firstName), asc(people.id))
      .limit(DRILL_LIMITS.recipients + 1);
    return rows.map((p) => ({
      id: p.id,
      name: displayName(p),
      email: clean(p.email),
      phone: clean(p.mobile) ?? clean(p.phone),
    }));
  }
  const rows = await db
    .select({ roster: managementPlanRoster, user: users })
    .from(managementPlanRoster)
    .leftJoin(users, and(eq(users.id, managementPlanRoster.userId), eq(users.companyId, companyId)))
    .where(and(eq(managementPlanRoster.companyId, companyId), eq(managementPlanRoster.planId, rosterId)));
  return rows.map(({ roster, user }) => ({
    id: roster.id,
    name: clean(roster.name) ?? (user ? displayName(user) : "—"),
    email: clean(roster.email) ?? user?.email ?? null,
    phone: clean(roster.phone),
  }));
}

/**
 * Sends a drill: one row per roster entry and channel (no address: "no number"), each copy with the person's own
 * acknowledge link, queued in the outbox in the caller's transaction. The quota is checked first: a drill is not
 * an alert, so past the company's daily limit it is refused whole (429) and nothing is queued.
 */
async function launch(deps: Deps, tx: Tx, drill: DrillRow) {
  const entries = await rosterEntries(tx, drill.companyId, drill.rosterKind, drill.rosterId);
  if (entries.length === 0) throw fieldError("rosterId", DRILL_MESSAGES.emptyRoster);
  if (entries.length * drill.channels.length > DRILL_LIMITS.recipients)
    throw fieldError("rosterId", `At most ${DRILL_LIMITS.recipients} people and channels per drill.`);
  const now = deps.now();
  const rows = entries.flatMap((e) =>
    drill.channels.map((channel) => ({
      id: randomUUID(),
      companyId: drill.companyId,
      drillId: drill.id,
      entryId: e.id,
      name: e.name,
      channel,
      address: channel === "email" ? e.email : e.phone,
      outboxMessageId: null as string | null,
    })),
  );
  const body = drillBody(`${ROSTER_KIND_LABELS[drill.rosterKind]} (${drill.rosterName})`);
  const sending = rows.filter((r) => r.address);
  const copies = sending.map((r) => {
    const link = `${deps.appUrl}${paths.drillAnswer(shortLinkToken("drill-answer", r.id))}`;
    return {
      channel: r.channel,
      to: r.address as string,
      companyId: drill.companyId,
      subject: DRILL_SUBJECT,
      text: r.channel === "sms" ? toGsm7(`${DRILL_SMS} ${link}`) : `${body}\n\n${DRILL_ACK_LABEL}: ${link}`,
      purpose: DRILL_PURPOSE,
    };
  });
  await assertSendable({ ...deps, db: tx }, drill.companyId, copies, {
    destinations: "channels",
    quota: "channels",
  });
  const ids = await enqueueMessages(tx, copies, now);
  sending.forEach((r, i) => {
    r.outboxMessageId = ids[i];
  });
  await tx.insert(drillRecipients).values(rows);
  await tx
    .update(drills)
    .set({ startedAt: now, expiresAt: new Date(now.getTime() + DRILL_LINK_HOURS * 3600_000) })
    .where(eq(drills.id, drill.id));
  return new Set(entries.map((e) => e.id)).size;
}

/** Starts a drill of a roster now, or schedules it (the worker starts it once at that time). */
export async function startDrill(deps: Deps, user: Principal, input: z.output<typeof startDrillSchema>) {
  const now = deps.now();
  const at = input.scheduledFor ? new Date(input.scheduledFor) : null;
  if (at && at.getTime() <= now.getTime()) throw fieldError("scheduledFor", DRILL_MESSAGES.pastTime);
  return deps.db.transaction(async (tx) => {
    const plan = await planOf(tx, user, input.rosterKind, input.rosterId, true);
    const [drill] = await tx
      .insert(drills)
      .values({
        companyId: plan.companyId,
        rosterKind: input.rosterKind,
        rosterId: input.rosterId,
        rosterName: plan.name,
        channels: input.channels,
        startedBy: user.id,
        scheduledFor: at,
        createdAt: now,
      })
      .returning();
    if (at) {
      // An empty roster is told now, not discovered by the worker at the scheduled time.
      if ((await rosterEntries(tx, plan.companyId, input.rosterKind, input.rosterId)).length === 0)
        throw fieldError("rosterId", DRILL_MESSAGES.emptyRoster);
      return { id: drill.id, message: DRILL_MESSAGES.scheduled };
    }
    const people = await launch(deps, tx, drill);
    return { id: drill.id, message: DRILL_MESSAGES.started(people) };
  });
}

/**
 * Starts every scheduled drill that is due, once: due rows are claimed with FOR UPDATE SKIP LOCKED, so racing
 * instances start each drill once. A drill that cannot be sent (quota, a number the company may not reach, an
 * emptied roster) is marked not sent with the reason, and is not tried again. Answers how many were claimed.
 */
export async function runDueDrills(deps: Deps, opts: { batch?: number } = {}) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(drills)
      .where(and(isNull(drills.startedAt), lte(drills.scheduledFor, now)))
      .orderBy(asc(drills.scheduledFor))
      .limit(opts.batch ?? 20)
      .for("update", { skipLocked: true });
    for (const drill of due) {
      try {
        await tx.transaction((sp) => launch(deps, sp, drill));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        await tx
          .update(drills)
          .set({ startedAt: now, refusal: error.message })
          .where(eq(drills.id, drill.id));
      }
    }
    return due.length;
  });
}

function statusOf(drill: DrillRow, now: Date): DrillStatus {
  if (!drill.startedAt) return "scheduled";
  if (drill.refusal) return "refused";
  return drill.expiresAt && drill.expiresAt.getTime() > now.getTime() ? "running" : "ended";
}

/** One person's result on one channel. */
function scoreOf(row: {
  answeredAt: Date | null;
  address: string | null;
  status: string | null;
}): ScoreState {
  if (row.answeredAt) return "answered";
  if (!row.address) return "noNumber";
  if (row.status === "failed") return "failed";
  if (row.status === "queued" || row.status === null) return "pending";
  return "noAnswer";
}

/** People answered and people tested, per drill. */
async function peopleCounts(db: Db | Tx, drillIds: string[]) {
  if (drillIds.length === 0) return new Map<string, { answered: number; total: number }>();
  const rows = await db
    .select({
      drillId: drillRecipients.drillId,
      total: sql<number>`count(distinct ${drillRecipients.entryId})`.mapWith(Number),
      answered:
        sql<number>`count(distinct ${drillRecipients.entryId}) filter (where ${drillRecipients.answeredAt} is not null)`.mapWith(
          Number,
        ),
    })
    .from(drillRecipients)
    .where(inArray(drillRecipients.drillId, drillIds))
    .groupBy(drillRecipients.drillId);
  return new Map(rows.map((r) => [r.drillId, { answered: r.answered, total: r.total }]));
}

function presentDrill(drill: DrillRow, now: Date, counts?: { answered: number; total: number }) {
  return {
    id: drill.id,
    rosterKind: drill.rosterKind,
    rosterId: drill.rosterId,
    rosterName: drill.rosterName,
    channels: drill.channels,
    status: statusOf(drill, now),
    scheduledFor: drill.scheduledFor,
    startedAt: drill.startedAt,
    expiresAt: drill.expiresAt,
    refusal: drill.refusal,
    answered: counts?.answered ?? 0,
    total: counts?.total ?? 0,
  };
}

/** Of these drills, the ones whose roster the caller may read (one query for the BCPs, one per IMP/CMP or site). */
async function readable(db: Db | Tx, user: Principal, rows: DrillRow[]) {
  const bcpIds = [...new Set(rows.filter((r) => r.rosterKind === "brt").map((r) => r.rosterId))];
  const ok = await plansMayAct(db, user, bcpIds, "bcp.read");
  for (const kind of ["cmp", "site"] as const)
    for (const id of new Set(rows.filter((r) => r.rosterKind === kind).map((r) => r.rosterId)))
      if (await mayOn(db, user, kind, id, false)) ok.add(id);
  return rows.filter((r) => ok.has(r.rosterId));
}

/** The company's drills of rosters the caller may read, newest first (at most DRILL_LIMITS.listed). */
export async function listDrills(deps: Deps, user: Principal) {
  const all = await deps.db
    .select()
    .from(drills)
    .where(eq(drills.companyId, user.companyId))
    .orderBy(desc(drills.createdAt))
    .limit(DRILL_LIMITS.listed);
  const rows = await readable(deps.db, user, all);
  const counts = await peopleCounts(
    deps.db,
    rows.map((r) => r.id),
  );
  const now = deps.now();
  return rows.map((r) => presentDrill(r, now, counts.get(r.id)));
}

/** A drill of the caller's company whose roster the caller may read, or 404. */
async function drillOf(db: Db | Tx, user: Principal, id: string) {
  // The System Administrator reads any company's drill, as they read any company's plan.
  const company =
    scopeFor(user.role, "drill.read") === "all" ? undefined : eq(drills.companyId, user.companyId);
  const [drill] = await db
    .select()
    .from(drills)
    .where(and(eq(drills.id, id), company));
  if (!drill) throw notFound();
  await planOf(db, user, drill.rosterKind, drill.rosterId, false);
  return drill;
}

/**
 * A drill's scorecard: each person with their result on each channel, filterable by state and channel (a person
 * is listed when one of their channels matches), and the figures per state.
 */
export async function scorecard(
  deps: Deps,
  user: Principal,
  id: string,
  query: z.output<typeof scorecardQuerySchema>,
) {
  const drill = await drillOf(deps.db, user, id);
  const rows = await deps.db
    .select({
      entryId: drillRecipients.entryId,
      name: drillRecipients.name,
      channel: drillRecipients.channel,
      address: drillRecipients.address,
      answeredAt: drillRecipients.answeredAt,
      status: outbox.status,
    })
    .from(drillRecipients)
    .leftJoin(outbox, eq(outbox.id, drillRecipients.outboxMessageId))
    .where(and(eq(drillRecipients.drillId, drill.id), eq(drillRecipients.companyId, drill.companyId)))
    .orderBy(asc(drillRecipients.name), asc(drillRecipients.entryId), asc(drillRecipients.channel));
  const people = new Map<
    string,
    {
      entryId: string;
      name: string;
      answered: boolean;
      channels: {
        channel: DrillChannel;
        address: string | null;
        state: ScoreState;
        answeredAt: Date | null;
      }[];
    }
  >();
  const figures: Record<ScoreState, number> = {
    answered: 0,
    noAnswer: 0,
    failed: 0,
    noNumber: 0,
    pending: 0,
  };
  for (const r of rows) {
    const state = scoreOf(r);
    figures[state] += 1;
    const person = people.get(r.entryId) ?? {
      entryId: r.entryId,
      name: r.name,
      answered: false,
      channels: [],
    };
    person.answered ||= state === "answered";
    person.channels.push({ channel: r.channel, address: r.address, state, answeredAt: r.answeredAt });
    people.set(r.entryId, person);
  }
  const all = [...people.values()];
  const listed = all.filter((p) =>
    p.channels.some(
      (c) => (!query.state || c.state === query.state) && (!query.channel || c.channel === query.channel),
    ),
  );
  const answered = all.filter((p) => p.answered).length;
  return {
    drill: presentDrill(drill, deps.now(), { answered, total: all.length }),
    canStart: await mayOn(deps.db, user, drill.rosterKind, drill.rosterId, true),
    figures,
    state: query.state ?? null,
    channel: query.channel ?? null,
    people: listed,
  };
}

/**
 * A roster's drills as its plan shows them: the last completed drill (date, answered x of y), the entries that
 * did not answer it (shown "Unverified"), the next scheduled one, recent drills, and whether the caller may start one.
 */
export async function rosterDrills(deps: Deps, user: Principal, query: z.output<typeof rosterQuerySchema>) {
  const plan = await planOf(deps.db, user, query.rosterKind, query.rosterId, false);
  const mine = and(
    eq(drills.companyId, plan.companyId),
    eq(drills.rosterKind, query.rosterKind),
    eq(drills.rosterId, query.rosterId),
  );
  const RECENT = 10;
  // On every plan page: built once (`prepared`, issue 37), the roster filled in when it runs.
  const recent = await prepared(deps.db, "drills.recentOfRoster", (db) =>
    db
      .select()
      .from(drills)
      .where(
        and(
          eq(drills.companyId, sql.placeholder("companyId")),
          eq(drills.rosterKind, sql.placeholder("rosterKind")),
          eq(drills.rosterId, sql.placeholder("rosterId")),
        ),
      )
      .orderBy(desc(drills.createdAt))
      .limit(RECENT)
      .prepare(UNNAMED),
  ).execute({ companyId: plan.companyId, rosterKind: query.rosterKind, rosterId: query.rosterId });
  const counts = await peopleCounts(
    deps.db,
    recent.map((r) => r.id),
  );
  const now = deps.now();
  // Fewer than RECENT drills: every one of them is in `recent`, so the last one run is found there without asking
  // again (the plan page asks for every plan it shows, issue 37).
  const ran = (r: (typeof recent)[number]) => r.startedAt !== null && r.refusal === null;
  const [last] =
    recent.length < RECENT
      ? recent.filter(ran).sort((a, b) => (b.startedAt?.getTime() ?? 0) - (a.startedAt?.getTime() ?? 0))
      : await deps.db
          .select()
          .from(drills)
          .where(and(mine, isNotNull(drills.startedAt), isNull(drills.refusal)))
          .orderBy(desc(drills.startedAt))
          .limit(1);
  let unverified: string[] = [];
  let lastDrill: ReturnType<typeof presentDrill> | null = null;
  if (last) {
    const rows = await deps.db
      .select({
        entryId: drillRecipients.entryId,
        answered: sql<boolean>`bool_or(${drillRecipients.answeredAt} is not null)`.mapWith(Boolean),
      })
      .from(drillRecipients)
      .where(eq(drillRecipients.drillId, last.id))
      .groupBy(drillRecipients.entryId);
    unverified = rows.filter((r) => !r.answered).map((r) => r.entryId);
    lastDrill = presentDrill(last, now, {
      answered: rows.filter((r) => r.answered).length,
      total: rows.length,
    });
  }
  const next = recent.filter((r) => !r.startedAt).at(-1);
  return {
    rosterName: plan.name,
    canStart: await mayOn(deps.db, user, query.rosterKind, query.rosterId, true),
    last: lastDrill,
    next: next ? presentDrill(next, now) : null,
    unverified,
    recent: recent.map((r) => presentDrill(r, now, counts.get(r.id))),
  };
}

/** The drill row a link names, or why its acknowledgement no longer counts. */
async function openDrillLink(db: Db | Tx, token: string, now: Date) {
  const id = checkShortLinkToken("drill-answer", token);
  if (!id) return { state: "invalid" } as const;
  const [row] = await db
    .select({ recipient: drillRecipients, expiresAt: drills.expiresAt })
    .from(drillRecipients)
    .innerJoin(drills, eq(drills.id, drillRecipients.drillId))
    .where(eq(drillRecipients.id, id));
  if (!row) return { state: "invalid" } as const;
  if (!row.expiresAt || row.expiresAt.getTime() < now.getTime()) return { state: "expired" } as const;
  return { state: "ok", recipient: row.recipient } as const;
}

type DrillLinkState = "ready" | "used" | "expired" | "invalid" | "recorded";
/** The answer page's view, as an incident message's link answers it (the same page parts show it). */
function drillLinkView(state: DrillLinkState, name?: string): z.output<typeof linkAnswer> {
  return {
    state,
    purpose: state === "invalid" ? null : ("ack" as const),
    label: state === "invalid" ? null : DRILL_ACK_LABEL,
    incidentTitle: state === "invalid" ? null : DRILL_SUBJECT,
    greeting: name ? name.split(" ")[0] : null,
    text: DRILL_MESSAGES[state],
    call: null,
    // A drill's words are the company's (English); the invalid-link page follows the reader's browser.
    language: null,
  };
}

/** What a drill's acknowledge page shows before the answer (GET never records: link scanners open links). */
export async function describeDrillLink(deps: Deps, token: string) {
  const open = await openDrillLink(deps.db, token, deps.now());
  if (open.state !== "ok") return drillLinkView(open.state);
  return drillLinkView(open.recipient.answeredAt ? "used" : "ready", open.recipient.name);
}

/** Records a drill's acknowledgement, once. */
export async function answerDrillLink(deps: Deps, token: string) {
  return deps.db.transaction(async (tx) => {
    const open = await openDrillLink(tx, token, deps.now());
    if (open.state !== "ok") return drillLinkView(open.state);
    const [updated] = await tx
      .update(drillRecipients)
      .set({ answeredAt: deps.now() })
      .where(and(eq(drillRecipients.id, open.recipient.id), isNull(drillRecipients.answeredAt)))
      .returning({ id: drillRecipients.id });
    return drillLinkView(updated ? "recorded" : "used", open.recipient.name);
  });
}
