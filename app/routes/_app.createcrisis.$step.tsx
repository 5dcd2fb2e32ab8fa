import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { wizardStepRoute } from "~/features/incidents/wizard/step-route.server";
import { WizardStepView } from "~/features/incidents/wizard/steps";

// One route for the five steps (spec §2 URLs, e.g. /createcrisis/load_assets_&_people); an unknown step is a 404.
// Built inside the loader and action, never at module level: the browser bundle keeps neither, nor their import.
export const loader = (args: LoaderFunctionArgs) => wizardStepRoute("Crisis").loader(args);
export const action = (args: ActionFunctionArgs) => wizardStepRoute("Crisis").action(args);

export default WizardStepView;
