import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { Field, FormErrors } from "~/components/forms";
import { GuestLayout } from "~/components/shell/guest-layout";
import { MESSAGES } from "~/shared/messages";
import { loginSchema } from "~/shared/validation";
import { authenticator, redirectIfSignedIn, SignInError, startSession } from "~/utils/auth.server";

export const meta: MetaFunction = () => [{ title: "Sign in · Keel" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await redirectIfSignedIn(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.clone().formData();
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") return submission.reply({ hideFields: ["password"] });
  try {
    const signedIn = await authenticator.authenticate("form", request);
    return startSession(request, signedIn.token, formData.get("redirect")?.toString() ?? null);
  } catch (error) {
    if (!(error instanceof SignInError)) throw error;
    const { code, message } = error.apiError;
    if (code === "INVALID_CREDENTIALS") {
      return submission.reply({ fieldErrors: { password: [message] }, hideFields: ["password"] });
    }
    return submission.reply({ formErrors: [message], hideFields: ["password"] });
  }
}

export default function Login() {
  const lastResult = useActionData<typeof action>();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const notice = params.get("error") === "disabled" ? MESSAGES.userDisabled : null;
  const formErrors = form.errors ?? (notice ? [notice] : null);
  return (
    <GuestLayout title="Sign in to Keel">
      <Form method="post" {...getFormProps(form)} noValidate>
        <input type="hidden" name="redirect" value={params.get("redirect") ?? ""} />
        <FormErrors id={form.errorId} errors={formErrors} />
        <Field field={fields.email} label="Email" type="email" autoComplete="email" autoFocus />
        <Field field={fields.password} label="Password" type="password" autoComplete="current-password" />
        <button type="submit" className="btn-primary w-full" disabled={navigation.state === "submitting"}>
          Sign in
        </button>
      </Form>
      <div className="mt-6 flex justify-between text-sm">
        <a href="/passwordrecovery">Forgot password?</a>
        <a href="/signup">Create a company account</a>
      </div>
    </GuestLayout>
  );
}
