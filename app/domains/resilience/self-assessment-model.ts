/**
 * The self-assessment (PRA SS1/21 ch. 8, issue 34 item 5): its sections in the order the document shows them, its
 * labels and messages. Isomorphic: the API, the PDF and the page read the same list.
 */
export const SELF_ASSESSMENT_SECTIONS = {
  services: "Important business services and why",
  tolerances: "Impact tolerances and why",
  mapping: "Mapping",
  scenarioTests: "Scenario tests and their results",
  lessonsLearned: "Lessons learned",
  vulnerabilities: "Vulnerabilities and remediation",
  communication: "Communication strategy",
} as const;

export const SELF_ASSESSMENT_LABELS = {
  title: "Self-assessment",
  open: "Self-assessment",
  current:
    "The self-assessment as it stands today, generated from the register. Approve it to keep this version.",
  approve: "Approve and keep this version",
  lessonsLearned: "Lessons learned",
  communicationStrategy: "Communication strategy",
  remediationDate: "Remediation date",
  noTests: "No scenario test recorded.",
  noBreaches: "No impact tolerance breach recorded.",
  noVulnerabilities: "Every mapped process recovers within its service's tolerance.",
  entriesMapped: "Register entries relied on",
  noEntriesMapped: "No register entry is mapped to a service.",
  download: "Download PDF",
} as const;

export const SELF_ASSESSMENT_MESSAGES = {
  approved: "Self-assessment approved: this version is kept.",
  strategyRequired: "Communication strategy is required.",
  tooLong: (label: string) => `${label} can be at most 4000 characters.`,
} as const;

/**
 * A vulnerability's remediation (PRA SS1/21 ch. 8: "vulnerabilities … and the actions taken or planned"), as the
 * self-assessment lists it: where it stands, with the colour its badge shows.
 */
export const VULNERABILITY_STATUSES = ["open", "in_progress", "remediated"] as const;
export type VulnerabilityStatus = (typeof VULNERABILITY_STATUSES)[number];
export const VULNERABILITY_STATUS_LABELS: Record<VulnerabilityStatus, string> = {
  open: "Open",
  in_progress: "In progress",
  remediated: "Remediated",
};
export const VULNERABILITY_STATUS_COLOURS: Record<VulnerabilityStatus, string> = {
  open: "bg-red-100 text-red-800",
  in_progress: "bg-amber-100 text-amber-800",
  remediated: "bg-green-100 text-green-800",
};

export const VULNERABILITY_LABELS = {
  heading: "Vulnerabilities being remediated",
  description: "Vulnerability",
  service: "Service",
  wholeCompany: "The company as a whole",
  owner: "Owner",
  remediationDue: "Remediation date",
  status: "Status",
  add: "Add vulnerability",
  save: "Save",
  remove: "Remove",
  none: "No vulnerability recorded.",
} as const;

export const VULNERABILITY_MESSAGES = {
  added: "Vulnerability added.",
  saved: "Vulnerability saved.",
  removed: "Vulnerability removed.",
  descriptionRequired: "Describe the vulnerability.",
  unknownService: "Choose one of your company's important business services.",
} as const;
