import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/page";
import { requireUser } from "~/utils/auth.server";

export const meta: MetaFunction = () => [{ title: "Incident · Keel" }];

/** Spec §2: tab is one of these. */
export const INCIDENT_TABS = [
  "details",
  "load_asset_people",
  "associated_imps",
  "processes",
  "response_actions",
  "merged_alerts",
] as const;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  if (!INCIDENT_TABS.includes(params.tab as (typeof INCIDENT_TABS)[number])) {
    throw new Response("Not found", { status: 404 });
  }
  return null;
}

export default function Page() {
  return (
    <ComingSoon
      title="Incident"
      description="Incident details, assets, people, plans, processes, response actions and merged alerts."
    />
  );
}
