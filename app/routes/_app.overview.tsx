import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { ComingSoon } from "~/components/page";
import { INCIDENT_LIST_PATH } from "~/domains/incidents/ui/paths";
import { requireUser } from "~/utils/auth.server";

export const meta: MetaFunction = () => [{ title: "Home · Keel" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export default function Page() {
  return (
    <>
      <ComingSoon
        title="Home"
        description="Open incidents and crises, active BCPs, plans by status, your approvals and assignments, overdue status checks and MAD breaches."
      />
      <p className="mt-4">
        <Link to={INCIDENT_LIST_PATH}>Incidents and Crises</Link>
      </p>
    </>
  );
}
