import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConfirmPage } from "~/components/management-plans/confirm";
import { planLink } from "~/domains/management-plans/labels";
import { PLAN_MESSAGES } from "~/domains/management-plans/messages";
import { apiClient } from "~/utils/api.server";
import { requirePermission, requireUser } from "~/utils/auth.server";
import { loadPlan } from "~/utils/management-plans.server";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Clone plan · Keel" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requirePermission(request, "managementPlan.manage");
  return { plan: await loadPlan(request, params.planId!) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireUser(request);
  const api = await apiClient(request);
  const res = await api.post<{ id: string }>(`/managementPlan/${params.planId}/clone`);
  if (!res.ok)
    return redirectWithToast(request, planLink(params.planId!), {
      type: "error",
      message: res.error.message,
    });
  return redirectWithToast(request, planLink(res.data.id), {
    type: "success",
    message: PLAN_MESSAGES.cloned,
  });
}

export default function ClonePlan() {
  const { plan } = useLoaderData<typeof loader>();
  return (
    <ConfirmPage title={`Clone ${plan.name}?`} confirmLabel="Clone" cancelTo={planLink(plan.id)}>
      A new plan is made with this plan's details, locations, sections and roster. It starts as Just Created
      and needs its own approval.
    </ConfirmPage>
  );
}
