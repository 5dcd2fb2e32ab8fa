import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { BCP_MESSAGES, offersSend } from "~/domains/bcp/model";
import { siteChoices } from "~/features/assets/site-choices.server";
import { ApprovalComments } from "~/features/bcp/approval-history";
import { AuditTrail } from "~/features/bcp/audit-trail";
import { ApproverEditedNotice, EditApprovalNotice } from "~/features/bcp/four-eyes";
import { processFormSetup, readOnlyIfArchived } from "~/features/bcp/plan-editor.server";
import { PlanPageFormsSlot } from "~/features/bcp/plan-page-forms-slot";
import "~/features/bcp/plan-page-forms-slot.server";
import { PlanHeader, SectionHead, SectionNav } from "~/features/bcp/plan-parts";
import "~/features/bcp-analysis/analysis-editor-slot.server";
import { loadAnalysis, missingOf } from "~/features/bcp-analysis/screens.server";
import { paths } from "~/paths";
import { apiClient } from "~/web/api.server";
import { forbiddenPage, requireUser } from "~/web/auth.server";
import { failureFor, lastResultFor } from "~/web/form-failure";
import { action } from "./action.server";
import { PlanAdmin } from "./row-controls";
import { type Impact, SectionEditor } from "./section-editor";

// The page's parts sit beside it: the action (action.server.ts), the section editor and the row controls.
export { action };

export const meta: MetaFunction = () => [{ title: "Manage BCP · Keel" }];

/** Manage a plan (spec §2 /businesscontinuityplan/manageunit): each section, edited, with its approval. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser({ request, context });
  const search = new URL(request.url).searchParams;
  const q = Object.fromEntries(search);
  if (!q.bcpId) throw new Response(BCP_MESSAGES.dataNotFound, { status: 404 });
  const api = await apiClient({ request, context });
  const res = await api.get("/bcp", { bcpId: q.bcpId });
  if (!res.ok) throw new Response(res.error.message, { status: res.status === 400 ? 404 : res.status });
  readOnlyIfArchived(res.data);
  if (!res.data.permissions.canManage) {
    throw forbiddenPage();
  }
  // Delivery locations pick register sites: the first matches of the search ("Find sites" without JavaScript
  // sends siteQ and the process it was typed for).
  const siteQ = q.section === "deliveryLocations" ? (q.siteQ ?? "").slice(0, 100) : "";
  const [people, units, analysis, sites] = await Promise.all([
    api.get("/bcp/people", { bcpId: res.data.id }),
    api.get("/bcp/allAddedBCPDepartments"),
    loadAnalysis(api, res.data.id, q.section ?? "services", search),
    siteChoices(api, q.section === "deliveryLocations" ? siteQ : null),
  ]);
  let impact: Impact | null = null;
  if (q.confirm === "deleteService" && q.id) {
    const r = await api.get("/bcpService/deleteImpact", { id: q.id });
    impact = r.ok ? r.data : null;
  }
  if (q.confirm === "deleteProcess" && q.id) {
    const r = await api.get("/bcpProcess/deleteImpact", { id: q.id });
    impact = r.ok ? r.data : null;
  }
  return {
    plan: res.data,
    missing: missingOf(analysis),
    people: people.ok ? people.data : [],
    departments: units.ok ? units.data.map((d) => ({ id: d.id, name: d.name })) : [],
    impact,
    analysis: analysis && { ...analysis, opensRegisters: !!res.data.permissions.readsRegisters },
    siteSearch: {
      sites,
      query: siteQ,
      processId: siteQ ? (q.processId ?? null) : null,
      // Whoever may edit the plan (this page) may add the site a process is delivered at.
      canAddSite: true,
    },
    // The process form's required marks (*) and labels, from the server (the editor's script is at its budget).
    ...processFormSetup(),
  };
}

export default function ManageBcp() {
  const {
    plan,
    people,
    departments,
    impact,
    analysis,
    processConstraint,
    processLabels,
    siteSearch,
    missing,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  const current = params.get("section") ?? "services";
  const section = plan.sections.find((s) => s.key === current);
  const here = paths.manageBcp(plan.id, current);
  return (
    <article>
      <PlanHeader plan={plan} mode="manage" />
      <div className="mb-6 grid gap-4 md:grid-cols-2">
        <div
          className="rounded-md border border-gray-200 bg-white p-4 text-sm"
          data-testid="overall-approval"
        >
          <p>
            Plan approval: <strong>{plan.overall.statusLabel}</strong>
            {plan.overall.approver ? ` · Approver ${plan.overall.approver.name}` : ""}
          </p>
          <ApprovalComments plan={plan} approval={plan.overall} />
        </div>
        {offersSend(plan.overall) ? (
          <div className="space-y-3">
            <ApproverEditedNotice approval={plan.overall} section="overall" />
            <PlanPageFormsSlot>
              {(forms) => (
                <forms.SendForApproval
                  bcpId={plan.id}
                  section="overall"
                  people={people}
                  currentApproverId={plan.overall.approver?.id}
                  editedBy={plan.overall.editedBy}
                  lastResult={lastResultFor(actionData, "sendForApproval", "overall")}
                  incomplete={failureFor(actionData, "sendForApproval", "overall")?.confirm}
                />
              )}
            </PlanPageFormsSlot>
          </div>
        ) : null}
      </div>
      {plan.permissions.canAdminister ? <PlanAdmin plan={plan} people={people} /> : null}
      <div className="flex flex-col gap-6 md:flex-row">
        <SectionNav plan={plan} current={current} />
        <div className="min-w-0 flex-1">
          {section ? (
            <>
              <SectionHead plan={plan} section={section} missing={missing} />
              <EditApprovalNotice
                overall={plan.overall}
                section={{ ...section.approval, label: section.label }}
              />
              <SectionEditor
                plan={plan}
                section={section.key}
                people={people}
                departments={departments}
                impact={impact}
                analysis={analysis}
                here={here}
                actionData={actionData}
                processConstraint={processConstraint}
                processLabels={processLabels}
                siteSearch={siteSearch}
              />
              {offersSend(section.approval) && section.completion !== "not_started" ? (
                <div className="mt-6 space-y-3">
                  <ApproverEditedNotice approval={section.approval} section={section.key} />
                  <PlanPageFormsSlot>
                    {(forms) => (
                      <forms.SendForApproval
                        bcpId={plan.id}
                        section={section.key}
                        people={people}
                        currentApproverId={section.approval.approver?.id}
                        editedBy={section.approval.editedBy}
                        lastResult={lastResultFor(actionData, "sendForApproval", section.key)}
                        incomplete={failureFor(actionData, "sendForApproval", section.key)?.confirm}
                      />
                    )}
                  </PlanPageFormsSlot>
                </div>
              ) : null}
            </>
          ) : (
            <AuditTrail plan={plan} />
          )}
        </div>
      </div>
    </article>
  );
}
