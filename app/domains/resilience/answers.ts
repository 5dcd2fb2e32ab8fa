/**
 * What the important-business-services API answers (the presenters' contract, documented in /api/openapi.json
 * and checked against every answer in the test suite). Isomorphic: zod only.
 */
import { z } from "zod";
import { MAD_UNITS } from "~/domains/bcp/model";
import { keptVersionAnswer, keptVersionWithContent } from "~/domains/evidence/answers";
import { changeHistoryAnswer } from "~/domains/registers/answers";
import { REGISTER_KINDS } from "~/domains/registers/model";
import { isoTime } from "~/shared/answers";
import { SERVICE_CLOCK_STATES, SERVICE_MESSAGES } from "./model";
import { VULNERABILITY_MESSAGES, VULNERABILITY_STATUSES } from "./self-assessment-model";

const person = z.object({ id: z.uuid(), name: z.string() });
const tolerance = {
  tolerance: z.number().int(),
  toleranceUnit: z.enum(MAD_UNITS),
  maxCustomers: z.number().int().nullable(),
  maxTransactions: z.number().int().nullable(),
  maxValue: z.number().int().nullable(),
};

/** A service in the register, with how many processes it relies on and how many have a MAD past its tolerance. */
export const businessServiceListAnswer = z.object({
  id: z.uuid(),
  name: z.string(),
  served: z.string(),
  owner: person.nullable(),
  boardApprovedOn: z.iso.date().nullable(),
  ...tolerance,
  processCount: z.number().int(),
  /** How many register entries (applications, suppliers…) it relies on. */
  entryCount: z.number().int(),
  outsideTolerance: z.number().int(),
});

/** A mapped process with its plan, its MAD and whether the MAD is within the service's tolerance. */
export const mappedProcessAnswer = z.object({
  id: z.uuid(),
  name: z.string(),
  bcpId: z.uuid(),
  planName: z.string(),
  mad: z.number().int(),
  madDuration: z.enum(MAD_UNITS),
  withinTolerance: z.boolean(),
  /** Whether the caller may open the process's plan (a service maps processes of any plan of the company). */
  planReadable: z.boolean(),
});

/** A register entry a service relies on (issue 34): archived entries stay mapped until someone unmaps them. */
export const mappedEntryAnswer = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(REGISTER_KINDS),
  archived: z.boolean(),
});

/** One service with its tolerance, its reasons and its mapped processes; `canManage`: the caller may edit it. */
export const businessServiceAnswer = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  served: z.string(),
  whyImportant: z.string(),
  owner: person.nullable(),
  boardApprovedOn: z.iso.date().nullable(),
  ...tolerance,
  toleranceReason: z.string(),
  processes: z.array(mappedProcessAnswer),
  entries: z.array(mappedEntryAnswer),
  createdAt: isoTime,
  updatedAt: isoTime,
  canManage: z.boolean(),
  history: changeHistoryAnswer,
});

/** What the service form offers: the company's processes (with plan and MAD) and its active people. */
export const businessServiceOptionsAnswer = z.object({
  processes: z.array(mappedProcessAnswer.omit({ withinTolerance: true, planReadable: true })),
  /** The register entries not archived, by kind then name. */
  entries: z.array(mappedEntryAnswer.omit({ archived: true })),
  people: z.array(person),
});

/** A service just created or changed: its id and the success message. */
const saved = <M extends string>(message: M) => z.object({ id: z.uuid(), message: z.literal(message) });
export const businessServiceCreatedAnswer = saved(SERVICE_MESSAGES.created);
export const businessServiceUpdatedAnswer = saved(SERVICE_MESSAGES.updated);
export const businessServiceDeletedAnswer = z.object({
  id: z.uuid(),
  message: z.literal(SERVICE_MESSAGES.deleted),
});

/**
 * A service's tolerance clock in one incident: from when, when the tolerance runs out (`breachAt`), the share gone,
 * its state, and when a recorded breach happened.
 */
export const serviceClockAnswer = z.object({
  id: z.uuid(),
  incident: z.object({ id: z.uuid(), title: z.string().nullable() }),
  service: z.object({ id: z.uuid(), name: z.string() }),
  tolerance: z.number().int(),
  toleranceUnit: z.enum(MAD_UNITS),
  disruptedSince: isoTime,
  breachAt: isoTime,
  usedPct: z.number().int(),
  state: z.enum(SERVICE_CLOCK_STATES),
  running: z.boolean(),
  breachedAt: isoTime.nullable(),
  /** The service's processes activated in the incident. */
  processes: z.array(z.string()),
  /** The register entries the incident hits that the service relies on. */
  entries: z.array(z.string()),
});

/** The self-assessment's content (self-assessment.server.ts), as generated or as kept when approved. */
export const selfAssessmentAnswer = z.object({
  format: z.number().int(),
  company: z.string(),
  services: z.array(
    z.object({
      name: z.string(),
      description: z.string(),
      served: z.string(),
      whyImportant: z.string(),
      owner: z.string().nullable(),
      boardApprovedOn: z.string().nullable(),
      tolerance: z.string(),
      toleranceReason: z.string(),
      otherMeasures: z.array(z.string()),
      processes: z.array(
        z.object({ name: z.string(), plan: z.string(), mad: z.string(), withinTolerance: z.boolean() }),
      ),
      /** The register entries it relies on ("Application: Warehouse Management System"); absent before format 2. */
      entries: z.array(z.object({ name: z.string(), kind: z.string() })).optional(),
    }),
  ),
  scenarioTests: z.array(
    z.object({
      plan: z.string(),
      scenario: z.string(),
      conductedOn: isoTime.nullable(),
      result: z.string(),
      findings: z.string(),
    }),
  ),
  breaches: z.array(z.object({ service: z.string(), incident: z.string(), breachedAt: z.string() })),
  vulnerabilities: z.array(
    z.object({
      service: z.string(),
      process: z.string(),
      plan: z.string(),
      mad: z.string(),
      tolerance: z.string(),
    }),
  ),
  /** The vulnerabilities recorded with their remediation; absent before format 2. */
  remediations: z
    .array(
      z.object({
        service: z.string().nullable(),
        description: z.string(),
        owner: z.string(),
        remediationDue: z.iso.date().nullable(),
        status: z.string(),
      }),
    )
    .optional(),
  lessonsLearned: z.string(),
  communicationStrategy: z.string(),
});

/** A vulnerability as its form edits it (GET /selfAssessment/vulnerabilities). */
export const vulnerabilityAnswer = z.object({
  id: z.uuid(),
  serviceId: z.uuid().nullable(),
  service: z.string().nullable(),
  description: z.string(),
  owner: z.string(),
  remediationDue: z.iso.date().nullable(),
  status: z.enum(VULNERABILITY_STATUSES),
});
const vulnerabilitySaved = <M extends string>(message: M) =>
  z.object({ id: z.uuid(), message: z.literal(message) });
export const vulnerabilityAddedAnswer = vulnerabilitySaved(VULNERABILITY_MESSAGES.added);
export const vulnerabilitySavedAnswer = vulnerabilitySaved(VULNERABILITY_MESSAGES.saved);
export const vulnerabilityRemovedAnswer = vulnerabilitySaved(VULNERABILITY_MESSAGES.removed);

/** GET /selfAssessment/version: one approved version with its content. */
export const selfAssessmentVersionAnswer = keptVersionWithContent(selfAssessmentAnswer);
export const selfAssessmentVersionsAnswer = z.array(keptVersionAnswer);
