import { and, eq, exists, ne, or, type SQL, sql } from "drizzle-orm";
import { createEvents, type DateArray, type EventAttributes } from "ics";
import { DateTime } from "luxon";
import type { ApiDeps, Principal } from "~/api/context.server";
import { can } from "~/domains/access/policy";
import { planScope } from "~/domains/bcp/access.server";
import { PLAN_REVIEW_MONTHS } from "~/domains/bcp/model";
import { bcpApprovals, bcps } from "~/domains/bcp/schema.server";
import { type ApprovalTarget, OVERALL, sectionLabel } from "~/domains/bcp/sections";
import { dateSettingsOf } from "~/domains/companies/dates.server";
import { exerciseProgramme } from "~/domains/exercises/programme.server";
import { findings } from "~/domains/exercises/schema.server";
import { cmTests, managementPlanRoster, managementPlans } from "~/domains/management-plans/schema.server";
import { paths } from "~/paths";
import { APPROVAL_EVENT_MINUTES, CALENDAR_LABELS, FEED_EVENT_CAP, FEED_EVENT_TITLES as T } from "./model";

type Deps = Pick<ApiDeps, "db" | "now" | "appUrl">;

/** One event of a feed before it is written as iCalendar: its UID depends only on what it is about. */
interface FeedEvent {
  uid: string;
  title: string;
  /** A due date (a whole day, in UTC) or a moment (UTC). */
  at: Date;
  allDay: boolean;
  /**
   * A whole day counted from a moment (an exercise or a review due, months after one happened): its day on the
   * company's clock, as the exercise programme shows it, not its UTC day (a day early or late away from UTC).
   */
  zoned?: boolean;
  url: string;
}

const PRODUCT_ID = "keel/calendar";
const uidOf = (kind: string, ...ids: string[]) => `${kind}-${ids.join("-")}@keel`;
const planName = (p: { number: number; name: string }) => `${p.number} · ${p.name}`;
const link = (deps: Deps, path: string) => `${deps.appUrl.replace(/\/$/, "")}${path}`;

/** The plans' next exercises due, as the programme gives them (only the plans `reader` may read). */
async function exercisesDue(deps: Deps, reader: Principal, only?: Set<string>): Promise<FeedEvent[]> {
  const programme = await exerciseProgramme(deps, reader);
  return programme.plans
    .filter((p) => !only || only.has(p.id))
    .map((p) => ({
      uid: uidOf("exercise-due", p.id),
      title: T.exerciseDue(planName(p)),
      at: p.nextDue,
      allDay: true,
      zoned: true,
      url: link(deps, paths.exerciseProgramme),
    }));
}

/**
 * The IMPs' and CMPs' exercises (their CM tests, issue 35 item 4): each plan's next due, as the programme gives it,
 * and each CM test scheduled and not yet run, on its day. Only for readers of management plans.
 */
async function managementPlanExercises(deps: Deps, reader: Principal): Promise<FeedEvent[]> {
  if (!can(reader, "managementPlan.read")) return [];
  const programme = await exerciseProgramme(deps, reader);
  const url = link(deps, paths.exerciseProgramme);
  const due = programme.managementPlans.map((p) => ({
    uid: uidOf("exercise-due", p.id),
    title: T.exerciseDue(`${p.code} · ${p.name}`),
    at: p.nextDue,
    allDay: true,
    // The programme's due is the start of its day on the company's clock.
    zoned: true,
    url,
  }));
  return [...due, ...(await scheduledCmTests(deps, reader.companyId))];
}

/** The company's CM tests scheduled and not yet run, of plans in force (and `whose`, when given), as events. */
async function scheduledCmTests(deps: Deps, companyId: string, whose?: SQL): Promise<FeedEvent[]> {
  const tests = await deps.db
    .select({
      id: cmTests.id,
      scenario: cmTests.scenario,
      exerciseType: cmTests.exerciseType,
      at: cmTests.scheduledFor,
      planId: managementPlans.id,
      code: managementPlans.code,
      name: managementPlans.name,
    })
    .from(cmTests)
    .innerJoin(managementPlans, eq(managementPlans.id, cmTests.planId))
    .where(
      and(
        eq(cmTests.companyId, companyId),
        eq(cmTests.status, "SCHEDULED"),
        ne(managementPlans.status, "CANCELLED"),
        whose,
      ),
    )
    .orderBy(cmTests.scheduledFor)
    .limit(FEED_EVENT_CAP);
  return tests.map((t) => ({
    uid: uidOf("cm-test", t.id),
    title: T.cmTest(t.exerciseType, t.scenario, `${t.code} · ${t.name}`),
    at: t.at,
    allDay: true,
    url: link(deps, paths.managementPlan(t.planId)),
  }));
}

/**
 * The exercises a user takes part in (issue 35 item 5): the CM tests scheduled, not yet run, of the IMPs and CMPs
 * they own or are on the roster of (or that list their email among the participants), for readers of management
 * plans; and the open corrective actions they own, on their due day.
 */
async function takingPart(deps: Deps, user: Principal): Promise<FeedEvent[]> {
  const events: FeedEvent[] = [];
  if (can(user, "managementPlan.read")) {
    const onRoster = exists(
      deps.db
        .select({ one: sql`1` })
        .from(managementPlanRoster)
        .where(
          and(eq(managementPlanRoster.planId, managementPlans.id), eq(managementPlanRoster.userId, user.id)),
        ),
    );
    const whose = or(
      eq(managementPlans.ownerId, user.id),
      onRoster,
      sql`lower(${user.email}) = any(select lower(p) from unnest(${cmTests.participants}) p)`,
    );
    events.push(...(await scheduledCmTests(deps, user.companyId, whose)));
  }
  const actions = await deps.db
    .select({
      id: findings.id,
      action: findings.action,
      due: findings.dueDate,
      incidentId: findings.incidentId,
      cmTestId: findings.cmTestId,
    })
    .from(findings)
    .where(
      and(eq(findings.companyId, user.companyId), eq(findings.ownerId, user.id), eq(findings.status, "Open")),
    )
    .orderBy(findings.dueDate)
    .limit(FEED_EVENT_CAP);
  for (const a of actions)
    events.push({
      uid: uidOf("corrective-action", a.id),
      title: T.correctiveAction(a.action),
      at: new Date(`${a.due}T00:00:00Z`),
      allDay: true,
      // Its incident's after-action review, or its CM test's page (a finding has exactly one of the two).
      url: link(deps, a.incidentId ? paths.afterAction(a.incidentId) : paths.cmTestActions(a.cmTestId ?? "")),
    });
  return events;
}

/**
 * A user's own calendar: the next review of each approved plan they lead or approve (the approval plus
 * PLAN_REVIEW_MONTHS, as the field sheet prints it), the approvals waiting for them, the next exercise due of
 * each plan they lead, and the exercises they take part in. Only plans they may read, in their company.
 */
export async function userFeedEvents(deps: Deps, user: Principal): Promise<FeedEvent[]> {
  const readable = and(eq(bcps.companyId, user.companyId), await planScope(deps.db, user, "bcp.read"));
  const reviews = await deps.db
    .select({ id: bcps.id, name: bcps.name, number: bcps.number, approvedAt: bcpApprovals.decidedAt })
    .from(bcps)
    .innerJoin(
      bcpApprovals,
      and(
        eq(bcpApprovals.bcpId, bcps.id),
        eq(bcpApprovals.section, OVERALL),
        eq(bcpApprovals.status, "APPROVED"),
      ),
    )
    .where(and(readable, or(eq(bcps.bcLeadId, user.id), eq(bcpApprovals.approverId, user.id))))
    .orderBy(bcps.number)
    .limit(FEED_EVENT_CAP);
  const waiting = await deps.db
    .select({
      id: bcps.id,
      name: bcps.name,
      number: bcps.number,
      section: bcpApprovals.section,
      requestedAt: bcpApprovals.requestedAt,
    })
    .from(bcpApprovals)
    .innerJoin(bcps, eq(bcps.id, bcpApprovals.bcpId))
    .where(and(readable, eq(bcpApprovals.approverId, user.id), eq(bcpApprovals.status, "AWAITING_APPROVAL")))
    .orderBy(bcps.number, bcpApprovals.section)
    .limit(FEED_EVENT_CAP);
  const led = await deps.db
    .select({ id: bcps.id })
    .from(bcps)
    .where(and(readable, eq(bcps.bcLeadId, user.id)))
    .limit(FEED_EVENT_CAP);
  const events: FeedEvent[] = [];
  for (const r of reviews) {
    if (!r.approvedAt) continue;
    events.push({
      uid: uidOf("plan-review", r.id),
      title: T.reviewDue(planName(r)),
      at: DateTime.fromJSDate(r.approvedAt).plus({ months: PLAN_REVIEW_MONTHS }).toJSDate(),
      allDay: true,
      zoned: true,
      url: link(deps, paths.viewBcp(r.id)),
    });
  }
  for (const w of waiting) {
    if (!w.requestedAt) continue;
    events.push({
      uid: uidOf("approval", w.id, w.section),
      title: T.approval(planName(w), sectionLabel(w.section as ApprovalTarget)),
      at: w.requestedAt,
      allDay: false,
      url: link(deps, paths.viewBcp(w.id)),
    });
  }
  if (led.length) events.push(...(await exercisesDue(deps, user, new Set(led.map((p) => p.id)))));
  events.push(...(await takingPart(deps, user)));
  return events;
}

/**
 * The company's programme: every plan's next exercise due, BCPs, IMPs and CMPs, and the CM tests scheduled. It is read as a company-wide viewer reads it (every
 * plan of the company, nothing of another), not as whoever made the link, who may since have left.
 */
export function companyFeedEvents(deps: Deps, companyId: string): Promise<FeedEvent[]> {
  const reader: Principal = {
    id: "00000000-0000-0000-0000-000000000000",
    sessionId: "calendar-feed",
    companyId,
    role: "CorpViewOnly",
    email: "",
    firstName: null,
    lastName: null,
    profileImage: null,
    profileImgURL: null,
    mustChangePassword: false,
  };
  return Promise.all([exercisesDue(deps, reader), managementPlanExercises(deps, reader)]).then((all) =>
    all.flat(),
  );
}

const dayIn = (d: Date, zone: string): DateArray => {
  const t = DateTime.fromJSDate(d, { zone });
  return [t.year, t.month, t.day];
};
const utcMoment = (d: Date): DateArray => {
  const t = DateTime.fromJSDate(d, { zone: "utc" });
  return [t.year, t.month, t.day, t.hour, t.minute];
};

/** The events as one iCalendar file, in UTC, the first FEED_EVENT_CAP by date; `zone`: the company's. */
export function toIcs(events: FeedEvent[], calName: string, zone = "UTC"): string {
  const kept = [...events].sort((a, b) => a.at.getTime() - b.at.getTime()).slice(0, FEED_EVENT_CAP);
  const attributes: EventAttributes[] = kept.map((e) => ({
    uid: e.uid,
    title: e.title,
    url: e.url,
    productId: PRODUCT_ID,
    calName,
    ...(e.allDay
      ? // A whole day: DTEND is the next day (exclusive), as RFC 5545 has it.
        {
          start: dayIn(e.at, e.zoned ? zone : "utc"),
          end: dayIn(
            DateTime.fromJSDate(e.at, { zone: e.zoned ? zone : "utc" })
              .plus({ days: 1 })
              .toJSDate(),
            e.zoned ? zone : "utc",
          ),
        }
      : {
          start: utcMoment(e.at),
          startInputType: "utc" as const,
          startOutputType: "utc" as const,
          duration: { minutes: APPROVAL_EVENT_MINUTES },
        }),
  }));
  const { error, value } = createEvents(attributes, { productId: PRODUCT_ID, calName });
  if (error || !value) throw error ?? new Error("The calendar could not be written.");
  return value;
}

/** The feed a token opens, as iCalendar text. */
export async function feedIcs(
  deps: Deps,
  owner: { kind: "user"; user: Principal } | { kind: "company"; companyId: string },
) {
  const name: string =
    owner.kind === "user" ? CALENDAR_LABELS.userCalendarName : CALENDAR_LABELS.companyCalendarName;
  const companyId = owner.kind === "user" ? owner.user.companyId : owner.companyId;
  const [events, { timezone }] = await Promise.all([
    owner.kind === "user" ? userFeedEvents(deps, owner.user) : companyFeedEvents(deps, owner.companyId),
    dateSettingsOf(deps.db, companyId),
  ]);
  return { ics: toIcs(events, name, timezone || "UTC"), name };
}
