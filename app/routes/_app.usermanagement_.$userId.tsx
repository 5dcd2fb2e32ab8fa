import { getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { USER_MESSAGES } from "~/domains/users/model";
import { updateRoleSchema } from "~/domains/users/validation";
import { AssignmentFields } from "~/features/users/assignment-fields";
import { DisableUserConfirm } from "~/features/users/disable-confirm";
import { UserStatusBadge } from "~/features/users/status-badge";
import { loadAssignmentOptions, loadHeldBy } from "~/features/users/users.server";
import { paths } from "~/paths";
import { useConfirmStep } from "~/ui/confirm";
import { ConformForm, FormErrors, SubmitOrCancel } from "~/ui/forms";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { type Api, actionContext, buttonIntent, putForm, runIntents } from "~/web/form-action.server";
import { lastResultFor } from "~/web/form-failure";
import { recordOrThrow } from "~/web/page-read.server";

export const meta: MetaFunction = () => [{ title: "Edit user · Keel" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const me = await requireUser({ request, context });
  const api = await apiClient({ request, context });
  const user = recordOrThrow(await api.get(`/user/detail/${encodeURIComponent(params.userId ?? "")}`));
  // Disabling is asked first, as on the list (`?confirm=disable`), with what the user holds.
  const disabling = new URL(request.url).searchParams.get("confirm") === "disable" && user.canManage;
  const [options, held] = await Promise.all([
    loadAssignmentOptions({ request, context }),
    disabling && !user.disabled ? loadHeldBy(api, user.id) : null,
  ]);
  return { user, me: { id: me.id }, held, ...options };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  const userId = params.userId ?? "";
  const ctx = await actionContext({ request, context }, paths.user(userId));
  const disabled = (disabled: boolean) => (api: Api) => api.put("/user/disable-user", { userId, disabled });
  return runIntents(ctx, {
    updateRole: putForm("/user/update-role", updateRoleSchema, {
      ok: USER_MESSAGES.roleUpdated,
      to: paths.users,
    }),
    disable: buttonIntent({ call: disabled(true), ok: USER_MESSAGES.userDisabled }),
    enable: buttonIntent({ call: disabled(false), ok: USER_MESSAGES.userEnabled }),
  });
}

export default function EditUser() {
  const { user, me, roles, units, held } = useLoaderData<typeof loader>();
  const confirm = useConfirmStep();
  const lastResult = lastResultFor(useActionData<typeof action>(), "updateRole");
  const [form, fields] = useForm<z.input<typeof updateRoleSchema>>({
    lastResult,
    defaultValue: {
      userId: user.id,
      role: user.role,
      businessUnitIds: user.businessUnits.map((b) => b.id),
      countries: user.countries.map((c) => c.country),
      // The schema's preprocessed fields accept arrays; Conform types them from the parsed input.
    } as never,
  });
  const header = (
    <PageHeader title={user.name}>
      {user.email} · <UserStatusBadge status={user.status} />
    </PageHeader>
  );
  // Only the users the caller may change get the form and the Disable button (the API refuses the rest).
  if (!user.canManage) {
    return (
      <section className="max-w-xl">
        {header}
        <div className="card" data-testid="user-read-only">
          <p>
            {user.roleLabel}
            {user.businessUnits.length ? ` · ${user.businessUnits.map((b) => b.name).join(", ")}` : ""}
          </p>
          <p className="mt-2 text-sm text-gray-600">
            {user.id === me.id ? USER_MESSAGES.cannotChangeOwnRole : USER_MESSAGES.cannotManageUser}
          </p>
        </div>
      </section>
    );
  }
  return (
    <section className="max-w-xl">
      {header}
      {confirm.kind === "disable" && !user.disabled ? (
        <DisableUserConfirm
          email={user.email}
          held={held}
          cancelHref={confirm.cancelHref}
          fields={{ intent: "disable" }}
        />
      ) : null}
      <ConformForm form={form} className="card mb-4">
        <h2 className="mb-3 font-medium">Role and business units</h2>
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="updateRole" />
        <input {...getInputProps(fields.userId, { type: "hidden" })} key={fields.userId.key} />
        <AssignmentFields
          roles={roles.includes(user.role) ? roles : [user.role, ...roles]}
          units={units}
          fields={fields}
        />
        <SubmitOrCancel label="Save" cancelTo={paths.users} />
      </ConformForm>
      <div className="card flex items-center justify-between gap-4">
        <p className="text-sm text-gray-600">
          {user.disabled
            ? "This user cannot sign in. Enabling lets them sign in again."
            : "Disabling signs this user out at once and stops them from signing in."}
        </p>
        {user.disabled ? (
          <Form method="post">
            <button type="submit" name="intent" value="enable" className="btn-secondary">
              Enable user
            </button>
          </Form>
        ) : (
          // Disabling is confirmed first, as on Manage Users' list (UX review X4).
          <Link to={confirm.href("disable", user.id)} preventScrollReset className="btn-danger no-underline">
            Disable user
          </Link>
        )}
      </div>
    </section>
  );
}
