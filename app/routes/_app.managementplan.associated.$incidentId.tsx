import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AssociatedPlansPanel } from "~/features/management-plans/associated-plans";
import {
  loadAssociatedPlans,
  saveAssociatedPlans,
} from "~/features/management-plans/associated-plans.server";
import { PageHeader } from "~/ui/page";
import { requirePermission, requireUser } from "~/web/auth.server";

export const meta: MetaFunction = () => [{ title: "Associated plans · Keel" }];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The associated IMPs/CMPs of one incident or crisis, reachable on its own until the incident view
 * mounts AssociatedPlansPanel in its ASSOCIATED IMPS tab: ?type=Incident|Crisis and the event's places
 * as country, state, city and site parameters.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requirePermission({ request, context }, "managementPlan.read");
  if (!UUID.test(params.incidentId ?? "")) throw new Response("Data Not Found", { status: 404 });
  const url = new URL(request.url);
  const type = url.searchParams.get("type") === "Incident" ? "Incident" : "Crisis";
  const place = {
    country: url.searchParams.get("country"),
    state: url.searchParams.get("state"),
    city: url.searchParams.get("city"),
    site: url.searchParams.get("site"),
  };
  const places = Object.values(place).some(Boolean) ? [place] : [];
  return loadAssociatedPlans({ request, context }, user, { id: params.incidentId!, type, places });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  const url = new URL(request.url);
  return saveAssociatedPlans({ request, context }, params.incidentId!, url.pathname + url.search);
}

export default function AssociatedPlans() {
  const data = useLoaderData<typeof loader>();
  return (
    <section>
      <PageHeader title={data.incidentType === "Crisis" ? "Crisis" : "Incident"} />
      <AssociatedPlansPanel {...data} />
    </section>
  );
}
