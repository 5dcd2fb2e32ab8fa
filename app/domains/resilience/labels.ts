/**
 * The important business services' field and screen labels, in a module of their own: the sidebar of every page
 * names the register, and importing the model for it put the model (and the MAD rule) in every page's JavaScript.
 */
export const SERVICE_LABELS = {
  register: "Important Business Services",
  one: "Important business service",
  name: "Name",
  description: "Description",
  served: "Who is served",
  whyImportant: "Why it is important",
  owner: "Owner",
  boardApprovedOn: "Board approval date",
  tolerance: "Maximum tolerable disruption",
  toleranceUnit: "Unit",
  toleranceReason: "Why this tolerance",
  processes: "Processes it relies on",
  entries: "Register entries it relies on",
  /** The register entry page's section (issue 34). */
  relyingOn: "Important business services relying on this",
} as const;
