import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { wizardAction, wizardLoader } from "~/domains/incidents/ui/wizard.server";
import { HazardCategoryStep } from "~/domains/incidents/ui/wizard-steps";

export const loader = ({ request }: LoaderFunctionArgs) =>
  wizardLoader(request, "Incident", "hazard_category");
export const action = ({ request }: ActionFunctionArgs) =>
  wizardAction(request, "Incident", "hazard_category");

export default function Step() {
  return <HazardCategoryStep />;
}
