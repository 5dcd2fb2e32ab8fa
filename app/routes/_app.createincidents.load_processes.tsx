import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { wizardAction, wizardLoader } from "~/domains/incidents/ui/wizard.server";
import { ProcessesStep } from "~/domains/incidents/ui/wizard-steps";

export const loader = ({ request }: LoaderFunctionArgs) =>
  wizardLoader(request, "Incident", "load_processes");
export const action = ({ request }: ActionFunctionArgs) =>
  wizardAction(request, "Incident", "load_processes");

export default function Step() {
  return <ProcessesStep />;
}
