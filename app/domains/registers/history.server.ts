import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Principal } from "~/api/context.server";
import { auditEntries, diff } from "~/domains/bcp/audit.server";
import { auditLog } from "~/platform/audit/schema.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { displayName } from "~/shared/names";
import { HISTORY_ACTION_LABELS, HISTORY_LIMIT, type HistoryAction } from "./history";

/** What a record of the system of record looks like to a reader: each field as text (a choice by its label). */
export type Readable = Record<string, string | null>;
type Entity = { type: "registerEntry" | "businessService"; id: string };

/** One change of one record: what `recordChange` takes, for `recordChanges` to write many at once. */
export interface Change {
  entity: Entity;
  action: HistoryAction;
  before: Readable;
  after: Readable;
}

/**
 * Records who changed a register entry or an important business service, when, and each field from what to what
 * (a regulated firm's auditor asks for all three), in the caller's transaction: a creation gives `before` {}, a
 * deletion `after` with every field null (the log keeps what it was). A save that changes nothing is not recorded.
 */
export async function recordChange(
  tx: Db | Tx,
  user: Principal,
  entity: Entity,
  action: HistoryAction,
  before: Readable,
  after: Readable,
) {
  await recordChanges(tx, user, [{ entity, action, before, after }]);
}

/** `recordChange` of many records in one statement: an import's batch of entries, each with its "Added" line. */
export async function recordChanges(tx: Db | Tx, user: Principal, changes: Change[]) {
  const rows = changes
    .map((c) => ({ ...c, changes: diff(c.before, c.after) }))
    .filter((c) => !(c.action.endsWith(".changed") && Object.keys(c.changes).length === 0))
    .map((c) => ({
      companyId: user.companyId,
      actorId: user.id,
      entityType: c.entity.type,
      entityId: c.entity.id,
      action: c.action,
      changes: c.changes,
      at: sql`clock_timestamp()`,
    }));
  if (rows.length > 0) await tx.insert(auditLog).values(rows);
}

/** Takes back the history of entries an import wrote and then took out again (a later batch failed). */
export async function forgetHistory(db: Db | Tx, companyId: string, entryIds: string[]) {
  for (let start = 0; start < entryIds.length; start += 500)
    await db
      .delete(auditLog)
      .where(
        and(
          eq(auditLog.companyId, companyId),
          eq(auditLog.entityType, "registerEntry"),
          inArray(auditLog.entityId, entryIds.slice(start, start + 500)),
        ),
      );
}

/** A record's history, newest first, each change with its field's label (`labels`) and its values as text. */
export async function changeHistory(
  db: Db | Tx,
  companyId: string,
  entity: Entity,
  labels: Record<string, string>,
) {
  const rows = await auditEntries(db)
    .where(
      and(
        eq(auditLog.companyId, companyId),
        eq(auditLog.entityType, entity.type),
        eq(auditLog.entityId, entity.id),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(HISTORY_LIMIT);
  const fields = Object.keys(labels);
  const order = (field: string) => (fields.includes(field) ? fields.indexOf(field) : fields.length);
  const text = (v: unknown) => (v === null || v === undefined ? "" : String(v));
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    label: (HISTORY_ACTION_LABELS[r.action as HistoryAction] as string | undefined) ?? r.action,
    at: r.at,
    actor: r.actorId && r.email ? displayName(r) : null,
    // The stored changes come back in the database's key order: they read in the form's (the labels') order.
    changes: Object.entries((r.changes ?? {}) as Record<string, { from?: unknown; to?: unknown }>)
      .sort(([a], [b]) => order(a) - order(b))
      .map(([field, c]) => ({ field: labels[field] ?? field, from: text(c.from), to: text(c.to) })),
  }));
}
