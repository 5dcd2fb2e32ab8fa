/**
 * A process's fields (spec §3) by their stored names, with the labels the process form shows (the exposures are
 * EXPOSURE_FIELDS): the form, the audit trail and the changes since an approval all read them here. In a file of its own
 * (as ./mad): the plan editor's script, at its budget, leaves it out (its loader sends the form's labels).
 */
export const PROCESS_FIELD_LABELS = {
  name: "Process name",
  processType: "Process type",
  consequencesOfDisruption: "Consequences of Disruption",
  overAllCriticality: "Overall Criticality",
  criticalityLevelExplanation: "Criticality Level Explanation",
  isBCStrategyRequired: "Is a BC strategy required?",
  justificationForNoBCStrategy: "Justification for No BC Strategy",
  mad: "MAD duration",
  madDuration: "MAD unit",
  totalGlobalHeadCount: "Global Head Count",
  criticalProcessHeadcountAnalysis: "Critical Process Headcount Analysis",
  maloCriterialExplanation: "MALO Criteria Explanation",
} as const;
export type ProcessFieldLabels = typeof PROCESS_FIELD_LABELS;
