import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { can } from "~/domains/access/policy";
import { DEPENDENCY_TARGET_LABELS, DEPENDENCY_TARGETS } from "~/domains/registers/model";
import { dependencyTypeSchema } from "~/domains/registers/validation";
import { paths } from "~/paths";
import { FormErrors, PlainField, SelectInput } from "~/ui/forms";
import { PageHeader } from "~/ui/page";
import { ListTable } from "~/ui/table";
import { requirePermission, requireUser } from "~/web/auth.server";
import { actionContext, buttonIntent, formIntent, runIntents } from "~/web/form-action.server";
import { plainFailure } from "~/web/form-failure";
import { readOrThrow } from "~/web/page-read.server";

export const meta: MetaFunction = () => [{ title: "Dependency types · Keel" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  // GET /dependencyType answers any signed-in user (the plan's blocks need it); the page is the registers'.
  const user = await requirePermission({ request, context }, "register.read");
  const { types } = await readOrThrow({ request, context }, "/dependencyType");
  return { types, canManage: can(user, "register.manage") };
}

/** "add" a type, or "archive" / "restore" one. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  const ctx = await actionContext({ request, context }, paths.dependencyTypes);
  const archive = (archived: boolean) =>
    buttonIntent({
      call: (api, f) =>
        api.put(`/dependencyType/${encodeURIComponent(String(f.get("id") ?? ""))}/archive`, { archived }),
      ok: (answer) => answer.message,
      refusal: "row",
    });
  return runIntents(ctx, {
    add: formIntent({
      schema: dependencyTypeSchema,
      call: (api, value) => api.post("/dependencyType", value),
      ok: (answer) => answer.message,
    }),
    archive: archive(true),
    restore: archive(false),
  });
}

/** The company's dependency types: what a process's critical dependencies are grouped by, and where each picks from. */
export default function DependencyTypes() {
  const { types, canManage } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const added = plainFailure(data, "add");
  const refused = plainFailure(data, "archive") ?? plainFailure(data, "restore");
  return (
    <section>
      <PageHeader title="Dependency types" back={{ to: paths.registers, label: "All registers" }}>
        Each type picks its entries from one register; the first six are the plan's dependency blocks and
        Supplier.
      </PageHeader>
      <FormErrors errors={refused?.formErrors} />
      <div className="card mb-6 overflow-x-auto">
        <ListTable
          label="Dependency types"
          rows={types}
          columns={[
            {
              label: "Name",
              className: "font-medium",
              cell: (t) => (
                <>
                  {t.name}
                  {t.archived ? <span className="ml-2 text-xs text-gray-600">(archived)</span> : null}
                </>
              ),
            },
            { label: "Picks from", cell: (t) => t.targetLabel },
          ]}
          action={
            canManage
              ? (t) => (
                  <Form method="post">
                    <input type="hidden" name="id" value={t.id} />
                    <input type="hidden" name="intent" value={t.archived ? "restore" : "archive"} />
                    <button
                      type="submit"
                      className="text-sm underline"
                      aria-label={`${t.archived ? "Restore" : "Archive"} ${t.name}`}
                    >
                      {t.archived ? "Restore" : "Archive"}
                    </button>
                  </Form>
                )
              : undefined
          }
        />
      </div>
      {canManage ? (
        <Form method="post" className="card max-w-xl" aria-label="Add a dependency type">
          <input type="hidden" name="intent" value="add" />
          <h2 className="mb-3 font-medium">Add a dependency type</h2>
          <FormErrors errors={added?.formErrors} />
          <div className="grid gap-3 sm:grid-cols-2">
            <PlainField name="name" label="Name" values={added?.values ?? {}} errors={added?.fields} />
            <SelectInput
              id="field-target"
              name="target"
              label="Picks from"
              defaultValue={added?.values?.target ?? "supplier"}
              options={DEPENDENCY_TARGETS.map((t) => ({ value: t, label: DEPENDENCY_TARGET_LABELS[t] }))}
              errors={added?.fields.target}
            />
          </div>
          <button type="submit" className="btn-primary mt-3">
            Add dependency type
          </button>
        </Form>
      ) : null}
    </section>
  );
}
