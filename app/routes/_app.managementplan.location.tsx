import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PLAN_MESSAGES } from "~/domains/management-plans/model";
import { failure } from "~/features/management-plans/views.server";
import { paths } from "~/paths";
import { PageHeader } from "~/ui/page";
import { CardTable } from "~/ui/table";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";

export const meta: MetaFunction = () => [{ title: "Management Plan Locations · Keel" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser({ request, context });
  const api = await apiClient({ request, context });
  const res = await api.get("/managementPlan/location");
  if (!res.ok) failure(res);
  return { locations: res.data };
}

export default function Page() {
  const { locations } = useLoaderData<typeof loader>();
  return (
    <section>
      <PageHeader title="Management Plan Locations">
        The places incident and crisis management plans cover. Add or remove them on each plan.
      </PageHeader>
      <CardTable
        isEmpty={locations.length === 0}
        empty={PLAN_MESSAGES.noLocations}
        columns={["Country", "State", "City", "Site", "Plan", "Type"]}
      >
        {locations.map((l) => (
          <tr key={l.id} className="border-t border-gray-100">
            <td className="px-3 py-2">{l.country}</td>
            <td className="px-3 py-2">{l.state}</td>
            <td className="px-3 py-2">{l.city}</td>
            <td className="px-3 py-2">{l.site}</td>
            <td className="px-3 py-2">
              <Link to={paths.managementPlan(l.plan.id)}>
                {l.plan.name} ({l.plan.code})
              </Link>
            </td>
            <td className="px-3 py-2">{l.plan.typeLabel}</td>
          </tr>
        ))}
      </CardTable>
    </section>
  );
}
