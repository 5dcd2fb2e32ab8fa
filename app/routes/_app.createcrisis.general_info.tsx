import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { wizardAction, wizardLoader } from "~/features/incidents/wizard.server";
import { GeneralInfoStep } from "~/features/incidents/wizard-steps";

export const loader = ({ request }: LoaderFunctionArgs) => wizardLoader(request, "Crisis", "general_info");
export const action = ({ request }: ActionFunctionArgs) => wizardAction(request, "Crisis", "general_info");

export default function Step() {
  return <GeneralInfoStep />;
}
