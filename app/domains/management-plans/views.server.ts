import { asc, desc, eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { DateTime } from "luxon";
import { readAll } from "~/platform/db/read-all.server";
import { rowsWhereIn } from "~/platform/db/rows-in.server";
import { TEAM_ROLE_LABELS } from "~/shared/team-roles";
import { type Conn, type PlanRow, peopleById } from "./access.server";
import { placeLabel } from "./coverage";
import { CM_TEST_OUTCOME_LABELS, CM_TEST_STATUS_LABELS, PLAN_STATUS_LABELS } from "./model";
import {
  cmTests,
  managementPlanLocations,
  managementPlanRoster,
  managementPlanSectionItems,
  managementPlanSections,
} from "./schema.server";

type TestRow = typeof cmTests.$inferSelect;
type LocationRow = typeof managementPlanLocations.$inferSelect;

const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v?.trim()))];

export function locationView(l: LocationRow) {
  return { id: l.id, country: l.country, state: l.state, city: l.city, site: l.site, label: placeLabel(l) };
}

export function testView(t: TestRow) {
  return {
    id: t.id,
    planId: t.planId,
    scenario: t.scenario,
    exerciseType: t.exerciseType,
    scheduledFor: t.scheduledFor.toISOString(),
    participants: t.participants,
    status: t.status,
    statusLabel: CM_TEST_STATUS_LABELS[t.status],
    outcome: t.outcome,
    outcomeLabel: t.outcome ? CM_TEST_OUTCOME_LABELS[t.outcome] : null,
    findings: t.findings ?? "",
    followUpActions: t.followUpActions,
    conductedOn: t.conductedOn?.toISOString() ?? null,
  };
}

/**
 * When the plan must next be exercised: its next scheduled test, or else its last test (or approval,
 * or creation) plus the plan's test interval.
 */
export function testSchedule(plan: PlanRow, tests: TestRow[], now: Date) {
  const completed = tests
    .filter((t) => t.status === "COMPLETED")
    .sort(
      (a, b) => (b.conductedOn ?? b.scheduledFor).getTime() - (a.conductedOn ?? a.scheduledFor).getTime(),
    );
  const last = completed[0] ?? null;
  const upcoming = tests
    .filter((t) => t.status === "SCHEDULED")
    .sort((a, b) => a.scheduledFor.getTime() - b.scheduledFor.getTime())[0];
  const base = last?.conductedOn ?? last?.scheduledFor ?? plan.approvedAt ?? plan.createdAt;
  const due = upcoming
    ? upcoming.scheduledFor
    : DateTime.fromJSDate(base).plus({ months: plan.testIntervalMonths }).toJSDate();
  return {
    lastTest: last ? testView(last) : null,
    nextTest: upcoming ? testView(upcoming) : null,
    nextTestDue: due.toISOString(),
    testOverdue: due.getTime() < now.getTime(),
  };
}

/** The rows of the IMP and CMP tables (spec §3): name, ID, owner, approver, country, state, city, site, status. */
export async function planRows(db: Conn, plans: PlanRow[], now: Date) {
  const ids = plans.map((p) => p.id);
  const [locations, tests, people] = await readAll(db, [
    () => rowsWhereIn(db, managementPlanLocations, managementPlanLocations.planId, ids),
    () => rowsWhereIn(db, cmTests, cmTests.planId, ids),
    () =>
      peopleById(
        db,
        plans.flatMap((p) => [p.ownerId, p.approverId]),
      ),
  ]);
  return plans.map((p) => {
    const mine = locations.filter((l) => l.planId === p.id);
    return {
      id: p.id,
      code: p.code,
      type: p.type,
      name: p.name,
      description: p.description ?? "",
      owner: people.get(p.ownerId) ?? null,
      approver: p.approverId ? (people.get(p.approverId) ?? null) : null,
      country: distinct(mine.map((l) => l.country)).join(", "),
      state: distinct(mine.map((l) => l.state)).join(", "),
      city: distinct(mine.map((l) => l.city)).join(", "),
      site: distinct(mine.map((l) => l.site)).join(", "),
      status: p.status,
      statusLabel: PLAN_STATUS_LABELS[p.status],
      approveComments: p.approveComments ?? "",
      testIntervalMonths: p.testIntervalMonths,
      clonedFromId: p.clonedFromId,
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
      ...testSchedule(
        p,
        tests.filter((t) => t.planId === p.id),
        now,
      ),
    };
  });
}
export type PlanRowView = Awaited<ReturnType<typeof planRows>>[number];

/** One plan's rows of a table that belongs to plans, in `order`. */
async function planPart<T extends PgTable & { planId: PgColumn }>(
  db: Conn,
  table: T,
  planId: string,
  order: SQL,
): Promise<T["$inferSelect"][]> {
  // drizzle cannot type a select from a table that is still generic: the rows are the table's own.
  const anyTable: PgTable = table;
  return (await db
    .select()
    .from(anyTable)
    .where(eq(table.planId, planId))
    .orderBy(order)) as T["$inferSelect"][];
}

/** Sections in order with their items in order, the roster, the locations and the tests of one plan. */
export async function planContent(db: Conn, plan: PlanRow) {
  const [sections, items, roster, locations, tests] = await readAll(db, [
    () => planPart(db, managementPlanSections, plan.id, asc(managementPlanSections.position)),
    () => planPart(db, managementPlanSectionItems, plan.id, asc(managementPlanSectionItems.position)),
    () => planPart(db, managementPlanRoster, plan.id, asc(managementPlanRoster.createdAt)),
    () => planPart(db, managementPlanLocations, plan.id, asc(managementPlanLocations.createdAt)),
    () => planPart(db, cmTests, plan.id, desc(cmTests.scheduledFor)),
  ]);
  const people = await peopleById(
    db,
    roster.map((r) => r.userId),
  );
  const ROLE_ORDER = { LEADER: 0, LEADER_BACKUP: 1, MEMBER: 2 } as const;
  return {
    sections: sections.map((s) => ({
      id: s.id,
      title: s.title,
      position: s.position,
      items: items
        .filter((i) => i.sectionId === s.id)
        .map((i) => ({ id: i.id, kind: i.kind, title: i.title, content: i.content, position: i.position })),
    })),
    roster: roster
      .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role])
      .map((r) => {
        const person = r.userId ? people.get(r.userId) : undefined;
        return {
          id: r.id,
          role: r.role,
          roleLabel: TEAM_ROLE_LABELS[r.role],
          userId: r.userId,
          name: r.name ?? person?.name ?? "N/A",
          email: r.email ?? person?.email ?? null,
          phone: r.phone,
          responsibility: r.responsibility,
        };
      }),
    locations: locations.map(locationView),
    tests: tests.map(testView),
  };
}
