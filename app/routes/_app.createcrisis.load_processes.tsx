import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { wizardAction, wizardLoader } from "~/features/incidents/wizard.server";
import { ProcessesStep } from "~/features/incidents/wizard-steps";

export const loader = ({ request }: LoaderFunctionArgs) => wizardLoader(request, "Crisis", "load_processes");
export const action = ({ request }: ActionFunctionArgs) => wizardAction(request, "Crisis", "load_processes");

export default function Step() {
  return <ProcessesStep />;
}
