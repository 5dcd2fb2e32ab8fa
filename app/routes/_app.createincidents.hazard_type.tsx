import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { wizardAction, wizardLoader } from "~/features/incidents/wizard.server";
import { HazardTypeStep } from "~/features/incidents/wizard-steps";

export const loader = ({ request }: LoaderFunctionArgs) => wizardLoader(request, "Incident", "hazard_type");
export const action = ({ request }: ActionFunctionArgs) => wizardAction(request, "Incident", "hazard_type");

export default function Step() {
  return <HazardTypeStep />;
}
