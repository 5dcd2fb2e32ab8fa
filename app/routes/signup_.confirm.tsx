import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { GuestLayout } from "~/features/shell/guest-layout";
import { paths } from "~/paths";
import { MESSAGES } from "~/shared/messages";
import { FormErrors } from "~/ui/forms";
import { callApi } from "~/web/api.server";
import { redirectIfSignedIn, startSession } from "~/web/auth.server";

export const meta: MetaFunction = () => [{ title: "Finish signing up · Keel" }];

/**
 * The emailed sign-up link. Opening it only shows what it will create: a button makes the company, so a mail
 * scanner that follows links spends nothing.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await redirectIfSignedIn({ request, context });
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!token) return { token, pending: null };
  const res = await callApi("get", "/auth/signup/confirm", { query: { token } });
  return { token, pending: res.ok ? res.data : null };
}

export async function action({ request }: ActionFunctionArgs) {
  const token = String((await request.formData()).get("token") ?? "").slice(0, 200);
  const res = await callApi("post", "/auth/signup/confirm", { body: { token } });
  if (!res.ok) return { error: res.error.message };
  return startSession(request, res.data.token, paths.home, { type: "success", message: MESSAGES.signedUp });
}

export default function ConfirmSignUp() {
  const { token, pending } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  if (!pending) {
    return (
      <GuestLayout title="Finish signing up">
        <FormErrors errors={[MESSAGES.signupLinkInvalid]} />
        <a className="btn-primary" href={paths.signup}>
          Sign up again
        </a>
        <p className="mt-6 text-sm">
          Already have an account? <a href={paths.login}>Sign in</a>
        </p>
      </GuestLayout>
    );
  }
  return (
    <GuestLayout title={`Create ${pending.companyName}`}>
      <p className="mb-4 text-sm text-gray-700">
        You will be the Corporate Administrator of <strong>{pending.companyName}</strong>, signed in as{" "}
        <strong>{pending.email}</strong> with the password you chose.
      </p>
      <Form method="post">
        <FormErrors errors={result?.error ? [result.error] : []} />
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          Create my company account
        </button>
      </Form>
    </GuestLayout>
  );
}
