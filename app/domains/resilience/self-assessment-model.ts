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
  download: "Download PDF",
} as const;

export const SELF_ASSESSMENT_MESSAGES = {
  approved: "Self-assessment approved: this version is kept.",
  strategyRequired: "Communication strategy is required.",
  tooLong: (label: string) => `${label} can be at most 4000 characters.`,
} as const;
