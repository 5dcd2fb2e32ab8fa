import { and, eq, sql } from "drizzle-orm";
import { DateTime } from "luxon";
import type { ApiDeps, Principal } from "~/api/context.server";
import { assets } from "~/domains/assets/schema.server";
import { type PlanAnalysis, planWideAnalysis } from "~/domains/bcp-analysis/plan-analysis.server";
import { anyOf, prepared, UNNAMED } from "~/platform/db/prepared.server";
import { readForKeys } from "~/platform/db/rows-in.server";
import { loadPlan } from "./access.server";
import { fieldSheet } from "./field-sheet";
import { formatMad, IMPACT_LABELS, PLAN_REVIEW_MONTHS } from "./model";
import { getPlan, type PlanDetail } from "./plan-view.server";

/**
 * What the printed plan puts first (issue 32 item 7): its version (how many times the whole plan was approved),
 * the approval and the next review date, and per site its address, invocation criteria and first-hour checklist.
 * The PDF passes the plan and analysis it has already read.
 */
export async function planFieldSheet(
  deps: ApiDeps,
  user: Principal,
  bcpId: string,
  {
    read,
    processId,
  }: {
    read?: { plan: PlanDetail; analysis: Pick<PlanAnalysis, "scenarios" | "roster" | "stakeholders"> };
    /** The plan page's open process (issue 37): only its sites, and how many the whole sheet has. */
    processId?: string;
  } = {},
) {
  // The plan's own company scopes its sites (a System Administrator may read another company's plan).
  const { companyId } = await loadPlan(deps.db, user, bcpId, "bcp.read");
  const plan = read?.plan ?? (await getPlan(deps, user, bcpId));
  const analysis = read?.analysis ?? (await planWideAnalysis(deps, user, bcpId));
  const processes = plan.services.flatMap((s) => s.processes);
  const open = processes.find((p) => p.id === processId);
  // Only the addresses the sheet prints: the open process's sites, or every site.
  const assetIds = [
    ...new Set(
      (open ? [open] : processes)
        .flatMap((p) => p.locations.map((l) => l.assetId))
        .filter((id): id is string => !!id),
    ),
  ];
  // On every plan page: built once (`prepared`, issue 37), the sites' ids an array it is given.
  const rows = await readForKeys(assetIds, (ids) =>
    prepared(deps.db, "fieldSheetAddresses", (db) =>
      db
        .select({
          id: assets.id,
          address: assets.address,
          city: assets.city,
          state: assets.state,
          postalCode: assets.postalCode,
          country: assets.country,
        })
        .from(assets)
        .where(
          and(eq(assets.companyId, sql.placeholder("companyId")), anyOf(assets.id, sql.placeholder("ids"))),
        )
        .prepare(UNNAMED),
    ).execute({ companyId, ids }),
  );
  const addresses = Object.fromEntries(
    rows
      .map((r) => [
        r.id,
        [r.address, r.city, r.state, r.postalCode, r.country].filter((x) => x?.trim()).join(", "),
      ])
      .filter(([, a]) => a),
  );
  const approvals = plan.audit.filter(
    (a) => a.action === "approval.approved" && (a.changes as { section?: string }).section === "overall",
  );
  // The audit trail is newest first. A plan approved, then changed and awaiting approval again, keeps its last
  // approval's date, said to be changed since (audit 2026-12-02: "Version 1" beside "Approved: Not approved yet").
  const current =
    plan.overall.status === "APPROVED" && plan.overall.decidedAt ? plan.overall.decidedAt : null;
  const last = approvals.at(0);
  const approved = last?.at ?? current;
  return {
    version: approvals.length,
    approvedAt: approved,
    approvedBy: current ? (plan.overall.approver?.name ?? null) : (last?.actor?.name ?? null),
    changedSinceApproval: current === null && approved !== null,
    nextReviewAt: approved
      ? DateTime.fromISO(approved, { zone: "utc" }).plus({ months: PLAN_REVIEW_MONTHS }).toISO()
      : null,
    sites: fieldSheet({
      processes: processes.map((p) => ({
        name: p.name,
        mad: formatMad(p.mad, p.madDuration),
        criticality: IMPACT_LABELS[p.criticalityLevel],
        sites: p.locations.map((l) => ({ assetId: l.assetId, siteName: l.siteName, headcount: l.headcount })),
        open: p === open,
      })),
      addresses,
      scenarios: analysis.scenarios,
      roster: analysis.roster,
      stakeholders: analysis.stakeholders,
    }),
    ...(open
      ? {
          focus: {
            process: open.name,
            sites: new Set(processes.flatMap((p) => p.locations.map((l) => l.assetId ?? l.siteName))).size,
          },
        }
      : {}),
  };
}

/** What the printed plan puts first, as planFieldSheet answers it. */
export type FieldSheet = Awaited<ReturnType<typeof planFieldSheet>>;
