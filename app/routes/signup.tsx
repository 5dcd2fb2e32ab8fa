import { getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { GuestLayout } from "~/features/shell/guest-layout";
import { NewPasswordFields } from "~/features/users/password-fields";
import { paths } from "~/paths";
import { roleLabel } from "~/shared/roles";
import { signupSchema } from "~/shared/validation";
import { ConformForm, Field, FormErrors } from "~/ui/forms";
import { callApi } from "~/web/api.server";
import { redirectIfSignedIn, startSession } from "~/web/auth.server";
import { runForm } from "~/web/form-action.server";
import { lastResultFor } from "~/web/form-failure";

export const meta: MetaFunction = () => [{ title: "Sign up · Keel" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await redirectIfSignedIn({ request, context });
  const token = new URL(request.url).searchParams.get("invite");
  if (!token) return { invite: null, inviteToken: null, inviteError: null };
  const res = await callApi("get", "/user/validate-invite-link", { query: { token } });
  return res.ok
    ? { invite: res.data, inviteToken: token, inviteError: null }
    : { invite: null, inviteToken: null, inviteError: res.error.message };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return runForm({ request, context }, paths.signup, "signup", {
    schema: signupSchema,
    call: (api, value) => api.post("/auth/signup", value),
    hideFields: ["password", "confirmPassword"],
    // Without an invitation nothing is made until the emailed link is used: say where to look.
    done: (answer) =>
      "emailSent" in answer ? { sent: answer } : startSession(request, answer.token, paths.home),
  });
}

export default function Signup() {
  const { invite, inviteToken, inviteError } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const sent = actionData && "sent" in actionData ? actionData.sent : null;
  const lastResult = lastResultFor(actionData, "signup");
  const [form, fields] = useForm<z.input<typeof signupSchema>>({
    lastResult,
    defaultValue: invite
      ? { email: invite.email, firstName: invite.firstName ?? "", lastName: invite.lastName ?? "" }
      : undefined,
  });
  if (sent) {
    return (
      <GuestLayout title="Check your email">
        <p role="status" className="text-sm text-gray-700">
          {sent.message}
        </p>
        <p className="mt-2 text-sm text-gray-700">
          Sent to <strong>{sent.email}</strong>.
        </p>
        <p className="mt-6 text-sm">
          Already have an account? <a href={paths.login}>Sign in</a>
        </p>
      </GuestLayout>
    );
  }
  return (
    <GuestLayout title={invite ? `Join ${invite.companyName}` : "Create your company account"}>
      {invite ? (
        <p className="mb-4 text-sm text-gray-600">
          You were invited as <strong>{roleLabel(invite.role)}</strong>. Choose a password to finish.
        </p>
      ) : null}
      <ConformForm form={form}>
        <FormErrors id={form.errorId} errors={inviteError ? [inviteError] : form.errors} />
        {inviteToken ? (
          <input
            {...getInputProps(fields.inviteToken, { type: "hidden" })}
            key="invite"
            value={inviteToken}
          />
        ) : (
          <Field field={fields.companyName} label="Company name" autoComplete="organization" />
        )}
        <div className="grid grid-cols-2 gap-3">
          <Field field={fields.firstName} label="First name" autoComplete="given-name" />
          <Field field={fields.lastName} label="Last name" autoComplete="family-name" />
        </div>
        <Field field={fields.email} label="Email" type="email" autoComplete="email" />
        <NewPasswordFields password={fields.password} confirm={fields.confirmPassword} newAccount />
        <button type="submit" className="btn-primary w-full">
          {invite ? "Join and sign in" : "Create account"}
        </button>
      </ConformForm>
      <p className="mt-6 text-sm">
        Already have an account? <a href={paths.login}>Sign in</a>
      </p>
    </GuestLayout>
  );
}
