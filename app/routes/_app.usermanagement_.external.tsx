import { useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { USER_MESSAGES } from "~/domains/users/model";
import { externalUserSchema } from "~/domains/users/validation";
import { loadAssignmentOptions } from "~/features/users/users.server";
import { paths } from "~/paths";
import { ConformForm, ErrorList, Field, FormErrors, SubmitOrCancel } from "~/ui/forms";
import { PageHeader } from "~/ui/page";
import { requireUser } from "~/web/auth.server";
import { actionContext, postForm } from "~/web/form-action.server";
import { lastResultFor } from "~/web/form-failure";

export const meta: MetaFunction = () => [{ title: "Create external user · Keel" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser({ request, context });
  const { units } = await loadAssignmentOptions({ request, context });
  return { units };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  const ctx = await actionContext({ request, context }, paths.users);
  return postForm("/user/create-external-user", externalUserSchema, { ok: USER_MESSAGES.externalCreated })({
    ...ctx,
    intent: "external",
  });
}

export default function CreateExternalUser() {
  const { units } = useLoaderData<typeof loader>();
  const lastResult = lastResultFor(useActionData<typeof action>(), "external");
  const [form, fields] = useForm<z.input<typeof externalUserSchema>>({
    lastResult,
  });
  const chosen = new Set(
    ([] as unknown[]).concat(fields.businessUnitIds.initialValue ?? []).map((v) => String(v)),
  );
  return (
    <section className="max-w-xl">
      <PageHeader title="Create external user">
        An External user (a supplier or partner) sees only what they are assigned. We email them a link to set
        their password.
      </PageHeader>
      <ConformForm form={form} className="card">
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="grid grid-cols-2 gap-3">
          <Field field={fields.firstName} label="First name" autoComplete="off" />
          <Field field={fields.lastName} label="Last name" autoComplete="off" />
        </div>
        <Field field={fields.email} label="Email" type="email" autoComplete="off" />
        <fieldset className="mb-4">
          <legend className="label">Business units</legend>
          <ul className="max-h-56 space-y-1 overflow-y-auto rounded-md border border-gray-200 p-2">
            {units.map((u) => (
              <li key={u.id}>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name={fields.businessUnitIds.name}
                    value={u.id}
                    defaultChecked={chosen.has(u.id)}
                  />
                  {u.name}
                </label>
              </li>
            ))}
          </ul>
          <ErrorList id={fields.businessUnitIds.errorId} errors={fields.businessUnitIds.errors} />
        </fieldset>
        <SubmitOrCancel label="Create external user" cancelTo={paths.users} />
      </ConformForm>
    </section>
  );
}
