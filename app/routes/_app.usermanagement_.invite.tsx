import { useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { USER_MESSAGES } from "~/domains/users/model";
import { inviteUserSchema } from "~/domains/users/validation";
import { AssignmentFields } from "~/features/users/assignment-fields";
import { loadAssignmentOptions } from "~/features/users/users.server";
import { paths } from "~/paths";
import { ConformForm, Field, FormErrors, SubmitOrCancel } from "~/ui/forms";
import { PageHeader } from "~/ui/page";
import { requireUser } from "~/web/auth.server";
import { runForm } from "~/web/form-action.server";
import { lastResultFor } from "~/web/form-failure";

export const meta: MetaFunction = () => [{ title: "Invite user · Keel" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser({ request, context });
  return loadAssignmentOptions({ request, context });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  return runForm({ request, context }, paths.users, "invite", {
    schema: inviteUserSchema,
    call: (api, value) => api.post("/user/invite", value),
    ok: (_, value) => `${USER_MESSAGES.invited} ${value.email}`,
  });
}

export default function InviteUser() {
  const { roles, units } = useLoaderData<typeof loader>();
  const lastResult = lastResultFor(useActionData<typeof action>(), "invite");
  const [form, fields] = useForm<z.input<typeof inviteUserSchema>>({
    lastResult,
  });
  return (
    <section className="max-w-xl">
      <PageHeader title="Invite user">
        We email them a link to set their password. It works once and expires in 7 days.
      </PageHeader>
      <ConformForm form={form} className="card">
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field field={fields.firstName} label="First name" autoComplete="off" maxLength={100} />
          <Field field={fields.lastName} label="Last name" autoComplete="off" maxLength={100} />
        </div>
        <Field field={fields.email} label="Email" type="email" autoComplete="off" />
        <AssignmentFields roles={roles} units={units} fields={fields} />
        <SubmitOrCancel label="Send invitation" cancelTo={paths.users} />
      </ConformForm>
    </section>
  );
}
