import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import {
  PLAN_MESSAGES,
  PLAN_TYPE_LABELS,
  PLAN_TYPE_PATHS,
  type PlanType,
} from "~/domains/management-plans/model";
import { planFormSchema } from "~/domains/management-plans/validation";
import { PlanForm } from "~/features/management-plans/plan-form";
import { loadPeople } from "~/features/management-plans/views.server";
import { paths } from "~/paths";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import { requirePermission, requireUser } from "~/web/auth.server";
import { redirectWithToast } from "~/web/session.server";

export const meta: MetaFunction = () => [{ title: "New management plan · Keel" }];

const typeOf = (request: Request): PlanType =>
  new URL(request.url).searchParams.get("type") === "IMP" ? "IMP" : "CMP";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePermission({ request, context }, "managementPlan.manage");
  return { type: typeOf(request), people: await loadPeople({ request, context }), userId: user.id };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  const type = typeOf(request);
  const submission = parseWithZod(await request.formData(), { schema: planFormSchema });
  if (submission.status !== "success") return submission.reply();
  const { country, state, city, site, ...plan } = submission.value;
  const location = { country, state, city, site };
  const api = await apiClient({ request, context });
  const res = await api.post(`/managementPlan/${PLAN_TYPE_PATHS[type]}`, {
    ...plan,
    locations: Object.values(location).some(Boolean) ? [location] : [],
  });
  if (!res.ok) {
    return submission.reply({
      fieldErrors: res.error.fields ?? {},
      formErrors: res.error.fields ? [] : [res.error.message],
    });
  }
  return redirectWithToast(request, paths.managementPlan(res.data.id), {
    type: "success",
    message: PLAN_MESSAGES.created,
  });
}

export default function NewPlan() {
  const { type, people, userId } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <section>
      <PageHeader title={`New ${PLAN_TYPE_LABELS[type]}`} />
      <PlanForm
        lastResult={lastResult}
        people={people}
        defaults={{ ownerId: userId, testIntervalMonths: 12 }}
        isNew
        cancelTo={paths.managementPlansOfType(type)}
      />
    </section>
  );
}
