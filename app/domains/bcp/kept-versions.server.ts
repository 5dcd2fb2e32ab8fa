import type { ApiDeps, Principal } from "~/api/context.server";
import { type PlanAnalysis, planAnalysis } from "~/domains/bcp-analysis/plan-analysis.server";
import { keepVersion, keptVersion, keptVersionsOf } from "~/domains/evidence/keep.server";
import { shortDigest } from "~/domains/evidence/model";
import type { Db } from "~/platform/db/client.server";
import { displayName } from "~/shared/names";
import { type Conn, loadPlan, type PlanRow } from "./access.server";
import { inWords } from "./audit-labels";
import { type FieldSheet, planFieldSheet } from "./field-sheet.server";
import { drawPlan } from "./pdf.server";
import { planCode } from "./people.server";
import { getPlan, type PlanDetail } from "./plan-view.server";

/**
 * The shape of a kept plan's content; a new shape gets a new number and the reader upgrades older ones.
 * 2: the field sheet (sites' addresses, invocation, first hour) is kept too; format 1 versions have none.
 */
const SNAPSHOT_FORMAT = 2;
/** A kept plan's content (answers.ts planSnapshotAnswer). */
/** Entries kept before the audit trail carried its words lack `label` and `summary`. */
type KeptPlan = Omit<PlanDetail, "audit"> & {
  audit: (Omit<PlanDetail["audit"][number], "label" | "summary"> & { label?: string; summary?: string })[];
};
export type PlanSnapshot = { format: number; plan: KeptPlan; analysis: PlanAnalysis; field?: FieldSheet };

/**
 * Keeps the plan as its approver approved it (issue 35 item 6), in the approval's transaction: the same plan and
 * analysis the read view and the PDF show (getPlan, planAnalysis), read through the transaction so it holds the
 * approval just written. Abilities and edit versions are the reader's, not the plan's: they are left neutral.
 */
export async function keepApprovedPlan(tx: Conn, deps: ApiDeps, approver: Principal, plan: PlanRow) {
  const inTx = { ...deps, db: tx as Db };
  const detail = await getPlan(inTx, approver, plan.id);
  const analysis = await planAnalysis(inTx, approver, plan.id);
  // The sites' addresses are read now: the approved paper keeps the addresses it was approved with.
  const field = await planFieldSheet(inTx, approver, plan.id, { read: { plan: detail, analysis } });
  const snapshot: PlanSnapshot = {
    format: SNAPSHOT_FORMAT,
    plan: {
      ...detail,
      editVersions: {},
      permissions: { canManage: false, canAdminister: false, awaitingMyApproval: [], readsRegisters: false },
    },
    analysis,
    field,
  };
  return keepVersion(tx, {
    companyId: plan.companyId,
    kind: "bcp",
    subjectId: plan.id,
    title: `${planCode(plan.number)} ${detail.name}`,
    keptBy: { id: approver.id, name: displayName(approver) },
    keptAt: deps.now(),
    content: snapshot,
  });
}

/** GET /bcp/versions: the plan's approved versions, newest first (who may read the plan may read them). */
export async function planVersions(deps: ApiDeps, user: Principal, bcpId: string) {
  const plan = await loadPlan(deps.db, user, bcpId, "bcp.read");
  return keptVersionsOf(deps.db, plan.companyId, "bcp", plan.id);
}

/** GET /bcp/version: one approved version with the plan exactly as it was approved. */
export async function planVersion(deps: ApiDeps, user: Principal, bcpId: string, versionId: string) {
  const plan = await loadPlan(deps.db, user, bcpId, "bcp.read");
  const kept = await keptVersion(deps.db, plan.companyId, "bcp", plan.id, versionId);
  return { ...kept, content: kept.content as PlanSnapshot };
}

/** The approved version as the plan's PDF, marked on its cover and every page as the kept version it is. */
export async function renderPlanVersionPdf(deps: ApiDeps, user: Principal, bcpId: string, versionId: string) {
  const kept = await planVersion(deps, user, bcpId, versionId);
  const { plan, analysis, field } = kept.content;
  const audit = plan.audit.map((a) => ({ ...a, ...inWords(a.action, a.changes) }));
  const bytes = await drawPlan({ ...plan, audit }, analysis, new Date(kept.keptAt), [], field ?? null, {
    cover: `Approved version ${kept.version}, approved by ${kept.keptBy.name}. SHA-256 ${kept.digest}`,
    footer: `${plan.bcpId} · version ${kept.version} · SHA-256 ${shortDigest(kept.digest)}`,
  });
  return { bytes, filename: `${plan.bcpId}-v${kept.version}.pdf` };
}
