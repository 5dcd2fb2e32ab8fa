import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { wizardAction, wizardLoader } from "~/features/incidents/wizard.server";
import { ProcessesStep } from "~/features/incidents/wizard-steps";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  wizardLoader({ request, context }, "Incident", "load_processes");
export const action = ({ request, context }: ActionFunctionArgs) =>
  wizardAction({ request, context }, "Incident", "load_processes");

export default function Step() {
  return <ProcessesStep />;
}
