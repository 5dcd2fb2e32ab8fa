import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/page";
import { requireUser } from "~/utils/auth.server";

export const meta: MetaFunction = () => [{ title: "Active BCPs · Keel" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export default function Page() {
  return (
    <ComingSoon
      title="Active BCPs"
      description="Every active plan with its incident, since when, its lead, processes and their latest response."
    />
  );
}
