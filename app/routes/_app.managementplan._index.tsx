import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { failure, type PlanRowView } from "~/features/management-plans/views.server";
import { paths } from "~/paths";
import { useDates } from "~/ui/dates";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";

export const meta: MetaFunction = () => [{ title: "Management Plans · Keel" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser({ request, context });
  const api = await apiClient({ request, context });
  const [imps, cmps] = await Promise.all([
    api.get("/managementPlan/Incident"),
    api.get("/managementPlan/Crisis"),
  ]);
  if (!imps.ok) failure(imps);
  if (!cmps.ok) failure(cmps);
  const overdue = [...imps.data, ...cmps.data].filter((p) => p.testOverdue && p.status !== "CANCELLED");
  return { imps: imps.data.length, cmps: cmps.data.length, overdue };
}

export default function Page() {
  const { imps, cmps, overdue } = useLoaderData<typeof loader>();
  const { day } = useDates();
  const tiles = [
    { to: paths.incidentManagementPlans, title: "Incident Management Plans", count: imps },
    { to: paths.crisisManagementPlans, title: "Crisis Management Plans", count: cmps },
    { to: paths.managementPlanLocations, title: "Management Plan Locations", count: null },
  ];
  return (
    <section>
      <PageHeader title="Management Plans">Incident and crisis management plans.</PageHeader>
      <div className="grid gap-4 md:grid-cols-3">
        {tiles.map((t) => (
          <Link key={t.to} to={t.to} className="card block no-underline hover:shadow">
            <h2 className="font-medium text-gray-900">{t.title}</h2>
            {t.count !== null ? (
              <p className="mt-1 text-2xl font-semibold text-green-700">{t.count}</p>
            ) : null}
          </Link>
        ))}
      </div>
      {overdue.length ? (
        <div className="card mt-6">
          <h2 className="font-medium">CM tests due</h2>
          <ul className="mt-2 list-disc pl-5 text-sm">
            {overdue.map((p) => (
              <li key={p.id}>
                <Link to={paths.managementPlan(p.id)}>{p.name}</Link> ({p.code}) was due on{" "}
                {day(p.nextTestDue)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
