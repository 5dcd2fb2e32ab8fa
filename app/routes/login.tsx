import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import type { z } from "zod";
import { loginFormSchema } from "~/domains/sso/login-form";
import { isSsoErrorKind, SSO_ERRORS, SSO_PROVIDER_ID } from "~/domains/sso/model";
import { GuestLayout } from "~/features/shell/guest-layout";
import { redirectToProvider, ssoFor } from "~/features/sso/browser.server";
import { paths } from "~/paths";
import { MESSAGES } from "~/shared/messages";
import { ConformForm, Field, FormErrors } from "~/ui/forms";
import {
  authenticator,
  redirectIfSignedIn,
  SignInError,
  signInProviders,
  startSession,
} from "~/web/auth.server";
import { failForm } from "~/web/form-action.server";
import { lastResultFor } from "~/web/form-failure";

export const meta: MetaFunction = () => [{ title: "Sign in · Keel" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await redirectIfSignedIn({ request, context });
  // The providers decide the buttons; without them sign-in cannot work, so this throws the error page.
  const providers = await signInProviders();
  return { sso: providers.some((p) => p.id === SSO_PROVIDER_ID) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.clone().formData();
  const submission = parseWithZod(formData, { schema: loginFormSchema });
  const hideFields = ["password"];
  // Sign-in is no API call of the page's (the authenticator makes it), so its answers are put here.
  const fail = (reply: { fieldErrors?: Record<string, string[]>; formErrors?: string[] }) =>
    failForm({ intent: "login" }, submission.reply({ ...reply, hideFields }));
  if (submission.status !== "success") return fail({});
  const { email, password, intent } = submission.value;
  const redirectTo = formData.get("redirect")?.toString() || null;

  const toProvider = async () => {
    const started = await redirectToProvider(request, email, redirectTo);
    if ("response" in started) return started.response;
    // The form shows one field the provider's errors can be about (the email); any other (the callback address
    // the page was given) is said above the form, not on a field the form does not have.
    const { fields, message } = started.error;
    return fail(fields?.email ? { fieldErrors: { email: fields.email } } : { formErrors: [message] });
  };

  // Single sign-on when asked for, or when only the email was typed and its company has a provider.
  if (intent === "sso") return toProvider();
  if (!password) {
    if ((await ssoFor(email)).sso) return toProvider();
    return fail({ fieldErrors: { password: [MESSAGES.passwordRequired] } });
  }
  try {
    const signedIn = await authenticator.authenticate("form", request);
    return startSession(request, signedIn.token, redirectTo);
  } catch (error) {
    if (error instanceof Response) throw error;
    // The sign-in service itself could not be reached (spec §8 kind MissingAPIRoute).
    if (!(error instanceof SignInError)) {
      return fail({ formErrors: [SSO_ERRORS.MissingAPIRoute] });
    }
    const { code, message } = error.apiError;
    if (code === "SSO_REQUIRED") return toProvider();
    if (code === "INVALID_CREDENTIALS") {
      return fail({ fieldErrors: { password: [message] } });
    }
    return fail({ formErrors: [message] });
  }
}

/** The message of ?error= (a sign-in refused, a disabled user, or a page that needs a session). */
function noticeFor(error: string | null): string | null {
  if (error === "disabled") return MESSAGES.userDisabled;
  return isSsoErrorKind(error) ? SSO_ERRORS[error] : null;
}

export default function Login() {
  const lastResult = lastResultFor(useActionData<typeof action>(), "login");
  const { sso } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof loginFormSchema>>({
    lastResult,
  });
  const notice = noticeFor(params.get("error"));
  const formErrors = form.errors ?? (notice ? [notice] : null);
  const busy = navigation.state !== "idle";
  return (
    <GuestLayout title="Sign in to Keel">
      <ConformForm form={form}>
        <input type="hidden" name="redirect" value={params.get("redirect") ?? ""} />
        <FormErrors id={form.errorId} errors={formErrors} />
        <Field field={fields.email} label="Email" type="email" autoComplete="email" autoFocus />
        <Field
          field={fields.password}
          label="Password"
          type="password"
          autoComplete="current-password"
          hint="Leave empty if your company signs in through single sign-on."
        />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          Sign in
        </button>
        {sso ? (
          <button
            type="submit"
            name="intent"
            value="sso"
            className="btn-secondary mt-3 w-full"
            disabled={busy}
            formNoValidate
          >
            Continue with single sign-on
          </button>
        ) : null}
      </ConformForm>
      <div className="mt-6 flex justify-between text-sm">
        <a href={paths.passwordRecovery}>Forgot password?</a>
        <a href={paths.signup}>Create a company account</a>
      </div>
    </GuestLayout>
  );
}
