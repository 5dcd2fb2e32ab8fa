import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { GuestLayout } from "~/features/shell/guest-layout";
import { MESSAGES } from "~/shared/messages";
import { updatePasswordSchema } from "~/shared/validation";
import { Field, FormErrors } from "~/ui/forms";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { redirectWithToast } from "~/web/session.server";

export const meta: MetaFunction = () => [{ title: "Change password · Keel" }];

/** A signed-in change of password (spec §2 lists it with the sign-in pages, so it uses their layout). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser({ request, context });
  return { forced: user.mustChangePassword };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  const submission = parseWithZod(await request.formData(), { schema: updatePasswordSchema });
  const hideFields = ["currentPassword", "password", "confirmPassword"];
  if (submission.status !== "success") return submission.reply({ hideFields });
  const api = await apiClient({ request, context });
  const res = await api.post("/user/update-password", submission.value);
  if (!res.ok) {
    return submission.reply({
      fieldErrors: res.error.fields ?? {},
      formErrors: res.error.fields ? [] : [res.error.message],
      hideFields,
    });
  }
  return redirectWithToast(request, "/overview", { type: "success", message: MESSAGES.passwordUpdated });
}

export default function UpdatePassword() {
  const { forced } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof updatePasswordSchema>>({
    lastResult,
  });
  return (
    <GuestLayout title="Change your password">
      <Form method="post" {...getFormProps(form)} noValidate>
        {forced ? (
          <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            {MESSAGES.passwordChangeRequired} Your first password was printed when Keel started, so others may
            have seen it.
          </p>
        ) : null}
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          field={fields.currentPassword}
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
        <Field field={fields.password} label="New password" type="password" autoComplete="new-password" />
        <Field
          field={fields.confirmPassword}
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
        />
        <div className="flex gap-2">
          <button type="submit" className="btn-primary flex-1">
            Update password
          </button>
          {forced ? null : (
            <a href="/overview" className="btn-secondary">
              Cancel
            </a>
          )}
        </div>
      </Form>
    </GuestLayout>
  );
}
