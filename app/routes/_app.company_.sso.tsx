import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { SSO_MESSAGES } from "~/domains/sso/model";
import { ssoSettingsSchema } from "~/domains/sso/settings";
import { paths } from "~/paths";
import { ROLE_LABELS, ROLES } from "~/shared/roles";
import { useDates } from "~/ui/dates";
import { EditVersion } from "~/ui/edit-version";
import { ErrorList, Field, FormErrors } from "~/ui/forms";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { dataOrThrow } from "~/web/page-read.server";
import { redirectWithToast } from "~/web/session.server";

export const meta: MetaFunction = () => [{ title: "Single sign-on · Manage Company · Keel" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser({ request, context });
  const api = await apiClient({ request, context });
  // "/company/sso" is also a page: the call is written as the client's, so the page-path lint knows it for the API's.
  return { settings: dataOrThrow(await api.get("/company/sso")) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  const formData = await request.formData();
  const api = await apiClient({ request, context }, { ifMatch: formData.get("editVersion") });
  const intent = formData.get("intent");
  if (intent === "remove") {
    const res = await api.delete("/company/sso");
    if (!res.ok) return { result: null, error: res.error.message, check: null };
    return redirectWithToast(request, paths.sso, { type: "success", message: SSO_MESSAGES.removed });
  }
  if (intent === "verify") {
    const domain = String(formData.get("domain") ?? "");
    const res = await api.post("/company/sso/verify", { domain });
    if (!res.ok) return { result: null, error: res.error.message, check: null };
    return redirectWithToast(request, paths.sso, { type: "success", message: `${domain} is verified.` });
  }
  if (intent === "check") {
    const res = await api.post("/company/sso/check");
    if (!res.ok) return { result: null, error: res.error.message, check: null };
    if (res.data.ok) {
      return redirectWithToast(request, paths.sso, {
        type: "success",
        message: "The identity provider answered.",
      });
    }
    return { result: null, error: null, check: res.data.detail };
  }
  const submission = parseWithZod(formData, { schema: ssoSettingsSchema });
  // The form the user filled in keeps its id after a refusal, so it is not started afresh from the
  // (revalidated) saved settings and what they typed stays on screen.
  const formId = String(formData.get("formId") ?? "") || undefined;
  // A refused form keeps the secret that was typed (to this administrator only, in a password field): blanked, it
  // had to be typed again, or the next Save went without it. A saved secret is never sent back (see below).
  if (submission.status !== "success") {
    return { result: submission.reply(), error: null, check: null, formId };
  }
  const res = await api.put("/company/sso", {
    ...submission.value,
    domains: submission.value.domains.join(", "),
  });
  if (!res.ok) {
    return {
      result: submission.reply({
        fieldErrors: res.error.fields ?? {},
        formErrors: res.error.fields ? [] : [res.error.message],
      }),
      error: null,
      check: null,
      formId,
    };
  }
  return redirectWithToast(request, paths.sso, { type: "success", message: SSO_MESSAGES.saved });
}

export default function CompanySso() {
  const { settings } = useLoaderData<typeof loader>();
  const { dateTime } = useDates();
  const data = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof ssoSettingsSchema>>({
    // A new id after each save starts the form afresh from the saved settings (the secret field empty).
    id: (data && "formId" in data && data.formId) || `sso-${settings.updatedAt ?? "new"}`,
    lastResult: data?.result,
    defaultValue: {
      issuer: settings.issuer,
      clientId: settings.clientId,
      domains: settings.domains.join("\n"),
      defaultRole: settings.defaultRole,
      passwordSignIn: settings.passwordSignIn ? "on" : undefined,
    },
  });
  const problem = data?.check ?? settings.lastError;
  return (
    <section className="max-w-2xl">
      <PageHeader title="Single sign-on" back={{ to: paths.company, label: "Manage Company" }}>
        Staff of your company sign in through your identity provider (OpenID Connect: Entra ID, Okta, Google
        Workspace, Keycloak…).
      </PageHeader>
      {data?.error ? <FormErrors errors={[data.error]} /> : null}
      {problem ? (
        <div role="alert" className="mb-4 rounded-md border border-orange-200 bg-orange-50 px-3 py-2 text-sm">
          <p className="font-medium text-orange-800">Configuration problem</p>
          <p className="mt-1 break-words text-orange-900">{problem}</p>
          {!data?.check && settings.lastErrorAt ? (
            <p className="mt-1 text-xs text-orange-700">Seen {dateTime(settings.lastErrorAt)}</p>
          ) : null}
        </div>
      ) : null}
      <div className="card mb-6 text-sm">
        <p className="font-medium">Redirect URI to register at your provider</p>
        <code className="mt-1 block break-all rounded bg-gray-100 px-2 py-1" data-testid="sso-callback-url">
          {settings.callbackUrl}
        </code>
      </div>
      {settings.domainClaims.length ? (
        <div className="card mb-6 text-sm">
          <h2 className="font-medium">Domain verification</h2>
          <p className="mt-1 text-gray-600">
            A domain sends its people to your provider only once you prove you control it: publish this TXT
            record at the domain with your DNS provider, then choose Verify.
          </p>
          <ul className="mt-3 space-y-3">
            {settings.domainClaims.map((claim) => (
              <li key={claim.domain} data-testid={`domain-${claim.domain}`}>
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{claim.domain}</span>
                  <span className={claim.verified ? "text-green-700" : "text-orange-700"}>
                    {claim.verified ? "Verified" : "Not verified"}
                  </span>
                </div>
                {claim.verified ? null : (
                  <Form method="post" className="mt-1 flex flex-wrap items-center gap-2">
                    <code className="break-all rounded bg-gray-100 px-2 py-1">{claim.txtRecord}</code>
                    <input type="hidden" name="domain" value={claim.domain} />
                    <button
                      type="submit"
                      name="intent"
                      value="verify"
                      className="btn-secondary"
                      aria-label={`Verify ${claim.domain}`}
                    >
                      Verify
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)} key={form.id} noValidate className="card">
        <FormErrors id={form.errorId} errors={form.errors} />
        <EditVersion value={settings.editVersion} />
        <input type="hidden" name="formId" value={form.id} />
        <Field field={fields.issuer} label="Issuer URL" type="url" placeholder="https://login.example.com" />
        <Field field={fields.clientId} label="Client ID" />
        <Field
          field={fields.clientSecret}
          label="Client secret"
          type="password"
          autoComplete="off"
          hint={
            settings.hasClientSecret
              ? `A secret is stored (encrypted). ${SSO_MESSAGES.secretKept}`
              : "Stored encrypted; it is never shown again."
          }
        />
        <div className="mb-4">
          <label htmlFor={fields.domains.id} className="label">
            Email domains
          </label>
          <textarea
            {...getTextareaProps(fields.domains, { ariaDescribedBy: `${fields.domains.id}-hint` })}
            key={fields.domains.key}
            className="input"
            rows={3}
          />
          <p id={`${fields.domains.id}-hint`} className="mt-1 text-xs text-gray-500">
            One per line, e.g. example.com. People with these addresses are sent to your provider.
          </p>
          <ErrorList id={fields.domains.errorId} errors={fields.domains.errors} />
        </div>
        <div className="mb-4">
          <label htmlFor={fields.defaultRole.id} className="label">
            Default role for new users
          </label>
          <select {...getSelectProps(fields.defaultRole)} key={fields.defaultRole.key} className="input">
            {ROLES.filter((r) => r !== "Admin").map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
          <ErrorList id={fields.defaultRole.errorId} errors={fields.defaultRole.errors} />
        </div>
        <div className="mb-6 flex items-start gap-2">
          <input
            {...getInputProps(fields.passwordSignIn, { type: "checkbox" })}
            key={fields.passwordSignIn.key}
            className="mt-1"
          />
          <label htmlFor={fields.passwordSignIn.id} className="text-sm">
            Password sign-in stays allowed
            <span className="block text-xs text-gray-500">
              Corporate Administrators can always use their password, in case the provider is down.
            </span>
          </label>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary">
            Save
          </button>
          {settings.configured ? (
            <>
              <button type="submit" name="intent" value="check" className="btn-secondary" formNoValidate>
                Check connection
              </button>
              <button type="submit" name="intent" value="remove" className="btn-danger" formNoValidate>
                Remove single sign-on
              </button>
            </>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
