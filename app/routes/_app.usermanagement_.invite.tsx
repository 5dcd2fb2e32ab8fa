import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { USER_MESSAGES } from "~/domains/users/messages";
import { inviteUserSchema } from "~/domains/users/validation";
import { AssignmentFields } from "~/features/users/assignment-fields";
import { loadAssignmentOptions } from "~/features/users/users.server";
import { paths } from "~/paths";
import { Field, FormErrors } from "~/ui/forms";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { replyWithApiError } from "~/web/form-reply.server";
import { redirectWithToast } from "~/web/session.server";

export const meta: MetaFunction = () => [{ title: "Invite user · Keel" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser({ request, context });
  return loadAssignmentOptions({ request, context });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  const submission = parseWithZod(await request.formData(), { schema: inviteUserSchema });
  if (submission.status !== "success") return submission.reply();
  const api = await apiClient({ request, context });
  const res = await api.post("/user/invite", submission.value);
  if (!res.ok) return replyWithApiError(submission, res.error);
  return redirectWithToast(request, paths.users, {
    type: "success",
    message: `${USER_MESSAGES.invited} ${submission.value.email}`,
  });
}

export default function InviteUser() {
  const { roles, units } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof inviteUserSchema>>({
    lastResult,
  });
  return (
    <section className="max-w-xl">
      <PageHeader title="Invite user">
        We email them a link to set their password. It works once and expires in 7 days.
      </PageHeader>
      <Form method="post" {...getFormProps(form)} noValidate className="card">
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field field={fields.email} label="Email" type="email" autoComplete="off" />
        <AssignmentFields
          roles={roles}
          units={units}
          role={fields.role}
          businessUnitIds={fields.businessUnitIds}
          countries={fields.countries}
        />
        <div className="flex gap-2">
          <button type="submit" className="btn-primary">
            Send invitation
          </button>
          <Link to={paths.users} className="btn-secondary">
            Cancel
          </Link>
        </div>
      </Form>
    </section>
  );
}
