import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { can } from "~/domains/access/policy";
import { AUDIT_LOG_TITLE } from "~/domains/audit-log/labels";
import {
  COMPANY_MESSAGES,
  DATE_FORMATS,
  EMERGENCY_PHONE_LABELS,
  EXERCISE_CADENCE_LABELS,
  formatCallingCodes,
  SPOF_THRESHOLD_LABELS,
} from "~/domains/companies/model";
import { companySchema, messageLimitSchema } from "~/domains/companies/validation";
import { WEBHOOK_LABELS } from "~/domains/webhooks/model";
import { CompaniesCard, SendingCard } from "~/features/companies/sender-panels";
import { ImagePicker } from "~/features/users/image-picker";
import { paths } from "~/paths";
import { LANGUAGE_NAMES, LANGUAGES } from "~/shared/i18n/languages";
import { telHref } from "~/shared/phone";
import { EditVersion } from "~/ui/edit-version";
import { ErrorList, Field, FormErrors } from "~/ui/forms";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { buttonIntent, formIntent, runIntents } from "~/web/form-action.server";
import { lastResultFor } from "~/web/form-failure";
import { readImageFormOnPage } from "~/web/image-upload.server";
import { dataOrThrow } from "~/web/page-read.server";
import { languageFieldText } from "~/web/ui-text.server";

export const meta: MetaFunction = () => [{ title: "Manage Company · Keel" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireUser({ request, context });
  const api = await apiClient({ request, context });
  const company = dataOrThrow(await api.get("/company"));
  // The System Administrator confirms other companies as verified senders from here.
  const all = can(me, "company.verify") ? await api.get("/company/all") : null;
  return {
    company,
    companies: all?.ok ? all.data : null,
    // The profile form's edit version (<EditVersion part="profile" />): a stale save is refused.
    editVersions: company.editVersions,
    canManage: can(me, "company.manage"),
    canOrganise: can(me, "org.read"),
    languageText: languageFieldText(company.settings.language),
    canWebhooks: can(me, "webhook.manage"),
    canAudit: can(me, "audit.read"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  const read = await readImageFormOnPage(request, "logo", paths.company, "The logo is too large.");
  if (read instanceof Response) return read;
  const { formData, image } = read;
  const api = await apiClient({ request, context }, { ifMatch: formData.get("editVersion") });
  return runIntents(
    { request, api, formData, back: paths.company },
    {
      company: formIntent({
        schema: companySchema,
        call: (api, value) =>
          api.put("/company", { ...value, ...(image !== undefined ? { logo: image } : {}) }),
        ok: COMPANY_MESSAGES.saved,
      }),
      limit: formIntent({
        schema: messageLimitSchema,
        key: (f) => String(f.get("id") ?? ""),
        call: (api, value) =>
          api.put(`/company/detail/${String(formData.get("id") ?? "")}/message-limit`, value),
        ok: COMPANY_MESSAGES.limitSaved,
      }),
      verify: buttonIntent({
        call: (api, f) => api.post(`/company/detail/${String(f.get("id") ?? "")}/verify`),
        ok: COMPANY_MESSAGES.verified,
      }),
    },
  );
}

export default function ManageCompany() {
  const { company, companies, canManage, canOrganise, languageText, canWebhooks, canAudit } =
    useLoaderData<typeof loader>();
  const lastResult = lastResultFor(useActionData<typeof action>(), "company");
  const [form, fields] = useForm<z.input<typeof companySchema>>({
    lastResult,
    defaultValue: {
      name: company.name,
      settings: {
        ...company.settings,
        callingCodes: formatCallingCodes(company.settings.callingCodes ?? []),
        spofThreshold: String(company.settings.spofThreshold),
        exerciseCadenceMonths: String(company.settings.exerciseCadenceMonths),
      },
    },
  });
  const settings = fields.settings.getFieldset();
  return (
    <section className="max-w-2xl">
      <PageHeader
        title="Manage Company"
        actions={
          <>
            {canOrganise ? (
              <Link to={paths.organisation} className="btn-secondary">
                Business units and sites
              </Link>
            ) : null}
            {canManage ? (
              <Link to={paths.sso} className="btn-secondary">
                Single sign-on
              </Link>
            ) : null}
            {canWebhooks ? (
              <Link to={paths.webhooks} className="btn-secondary">
                {WEBHOOK_LABELS.title}
              </Link>
            ) : null}
            {canAudit ? (
              <Link to={paths.auditLog} className="btn-secondary">
                {AUDIT_LOG_TITLE}
              </Link>
            ) : null}
          </>
        }
      >
        {company.userCount ?? 0} user{company.userCount === 1 ? "" : "s"}
      </PageHeader>
      {canManage ? (
        <Form method="post" encType="multipart/form-data" {...getFormProps(form)} noValidate className="card">
          <FormErrors id={form.errorId} errors={form.errors} />
          <input type="hidden" name="intent" value="company" />
          <EditVersion part="profile" />
          <Field field={fields.name} label="Company name" autoComplete="organization" />
          <ImagePicker
            field={fields.logo}
            label="Logo"
            current={company.logo}
            removeLabel="Remove the logo"
          />
          <Field
            field={settings.timezone}
            label="Time zone"
            hint="An IANA time zone such as Europe/London; times in emails and reminders use it."
          />
          <div className="mb-4">
            <label htmlFor={settings.dateFormat.id} className="label">
              Date format
            </label>
            <select
              id={settings.dateFormat.id}
              name={settings.dateFormat.name}
              defaultValue={settings.dateFormat.initialValue ?? company.settings.dateFormat}
              className="input"
            >
              {DATE_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {f}
                </option>
              ))}
            </select>
            <ErrorList id={settings.dateFormat.errorId} errors={settings.dateFormat.errors} />
          </div>
          <div className="mb-4">
            <label htmlFor={settings.language.id} className="label">
              {languageText.companyLabel}
            </label>
            <select
              id={settings.language.id}
              name={settings.language.name}
              defaultValue={settings.language.initialValue ?? company.settings.language}
              aria-describedby={`${settings.language.id}-hint`}
              className="input"
            >
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {LANGUAGE_NAMES[l]}
                </option>
              ))}
            </select>
            <p id={`${settings.language.id}-hint`} className="mt-1 text-xs text-gray-500">
              {languageText.companyHint}
            </p>
            <ErrorList id={settings.language.errorId} errors={settings.language.errors} />
          </div>
          <Field
            field={settings.emergencyPhone}
            label={EMERGENCY_PHONE_LABELS.label}
            hint={EMERGENCY_PHONE_LABELS.hint}
            type="tel"
            autoComplete="tel"
          />
          <Field
            field={settings.callingCodes}
            label="Calling codes SMS and calls may reach"
            hint="Comma-separated, such as +44, +33. Empty: the countries of your business units and sites. Premium-rate and special numbers are reached only when you list their prefix, such as +4487."
          />
          {/* Two counts: processes making a single point of failure, and months between exercises. */}
          {(
            [
              [settings.spofThreshold, SPOF_THRESHOLD_LABELS],
              [settings.exerciseCadenceMonths, EXERCISE_CADENCE_LABELS],
            ] as const
          ).map(([field, text]) => (
            <Field key={field.name} field={field} label={text.label} hint={text.hint} type="number" min={1} />
          ))}
          <button type="submit" className="btn-primary">
            Save
          </button>
        </Form>
      ) : (
        <div className="card space-y-2">
          {company.logo ? <img src={company.logo} alt="" className="h-16 w-16 object-contain" /> : null}
          <p>
            <strong>{company.name}</strong>
          </p>
          <p className="text-sm text-gray-600">
            Time zone {company.settings.timezone} · dates as {company.settings.dateFormat}
          </p>
          {company.settings.emergencyPhone ? (
            <p className="text-sm text-gray-600">
              {EMERGENCY_PHONE_LABELS.label}:{" "}
              <a href={telHref(company.settings.emergencyPhone)}>{company.settings.emergencyPhone}</a>
            </p>
          ) : null}
        </div>
      )}
      {company.sending ? (
        <SendingCard sending={company.sending} chosen={(company.settings.callingCodes ?? []).length > 0} />
      ) : null}
      {companies ? <CompaniesCard companies={companies} /> : null}
    </section>
  );
}
