/**
 * What the incident messages API answers (the presenters' contract: documented in /api/openapi.json and checked
 * against every answer in the test suite). Isomorphic: zod only.
 */
import { z } from "zod";
import { isoTime } from "~/shared/answers";
import { LANGUAGES } from "~/shared/i18n/languages";
import {
  AUDIENCES,
  type Audience,
  CHANNELS,
  LINK_PURPOSES,
  LINK_STATES,
  RECIPIENT_ANSWERS,
  RECIPIENT_DELIVERIES,
  RECIPIENT_STATES,
  TALLY_LABELS,
  TEMPLATES,
} from "./model";
import { SMS_REPLY_OUTCOMES } from "./sms";
import { WAVE_STEPS } from "./waves";

const tally = z.object(
  Object.fromEntries(Object.keys(TALLY_LABELS).map((k) => [k, z.number().int()])) as Record<
    keyof typeof TALLY_LABELS,
    z.ZodNumber
  >,
);

/** A message sent from an incident, with its tally. */
/** The people messaged from an incident, once each, by their latest answer, register or not (UX review A-3). */
export const answeredAnswer = z.object({
  people: z.number().int(),
  safe: z.number().int(),
  help: z.number().int(),
  noAnswer: z.number().int(),
  /** The first few who have answered nothing, by name (the rest counted in `total`). */
  silentPeople: z.object({
    total: z.number().int(),
    people: z.array(
      z.object({ name: z.string(), phone: z.string().nullable(), site: z.string().nullable() }),
    ),
  }),
});

/** How many each audience reaches (UX review A-8: an empty team shows before Send). */
export const audienceSizesAnswer = z.object(
  Object.fromEntries(AUDIENCES.map((a) => [a, z.number().int()])) as Record<Audience, z.ZodNumber>,
);

export const incidentMessageAnswer = z.object({
  id: z.uuid(),
  template: z.enum(TEMPLATES),
  subject: z.string(),
  body: z.string(),
  channels: z.array(z.enum(CHANNELS)),
  /** Its channels Keel has no provider for (UX review A-5): their copies wait in the outbox, never delivered. */
  notSent: z.array(z.enum(CHANNELS)),
  audiences: z.array(z.enum(AUDIENCES)),
  purposes: z.array(z.enum(LINK_PURPOSES)),
  expiresAt: isoTime,
  createdAt: isoTime,
  tally,
  /** Escalation (issue 36 item 4): its interval in minutes (null: none), the next wave's time, the waves sent. */
  escalateAfterMinutes: z.number().int().nullable(),
  nextWaveAt: isoTime.nullable(),
  waves: z.array(
    z.object({
      number: z.number().int(),
      step: z.enum(WAVE_STEPS),
      recipients: z.number().int(),
      refused: z.string().nullable(),
      sentAt: isoTime,
    }),
  ),
});

export const channelsAnswer = z.object({
  channels: z.array(z.enum(CHANNELS)),
  /** An SMS's answer-page link with a sample token (every token is as long): what the send form previews. */
  answerLinkSample: z.string(),
});

export const sentAnswer = z.object({ id: z.uuid(), recipients: z.number().int(), message: z.string() });
export const resentAnswer = z.object({ resent: z.number().int(), message: z.string() });

/** What a signed link's page shows. */
export const linkAnswer = z.object({
  state: z.enum(LINK_STATES),
  purpose: z.enum(LINK_PURPOSES).nullable(),
  /** The answer's label in the recipient's language ("I'm safe", "Je suis en sécurité"…). */
  label: z.string().nullable(),
  incidentTitle: z.string().nullable(),
  greeting: z.string().nullable(),
  text: z.string().nullable(),
  /** The company's emergency number, when "I need help" could tell nobody. */
  call: z.string().nullable(),
  /** The recipient's language (issue 36 item 7); null when the link names nobody (the reader's browser decides). */
  language: z.enum(LANGUAGES).nullable(),
});

/** One page of a message's recipients, by name, with their state (issue 32 item 2). */
export const recipientListAnswer = z.object({
  message: z.object({ id: z.uuid(), subject: z.string(), createdAt: isoTime }),
  state: z.enum(RECIPIENT_STATES).nullable(),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
  recipients: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      state: z.enum(RECIPIENT_ANSWERS),
      delivery: z.enum(RECIPIENT_DELIVERIES).nullable(),
      channels: z.array(z.enum(CHANNELS)),
      sends: z.number().int(),
      lastSentAt: isoTime,
      answeredAt: isoTime.nullable(),
      calledBackAt: isoTime.nullable(),
    }),
  ),
});

/** Someone who answered "I need help" and has not been called back: the incident's red row. */
export const helpRequestAnswer = z.object({
  id: z.uuid(),
  messageId: z.uuid(),
  subject: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  site: z.string().nullable(),
  personId: z.uuid().nullable(),
  helpAt: isoTime,
  told: z.number().int(),
});

export const calledBackAnswer = z.object({ id: z.uuid(), message: z.string() });

/** What an SMS's answer page shows (issue 36 item 2): the whole message and each answer it offers. */
export const answerPageAnswer = linkAnswer.extend({
  subject: z.string().nullable(),
  body: z.string().nullable(),
  answers: z.array(
    z.object({
      purpose: z.enum(LINK_PURPOSES),
      label: z.string(),
      /** Already recorded for this recipient. */
      given: z.boolean(),
    }),
  ),
});

/** What became of an SMS reply (issue 36 item 3): recorded, or kept as unknown, late… (never guessed). */
export const inboundAnswer = z.object({ outcome: z.enum(SMS_REPLY_OUTCOMES) });
