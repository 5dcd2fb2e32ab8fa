import { and, desc, eq, sql } from "drizzle-orm";
import type { Principal } from "~/api/context.server";
import { userNameColumns, users } from "~/domains/companies/users-schema.server";
import { auditLog } from "~/platform/audit/schema.server";
import { prepared, UNNAMED } from "~/platform/db/prepared.server";
import { displayName } from "~/shared/names";
import { richTextPlain } from "~/shared/sanitize.server";
import { BCP_ID, type Conn } from "./access.server";
import { inWords } from "./audit-labels";

/** Every change to a plan is recorded against the plan, so its audit trail reads in one place. */
export async function auditPlan(
  db: Conn,
  user: Principal,
  plan: { id: string; companyId: string },
  action: string,
  changes: Record<string, unknown> = {},
) {
  await db.insert(auditLog).values({
    companyId: plan.companyId,
    actorId: user.id,
    entityType: "bcp",
    entityId: plan.id,
    action,
    changes,
    // The statement's own time (microseconds), not the transaction's start, so steps keep their order.
    at: sql`clock_timestamp()`,
  });
}

/** A field left empty reads the same whether it was stored as "" or as null. */
const blankAsNull = (value: unknown) => (value === "" || value === undefined ? null : value);

/**
 * The fields whose value changed, as { field: { from, to } }: an audit entry says from what to what, so an approver
 * reads what they approve. Only the fields of `after` are compared (give it what the user can edit, never stamps).
 */
export function diff(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { from: unknown; to: unknown }> {
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, to] of Object.entries(after)) {
    if (to === undefined) continue;
    const from = blankAsNull(before[key]);
    if (JSON.stringify(from) !== JSON.stringify(blankAsNull(to)))
      changed[key] = { from, to: blankAsNull(to) };
  }
  return changed;
}

/**
 * What an item held when it was added or removed, each field as an edit records it (from nothing to its value, or
 * from its value to nothing): an auditor reads what went into or out of the plan, not its name alone. Give it what
 * the user can edit, never stamps or ids; empty fields are left out.
 */
export function heldFields(
  fields: Record<string, unknown>,
  how: "added" | "removed",
): Record<string, { from: unknown; to: unknown }> {
  const held = Object.entries(fields).filter(
    ([, v]) => blankAsNull(v) !== null && !(Array.isArray(v) && v.length === 0),
  );
  return Object.fromEntries(
    held.map(([key, v]) => [key, how === "added" ? { from: null, to: v } : { from: v, to: null }]),
  );
}

/** Rich text as an audit entry records it: what the reader sees, plain (markup alone is no change to read). */
export const richTextDiff = (key: string, before: string | null | undefined, after: string) =>
  diff({ [key]: richTextPlain(before ?? "") }, { [key]: richTextPlain(after) });

/** Audit entries with their author's name, to be narrowed to one record: a plan's trail, an entry's history. */
export const auditEntries = (conn: Conn) =>
  conn
    .select({
      id: auditLog.id,
      action: auditLog.action,
      changes: auditLog.changes,
      at: auditLog.at,
      actorId: auditLog.actorId,
      ...userNameColumns,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId));

/** The plan's audit trail, newest first: who, when, what. */
export async function planAuditTrail(db: Conn, plan: { id: string; companyId: string }) {
  // On every plan page: built once (issue 37).
  const rows = await prepared(db, "planAuditTrail", (conn) =>
    auditEntries(conn)
      .where(
        and(
          eq(auditLog.entityType, "bcp"),
          eq(auditLog.entityId, BCP_ID),
          eq(auditLog.companyId, sql.placeholder("companyId")),
        ),
      )
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .prepare(UNNAMED),
  ).execute({ bcpId: plan.id, companyId: plan.companyId });
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    changes: r.changes ?? {},
    ...inWords(r.action, r.changes ?? {}),
    at: r.at.toISOString(),
    actor: r.actorId ? { id: r.actorId, name: displayName(r) } : null,
  }));
}
