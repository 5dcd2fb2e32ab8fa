import { eq } from "drizzle-orm";
import { prepared, UNNAMED } from "~/platform/db/prepared.server";
import { BCP_ID, type Conn, type PlanRow } from "./access.server";
import { APPROVAL_STATUS_LABELS, type ApprovalStatus } from "./model";
import { peopleById } from "./people.server";
import { bcpApprovals } from "./schema.server";
import { APPROVAL_TARGETS, sectionLabel } from "./sections";

/** The approval state of every section and of the whole plan. */
export async function approvalsOf(db: Conn, plan: PlanRow) {
  const rows = await prepared(db, "bcpApprovalsByPlan", (conn) =>
    conn.select().from(bcpApprovals).where(eq(bcpApprovals.bcpId, BCP_ID)).prepare(UNNAMED),
  ).execute({ bcpId: plan.id });
  const people = await peopleById(
    db,
    rows.flatMap((r) => [r.approverId, r.requestedBy, ...r.editorIds]),
  );
  return APPROVAL_TARGETS.map((section) => {
    const row = rows.find((r) => r.section === section);
    const status: ApprovalStatus = row?.status ?? "NOT_SENT";
    return {
      section,
      label: sectionLabel(section),
      status,
      statusLabel: APPROVAL_STATUS_LABELS[status],
      approver: row?.approverId ? (people.get(row.approverId) ?? null) : null,
      requestedBy: row?.requestedBy ? (people.get(row.requestedBy) ?? null) : null,
      requestedAt: row?.requestedAt?.toISOString() ?? null,
      decidedAt: row?.decidedAt?.toISOString() ?? null,
      // A comment belongs to its decision: one kept from an earlier decision (an approved plan changed and sent
      // again) is not the new request's (its history is in the audit trail).
      approveComments:
        row?.decidedAt && row.status !== "AWAITING_APPROVAL" ? (row.approveComments ?? "") : "",
      /** Who changed it since its last approval (four eyes: none of them may approve it). */
      editedBy: (row?.editorIds ?? []).flatMap((id) => people.get(id) ?? []),
    };
  });
}
export type ApprovalView = Awaited<ReturnType<typeof approvalsOf>>[number];
