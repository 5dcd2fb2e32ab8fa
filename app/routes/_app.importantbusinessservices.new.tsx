import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SERVICE_LABELS as L } from "~/domains/resilience/model";
import { saveService, serviceConstraint } from "~/features/resilience/save-service.server";
import { SERVICE_INTENT, ServiceForm } from "~/features/resilience/service-form";
import { paths } from "~/paths";
import { PageHeader } from "~/ui/page";
import { requirePermission } from "~/web/auth.server";
import { lastResultFor } from "~/web/form-failure";
import { readOrThrow } from "~/web/page-read.server";

export const meta: MetaFunction = () => [{ title: `New ${L.one.toLowerCase()} · Keel` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePermission({ request, context }, "businessService.manage");
  const options = await readOrThrow({ request, context }, "/businessService/options");
  return { options, userId: user.id, constraint: serviceConstraint() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requirePermission({ request, context }, "businessService.manage");
  return saveService({ request, context });
}

export default function NewBusinessService() {
  const { options, userId, constraint } = useLoaderData<typeof loader>();
  const lastResult = lastResultFor(useActionData<typeof action>(), SERVICE_INTENT);
  return (
    <section>
      <PageHeader title={`New ${L.one.toLowerCase()}`} />
      <ServiceForm
        lastResult={lastResult}
        options={options}
        defaults={{ ownerId: userId, toleranceUnit: "hours" }}
        constraint={constraint}
        submitLabel="Create service"
        cancelTo={paths.businessServices}
      />
    </section>
  );
}
