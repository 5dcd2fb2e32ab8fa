import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { approverEdited, BCP_MESSAGES, isBcpEditable } from "~/domains/bcp/model";
import { PROCESS_HINT_MAX } from "~/domains/bcp/process-focus";
import { OVERALL } from "~/domains/bcp/sections";
import { approverDecisionSchema } from "~/domains/bcp/validation";
import { EVIDENCE_LABELS } from "~/domains/evidence/model";
import { ApprovalComments } from "~/features/bcp/approval-history";
import { ChangesSinceApproval } from "~/features/bcp/changes-since";
import { FieldSheet } from "~/features/bcp/field-sheet";
import { ApproverEditedNotice, approvalOf } from "~/features/bcp/four-eyes";
import { PlanPageFormsSlot } from "~/features/bcp/plan-page-forms-slot";
import "~/features/bcp/plan-page-forms-slot.server";
import { PlanHeader } from "~/features/bcp/plan-parts";
import { PlanReadView } from "~/features/bcp/read-view";
import { dependenciesRead } from "~/features/bcp-analysis/read-sections";
import { KeptVersionsList } from "~/features/evidence/kept-versions";
import { PlanFindings } from "~/features/exercises/plan-findings";
import { acknowledgeGapIntent } from "~/features/registers/acknowledge-gap.server";
import { ACKNOWLEDGE_GAP_INTENT } from "~/features/registers/gap-intent";
import { gapsOfOpenProcess } from "~/features/registers/gaps-by-process";
import { paths } from "~/paths";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { formIntent, runIntents } from "~/web/form-action.server";
import { lastResultFor } from "~/web/form-failure";
import { redirectWithToast } from "~/web/session.server";

export const meta: MetaFunction = () => [{ title: "View BCP · Keel" }];

/** A plan, read-only, section by section; the approver decides here (also from the emailed link). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser({ request, context });
  const url = new URL(request.url);
  const bcpId = url.searchParams.get("bcpId");
  if (!bcpId) throw new Response(BCP_MESSAGES.dataNotFound, { status: 404 });
  const api = await apiClient({ request, context });
  // The reads that need nothing of the plan's answer start beside it (issue 37: one round of API calls less before
  // the page); each checks access to the plan itself.
  const besidePlan = Promise.all([
    // What the plan's processes depend on that recovers later than their MAD (readers of the registers only).
    api.get("/registerEntry/recoveryGaps", { bcpId }),
    // Its approved versions, each kept as it was approved (issue 35 item 6).
    api.get("/bcp/versions", { bcpId }),
    // The open corrective actions of after-action reviews that concern the plan (issue 35).
    api.get("/findings", { bcpId }),
    // The BRT roster's last reachability drill, shown on the approval page (issue 36 item 5).
    api.get("/drill-roster", { rosterKind: "brt", rosterId: bcpId }),
  ]);
  // One process's sections at a time, the asked one or the first (issue 37: app/domains/bcp/process-focus.ts).
  const asked = url.searchParams.get("process");
  const res = await api.get("/bcp", {
    bcpId,
    focus: "process",
    ...(asked ? { processId: asked.slice(0, PROCESS_HINT_MAX) } : {}),
  });
  if (!res.ok) {
    // Its reads end before the error answers (none is left running after the request).
    await besidePlan.catch(() => null);
    throw new Response(res.error.message, { status: res.status === 400 ? 404 : res.status });
  }
  const { focus, ...plan } = res.data;
  // Side by side: the plan is readable (above), so recording the view need not wait for the reads (issue 37).
  const [[gaps, versions, findings, drills], analysis, field] = await Promise.all([
    besidePlan,
    // Of a plan of many processes, the open one's rows only.
    api.get("/bcp/analysis", { bcpId, processId: focus?.open }),
    // The field sheet (version, review, each site's first hour) prints first, as in the PDF.
    api.get("/bcp/fieldSheet", { bcpId, processId: focus?.open }),
    api.post("/bcp/viewed", { bcpId }),
  ]);
  if (!analysis.ok) throw new Response(analysis.error.message, { status: analysis.status });
  const planGaps = gaps.ok ? gaps.data : [];
  return {
    plan,
    // Archived: read-only, and the page says so (the editor's link comes here too).
    archived: !isBcpEditable(plan.status),
    focus,
    // What the read view shows of the analysis: the dependencies' lines without their links (issue 37).
    analysis: { ...analysis.data, dependencies: dependenciesRead(analysis.data.dependencies) },
    // Of a plan of many processes, the open one's gaps; the others' counted per process.
    gaps: focus ? gapsOfOpenProcess(planGaps, focus.open) : { shown: planGaps, elsewhere: [] },
    versions: versions.ok ? versions.data : [],
    field: field.ok ? field.data : null,
    findings: findings.ok ? findings.data : [],
    drills: drills.ok ? drills.data : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  const formData = await request.formData();
  const api = await apiClient({ request, context });
  const key = String(formData.get("section") ?? "");
  const decide = formIntent({
    schema: approverDecisionSchema,
    call: (api, value) => api.put("/bcp/approverStatus", value),
    done: (_, value) => {
      const approved = value.status === "APPROVED";
      return redirectWithToast(request, paths.viewBcp(value.bcpId), {
        type: approved ? "success" : "warning",
        message: approved ? BCP_MESSAGES.approved : BCP_MESSAGES.rejected,
      });
    },
  });
  const url = new URL(request.url);
  const bcpId = url.searchParams.get("bcpId") ?? String(formData.get("bcpId"));
  // A gap acknowledged on an open process comes back to that process.
  const process = url.searchParams.get("process");
  const back = process ? paths.viewBcpProcess(bcpId, process, "recovery-gaps") : paths.viewBcp(bcpId);
  return runIntents(
    { request, api, formData, back, key },
    { decide, [ACKNOWLEDGE_GAP_INTENT]: acknowledgeGapIntent },
  );
}

export default function ViewBcp() {
  const { plan, archived, focus, analysis, gaps, versions, field, findings, drills } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const mine = plan.permissions.awaitingMyApproval;
  const edited = mine.filter((target) => approverEdited(approvalOf(plan, target)));
  const decidable = mine.filter((target) => !edited.includes(target));
  return (
    <article className="min-w-0">
      <PlanHeader plan={plan} mode="view" />
      {archived ? (
        <p role="status" className="mb-6 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {BCP_MESSAGES.planCancelled}
        </p>
      ) : null}
      {plan.permissions.awaitingMyApproval.length > 0 ? (
        <div className="mb-6 space-y-3">
          {/* What changed, i.e. what is being approved, comes before the decision: on a phone the forms pushed it
              below the fold (audit 2026-12-02). A first approval shows what the plan holds, in a few lines. */}
          {/* The whole plan's changes, or each section's sent on its own. */}
          {(mine.includes(OVERALL) ? [OVERALL] : mine).map((target) => (
            <ChangesSinceApproval key={target} plan={plan} held={{ ...analysis, focus }} section={target} />
          ))}
          {/* Four eyes: what they changed themselves shows why they cannot decide, in place of the form. */}
          {edited.map((target) => (
            <ApproverEditedNotice key={target} approval={approvalOf(plan, target)} section={target} mine />
          ))}
          {decidable.length > 0 ? (
            <PlanPageFormsSlot className="space-y-3">
              {(forms) =>
                decidable.map((target) => (
                  <forms.ApproverDecision
                    key={target}
                    bcpId={plan.id}
                    section={target}
                    editVersions={plan.editVersions}
                    lastResult={lastResultFor(actionData, "decide", target)}
                  />
                ))
              }
            </PlanPageFormsSlot>
          ) : null}
        </div>
      ) : null}
      {plan.permissions.canManage && !plan.permissions.awaitingMyApproval.includes(OVERALL) ? (
        <div className="mb-6">
          <ApproverEditedNotice
            approval={plan.overall}
            section={OVERALL}
            sendHref={paths.manageBcp(plan.id)}
          />
        </div>
      ) : null}
      <div className="mb-6 text-sm" data-testid="overall-approval">
        <p className="flex flex-wrap items-center gap-2">
          <span className="text-gray-600">Plan approval:</span>
          <strong>{plan.overall.statusLabel}</strong>
          {plan.overall.approver ? <span>· Approver {plan.overall.approver.name}</span> : null}
        </p>
        <ApprovalComments plan={plan} approval={plan.overall} />
      </div>
      <KeptVersionsList
        heading={EVIDENCE_LABELS.approvedVersions}
        versions={versions}
        href={(v) => paths.bcpVersion(plan.id, v.id)}
      />
      {gaps.shown.length + gaps.elsewhere.length > 0 ? (
        <PlanPageFormsSlot>
          {(forms) => (
            <forms.RecoveryGaps
              gaps={gaps.shown}
              showPlan={false}
              actionData={actionData}
              elsewhere={
                focus
                  ? {
                      processes: gaps.elsewhere,
                      href: (id) => paths.viewBcpProcess(plan.id, id, "recovery-gaps"),
                    }
                  : null
              }
            />
          )}
        </PlanPageFormsSlot>
      ) : null}
      <PlanFindings findings={findings} />
      {field ? <FieldSheet field={field} bcpId={plan.id} /> : null}
      <PlanReadView plan={plan} analysis={analysis} drills={drills} focus={focus} />
    </article>
  );
}
