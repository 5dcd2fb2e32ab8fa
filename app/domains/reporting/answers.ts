/**
 * What the classification and reporting API answers (the presenters' contract, checked against every answer in the
 * test suite). Isomorphic: zod only.
 */
import { z } from "zod";
import { keptVersionAnswer } from "~/domains/evidence/answers";
import { INCIDENT_TYPES } from "~/domains/incidents/model";
import { isoTime } from "~/shared/answers";
import { CLASSIFICATION_RESULTS, CRITERIA, DEADLINE_STATES, REGIME_KEYS } from "./model";
import { REPORT_FIELDS, type ReportField } from "./report-fields";

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
      criteria: z.array(z.enum(CRITERIA)),
      criteriaLabels: z.array(z.string()),
      result: z.enum(CLASSIFICATION_RESULTS),
      reason: z.string(),
      regimes: z.array(z.enum(REGIME_KEYS)),
      classifiedBy: z.string().nullable(),
      updatedAt: isoTime,
    })
    .nullable(),
  deadlines: z.array(reportDeadlineAnswer),
  canClassify: z.boolean(),
  /** What the form offers: the DORA criteria and the rule table's regimes (sent, so the page ships no table). */
  options: z.object({
    criteria: z.array(z.object({ key: z.enum(CRITERIA), label: z.string() })),
    regimes: z.array(
      z.object({
        key: z.enum(REGIME_KEYS),
        label: z.string(),
        trigger: z.string(),
        reports: z.array(z.object({ label: z.string(), rule: z.string() })),
      }),
    ),
  }),
});

export const classifiedAnswer = z.object({
  incidentId: z.uuid(),
  result: z.enum(CLASSIFICATION_RESULTS),
  regimes: z.array(z.enum(REGIME_KEYS)),
});

export const reportSentAnswer = z.object({ id: z.uuid(), state: z.enum(DEADLINE_STATES) });

/** A report due in an open incident (Home): the deadline and the incident it belongs to. */
export const openDeadlineAnswer = reportDeadlineAnswer.extend({
  incident: z.object({ id: z.uuid(), title: z.string().nullable() }),
});

/** A report's fields (report-fields.ts), as text. */
const reportFieldsAnswer = z.object(
  Object.fromEntries(REPORT_FIELDS.map((f) => [f, z.string()])) as Record<ReportField, z.ZodString>,
);

/** GET /incident/{id}/reports/{deadlineId}: a report's draft (or its sent version), its deadline, sent versions. */
export const reportDraftAnswer = z.object({
  incident: z.object({ id: z.uuid(), type: z.enum(INCIDENT_TYPES), title: z.string().nullable() }),
  deadline: reportDeadlineAnswer,
  fields: reportFieldsAnswer,
  /** When the draft was last saved; null while prefilled from the incident (or once sent). */
  savedAt: isoTime.nullable(),
  sentVersions: z.array(keptVersionAnswer),
  canEdit: z.boolean(),
  /** The draft's version as read (0 until first saved): a save sends it back, and is refused once it moved on. */
  editVersion: z.number().int(),
});

export const reportDraftSavedAnswer = z.object({
  id: z.uuid(),
  savedAt: isoTime,
  editVersion: z.number().int(),
});
