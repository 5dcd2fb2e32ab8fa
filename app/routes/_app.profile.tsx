import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { CALENDAR_LABELS } from "~/domains/calendar/model";
import { USER_MESSAGES } from "~/domains/users/model";
import { profileSchema } from "~/domains/users/validation";
import { ImagePicker } from "~/features/users/image-picker";
import { paths } from "~/paths";
import { DEFAULT_LANGUAGE } from "~/shared/i18n/languages";
import { Field, FormErrors } from "~/ui/forms";
import { LanguageSelect } from "~/ui/language-select";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { formIntent } from "~/web/form-action.server";
import { lastResultFor } from "~/web/form-failure";
import { readImageFormOnPage } from "~/web/image-upload.server";
import { dataOrThrow } from "~/web/page-read.server";
import { languageFieldText } from "~/web/ui-text.server";

export const meta: MetaFunction = () => [{ title: "Profile · Keel" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser({ request, context });
  const api = await apiClient({ request, context });
  const [profile, company] = await Promise.all([api.get("/user"), api.get("/company")]);
  return {
    profile: dataOrThrow(profile),
    languageText: languageFieldText(company.ok ? company.data.settings.language : DEFAULT_LANGUAGE),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  const read = await readImageFormOnPage(request, "profileImage", paths.profile, "The image is too large.");
  if (read instanceof Response) return read;
  const { formData, image } = read;
  const api = await apiClient({ request, context });
  return formIntent({
    schema: profileSchema,
    call: (api, value) =>
      api.put("/user", { ...value, ...(image !== undefined ? { profileImage: image } : {}) }),
    ok: USER_MESSAGES.profileUpdated,
  })({ request, api, formData, back: paths.profile, intent: "profile" });
}

export default function Profile() {
  const { profile, languageText } = useLoaderData<typeof loader>();
  const lastResult = lastResultFor(useActionData<typeof action>(), "profile");
  const [form, fields] = useForm<z.input<typeof profileSchema>>({
    lastResult,
    defaultValue: { firstName: profile.firstName ?? "", lastName: profile.lastName ?? "" },
  });
  return (
    <section className="max-w-xl">
      <PageHeader title="Profile">
        {profile.email} · {profile.roleLabel}
      </PageHeader>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} noValidate className="card">
        <FormErrors id={form.errorId} errors={form.errors} />
        <ImagePicker
          field={fields.profileImage}
          label="Profile image"
          current={profile.profileImage}
          removeLabel="Remove the image"
        />
        <div className="grid grid-cols-2 gap-3">
          <Field field={fields.firstName} label="First name" autoComplete="given-name" />
          <Field field={fields.lastName} label="Last name" autoComplete="family-name" />
        </div>
        <LanguageSelect
          id={fields.language.id}
          name={fields.language.name}
          text={languageText}
          value={fields.language.initialValue ?? profile.language}
          errors={fields.language.errors}
        />
        <button type="submit" className="btn-primary">
          Save
        </button>
      </Form>
      <p className="mt-4">
        <Link to={paths.profileCalendar}>{CALENDAR_LABELS.profileLink}</Link>
      </p>
    </section>
  );
}
