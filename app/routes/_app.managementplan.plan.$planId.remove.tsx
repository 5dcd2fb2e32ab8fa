import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PLAN_MESSAGES } from "~/domains/management-plans/model";
import { ConfirmPage } from "~/features/management-plans/confirm";
import { loadPlan, planLoader, toastPlanChange } from "~/features/management-plans/views.server";
import { paths } from "~/paths";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";

export const meta: MetaFunction = () => [{ title: "Remove plan · Keel" }];

export const loader = (args: LoaderFunctionArgs) => planLoader(args, "managementPlan.manage");

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  const plan = await loadPlan({ request, context }, params.planId!);
  const api = await apiClient({ request, context });
  const res = await api.delete(`/managementPlan/${plan.id}`);
  return toastPlanChange(request, plan.id, res, {
    to: () => paths.managementPlansOfType(plan.type),
    message: PLAN_MESSAGES.removed,
  });
}

export default function RemovePlan() {
  const { plan } = useLoaderData<typeof loader>();
  return (
    <ConfirmPage
      title={`Remove ${plan.name}?`}
      confirmLabel="Remove"
      danger
      cancelTo={paths.managementPlan(plan.id)}
    >
      The plan {plan.code} is removed with its sections, roster, locations, files, CM tests and associations.
    </ConfirmPage>
  );
}
