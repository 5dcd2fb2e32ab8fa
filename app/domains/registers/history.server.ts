import { and, desc, eq, sql } from "drizzle-orm";
import type { Principal } from "~/api/context.server";
import { auditEntries, diff } from "~/domains/bcp/audit.server";
import { auditLog } from "~/platform/audit/schema.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { displayName } from "~/shared/names";
import { HISTORY_ACTION_LABELS, HISTORY_LIMIT, type HistoryAction } from "./history";

/** What a record of the system of record looks like to a reader: each field as text (a choice by its label). */
export type Readable = Record<string, string | null>;
type Entity = { type: "registerEntry" | "businessService"; id: string };

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
  const changes = diff(before, after);
  if (action.endsWith(".changed") && Object.keys(changes).length === 0) return;
  await tx.insert(auditLog).values({
    companyId: user.companyId,
    actorId: user.id,
    entityType: entity.type,
    entityId: entity.id,
    action,
    changes,
    at: sql`clock_timestamp()`,
  });
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
