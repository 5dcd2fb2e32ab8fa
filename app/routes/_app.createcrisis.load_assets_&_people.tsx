import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { wizardAction, wizardLoader } from "~/features/incidents/wizard.server";
import { AssetsStep } from "~/features/incidents/wizard-steps";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  wizardLoader({ request, context }, "Crisis", "load_assets_&_people");
export const action = ({ request, context }: ActionFunctionArgs) =>
  wizardAction({ request, context }, "Crisis", "load_assets_&_people");

export default function Step() {
  return <AssetsStep />;
}
