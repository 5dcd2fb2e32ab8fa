/**
 * Escalation waves (issue 36 item 4): their steps, bounds and labels, for the API, the worker and the messages page.
 * Isomorphic, apart from model.ts so that the incident page, which reads model.ts, does not carry them.
 */
export const WAVE_STEP_LABELS = {
  sms: "SMS",
  voice: "voice",
  email: "email",
  backup: "backup or coordinator",
} as const;
export type WaveStep = keyof typeof WAVE_STEP_LABELS;
export const WAVE_STEPS = Object.keys(WAVE_STEP_LABELS) as [WaveStep, ...WaveStep[]];
export const WAVE_LADDER: WaveStep[] = ["sms", "voice", "email", "backup"];
export const ESCALATION_LIMITS = { min: 5, max: 240 } as const;
export const ESCALATION_LABELS = {
  field: "Escalate if no answer",
  hint: `Minutes (${ESCALATION_LIMITS.min} to ${ESCALATION_LIMITS.max}) before trying the next channel (SMS, then a call, then email), then their leader backup or the response coordinator. Leave empty not to escalate.`,
  every: (n: number) => `Escalates after ${n} minutes without an answer`,
  stopped: "Escalation finished",
  /** "Wave 2 (voice) sent to 4 at 10:42" */
  wave: (number: number, step: WaveStep, recipients: number, at: string) =>
    `Wave ${number} (${WAVE_STEP_LABELS[step]}) sent to ${recipients} at ${at}`,
  refused: (number: number, step: WaveStep, why: string) =>
    `Wave ${number} (${WAVE_STEP_LABELS[step]}) not sent: ${why}`,
  next: (at: string) => `Next wave due at ${at}`,
  invalid: `Enter minutes from ${ESCALATION_LIMITS.min} to ${ESCALATION_LIMITS.max}, or leave empty.`,
} as const;
/** What a backup or the coordinator is told about the people who have not answered. */
export const BACKUP_NOTICE = {
  subject: (subject: string) => `No answer: ${subject}`,
  text: (subject: string, people: string[], more: number) =>
    `These people have not answered "${subject}": ${people.join("; ")}${more > 0 ? ` and ${more} more` : ""}. Please try to reach them.`,
  listed: 20,
} as const;
