import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { can, scopeFor } from "~/domains/access/policy";
import { PLAN_TYPE_LABELS } from "~/domains/management-plans/model";
import { loadRosterDrills } from "~/features/drills/drills.server";
import { PlanFindings } from "~/features/exercises/plan-findings";
import { planPageAction } from "~/features/management-plans/actions.server";
import { PlanHeaderPanel } from "~/features/management-plans/approval-panel";
import { LocationsPanel } from "~/features/management-plans/locations-panel";
import { RosterPanel } from "~/features/management-plans/roster-panel";
import { SectionsPanel } from "~/features/management-plans/sections-panel";
import { TestsPanel } from "~/features/management-plans/tests-panel";
import { loadPeople, loadPlan, type PlanPerson } from "~/features/management-plans/views.server";
import { paths } from "~/paths";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.plan.name ?? "Management plan"} · Keel` },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser({ request, context });
  // The directory is for those who pick people (user.pick); the roster form is shown only to them.
  const api = await apiClient({ request, context });
  const [plan, people, drills, findings] = await Promise.all([
    loadPlan({ request, context }, params.planId!),
    can(user, "user.pick") ? loadPeople({ request, context }) : ([] as PlanPerson[]),
    // The roster's last reachability drill, on the page the approver decides on (issue 36 item 5).
    loadRosterDrills({ request, context }, "cmp", params.planId!),
    // The open corrective actions of its CM tests, overdue ones flagged (issue 35).
    api.get(`/managementPlan/${params.planId}/findings`),
  ]);
  const manageScope = scopeFor(user.role, "managementPlan.manage");
  const testScope = scopeFor(user.role, "managementPlan.test");
  const owns = plan.owner?.id === user.id;
  return {
    plan,
    people,
    drills,
    findings: findings.ok ? findings.data : [],
    canManage: manageScope !== null && (manageScope !== "own" || owns),
    canTest: testScope !== null && (testScope !== "own" || owns),
    isApprover:
      plan.approver?.id === user.id || (user.role === "Admin" && can(user, "managementPlan.approve")),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  return planPageAction({ request, context }, params.planId!);
}

export default function PlanPage() {
  const { plan, people, drills, findings, canManage, canTest, isApprover } = useLoaderData<typeof loader>();
  const editable = canManage && plan.status !== "CANCELLED";
  return (
    <section>
      <PageHeader title={plan.name}>
        <Link to={paths.managementPlansOfType(plan.type)}>{PLAN_TYPE_LABELS[plan.type]}s</Link>
      </PageHeader>
      <PlanHeaderPanel plan={plan} canManage={canManage} isApprover={isApprover} />
      <PlanFindings findings={findings} />
      <LocationsPanel locations={plan.locations} canManage={editable} />
      <SectionsPanel sections={plan.sections} canManage={editable} />
      <RosterPanel
        planId={plan.id}
        roster={plan.roster}
        people={people}
        canManage={editable}
        drills={drills}
      />
      <TestsPanel plan={plan} canTest={canTest} />
    </section>
  );
}
