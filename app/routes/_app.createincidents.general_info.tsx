import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { wizardAction, wizardLoader } from "~/domains/incidents/ui/wizard.server";
import { GeneralInfoStep } from "~/domains/incidents/ui/wizard-steps";

export const loader = ({ request }: LoaderFunctionArgs) => wizardLoader(request, "Incident", "general_info");
export const action = ({ request }: ActionFunctionArgs) => wizardAction(request, "Incident", "general_info");

export default function Step() {
  return <GeneralInfoStep />;
}
