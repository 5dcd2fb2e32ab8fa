import { useLoaderData } from "@remix-run/react";
import type { ComponentType } from "react";
import type { WizardStep } from "~/paths";
import { AssetsStep } from "./assets-step";
import { GeneralInfoStep } from "./general-info-step";
import { HazardCategoryStep } from "./hazard-category-step";
import { HazardTypeStep } from "./hazard-type-step";
import { ProcessesStep } from "./processes-step";
import type { WizardLoader } from "./step-data";

/** Each step's screen, by its URL segment (spec §2); the step routes render the one the loader served. */
const STEP_VIEWS: Record<WizardStep, ComponentType> = {
  hazard_category: HazardCategoryStep,
  hazard_type: HazardTypeStep,
  "load_assets_&_people": AssetsStep,
  load_processes: ProcessesStep,
  general_info: GeneralInfoStep,
};

export function WizardStepView() {
  const { step } = useLoaderData<WizardLoader>();
  const View = STEP_VIEWS[step];
  // Keyed by the step: moving on mounts the next step's form afresh (its own fields and defaults).
  return <View key={step} />;
}
