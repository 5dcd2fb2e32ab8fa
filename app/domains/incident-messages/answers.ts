/**
 * What the incident messages API answers (the presenters' contract: documented in /api/openapi.json and checked
 * against every answer in the test suite). Isomorphic: zod only.
 */
import { z } from "zod";
import { isoTime } from "~/shared/answers";
import {
  AUDIENCES,
  CHANNELS,
  LINK_LABELS,
  LINK_PURPOSES,
  LINK_STATES,
  type LinkLabel,
  TALLY_LABELS,
  TEMPLATES,
} from "./model";

const tally = z.object(
  Object.fromEntries(Object.keys(TALLY_LABELS).map((k) => [k, z.number().int()])) as Record<
    keyof typeof TALLY_LABELS,
    z.ZodNumber
  >,
);

/** A message sent from an incident, with its tally. */
export const incidentMessageAnswer = z.object({
  id: z.uuid(),
  template: z.enum(TEMPLATES),
  subject: z.string(),
  body: z.string(),
  channels: z.array(z.enum(CHANNELS)),
  audiences: z.array(z.enum(AUDIENCES)),
  purposes: z.array(z.enum(LINK_PURPOSES)),
  expiresAt: isoTime,
  createdAt: isoTime,
  tally,
});

export const channelsAnswer = z.object({ channels: z.array(z.enum(CHANNELS)) });

export const sentAnswer = z.object({ id: z.uuid(), recipients: z.number().int(), message: z.string() });
export const resentAnswer = z.object({ resent: z.number().int(), message: z.string() });

/** What a signed link's page shows. */
export const linkAnswer = z.object({
  state: z.enum(LINK_STATES),
  purpose: z.enum(LINK_PURPOSES).nullable(),
  label: z.enum(Object.values(LINK_LABELS) as [LinkLabel, ...LinkLabel[]]).nullable(),
  incidentTitle: z.string().nullable(),
  greeting: z.string().nullable(),
  text: z.string().nullable(),
});
