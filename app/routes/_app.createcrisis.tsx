import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { WizardLayout } from "~/features/incidents/wizard-layout";
import { mapLinks } from "~/features/map/styles";
import { requirePermission } from "~/web/auth.server";

// The map (location, impacted sites) needs Leaflet's stylesheet.
export const links: LinksFunction = () => mapLinks();

export const meta: MetaFunction = () => [{ title: "Create Crisis · Keel" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePermission({ request, context }, "incident.manage");
  return null;
}

export default function CreateLayout() {
  return <WizardLayout type="Crisis" />;
}
