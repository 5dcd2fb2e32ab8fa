import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { wizardAction, wizardLoader } from "~/features/incidents/wizard.server";
import { GeneralInfoStep } from "~/features/incidents/wizard-steps";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  wizardLoader({ request, context }, "Crisis", "general_info");
export const action = ({ request, context }: ActionFunctionArgs) =>
  wizardAction({ request, context }, "Crisis", "general_info");

export default function Step() {
  return <GeneralInfoStep />;
}
