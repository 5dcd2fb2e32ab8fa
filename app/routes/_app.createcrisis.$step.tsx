import { wizardStepRoute } from "~/features/incidents/wizard/step-route.server";
import { WizardStepView } from "~/features/incidents/wizard/steps";

// One route for the five steps (spec §2 URLs, e.g. /createcrisis/load_assets_&_people); an unknown step is a 404.
const route = wizardStepRoute("Crisis");
export const loader = route.loader;
export const action = route.action;

export default WizardStepView;
