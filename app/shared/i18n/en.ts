/**
 * English, the source language of what Keel says to the people it messages (issue 36 item 7). One named export per
 * namespace, so a screen that needs one (the incident page takes `message` for its labels) ships only that one;
 * fr.ts, de.ts and es.ts give every key of these. `{{name}}` is an i18next placeholder; `_one`/`_other` are
 * i18next plural forms.
 */

/** The fixed text of an incident message's copies: the answer links, the SMS's reply line, a call's closing. */
export const message = {
  links: { safe: "I'm safe", help: "I need help", ack: "Acknowledge" },
  smsReply: {
    answers: "Reply {{codes}} or",
    safe: "{{code}}=safe",
    help: "{{code}}=need help",
    ack: "Reply {{code}} or",
  },
  voiceClosing:
    "To answer, use the link in the email or text message we sent you, or call your response team.",
  /** What a call says around the message: the keys it offers, and what it answers a key with. */
  voice: {
    safe: "Press {{key}} if you are safe.",
    help: "Press {{key}} if you need help.",
    ack: "Press {{key}} to acknowledge this message.",
    noKey: "We did not receive an answer.",
    unknownKey: "That key is not one of the answers.",
    late: "This message can no longer be answered. Contact your response team.",
  },
  /** The email's line with the incident's public status page, while it is published. */
  statusPage: "Status page: {{link}}",
} as const;

/** The message templates' starting subject and text; `{{incident}}` is the incident's title. */
export const templates = {
  are_you_safe: {
    subject: "Are you safe?",
    body: "An incident may affect you: {{incident}}. Please tell us you are safe, or that you need help, with one of the links below.",
  },
  information: {
    subject: "Incident update",
    body: "An update about {{incident}}. Please acknowledge that you have read this message.",
  },
  stay_away: {
    subject: "Do not come to the site",
    body: "Because of {{incident}}, do not travel to the site until told otherwise. Please acknowledge.",
  },
} as const;

/** The public answer pages (a message's link, the SMS's answer page). */
export const answer = {
  title: "Your answer",
  pageTitle: "Your answer · Keel",
  pressTheButton: "{{name}}, press the button to send your answer.",
  pressAButton: "{{name}}, press a button to send your answer.",
  answerGiven: "You have already given this answer.",
  recorded: {
    safe: "Thank you. We have recorded that you are safe.",
    help: "We have recorded that you need help.",
    ack: "Thank you. Your acknowledgement has been recorded.",
  },
  used: "This link has already been used. Your answer was recorded.",
  expired: "This link has expired. If you still need to answer, contact your response team.",
  invalid: "This link is not valid. Check that you opened the whole link from your message.",
  helpTold_one: "We have told {{count}} person that you need help: {{names}}. They will contact you.",
  helpTold_other:
    "We have told {{count}} people that you need help: {{names}}. One of them will contact you.",
  helpNobodyCall:
    "We have recorded that you need help, but nobody could be told automatically. Call {{phone}} now.",
  helpNobody:
    "We have recorded that you need help, but nobody could be told automatically. Call your manager now, or the emergency services if you are in danger.",
  call: "Call",
} as const;

/** An incident's status page, as its reader sees it. */
export const status = {
  title: "Status page",
  status: "Status",
  lastUpdated: "Last updated",
  updates: "Updates",
  noUpdates: "No updates yet.",
  whatIsHit: "What is hit",
  sites: "Sites",
  processes: "Processes",
  nextCheck: "Next status check",
  team: "Response team",
  coordinator: "Response coordinator",
  noTeam: "No one is assigned to the response team yet.",
  refreshes: "This page refreshes itself every minute.",
  notFound: "This status page does not exist or is no longer available.",
  exercise: "EXERCISE ({{type}}): not a real incident. Messages and reports of it are marked EXERCISE.",
  statuses: {
    "Just Created": "Just Created",
    "Assigned Team": "Assigned Team",
    "In Progress": "In Progress",
    Completed: "Completed",
    Cancelled: "Cancelled",
  },
  types: { Incident: "Incident", Crisis: "Crisis" },
  exerciseTypes: { Tabletop: "tabletop", Walkthrough: "walkthrough", Simulation: "simulation", Live: "live" },
} as const;

/** The app's own labels, ready for translation (the screens stay in English for now: spec labels as written). */
export const ui = {
  language: "Language",
  languageHelp: "Messages, answer pages and status pages reach this person in this language.",
  companyLanguage: "Default language",
  companyLanguageHelp: "The language of people and users who have not chosen one.",
  companyDefault: "Company default ({{language}})",
} as const;

export const en = { message, templates, answer, status, ui } as const;

/** A translation: every key of the English, each a string. */
type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type Translation = Strings<typeof en>;
