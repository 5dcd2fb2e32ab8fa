import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SERVICE_LABELS as L } from "~/domains/resilience/model";
import { saveService, serviceConstraint } from "~/features/resilience/save-service.server";
import { SERVICE_INTENT, ServiceForm } from "~/features/resilience/service-form";
import { paths } from "~/paths";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import { requirePermission } from "~/web/auth.server";
import { lastResultFor } from "~/web/form-failure";
import { dataOrThrow } from "~/web/page-read.server";

export const meta: MetaFunction = () => [{ title: `Edit ${L.one.toLowerCase()} · Keel` }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requirePermission({ request, context }, "businessService.manage");
  const api = await apiClient({ request, context });
  const [service, options] = await Promise.all([
    api.get(`/businessService/${params.id}`),
    api.get("/businessService/options"),
  ]);
  return { service: dataOrThrow(service), options: dataOrThrow(options), constraint: serviceConstraint() };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requirePermission({ request, context }, "businessService.manage");
  return saveService({ request, context }, params.id);
}

export default function EditBusinessService() {
  const { service, options, constraint } = useLoaderData<typeof loader>();
  const lastResult = lastResultFor(useActionData<typeof action>(), SERVICE_INTENT);
  return (
    <section>
      <PageHeader title={`Edit ${service.name}`} />
      <ServiceForm
        lastResult={lastResult}
        // An archived entry mapped before stays offered (ticked), so saving keeps it.
        options={{
          ...options,
          entries: [...options.entries, ...service.entries.filter((e) => e.archived)],
        }}
        defaults={{
          name: service.name,
          description: service.description,
          served: service.served,
          whyImportant: service.whyImportant,
          ownerId: service.owner?.id,
          boardApprovedOn: service.boardApprovedOn,
          tolerance: service.tolerance,
          toleranceUnit: service.toleranceUnit,
          toleranceReason: service.toleranceReason,
          maxCustomers: service.maxCustomers,
          maxTransactions: service.maxTransactions,
          maxValue: service.maxValue,
          processIds: service.processes.map((p) => p.id),
          entryIds: service.entries.map((e) => e.id),
        }}
        constraint={constraint}
        submitLabel="Save changes"
        cancelTo={paths.businessService(service.id)}
      />
    </section>
  );
}
