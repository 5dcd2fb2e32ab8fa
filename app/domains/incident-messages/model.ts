/**
 * Incident communications (issue 25 item 3): audiences, channels, templates, the links a message carries and
 * the tally, defined once for the API, the incident page and the public answer page. Isomorphic.
 */
import { message, templates } from "~/shared/i18n/en";
import { countOf } from "~/shared/plural";

export const AUDIENCE_LABELS = {
  impacted_people: "Impacted people",
  response_team: "Response team",
  plan_leads: "BC leads of the impacted plans",
  brt_rosters: "BRT rosters of the impacted plans",
  site_people: "Everyone at the impacted sites",
  cmp_roster: "CMP roster",
} as const;
export type Audience = keyof typeof AUDIENCE_LABELS;
/** Beside each audience on the send form: how many it reaches, or that it reaches nobody yet (UX review A-8). */
export const audienceSizeLabel = (n: number) =>
  n === 0 ? "nobody to send to yet" : countOf(n, "person", "people");
export const AUDIENCES = Object.keys(AUDIENCE_LABELS) as [Audience, ...Audience[]];

export const CHANNEL_LABELS = { email: "Email", sms: "SMS", voice: "Voice" } as const;
export type Channel = keyof typeof CHANNEL_LABELS;
export const CHANNELS = Object.keys(CHANNEL_LABELS) as [Channel, ...Channel[]];
/**
 * What a message's card says of a channel Keel has no provider for (UX review A-5: "Delivered 0" beside "Sent 5"
 * said nothing of why). To administrators: what is missing and where the copies are.
 */
export const NOT_SENT_LABELS: Record<Channel, string> = {
  email: "Email not sent: no email server is set up. The copies wait in the outbox.",
  sms: "SMS not sent: no SMS provider is set up. The copies wait in the outbox.",
  voice: "Calls not made: no voice provider is set up.",
};
/**
 * The same to everyone else (an employee on the team): no server configuration they cannot act on, but what it
 * means for the message and what to do instead.
 */
export const NOT_SENT_NOTICES: Record<Channel, string> = {
  email:
    "Email not sent: Keel cannot send email yet, so nobody received this message by email. Reach them another way; your administrator can set email up.",
  sms: "SMS not sent: Keel cannot send text messages yet, so nobody received this message by SMS. Reach them another way; your administrator can set SMS up.",
  voice:
    "Calls not made: Keel cannot place calls yet, so nobody was called. Reach them another way; your administrator can set calls up.",
};

/** What a link in a message does when the recipient follows it (one link per purpose, each usable once). */
export const LINK_LABELS = message.links;
export type LinkPurpose = keyof typeof LINK_LABELS;
export type LinkLabel = (typeof LINK_LABELS)[LinkPurpose];
/** What a link's page can say: before an answer (ready, used, expired, invalid) and after it (recorded). */
export const LINK_STATES = ["ready", "used", "expired", "invalid", "recorded"] as const;
export type LinkState = (typeof LINK_STATES)[number];
export const LINK_PURPOSES = Object.keys(LINK_LABELS) as [LinkPurpose, ...LinkPurpose[]];

/**
 * Templates: a starting subject and text (both editable, in English here; each recipient gets their own language's
 * version while the sender keeps the template's text: `templates` of app/shared/i18n) and the links it carries.
 */
export const MESSAGE_TEMPLATES = {
  are_you_safe: { label: "Are you safe?", ...templates.are_you_safe, purposes: ["safe", "help"] },
  information: { label: "Information (acknowledge)", ...templates.information, purposes: ["ack"] },
  stay_away: { label: "Do not come to the site", ...templates.stay_away, purposes: ["ack"] },
} as const satisfies Record<
  string,
  { label: string; subject: string; body: string; purposes: LinkPurpose[] }
>;
export type MessageTemplate = keyof typeof MESSAGE_TEMPLATES;
export const TEMPLATES = Object.keys(MESSAGE_TEMPLATES) as [MessageTemplate, ...MessageTemplate[]];

/**
 * Where else to answer (a call cannot carry links): a call says it when no key is pressed (its keys: VOICE_KEYS).
 */
export const VOICE_CLOSING = message.voiceClosing;

/** Bounds: an SMS stays a few segments; links are added after the text. */
export const MESSAGE_LIMITS = { subject: 120, body: 600, recipients: 5000 } as const;
/** How long the links of a message work. */
export const LINK_LIFETIME_HOURS = 72;

export const TALLY_LABELS = {
  sent: "Sent",
  delivered: "Delivered",
  acknowledged: "Acknowledged",
  safe: "Safe",
  help: "Need help",
  noAnswer: "No answer",
} as const;
export type TallyKey = keyof typeof TALLY_LABELS;
export type Tally = Record<TallyKey, number>;

/**
 * A recipient's state on a message's recipient list (issue 32 item 2): their latest answer when they gave one,
 * else whether a copy was delivered, failed or is still on its way ("no answer").
 */
export const RECIPIENT_STATE_LABELS = {
  help: "Need help",
  safe: "Safe",
  acknowledged: "Acknowledged",
  failed: "Failed",
  delivered: "Delivered",
  noAnswer: "No answer",
} as const;
export type RecipientState = keyof typeof RECIPIENT_STATE_LABELS;
export const RECIPIENT_STATES = Object.keys(RECIPIENT_STATE_LABELS) as [RecipientState, ...RecipientState[]];
/** A recipient's answer (the list's first badge) and their copies' delivery (its second). */
export const RECIPIENT_ANSWERS = [
  "help",
  "safe",
  "acknowledged",
  "noAnswer",
] as const satisfies RecipientState[];
export const RECIPIENT_DELIVERIES = ["delivered", "failed"] as const satisfies RecipientState[];
/** The tally figure that opens the recipient list filtered to it (null: the whole list). */
export const TALLY_FILTER: Record<TallyKey, RecipientState | null> = {
  sent: null,
  delivered: "delivered",
  acknowledged: "acknowledged",
  safe: "safe",
  help: "help",
  noAnswer: "noAnswer",
};
/**
 * The people messaged from an incident, once each across its messages, by their latest answer (UX review A-3):
 * what the people accounting and the situation report add to the register's accounting.
 */
export interface Answered {
  people: number;
  safe: number;
  help: number;
  noAnswer: number;
}
export const ANSWERED_KEYS = ["safe", "help", "noAnswer"] as const satisfies (keyof Answered & TallyKey)[];
export const ANSWERED_LABELS = {
  title: "Answered by message",
  /** What the line counts, said under it. */
  hint: "Everyone messaged from this incident, once each, by their latest answer: also those not on the People register.",
} as const;
/** "Safe 1, Need help 1, No answer 0 (2 people messaged)" or "Nobody messaged yet". */
export function answeredLine(a: Answered): string {
  if (a.people === 0) return "Nobody messaged yet";
  return `${ANSWERED_KEYS.map((k) => `${TALLY_LABELS[k]} ${a[k]}`).join(", ")} (${countOf(a.people, "person", "people")} messaged)`;
}

/** Recipients a page of the list shows (a message may have thousands). */
export const RECIPIENTS_PAGE_SIZE = 50;

/** "I need help" as an alert (issue 32 item 1): the call-back that ends a person's red row. */
export const HELP_LABELS = {
  title: "Needs help now",
  calledBack: "Called back",
  note: "Call-back note",
  call: "Call",
  resend: "Resend to this person",
  noPhone: "No phone number",
  noSite: "Site not known",
  told: (n: number) => `${countOf(n, "person", "people")} told`,
} as const;
export const HELP_LIMITS = { note: 250, listed: 200 } as const;

export const MESSAGE_MESSAGES = {
  sent: (n: number) => `Message sent to ${countOf(n, "recipient")}.`,
  resent: (n: number) => `Sent again to ${countOf(n, "recipient")} who have not answered.`,
  nobody: "Nobody to send to: the audiences chosen have nobody with an address for the channels chosen.",
  tooMany: `At most ${MESSAGE_LIMITS.recipients} recipients per message.`,
  chooseAudience: "Choose at least one audience.",
  emptyAudience: (labels: string[]) =>
    `Nobody to reach in ${labels.join(", ")} by the channels chosen: untick ${labels.length === 1 ? "it" : "them"}${labels.includes(AUDIENCE_LABELS.response_team) ? ", or name the response team on the incident first" : ""}.`,
  chooseChannel: "Choose at least one channel.",
  voiceUnavailable: "Voice calls are not set up for Keel: choose Email or SMS.",
  closedIncident: "This incident is over: no message can be sent from it.",
  calledBack: (name: string) => `Call-back to ${name} recorded.`,
  calledBackAlready: "A call-back to this person is already recorded.",
  notHelp: "This person has not asked for help.",
  resentOne: (name: string) => `Sent again to ${name}.`,
  answeredAlready: "This person has answered already: nothing to resend.",
  // What the public answer pages say is in `answer` of app/shared/i18n, in each recipient's language.
} as const;

/** Puts the incident's title into a template's English text (the send form's draft; i18next fills the others). */
export function fillTemplate(text: string, incidentTitle: string) {
  return text.replaceAll("{{incident}}", incidentTitle);
}
