import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/page";
import { requireUser } from "~/utils/auth.server";

export const meta: MetaFunction = () => [{ title: "BCP Activation Response · Keel" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export default function Page() {
  return (
    <ComingSoon
      title="BCP Activation Response"
      description="Record control status, strategy status and headcount for each activated process at every status check."
    />
  );
}
