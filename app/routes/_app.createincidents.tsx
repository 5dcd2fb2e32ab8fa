import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { WizardLayout } from "~/domains/incidents/ui/wizard-layout";
import { requireUser } from "~/utils/auth.server";

export const meta: MetaFunction = () => [{ title: "Create Incident · Keel" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export default function CreateLayout() {
  return <WizardLayout type="Incident" />;
}
