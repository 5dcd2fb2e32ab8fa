import { useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import type { z } from "zod";
import { GuestLayout } from "~/features/shell/guest-layout";
import { paths } from "~/paths";
import { MESSAGES } from "~/shared/messages";
import { passwordRecoverySchema } from "~/shared/validation";
import { ConformForm, Field, FormErrors } from "~/ui/forms";
import { redirectIfSignedIn } from "~/web/auth.server";
import { runForm } from "~/web/form-action.server";
import { lastResultFor } from "~/web/form-failure";

export const meta: MetaFunction = () => [{ title: "Password recovery · Keel" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await redirectIfSignedIn({ request, context });
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  return runForm({ request, context }, paths.passwordRecovery, "recover", {
    schema: passwordRecoverySchema,
    call: (api, value) => api.post("/user/forgot-password", value),
    // Said in place: the form gives way to "check your email".
    done: () => ({ sent: true }),
  });
}

export default function PasswordRecovery() {
  const data = useActionData<typeof action>();
  const sent = !!data && "sent" in data;
  const [form, fields] = useForm<z.input<typeof passwordRecoverySchema>>({
    lastResult: lastResultFor(data, "recover"),
  });
  return (
    <GuestLayout title="Reset your password">
      {sent ? (
        <p role="status" className="rounded-md bg-primary-50 p-3 text-primary-800">
          {MESSAGES.resetEmailSent}
        </p>
      ) : (
        <ConformForm form={form}>
          <p className="mb-4 text-sm text-gray-600">
            Enter your email and we will send you a link to choose a new password.
          </p>
          <FormErrors id={form.errorId} errors={form.errors} />
          <Field field={fields.email} label="Email" type="email" autoComplete="email" />
          <button type="submit" className="btn-primary w-full">
            Send reset link
          </button>
        </ConformForm>
      )}
      <p className="mt-6 text-sm">
        <a href={paths.login}>Back to sign in</a>
      </p>
    </GuestLayout>
  );
}
