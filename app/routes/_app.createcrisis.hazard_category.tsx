import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { wizardAction, wizardLoader } from "~/features/incidents/wizard.server";
import { HazardCategoryStep } from "~/features/incidents/wizard-steps";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  wizardLoader({ request, context }, "Crisis", "hazard_category");
export const action = ({ request, context }: ActionFunctionArgs) =>
  wizardAction({ request, context }, "Crisis", "hazard_category");

export default function Step() {
  return <HazardCategoryStep />;
}
