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
