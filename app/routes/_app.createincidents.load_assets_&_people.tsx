import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { wizardAction, wizardLoader } from "~/features/incidents/wizard.server";
import { AssetsStep } from "~/features/incidents/wizard-steps";

export const loader = ({ request }: LoaderFunctionArgs) =>
  wizardLoader(request, "Incident", "load_assets_&_people");
export const action = ({ request }: ActionFunctionArgs) =>
  wizardAction(request, "Incident", "load_assets_&_people");

export default function Step() {
  return <AssetsStep />;
}
