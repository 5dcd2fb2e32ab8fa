import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PLAN_LIST_TITLES, PlanListPage } from "~/features/management-plans/plan-list-page";
import { loadPlanList } from "~/features/management-plans/views.server";

export const meta: MetaFunction = () => [{ title: `${PLAN_LIST_TITLES.IMP} · Keel` }];

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  loadPlanList({ request, context }, "Incident");

export default function Page() {
  return <PlanListPage type="IMP" {...useLoaderData<typeof loader>()} />;
}
