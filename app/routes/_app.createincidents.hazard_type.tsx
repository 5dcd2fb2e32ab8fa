import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { wizardAction, wizardLoader } from "~/features/incidents/wizard.server";
import { HazardTypeStep } from "~/features/incidents/wizard-steps";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  wizardLoader({ request, context }, "Incident", "hazard_type");
export const action = ({ request, context }: ActionFunctionArgs) =>
  wizardAction({ request, context }, "Incident", "hazard_type");

export default function Step() {
  return <HazardTypeStep />;
}
