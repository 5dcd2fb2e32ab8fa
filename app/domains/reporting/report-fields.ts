/**
 * A regulator report's draft (issue 34 item 4): the fields an initial, intermediate or final report carries, in
 * the order the form, the PDF and the CSV show them. Isomorphic: the API, the PDF and the page read the same list.
 */
export const REPORT_FIELDS = [
  "incident",
  "description",
  "detectedAt",
  "awareAt",
  "classifiedAt",
  "classification",
  "servicesAffected",
  "processesAffected",
  "sitesAffected",
  "peopleAffected",
  "clientsAffected",
  "actionsTaken",
  "contactPoint",
] as const;
export type ReportField = (typeof REPORT_FIELDS)[number];
export type ReportFields = Record<ReportField, string>;

export const REPORT_FIELD_LABELS: Record<ReportField, string> = {
  incident: "Incident",
  description: "Description of the incident",
  detectedAt: "Detected at",
  awareAt: "Became aware at",
  classifiedAt: "Classified at",
  classification: "Classification and criteria",
  servicesAffected: "Services affected",
  processesAffected: "Processes affected",
  sitesAffected: "Sites affected",
  peopleAffected: "People affected",
  clientsAffected: "Clients affected",
  actionsTaken: "Actions taken",
  contactPoint: "Contact point",
};

/** The longest a field may be (a regulator's form field is a few paragraphs at most). */
export const REPORT_FIELD_MAX = 4000;

export const REPORT_LABELS = {
  draft: "Report draft",
  openDraft: "Open the report draft",
  prefilled: "Filled from what Keel knows about the incident; edit before sending.",
  saved: "Saved draft",
  save: "Save draft",
  exportPdf: "PDF",
  exportJson: "JSON",
  exportCsv: "CSV",
  export: "Export",
  sentVersion: "Sent version",
  sentAs: "Sent to the authority as kept below.",
} as const;

export const REPORT_MESSAGES = {
  saved: "Report draft saved.",
  alreadySent: "This report was sent: its sent version is kept unchanged.",
  /** A save made from a draft someone saved since it was opened (the typed text stays in the form). */
  draftChanged: (name: string, when: string) =>
    `This draft changed since you opened it: ${name} saved it at ${when}. Your text is kept below; open the report again to see theirs.`,
  fieldTooLong: (label: string) => `${label} can be at most ${REPORT_FIELD_MAX} characters.`,
} as const;

/** The formats a report exports to. */
export const REPORT_EXPORTS = ["pdf", "json", "csv"] as const;
export type ReportExport = (typeof REPORT_EXPORTS)[number];
