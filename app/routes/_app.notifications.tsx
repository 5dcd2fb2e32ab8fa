import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/page";
import { requireUser } from "~/utils/auth.server";

export const meta: MetaFunction = () => [{ title: "Notifications · Keel" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export default function Page() {
  return <ComingSoon title="Notifications" description="All your notifications and mentions." />;
}
