import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PLAN_MESSAGES } from "~/domains/management-plans/model";
import { planFormSchema } from "~/domains/management-plans/validation";
import { PlanForm } from "~/features/management-plans/plan-form";
import { loadPeople, loadPlan } from "~/features/management-plans/views.server";
import { paths } from "~/paths";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import { requirePermission, requireUser } from "~/web/auth.server";
import { redirectWithToast } from "~/web/session.server";

export const meta: MetaFunction = () => [{ title: "Edit management plan · Keel" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requirePermission({ request, context }, "managementPlan.manage");
  const [plan, people] = await Promise.all([
    loadPlan({ request, context }, params.planId!),
    loadPeople({ request, context }),
  ]);
  return { plan, people };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: planFormSchema });
  if (submission.status !== "success") return submission.reply();
  const { country: _c, state: _s, city: _ci, site: _si, ...plan } = submission.value;
  const api = await apiClient({ request, context }, { ifMatch: formData.get("editVersion") });
  const res = await api.put(`/managementPlan/${params.planId}`, plan);
  if (!res.ok) {
    return submission.reply({
      fieldErrors: res.error.fields ?? {},
      formErrors: res.error.fields ? [] : [res.error.message],
    });
  }
  return redirectWithToast(request, paths.managementPlan(params.planId!), {
    type: "success",
    message: PLAN_MESSAGES.updated,
  });
}

export default function EditPlan() {
  const { plan, people } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <section>
      <PageHeader title={`Edit ${plan.name}`}>{plan.code}</PageHeader>
      <PlanForm
        lastResult={lastResult}
        people={people}
        defaults={{
          name: plan.name,
          description: plan.description,
          ownerId: plan.owner?.id,
          approverId: plan.approver?.id ?? "",
          testIntervalMonths: plan.testIntervalMonths,
        }}
        isNew={false}
        version={plan.version}
        cancelTo={paths.managementPlan(plan.id)}
      />
    </section>
  );
}
