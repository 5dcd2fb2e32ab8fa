import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PLAN_MESSAGES } from "~/domains/management-plans/model";
import { ConfirmPage } from "~/features/management-plans/confirm";
import { planLoader, toastPlanChange } from "~/features/management-plans/views.server";
import { paths } from "~/paths";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";

export const meta: MetaFunction = () => [{ title: "Clone plan · Keel" }];

export const loader = (args: LoaderFunctionArgs) => planLoader(args, "managementPlan.manage");

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  const api = await apiClient({ request, context });
  const res = await api.post(`/managementPlan/${params.planId}/clone`);
  return toastPlanChange(request, params.planId!, res, {
    to: (copy) => paths.managementPlan(copy.id),
    message: PLAN_MESSAGES.cloned,
  });
}

export default function ClonePlan() {
  const { plan } = useLoaderData<typeof loader>();
  return (
    <ConfirmPage title={`Clone ${plan.name}?`} confirmLabel="Clone" cancelTo={paths.managementPlan(plan.id)}>
      A new plan is made with this plan's details, locations, sections and roster. It starts as Just Created
      and needs its own approval.
    </ConfirmPage>
  );
}
