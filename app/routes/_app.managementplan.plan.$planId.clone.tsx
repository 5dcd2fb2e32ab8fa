import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PLAN_MESSAGES } from "~/domains/management-plans/model";
import { ConfirmPage } from "~/features/management-plans/confirm";
import { loadPlan } from "~/features/management-plans/views.server";
import { paths } from "~/paths";
import { apiClient } from "~/web/api.server";
import { requirePermission, requireUser } from "~/web/auth.server";
import { redirectWithToast } from "~/web/session.server";

export const meta: MetaFunction = () => [{ title: "Clone plan · Keel" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requirePermission({ request, context }, "managementPlan.manage");
  return { plan: await loadPlan({ request, context }, params.planId!) };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  const api = await apiClient({ request, context });
  const res = await api.post(`/managementPlan/${params.planId}/clone`);
  if (!res.ok)
    return redirectWithToast(request, paths.managementPlan(params.planId!), {
      type: "error",
      message: res.error.message,
    });
  return redirectWithToast(request, paths.managementPlan(res.data.id), {
    type: "success",
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
