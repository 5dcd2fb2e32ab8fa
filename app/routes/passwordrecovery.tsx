import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import type { z } from "zod";
import { GuestLayout } from "~/features/shell/guest-layout";
import { paths } from "~/paths";
import { MESSAGES } from "~/shared/messages";
import { passwordRecoverySchema } from "~/shared/validation";
import { Field, FormErrors } from "~/ui/forms";
import { callApi } from "~/web/api.server";
import { redirectIfSignedIn } from "~/web/auth.server";

export const meta: MetaFunction = () => [{ title: "Password recovery · Keel" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await redirectIfSignedIn({ request, context });
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: passwordRecoverySchema });
  if (submission.status !== "success") return { result: submission.reply(), sent: false };
  const res = await callApi("post", "/user/forgot-password", { body: submission.value });
  if (!res.ok) return { result: submission.reply({ formErrors: [res.error.message] }), sent: false };
  return { result: submission.reply(), sent: true };
}

export default function PasswordRecovery() {
  const data = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof passwordRecoverySchema>>({
    lastResult: data?.result,
  });
  return (
    <GuestLayout title="Reset your password">
      {data?.sent ? (
        <p role="status" className="rounded-md bg-primary-50 p-3 text-primary-800">
          {MESSAGES.resetEmailSent}
        </p>
      ) : (
        <Form method="post" {...getFormProps(form)} noValidate>
          <p className="mb-4 text-sm text-gray-600">
            Enter your email and we will send you a link to choose a new password.
          </p>
          <FormErrors id={form.errorId} errors={form.errors} />
          <Field field={fields.email} label="Email" type="email" autoComplete="email" />
          <button type="submit" className="btn-primary w-full">
            Send reset link
          </button>
        </Form>
      )}
      <p className="mt-6 text-sm">
        <a href={paths.login}>Back to sign in</a>
      </p>
    </GuestLayout>
  );
}
