import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { wizardLayoutLoader } from "~/features/incidents/wizard.server";
import { WizardLayout } from "~/features/incidents/wizard-layout";
import { mapLinks } from "~/features/map/styles";

// The map (location, impacted sites) needs Leaflet's stylesheet.
export const links: LinksFunction = () => mapLinks();

export const meta: MetaFunction = () => [{ title: "Create Crisis · Keel" }];

export const loader = (args: LoaderFunctionArgs) => wizardLayoutLoader(args);

export default function CreateLayout() {
  return <WizardLayout type="Crisis" />;
}
