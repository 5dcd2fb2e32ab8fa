import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/page";
import { requireUser } from "~/utils/auth.server";

export const meta: MetaFunction = () => [{ title: "Management Plan Locations · Keel" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export default function Page() {
  return <ComingSoon title="Management Plan Locations" description="The locations management plans cover." />;
}
