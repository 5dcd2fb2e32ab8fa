import { and, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import { DateTime } from "luxon";
import type { ApiDeps, Principal } from "~/api/context.server";
import { COUNT_CAP } from "~/api/paging.server";
import { auditActionLabel, cutAtWord, describeChanges, fieldChanges } from "~/domains/bcp/audit-labels";
import { bcps } from "~/domains/bcp/schema.server";
import { companyDatesOnce } from "~/domains/companies/dates.server";
import { companies } from "~/domains/companies/schema.server";
import { userNameColumns, users } from "~/domains/companies/users-schema.server";
import { incidents, incidentTimeline } from "~/domains/incidents/schema.server";
import { managementPlans } from "~/domains/management-plans/schema.server";
import { HISTORY_ACTION_LABELS } from "~/domains/registers/history";
import { FIELD_LABELS, type RegisterKind } from "~/domains/registers/model";
import { registerEntries } from "~/domains/registers/schema.server";
import { businessServices } from "~/domains/resilience/schema.server";
import { webhooks } from "~/domains/webhooks/schema.server";
import { auditLog } from "~/platform/audit/schema.server";
import type { Db } from "~/platform/db/client.server";
import { containsPattern } from "~/platform/db/like";
import { readAll } from "~/platform/db/read-all.server";
import { cappedPage } from "~/platform/db/with-total.server";
import { displayName } from "~/shared/names";
import { AUDIT_LOG_PAGE_SIZE, AUDIT_SUBJECT_LABELS, type AuditSubject } from "./model";
import type { AuditLogQuery } from "./validation";

/** The conditions of the company's log for the query's filters, its days on the company's clock. */
function logConditions(companyId: string, query: AuditLogQuery, zone: string) {
  const conditions: SQL[] = [eq(auditLog.companyId, companyId)];
  if (query.subject) conditions.push(eq(auditLog.entityType, query.subject));
  const day = (text: string) => DateTime.fromISO(text, { zone }).startOf("day");
  if (query.from) conditions.push(gte(auditLog.at, day(query.from).toJSDate()));
  if (query.to) conditions.push(lt(auditLog.at, day(query.to).plus({ days: 1 }).toJSDate()));
  if (query.q) {
    // Who: a part of the author's name or email. A subquery, so the count needs no join.
    const pattern = containsPattern(query.q);
    conditions.push(
      inArray(
        auditLog.actorId,
        sql`(select ${users.id} from ${users} where ${or(
          ilike(users.email, pattern),
          ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, pattern),
        )})`,
      ),
    );
  }
  return and(...conditions);
}

type Named = { id: string; name: string; kind?: RegisterKind };

/**
 * The names of the records a page of the log is about, by subject, each read in the caller's company (a record
 * deleted since has none). One statement per subject on the page.
 */
async function recordNames(db: Db, companyId: string, ids: Map<AuditSubject, string[]>) {
  const of = (subject: AuditSubject) => ids.get(subject) ?? [];
  const reads: Partial<Record<AuditSubject, () => Promise<Named[]>>> = {
    bcp: () =>
      db
        .select({ id: bcps.id, name: bcps.name })
        .from(bcps)
        .where(and(eq(bcps.companyId, companyId), inArray(bcps.id, of("bcp")))),
    incident: async () =>
      (
        await db
          .select({ id: incidents.id, title: incidents.title })
          .from(incidents)
          .where(and(eq(incidents.companyId, companyId), inArray(incidents.id, of("incident"))))
      ).map((r) => ({ id: r.id, name: r.title ?? "" })),
    management_plan: () =>
      db
        .select({ id: managementPlans.id, name: managementPlans.name })
        .from(managementPlans)
        .where(
          and(eq(managementPlans.companyId, companyId), inArray(managementPlans.id, of("management_plan"))),
        ),
    registerEntry: () =>
      db
        .select({ id: registerEntries.id, name: registerEntries.name, kind: registerEntries.kind })
        .from(registerEntries)
        .where(
          and(eq(registerEntries.companyId, companyId), inArray(registerEntries.id, of("registerEntry"))),
        ),
    businessService: () =>
      db
        .select({ id: businessServices.id, name: businessServices.name })
        .from(businessServices)
        .where(
          and(eq(businessServices.companyId, companyId), inArray(businessServices.id, of("businessService"))),
        ),
    user: async () =>
      (
        await db
          .select({ id: users.id, ...userNameColumns })
          .from(users)
          .where(and(eq(users.companyId, companyId), inArray(users.id, of("user"))))
      ).map((r) => ({ id: r.id, name: displayName(r) })),
    company: () =>
      db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(and(eq(companies.id, companyId), inArray(companies.id, of("company")))),
    webhook: () =>
      db
        .select({ id: webhooks.id, name: webhooks.url })
        .from(webhooks)
        .where(and(eq(webhooks.companyId, companyId), inArray(webhooks.id, of("webhook")))),
  };
  const wanted = (Object.keys(reads) as AuditSubject[]).filter((s) => of(s).length > 0);
  const found = await readAll(
    db,
    wanted.map((s) => reads[s]!),
  );
  return new Map(found.flat().map((r) => [r.id, r]));
}

/** How an entry's action reads: a register entry's and a service's as their change history words them. */
function actionLabel(subject: string, action: string) {
  const history = subject === "registerEntry" || subject === "businessService";
  return (history && (HISTORY_ACTION_LABELS as Record<string, string>)[action]) || auditActionLabel(action);
}

/** The most of an entry's changes a row says; the record's own history has the rest. */
const SUMMARY_MAX = 400;

/**
 * What an entry changed, in one line cut at a word (with "…"): a register entry's fields by their form labels, the
 * rest as the plan's trail words them.
 */
function changeSummary(subject: string, action: string, changes: Record<string, unknown>) {
  const line =
    subject === "registerEntry"
      ? fieldChanges(action, changes)
          .map((c) => `${(FIELD_LABELS as Record<string, string>)[c.key] ?? c.label}: ${c.from} → ${c.to}`)
          .join("; ")
      : describeChanges(changes, SUMMARY_MAX * 2, action);
  return cutAtWord(line, SUMMARY_MAX).text;
}

/**
 * One page of the company's audit log, newest first: who (by name; none for Keel's own work), when, what record
 * (its subject, name and id, for a link) and what changed, in words.
 */
export async function listAuditLog(deps: ApiDeps, user: Principal, query: AuditLogQuery) {
  const { db } = deps;
  const { timezone } = await companyDatesOnce(db, user, user.companyId);
  const where = logConditions(user.companyId, query, timezone || "UTC");
  const { rows, page } = await cappedPage(
    db,
    auditLog,
    where,
    { page: query.page, pageSize: AUDIT_LOG_PAGE_SIZE },
    (total) =>
      db
        .select({
          id: auditLog.id,
          subject: auditLog.entityType,
          recordId: auditLog.entityId,
          action: auditLog.action,
          changes: auditLog.changes,
          at: auditLog.at,
          actorId: auditLog.actorId,
          ...userNameColumns,
          // An incident's entry says what happened in its timeline's words.
          message: incidentTimeline.message,
          total,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .leftJoin(
          incidentTimeline,
          and(
            eq(auditLog.entityType, "incident"),
            eq(incidentTimeline.incidentId, auditLog.entityId),
            eq(incidentTimeline.kind, auditLog.action),
            eq(incidentTimeline.at, auditLog.at),
          ),
        )
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id)),
    COUNT_CAP,
  );
  const ids = new Map<AuditSubject, string[]>();
  for (const r of rows) {
    const subject = r.subject as AuditSubject;
    ids.set(subject, [...(ids.get(subject) ?? []), r.recordId]);
  }
  const names = await recordNames(db, user.companyId, ids);
  return {
    data: rows.map((r) => {
      const changes = (r.changes ?? {}) as Record<string, unknown>;
      const record = names.get(r.recordId);
      return {
        id: r.id,
        at: r.at.toISOString(),
        actor: r.actorId && r.email ? { id: r.actorId, name: displayName(r) } : null,
        subject: r.subject,
        subjectLabel: (AUDIT_SUBJECT_LABELS as Record<string, string>)[r.subject] ?? r.subject,
        recordId: r.recordId,
        recordName: record?.name ?? null,
        registerKind: record?.kind ?? null,
        action: actionLabel(r.subject, r.action),
        summary: r.message ?? changeSummary(r.subject, r.action, changes),
      };
    }),
    page,
  };
}
