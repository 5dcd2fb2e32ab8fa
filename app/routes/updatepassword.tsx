import { useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { GuestLayout } from "~/features/shell/guest-layout";
import { NewPasswordFields } from "~/features/users/password-fields";
import { paths } from "~/paths";
import { MESSAGES } from "~/shared/messages";
import { safeRedirect } from "~/shared/redirect";
import { updatePasswordSchema } from "~/shared/validation";
import { ConformForm, Field, FormErrors } from "~/ui/forms";
import { getUser, requireUser } from "~/web/auth.server";
import { runForm } from "~/web/form-action.server";
import { lastResultFor } from "~/web/form-failure";

export const meta: MetaFunction = () => [{ title: "Change password · Keel" }];

/**
 * Spec §2 lists /updatepassword among the unauthenticated routes. Signed in, it changes the password with the
 * current one. Signed out, a reset link that lands here (?token=) goes on to the reset form, and without a
 * link the page says how to change a password: sign in, or ask for a reset link.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getUser({ request, context });
  if (user) return { signedIn: true, forced: user.mustChangePassword };
  const token = new URL(request.url).searchParams.get("token");
  if (token) throw redirect(paths.resetPasswordLink(token));
  return { signedIn: false, forced: false };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  return runForm({ request, context }, paths.updatePassword, "updatePassword", {
    schema: updatePasswordSchema,
    call: (api, value) => api.post("/user/update-password", value),
    hideFields: ["currentPassword", "password", "confirmPassword"],
    ok: MESSAGES.passwordUpdated,
    // Where a forced change interrupted the user (requireUser), else Home.
    to: safeRedirect(new URL(request.url).searchParams.get("redirect")),
  });
}

export default function UpdatePassword() {
  const { signedIn, forced } = useLoaderData<typeof loader>();
  const lastResult = lastResultFor(useActionData<typeof action>(), "updatePassword");
  const [form, fields] = useForm<z.input<typeof updatePasswordSchema>>({
    lastResult,
  });
  if (!signedIn) {
    return (
      <GuestLayout title="Change your password">
        <p className="mb-4 text-sm text-gray-600">
          Sign in to change your password. If you have forgotten it, ask for a reset link by email.
        </p>
        <div className="flex flex-wrap gap-2">
          <a href={paths.loginWith({ redirect: paths.updatePassword })} className="btn-primary">
            Sign in
          </a>
          <a href={paths.passwordRecovery} className="btn-secondary">
            Forgot password?
          </a>
        </div>
      </GuestLayout>
    );
  }
  return (
    <GuestLayout title="Change your password">
      <ConformForm form={form}>
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
        <NewPasswordFields password={fields.password} confirm={fields.confirmPassword} />
        <div className="flex gap-2">
          <button type="submit" className="btn-primary flex-1">
            Update password
          </button>
          {forced ? null : (
            <a href={paths.home} className="btn-secondary">
              Cancel
            </a>
          )}
        </div>
      </ConformForm>
    </GuestLayout>
  );
}
