import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { IncidentType } from "~/domains/incidents/model";
import { wizardAction, wizardLoader } from "~/features/incidents/wizard.server";
import { isWizardStep } from "~/paths";
import type { WizardData } from "./step-data";

/** The step a `$step` URL segment names (spec §2 spells the five); any other segment is a 404. */
function stepOf(segment: string | undefined) {
  if (!isWizardStep(segment)) throw new Response("Not found", { status: 404 });
  return segment;
}

/** The loader and action of one wizard (`/createincidents/$step` or `/createcrisis/$step`). */
export const wizardStepRoute = (type: IncidentType) => ({
  loader: ({ request, context, params }: LoaderFunctionArgs): Promise<WizardData> =>
    wizardLoader({ request, context }, type, stepOf(params.step)),
  action: ({ request, context, params }: ActionFunctionArgs) =>
    wizardAction({ request, context }, type, stepOf(params.step)),
});
