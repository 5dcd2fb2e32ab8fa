import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PlanTable } from "~/components/management-plans/plan-table";
import { PageHeader } from "~/components/page";
import { can } from "~/domains/access/policy";
import { apiClient } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { failure, loadPeople, type PlanRowView } from "~/utils/management-plans.server";

export const meta: MetaFunction = () => [{ title: "Crisis Management Plans · Keel" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const filters = {
    ownerId: url.searchParams.get("ownerId") ?? "",
    approverId: url.searchParams.get("approverId") ?? "",
    status: url.searchParams.get("status") ?? "",
  };
  const api = await apiClient(request);
  const [plans, people] = await Promise.all([
    api.get<PlanRowView[]>("/managementPlan/Crisis", filters),
    loadPeople(request),
  ]);
  if (!plans.ok) failure(plans);
  return { plans: plans.data, people, filters, canManage: can(user, "managementPlan.manage") };
}

export default function Page() {
  const { plans, people, filters, canManage } = useLoaderData<typeof loader>();
  return (
    <section>
      <PageHeader
        title="Crisis Management Plans"
        actions={
          canManage ? (
            <Link to="/managementplan/plan/new?type=CMP" className="btn-primary">
              New CMP
            </Link>
          ) : null
        }
      >
        <Link to="/managementplan">Management plans</Link>
      </PageHeader>
      <PlanTable type="CMP" plans={plans} people={people} filters={filters} canManage={canManage} />
    </section>
  );
}
