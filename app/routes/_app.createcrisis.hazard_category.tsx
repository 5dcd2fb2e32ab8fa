import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { wizardAction, wizardLoader } from "~/features/incidents/wizard.server";
import { HazardCategoryStep } from "~/features/incidents/wizard-steps";

export const loader = ({ request }: LoaderFunctionArgs) => wizardLoader(request, "Crisis", "hazard_category");
export const action = ({ request }: ActionFunctionArgs) => wizardAction(request, "Crisis", "hazard_category");

export default function Step() {
  return <HazardCategoryStep />;
}
