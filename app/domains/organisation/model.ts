/** What the organisation screens and API say, without zod: browser code imports these (validation.ts holds the schemas). */
export const ORGANISATION_MESSAGES = {
  unitSaved: "Business unit saved successfully.",
  unitRemoved: "Business unit removed successfully.",
  departmentSaved: "Department saved successfully.",
  departmentRemoved: "Department removed successfully.",
  siteSaved: "Site saved successfully.",
  siteRemoved: "Site removed successfully.",
  parentNotTopLevel: "A sub business unit cannot hold further sub units.",
  parentIsSelf: "A business unit cannot be its own parent.",
  unitRequired: "Choose one of your business units.",
  topLevelCorporate: "Only a Corporate Administrator can change top-level business units.",
  unitInUse: "This business unit still has sub business units, departments, sites or users.",
  inUse: "This record is still in use.",
  pointHalf: "Give both latitude and longitude, or neither.",
} as const;

/**
 * A new company's setup (issue 32 item 8), in order: each step is done when the company's data says so, and Home
 * shows the list until every step is done.
 */
export const SETUP_STEPS = ["organisation", "approver", "plan", "exercise"] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];
export const SETUP_STEP_LABELS: Record<SetupStep, { step: string; action: string; help: string }> = {
  organisation: {
    step: "Add a business unit and a site",
    action: "Add them",
    help: "Plans belong to a business unit, and incidents find the plans delivered at the sites they hit.",
  },
  approver: {
    step: "Invite someone who can approve plans",
    action: "Invite an approver",
    help: "A plan is approved by a second person, never by its lead or by the one who sends it.",
  },
  plan: {
    step: "Write your first business continuity plan",
    action: "Create a BCP",
    help: "Start with the business unit's services and processes; the other sections build on them.",
  },
  exercise: {
    step: "Run a first exercise",
    action: "Plan a test",
    help: "Test a crisis management plan, so the team has walked through it before a real event.",
  },
};
export const SETUP_MESSAGES = { title: "Set up your company" } as const;
