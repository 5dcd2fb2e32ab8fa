/**
 * What the classification and reporting API answers (the presenters' contract, checked against every answer in the
 * test suite). Isomorphic: zod only.
 */
import { z } from "zod";
import { isoTime } from "~/shared/answers";
import { CLASSIFICATION_RESULTS, DEADLINE_STATES } from "./model";

/** One report an incident owes under one regime: its deadline (null until the report before it is sent), state. */
export const reportDeadlineAnswer = z.object({
  id: z.uuid(),
  regime: z.string(),
  regimeLabel: z.string(),
  authority: z.string(),
  report: z.string(),
  label: z.string(),
  rule: z.string(),
  dueAt: isoTime.nullable(),
  sentAt: isoTime.nullable(),
  reference: z.string().nullable(),
  state: z.enum(DEADLINE_STATES),
});

export const classificationAnswer = z.object({
  classification: z
    .object({
      awareAt: isoTime,
      classifiedAt: isoTime,
      criteria: z.array(z.string()),
      criteriaLabels: z.array(z.string()),
      result: z.enum(CLASSIFICATION_RESULTS),
      reason: z.string(),
      regimes: z.array(z.string()),
      classifiedBy: z.string().nullable(),
      updatedAt: isoTime,
    })
    .nullable(),
  deadlines: z.array(reportDeadlineAnswer),
  canClassify: z.boolean(),
});

export const classifiedAnswer = z.object({
  incidentId: z.uuid(),
  result: z.enum(CLASSIFICATION_RESULTS),
  regimes: z.array(z.string()),
});

export const reportSentAnswer = z.object({ id: z.uuid(), state: z.enum(DEADLINE_STATES) });

/** A report due in an open incident (Home): the deadline and the incident it belongs to. */
export const openDeadlineAnswer = reportDeadlineAnswer.extend({
  incident: z.object({ id: z.uuid(), title: z.string().nullable() }),
});
