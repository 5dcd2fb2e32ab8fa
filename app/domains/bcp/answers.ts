/**
 * What the BCP API answers (the presenters' contract, documented in /api/openapi.json and checked against every
 * answer in the test suite). Isomorphic: zod, ~/shared and this domain's isomorphic files only.
 */
import { z } from "zod";
import { planAnalysisAnswer } from "~/domains/bcp-analysis/answers";
import { keptVersionAnswer, keptVersionWithContent } from "~/domains/evidence/answers";
import { isoTime, pagedAnswer } from "~/shared/answers";
import { ROLES } from "~/shared/roles";
import {
  APPROVAL_STATUSES,
  BCP_MESSAGES,
  BCP_STATUSES,
  COMPLETION_STATES,
  EXPOSURE_LEVELS,
  MAD_UNITS,
  PROCESS_STATUSES,
} from "./model";
import { APPROVAL_TARGETS, SECTION_KEYS } from "./sections";

/** A user named in an answer: approver, requester. */
const personAnswer = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

/** Counts per BCP status (every status present, 0 when none). */
const byBcpStatus = z.record(z.enum(BCP_STATUSES), z.number().int());

// ---- plans ----

/** A plan as lists, forms and every plan write show it (plans.server.ts presentRow). */
export const planSummaryAnswer = z.object({
  id: z.uuid(),
  /** The plan's code, BCP-0001. */
  bcpId: z.string(),
  name: z.string(),
  businessUnitId: z.uuid(),
  businessUnit: z.string().nullable(),
  subBusinessUnitId: z.uuid().nullable(),
  subBusinessUnit: z.string().nullable(),
  departmentId: z.uuid().nullable(),
  department: z.string().nullable(),
  bcLeadId: z.uuid(),
  bcLead: z.string().nullable(),
  assigneeId: z.uuid().nullable(),
  assignee: z.string().nullable(),
  status: z.enum(BCP_STATUSES),
  statusLabel: z.string(),
  statusColour: z.string(),
  clonedFromId: z.uuid().nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
});

/** A row of the BCP list: the summary and what the caller may do to the plan. */
export const planListRowAnswer = planSummaryAnswer.extend({
  permissions: z.object({ canManage: z.boolean(), canAdminister: z.boolean() }),
});

/** GET /bcp/all, /bcp/filterBCP: the whole body. */
export const planListAnswer = pagedAnswer(planListRowAnswer);

/** The approval state of one section, or of the whole plan ("overall"). */
export const approvalAnswer = z.object({
  section: z.enum(APPROVAL_TARGETS),
  label: z.string(),
  status: z.enum(APPROVAL_STATUSES),
  statusLabel: z.string(),
  approver: personAnswer.nullable(),
  requestedBy: personAnswer.nullable(),
  requestedAt: isoTime.nullable(),
  decidedAt: isoTime.nullable(),
  approveComments: z.string(),
  /** Who changed it since its last approval, who may not approve it (four eyes); kept versions before had none. */
  editedBy: z.array(personAnswer).default([]),
});

/**
 * Sending the whole plan for approval: the approvals spread into an object (keys "0", "1", … each one approval)
 * with the labels of the sections not started yet (the sender's orange toast).
 */
export const approvalsSentAnswer = z
  .object({ sectionsNotStarted: z.array(z.string()) })
  .catchall(approvalAnswer);

/** PUT /bcp/approvalStatus: a section's send answers the approvals; the whole plan's, approvalsSentAnswer. */
export const approvalSendAnswer = z.union([z.array(approvalAnswer), approvalsSentAnswer]);

/** One entry of a plan's audit trail. */
export const auditEntryAnswer = z.object({
  id: z.uuid(),
  action: z.string(),
  /**
   * What changed: { field: { from, to } } or the action's own details, any JSON per action (z.any: z.json() is
   * recursive and the OpenAPI generator cannot describe it).
   */
  changes: z.record(z.string(), z.any()),
  /** The action and its changes in words, so a page shows them without the labels' code. */
  label: z.string(),
  summary: z.string(),
  at: isoTime,
  actor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});

/** A section of a BCP with its help text (GET /bcp/sections). */
export const sectionAnswer = z.object({
  key: z.enum(SECTION_KEYS),
  label: z.string(),
  help: z.string(),
  path: z.string(),
});

// ---- services, processes, locations ----

/** A service of a plan. */
export const serviceAnswer = z.object({
  id: z.uuid(),
  bcpId: z.uuid(),
  name: z.string(),
  description: z.string(),
});

/** What deleting a service takes with it. */
export const serviceDeleteImpactAnswer = z.object({
  service: z.string(),
  processes: z.array(z.string()),
  locations: z.number().int(),
});

const exposure = z.enum(EXPOSURE_LEVELS);

/** A process in its form names (processes.server.ts presentProcess). */
export const processAnswer = z.object({
  id: z.uuid(),
  bcpId: z.uuid(),
  bcpServiceId: z.uuid(),
  name: z.string(),
  processType: z.string(),
  departmentId: z.uuid().nullable(),
  assignedTo: z.uuid().nullable(),
  consequencesOfDisruption: z.string(),
  financialExposure: exposure,
  legalExposure: exposure,
  customerBrandOrReputationExposure: exposure,
  qualityServiceLevel: exposure,
  supplyChainExposure: exposure,
  criticalityLevel: exposure,
  exposureFromBia: z.boolean(),
  criticalityLevelExplanation: z.string(),
  isBCStrategyRequired: z.boolean(),
  justificationForNoBCStrategy: z.string(),
  criticalProcessHeadcountAnalysis: z.number().int().nullable(),
  totalGlobalHeadCount: z.number().int(),
  mad: z.number().int(),
  madDuration: z.enum(MAD_UNITS),
  maloCriterialExplanation: z.string(),
  status: z.enum(PROCESS_STATUSES),
  statusLabel: z.string(),
  createdBy: z.uuid().nullable(),
  updatedAt: isoTime,
});

/** POST /bcpProcess: the process with the API's success message. */
export const processAddedAnswer = processAnswer.extend({ message: z.literal(BCP_MESSAGES.processAdded) });

/** What deleting a process takes with it (its locations' site names). */
export const processDeleteImpactAnswer = z.object({ process: z.string(), locations: z.array(z.string()) });

/** A row of the process table (spec §3 columns). */
export const processRowAnswer = z.object({
  id: z.uuid(),
  bcpId: z.uuid(),
  bcpCode: z.string(),
  businessUnit: z.string().nullable(),
  processType: z.string(),
  department: z.string().nullable(),
  bcpName: z.string(),
  serviceName: z.string(),
  processName: z.string(),
  bcpLead: z.string().nullable(),
  assignedTo: z.string().nullable(),
  businessImpact: exposure,
  businessImpactLabel: z.string(),
  mad: z.string(),
  criticalProcessHeadcountAnalysis: z.number().int().nullable(),
  status: z.enum(PROCESS_STATUSES),
  statusLabel: z.string(),
});

/** GET /bcpProcess/all: the whole body. */
export const processTableAnswer = pagedAnswer(processRowAnswer);

/** GET /bcpProcess/businessUnit: the whole body, with the unit it is narrowed to. */
export const businessUnitProcessesAnswer = processTableAnswer.extend({
  businessUnit: z.object({ id: z.uuid(), name: z.string() }),
});

/** A delivery location of a process. */
export const locationAnswer = z.object({
  id: z.uuid(),
  processId: z.uuid(),
  assetId: z.uuid().nullable(),
  siteName: z.string(),
  country: z.string(),
  city: z.string(),
  headcount: z.number().int().nullable(),
});

/** GET /bcpProcess/locations: a process's delivery locations and head counts. */
export const processLocationsAnswer = z.object({
  processId: z.uuid(),
  serviceHeadCount: z.number().int(),
  totalHeadCount: z.number().int(),
  locations: z.array(locationAnswer),
  /** 'No Locations Added' when there is none. */
  message: z.literal(BCP_MESSAGES.noLocations).nullable(),
});

export const locationAddedAnswer = z.object({
  location: locationAnswer,
  message: z.literal(BCP_MESSAGES.locationAdded),
});

export const headcountsSavedAnswer = z.object({
  locations: z.array(locationAnswer),
  message: z.literal(BCP_MESSAGES.locationsSaved),
});

/** PUT /bcp/headcounts: every process's delivery locations, as saved. */
export const planHeadcountsSavedAnswer = z.object({
  processes: z.array(z.object({ processId: z.uuid(), locations: z.array(locationAnswer) })),
  message: z.literal(BCP_MESSAGES.locationsSaved),
});

/** DELETE /bcpProcess/locations: the location is gone. */
export const locationRemovedAnswer = z.object({
  removed: z.boolean(),
  message: z.literal(BCP_MESSAGES.locationRemoved),
});

/** The CSV import: how many rows were written, or none and each error by line and column. */
export const locationImportAnswer = z.object({
  created: z.number().int(),
  failed: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), field: z.string(), message: z.string() })),
  message: z.string(),
});

// ---- the plan's detail ----

/** A plan's content: services with their processes, each with its delivery locations. */
export const planServiceAnswer = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  processes: z.array(
    processAnswer.extend({
      locations: z.array(locationAnswer.omit({ processId: true })),
      totalHeadCount: z.number().int(),
    }),
  ),
});

/** A section of the plan: help text, computed completion and approval state. */
export const planSectionAnswer = z.object({
  key: z.enum(SECTION_KEYS),
  label: z.string(),
  help: z.string(),
  completion: z.enum(COMPLETION_STATES),
  completionLabel: z.string(),
  approval: approvalAnswer,
});

/** GET /bcp: everything the manage and view screens show of one plan. */
export const planDetailAnswer = planSummaryAnswer.extend({
  sections: z.array(planSectionAnswer),
  overall: approvalAnswer,
  services: z.array(planServiceAnswer),
  audit: z.array(auditEntryAnswer),
  /** The company's date format and time zone. */
  dates: z.object({ dateFormat: z.string().optional(), timezone: z.string().optional() }),
  /** Edit version of each section (absent = 0): forms send it back as If-Match. */
  editVersions: z.record(z.string(), z.number().int()),
  permissions: z.object({
    canManage: z.boolean(),
    canAdminister: z.boolean(),
    awaitingMyApproval: z.array(z.enum(APPROVAL_TARGETS)),
    /** Its register entries' pages open for the reader (false in kept versions). */
    readsRegisters: z.boolean(),
  }),
});

/** GET /bcp: the plan, narrowed to its open process when the page asks (`focus`, null otherwise). */
export const planPageAnswer = planDetailAnswer.extend({
  focus: z
    .object({
      processes: z.array(z.object({ id: z.uuid(), name: z.string(), serviceId: z.uuid() })),
      open: z.uuid(),
    })
    .nullable(),
});

export const planViewedAnswer = z.object({ bcpId: z.uuid(), viewedAt: isoTime });

export const planViewAnswer = z.object({
  userId: z.uuid(),
  name: z.string(),
  viewedAt: isoTime,
  count: z.number().int(),
});

export const planStatsAnswer = z.object({ total: z.number().int(), byStatus: byBcpStatus });

/** The overview's figures. Processes are counted by criticality level and by process status. */
export const planOverviewAnswer = z.object({
  total: z.number().int(),
  byStatus: byBcpStatus,
  mine: z.number().int(),
  awaitingMyApproval: z.number().int(),
  processes: z.object({
    total: z.number().int(),
    byCriticality: z.partialRecord(exposure, z.number().int()),
    byStatus: z.partialRecord(z.enum(PROCESS_STATUSES), z.number().int()),
  }),
});

/** A user who can be a plan's lead, assignee or approver. */
export const planPersonAnswer = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  canApprove: z.boolean(),
  /** Invited and not signed up yet: shown beside their name where they are picked (UX review B-7). */
  invited: z.boolean(),
});

export const userPlanCountAnswer = z.object({ userId: z.uuid(), count: z.number().int() });

/** DELETE /bcpService: what went with the service. */
export const serviceRemovedAnswer = serviceDeleteImpactAnswer.extend({ removed: z.boolean() });

/** DELETE /bcpProcess: what went with the process. */
export const processRemovedAnswer = processDeleteImpactAnswer.extend({ removed: z.boolean() });

/** What the printed plan puts first: version, approval, next review, and each site's field sheet. */
export const fieldSheetAnswer = z.object({
  version: z.number().int(),
  approvedAt: isoTime.nullable(),
  approvedBy: z.string().nullable(),
  /**
   * Approved before, changed since and not approved again: `approvedAt` is that last approval. Versions kept
   * before it was answered lack it, and were approved as they stand.
   */
  changedSinceApproval: z.boolean().default(false),
  nextReviewAt: isoTime.nullable(),
  sites: z.array(
    z.object({
      name: z.string(),
      address: z.string().nullable(),
      invocation: z.array(z.string()),
      firstHour: z.array(z.string()),
    }),
  ),
  /** On the plan page, the sheet of its open process: that process's name and how many sites the whole plan has. */
  focus: z.object({ process: z.string(), sites: z.number().int() }).optional(),
});

/** A plan as it was approved (kept-versions.server.ts): what the read view and the PDF show, frozen. */
export const planSnapshotAnswer = z.object({
  /** The content's shape: a later shape gets a new number and the reader upgrades older ones. */
  format: z.number().int(),
  // Versions kept before the trail carried its words have none (their content and digest stay as kept).
  plan: planDetailAnswer.extend({
    audit: z.array(auditEntryAnswer.partial({ label: true, summary: true })),
  }),
  analysis: planAnalysisAnswer,
  /** What the printed plan put first when it was approved (format 2 on; older versions were kept without it). */
  field: fieldSheetAnswer.optional(),
});

/** GET /bcp/versions: the plan's approved versions, newest first. */
export const planVersionsAnswer = z.array(keptVersionAnswer);

/** GET /bcp/version: one approved version with its content. */
export const planVersionAnswer = keptVersionWithContent(planSnapshotAnswer);
