import { getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { GuestLayout } from "~/features/shell/guest-layout";
import { NewPasswordFields } from "~/features/users/password-fields";
import { paths } from "~/paths";
import { MESSAGES } from "~/shared/messages";
import { resetPasswordSchema } from "~/shared/validation";
import { ConformForm, FormErrors } from "~/ui/forms";
import { callApi } from "~/web/api.server";
import { redirectIfSignedIn } from "~/web/auth.server";
import { runForm } from "~/web/form-action.server";
import { lastResultFor } from "~/web/form-failure";

export const meta: MetaFunction = () => [{ title: "Choose a new password · Keel" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await redirectIfSignedIn({ request, context });
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!token) return { token, email: null, invalid: true };
  const res = await callApi("get", "/user/validate-reset-password-link", {
    query: { token },
  });
  return { token, email: res.ok ? res.data.email : null, invalid: !res.ok };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return runForm({ request, context }, paths.resetPassword, "resetPassword", {
    schema: resetPasswordSchema,
    call: (api, { token, password }) => api.post("/user/reset-password", { token, password }),
    hideFields: ["password", "confirmPassword"],
    ok: MESSAGES.passwordUpdated,
    to: paths.login,
  });
}

export default function ResetPassword() {
  const { token, email, invalid } = useLoaderData<typeof loader>();
  const lastResult = lastResultFor(useActionData<typeof action>(), "resetPassword");
  const [form, fields] = useForm<z.input<typeof resetPasswordSchema>>({
    lastResult,
  });
  if (invalid) {
    return (
      <GuestLayout title="Choose a new password">
        <FormErrors errors={[MESSAGES.resetLinkInvalid]} />
        <a className="btn-primary" href={paths.passwordRecovery}>
          Send a new link
        </a>
      </GuestLayout>
    );
  }
  return (
    <GuestLayout title="Choose a new password">
      <p className="mb-4 text-sm text-gray-600">For {email}</p>
      <ConformForm form={form}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <input {...getInputProps(fields.token, { type: "hidden" })} key="token" value={token} />
        <NewPasswordFields password={fields.password} confirm={fields.confirmPassword} />
        <button type="submit" className="btn-primary w-full">
          Save new password
        </button>
      </ConformForm>
    </GuestLayout>
  );
}
