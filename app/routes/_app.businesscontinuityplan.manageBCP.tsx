import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BCP_MESSAGES } from "~/domains/bcp/model";
import { approverDecisionSchema } from "~/domains/bcp/validation";
import { ApproverDecision } from "~/features/bcp/approval-forms";
import { ChangesSinceApproval } from "~/features/bcp/changes-since";
import { PlanHeader } from "~/features/bcp/plan-parts";
import { PlanReadView } from "~/features/bcp/read-view";
import { PlanFindings } from "~/features/exercises/plan-findings";
import { RecoveryGaps } from "~/features/registers/recovery-gaps";
import { paths } from "~/paths";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { formIntent } from "~/web/form-action.server";
import { lastResultFor } from "~/web/form-failure";
import { redirectWithToast } from "~/web/session.server";

export const meta: MetaFunction = () => [{ title: "View BCP · Keel" }];

/** A plan, read-only, section by section; the approver decides here (also from the emailed link). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser({ request, context });
  const bcpId = new URL(request.url).searchParams.get("bcpId");
  if (!bcpId) throw new Response(BCP_MESSAGES.dataNotFound, { status: 404 });
  const api = await apiClient({ request, context });
  const res = await api.get("/bcp", { bcpId });
  if (!res.ok) throw new Response(res.error.message, { status: res.status === 400 ? 404 : res.status });
  const [analysis, gaps, findings] = await Promise.all([
    api.get("/bcp/analysis", { bcpId }),
    // What the plan's processes depend on that recovers later than their MAD (readers of the registers only).
    api.get("/registerEntry/recoveryGaps", { bcpId }),
    // The open corrective actions of after-action reviews that concern the plan (issue 35).
    api.get("/findings", { bcpId }),
  ]);
  if (!analysis.ok) throw new Response(analysis.error.message, { status: analysis.status });
  await api.post("/bcp/viewed", { bcpId });
  return {
    plan: res.data,
    analysis: analysis.data,
    gaps: gaps.ok ? gaps.data : [],
    findings: findings.ok ? findings.data : [],
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
  return decide({
    request,
    api,
    formData,
    back: paths.viewBcp(String(formData.get("bcpId"))),
    key,
    intent: "decide",
  });
}

export default function ViewBcp() {
  const { plan, analysis, gaps, findings } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <article className="min-w-0">
      <PlanHeader plan={plan} mode="view" />
      {plan.permissions.awaitingMyApproval.length > 0 ? (
        <div className="mb-6 space-y-3">
          {plan.permissions.awaitingMyApproval.map((target) => (
            <ApproverDecision
              key={target}
              bcpId={plan.id}
              section={target}
              editVersions={plan.editVersions}
              lastResult={lastResultFor(actionData, "decide", target)}
            />
          ))}
          <ChangesSinceApproval plan={plan} />
        </div>
      ) : null}
      <div className="mb-6 flex flex-wrap items-center gap-2 text-sm" data-testid="overall-approval">
        <span className="text-gray-600">Plan approval:</span>
        <strong>{plan.overall.statusLabel}</strong>
        {plan.overall.approver ? <span>· Approver {plan.overall.approver.name}</span> : null}
        {plan.overall.approveComments ? <span>· “{plan.overall.approveComments}”</span> : null}
      </div>
      <RecoveryGaps gaps={gaps} showPlan={false} />
      <PlanFindings findings={findings} />
      <PlanReadView plan={plan} analysis={analysis} />
    </article>
  );
}
