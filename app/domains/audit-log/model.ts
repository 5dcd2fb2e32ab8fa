import { AUDIT_LOG_TITLE } from "./labels";

/**
 * The company's audit log (who changed what and when, across the system of record): its subjects, labels and
 * bounds. Isomorphic.
 */

/** What an audit entry is about (the log's `entity_type`), and how a reader names it. */
export const AUDIT_SUBJECT_LABELS = {
  bcp: "Business continuity plan",
  incident: "Incident",
  management_plan: "Management plan",
  registerEntry: "Register entry",
  businessService: "Important business service",
  user: "User",
  company: "Company",
  sso_config: "Single sign-on",
  sso_domain: "Single sign-on domain",
  webhook: "Webhook",
  calendar_feed: "Calendar feed",
} as const;
export type AuditSubject = keyof typeof AUDIT_SUBJECT_LABELS;
export const AUDIT_SUBJECTS = Object.keys(AUDIT_SUBJECT_LABELS) as [AuditSubject, ...AuditSubject[]];

/** Entries a page of the log shows, newest first. */
export const AUDIT_LOG_PAGE_SIZE = 50;

export const AUDIT_LOG_LABELS = {
  title: AUDIT_LOG_TITLE,
  intro:
    "Who changed what and when, across the company's plans, incidents, registers, services, users and settings. Entries cannot be changed or removed.",
  subject: "Record",
  everySubject: "Every record",
  person: "Person",
  from: "From",
  to: "To",
  apply: "Filter",
  when: "When",
  who: "Who",
  what: "What",
  change: "Change",
  none: "No entry matches these filters.",
  system: "Keel",
  unnamed: "(no longer exists)",
} as const;

export const AUDIT_LOG_MESSAGES = {
  toBeforeFrom: "The end date must be on or after the start date.",
} as const;
