import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { EXERCISE_TYPES } from "~/domains/incidents/model";
import { PLAN_MESSAGES } from "~/domains/management-plans/model";
import { cmTestFormSchema } from "~/domains/management-plans/validation";
import { planLoader } from "~/features/management-plans/views.server";
import { paths } from "~/paths";
import { ConformForm, ErrorList, Field, FormErrors, SelectField, SubmitOrCancel } from "~/ui/forms";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { redirectWithToast } from "~/web/session.server";

export const meta: MetaFunction = () => [{ title: "Create CM Test · Keel" }];

export const loader = (args: LoaderFunctionArgs) => planLoader(args, "managementPlan.test");

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  const submission = parseWithZod(await request.formData(), { schema: cmTestFormSchema });
  if (submission.status !== "success") return submission.reply();
  const api = await apiClient({ request, context });
  const res = await api.post(`/managementPlan/${params.planId}/cmTest`, submission.value);
  if (!res.ok) {
    return submission.reply({
      fieldErrors: res.error.fields ?? {},
      formErrors: res.error.fields ? [] : [res.error.message],
    });
  }
  return redirectWithToast(request, `${paths.managementPlan(params.planId!)}#cm-tests`, {
    type: "success",
    message: PLAN_MESSAGES.testScheduled,
  });
}

export default function CreateCmTest() {
  const { plan } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof cmTestFormSchema>>({
    lastResult,
    defaultValue: { exerciseType: "Tabletop" },
  });
  return (
    <section>
      <PageHeader title="Create CM Test">
        Exercise of <Link to={paths.managementPlan(plan.id)}>{plan.name}</Link> ({plan.code})
      </PageHeader>
      <ConformForm form={form} className="card max-w-2xl">
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="mb-4">
          <label htmlFor={fields.scenario.id} className="label">
            Scenario<span className="text-red-600"> *</span>
          </label>
          <textarea id={fields.scenario.id} name={fields.scenario.name} className="input" rows={3} />
          <ErrorList id={fields.scenario.errorId} errors={fields.scenario.errors} />
        </div>
        <Field field={fields.scheduledFor} label="Date" type="date" />
        <SelectField
          field={fields.exerciseType}
          label="Kind of exercise"
          options={EXERCISE_TYPES}
          placeholder="Choose…"
        />
        <div className="mb-4">
          <label htmlFor={fields.participants.id} className="label">
            Participants (one per line)
          </label>
          <textarea id={fields.participants.id} name={fields.participants.name} className="input" rows={4} />
        </div>
        <SubmitOrCancel label="Schedule CM test" cancelTo={paths.managementPlan(plan.id)} />
      </ConformForm>
    </section>
  );
}
