import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { mapLinks } from "~/components/map/styles";
import { WizardLayout } from "~/domains/incidents/ui/wizard-layout";
import { requireUser } from "~/utils/auth.server";

// The map (location, impacted sites) needs Leaflet's stylesheet.
export const links: LinksFunction = () => mapLinks();

export const meta: MetaFunction = () => [{ title: "Create Crisis · Keel" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export default function CreateLayout() {
  return <WizardLayout type="Crisis" />;
}
