/**
 * What the activation API answers (the presenters' contract, documented in /api/openapi.json and checked against
 * every answer in the test suite). Isomorphic: zod and the status lists the answers name (this domain's process
 * states, the shared response lists, and the incident, plan and MAD unit lists of the domains they come from).
 */
import { z } from "zod";
import { BCP_STATUSES, MAD_UNITS } from "~/domains/bcp/model";
import { PROCESS_STATES } from "~/domains/bcp/recovery-state";
import { overdueFindingsAnswer } from "~/domains/exercises/answers";
import {
  EXERCISE_TYPES,
  INCIDENT_IMPACTS,
  INCIDENT_STATUSES,
  INCIDENT_TYPES,
  RESPONSE_ACTION_STATUSES,
  STATUS_CHECK_CADENCES,
} from "~/domains/incidents/model";
import { openDeadlineAnswer } from "~/domains/reporting/answers";
import { serviceClockAnswer } from "~/domains/resilience/answers";
import { isoTime } from "~/shared/answers";
import {
  CONTROL_STATUSES,
  RESPONSE_STRATEGY_LABELS,
  RESPONSE_STRATEGY_TYPES,
  type ResponseStrategyType,
  STRATEGY_STATUSES,
} from "~/shared/response-lists";

const processState = z.enum(PROCESS_STATES);
const incidentType = z.enum(INCIDENT_TYPES);
const exerciseType = z.enum(EXERCISE_TYPES);
const incidentStatus = z.enum(INCIDENT_STATUSES);
/** How many processes stand in each state (every state present). */
const stateCounts = z.record(processState, z.number().int());

/**
 * A status check's strategy: its key. A row written before migration 0011 holds the spec's label until the
 * migration runs, and is answered as stored (activation.api.test.ts); the type names the key, as the column does.
 */
const strategyAnswer = z.union([
  z.enum(RESPONSE_STRATEGY_TYPES),
  z.enum(Object.values(RESPONSE_STRATEGY_LABELS) as [string, ...string[]]),
]) as unknown as z.ZodType<ResponseStrategyType>;

/** Plans just activated: one line per plan, with how many processes and people were told. */
export const activatedPlanAnswer = z.object({
  id: z.uuid(),
  bcpId: z.uuid(),
  bcpName: z.string(),
  activatedAt: isoTime,
  processCount: z.number().int(),
  notified: z.number().int(),
});

/** A plan just deactivated. */
export const deactivatedPlanAnswer = z.object({ id: z.uuid(), bcpId: z.uuid(), deactivatedAt: isoTime });

/** An activated process's disruption as just recorded. */
export const disruptionAnswer = z.object({
  id: z.uuid(),
  activationId: z.uuid(),
  processId: z.uuid(),
  disruptedSince: isoTime,
  disruption: z.string().nullable(),
  disruptionUpdatedAt: isoTime.nullable(),
  /** The highest MAD warning told (0, 50, 75, 100). */
  madWarnedPct: z.number().int(),
});

/** One status check of an activated process. */
export const responseAnswer = z.object({
  id: z.uuid(),
  activationProcessId: z.uuid(),
  controlStatus: z.enum(CONTROL_STATUSES),
  strategy: strategyAnswer,
  strategyStatus: z.enum(STRATEGY_STATUSES),
  headcountAvailable: z.number().int(),
  notes: z.string(),
  respondedAt: isoTime,
});

/** A status check in the history: its process, plan and who responded (a display name). */
export const responseHistoryAnswer = responseAnswer.extend({
  processId: z.uuid(),
  processName: z.string(),
  bcpId: z.uuid(),
  bcpName: z.string(),
  respondedBy: z.string(),
});

/** A process activated with its plan: its MAD clock, state and latest status check. */
export const activatedProcessAnswer = z.object({
  id: z.uuid(),
  processId: z.uuid(),
  name: z.string(),
  disruption: z.string().nullable(),
  disruptedSince: isoTime,
  mad: z.number().int(),
  madDuration: z.enum(MAD_UNITS),
  madHours: z.number(),
  hoursSinceDisruption: z.number(),
  madBreached: z.boolean(),
  /** The one process state, computed at the time of the answer. */
  state: processState,
  /** When the MAD runs out. */
  breachAt: isoTime,
  madWarnedPct: z.number().int(),
  headcountRequired: z.number().int().nullable(),
  headcountGlobal: z.number().int(),
  latestResponse: responseAnswer.nullable(),
  nextCheckAt: isoTime.nullable(),
  checkOverdue: z.boolean(),
  /**
   * The same process in another live activation (its plan active for another incident) whose MAD runs out
   * sooner than this one's: the clock to watch. Null when this one is the soonest, or when not asked for.
   */
  soonerElsewhere: z
    .object({
      breachAt: isoTime,
      state: processState,
      incident: z.object({ id: z.uuid(), title: z.string().nullable() }),
    })
    .nullable(),
});

/** The incident an answer is about, as its heading names it. */
const incidentHeading = z.object({
  id: z.uuid(),
  title: z.string().nullable(),
  type: incidentType,
  exerciseType: exerciseType.nullable(),
  status: incidentStatus,
});

/** A plan activated for an incident, with its processes. */
export const activationAnswer = z.object({
  id: z.uuid(),
  bcpId: z.uuid(),
  bcpName: z.string(),
  /** "BCP-0007". */
  bcpNumber: z.string(),
  incident: incidentHeading.extend({ statusCheckCadence: z.enum(STATUS_CHECK_CADENCES).nullable() }),
  reason: z.string(),
  activatedAt: isoTime,
  deactivatedAt: isoTime.nullable(),
  active: z.boolean(),
  /** The plan's BC lead, by name. */
  lead: z.string(),
  processes: z.array(activatedProcessAnswer),
});

/** The plans an incident impacts: what the activation form offers. */
export const impactedPlansAnswer = z.object({
  incident: z.object({
    id: z.uuid(),
    title: z.string().nullable(),
    exerciseType: exerciseType.nullable(),
    /** Completed, cancelled or disabled: its plans cannot be activated. */
    closed: z.boolean(),
  }),
  plans: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      /** The plan's status label ("Approved"). */
      status: z.string(),
      canActivate: z.boolean(),
      active: z.boolean(),
      /** Still active for other incidents (oldest first): the form says "already active for … since …". */
      activeElsewhere: z.array(
        z.object({ incidentId: z.uuid(), title: z.string().nullable(), since: isoTime }),
      ),
      processes: z.array(z.object({ id: z.uuid(), name: z.string() })),
    }),
  ),
});

/** One incident's analysis: processes by state and by status over time, and each activated process. */
export const analysisAnswer = z.object({
  incident: incidentHeading,
  at: isoTime,
  states: stateCounts,
  series: z.array(
    z.object({
      at: isoTime,
      control: z.record(z.enum(CONTROL_STATUSES), z.number().int()),
      strategy: z.record(z.enum(STRATEGY_STATUSES), z.number().int()),
    }),
  ),
  processes: z.array(
    activatedProcessAnswer.extend({ bcpId: z.uuid(), bcpName: z.string(), active: z.boolean() }),
  ),
});

/** People named in the situation report, with how many there are in all (the list is bounded). */
const namedPeople = z.object({
  total: z.number().int(),
  people: z.array(z.object({ name: z.string(), phone: z.string().nullable(), site: z.string().nullable() })),
});

/** The one-page situation report of an incident. */
export const situationReportAnswer = z.object({
  incident: incidentHeading.extend({
    impact: z.enum(INCIDENT_IMPACTS).nullable(),
    alertDate: isoTime.nullable(),
    locations: z.array(z.string()),
    coordinator: z.string().nullable(),
    /** The response team, Leaders first, with and without an account (People register, BRT rosters). */
    team: z.array(z.object({ name: z.string(), role: z.string() })),
    statusCheckCadence: z.enum(STATUS_CHECK_CADENCES).nullable(),
  }),
  at: isoTime,
  dates: z.object({ dateFormat: z.string().optional(), timezone: z.string().optional() }),
  hit: z
    .object({
      sites: z.array(z.object({ name: z.string(), city: z.string().nullable() })),
      people: z.number().int(),
    })
    .nullable(),
  plans: z.array(z.string()),
  states: stateCounts,
  processes: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      bcpName: z.string(),
      active: z.boolean(),
      state: processState,
      disruptedSince: isoTime,
      breachAt: isoTime,
      /** "4 Hours": the maximum acceptable downtime as the plan states it. */
      mad: z.string(),
      nextCheckAt: isoTime.nullable(),
      checkOverdue: z.boolean(),
      headcountAvailable: z.number().int().nullable(),
      headcountRequired: z.number().int().nullable(),
    }),
  ),
  actions: z
    .array(
      z.object({
        id: z.uuid(),
        title: z.string(),
        ownerName: z.string().nullable(),
        dueAt: isoTime.nullable(),
        status: z.enum(RESPONSE_ACTION_STATUSES),
        overdue: z.boolean(),
      }),
    )
    .nullable(),
  peopleAccounted: z
    .object({
      people: z.number().int(),
      recorded: z.number().int(),
      byStatus: z.array(z.object({ status: z.string(), count: z.number().int() })),
    })
    .nullable(),
  /** The people messaged from the incident, once each, by their latest answer, register or not (null: not shown). */
  peopleAnswered: z
    .object({
      people: z.number().int(),
      safe: z.number().int(),
      help: z.number().int(),
      noAnswer: z.number().int(),
    })
    .nullable(),
  nextCheck: z.object({ at: isoTime, overdue: z.boolean() }).nullable(),
  /**
   * The people the plans need at the hit sites: the delivery headcount of the processes delivered there and
   * their critical headcount (the BIA's minimum staffing), over how many processes (null: not the caller's).
   */
  planHeadcount: z
    .object({ atSites: z.number().int(), critical: z.number().int(), processes: z.number().int() })
    .nullable(),
  /** What the incident's messages brought back (null: not the caller's to see). */
  messages: z
    .object({
      total: z.number().int(),
      messages: z.array(
        z.object({
          id: z.uuid(),
          subject: z.string(),
          sentAt: isoTime,
          tally: z.object({
            sent: z.number().int(),
            delivered: z.number().int(),
            acknowledged: z.number().int(),
            safe: z.number().int(),
            help: z.number().int(),
            noAnswer: z.number().int(),
          }),
        }),
      ),
      needHelp: namedPeople,
      noAnswer: namedPeople,
    })
    .nullable(),
  /** What the response lacks, worded for leadership (no coordinator, an empty team, overdue checks). */
  gaps: z.array(z.string()),
  /** The important business services the incident hits, on their tolerance clocks (null: not the caller's to see). */
  services: z.array(serviceClockAnswer).nullable(),
});

/** A process at risk, breached or with its status check overdue, as Home lists it. */
const homeProcess = z.object({
  id: z.uuid(),
  processId: z.uuid(),
  name: z.string(),
  state: processState,
  breachAt: isoTime,
  checkOverdue: z.boolean(),
  bcpName: z.string(),
  /** The incident whose activation breaches soonest. */
  incident: z.object({ id: z.uuid(), title: z.string().nullable() }),
  /** How many live activations the line stands for (the same plan active for several incidents). */
  activations: z.number().int(),
});

/** Home in one answer: each part null when the caller may not read its domain. */
export const homeAnswer = z.object({
  at: isoTime,
  incidents: z
    .object({
      total: z.number().int(),
      rows: z.array(
        z.object({
          id: z.uuid(),
          type: incidentType,
          name: z.string().nullable(),
          status: incidentStatus,
          impact: z.enum(INCIDENT_IMPACTS).nullable(),
          locationName: z.string().nullable(),
          sites: z.number().int(),
          people: z.number().int(),
        }),
      ),
    })
    .nullable(),
  activePlans: z
    .array(
      z.object({
        bcpId: z.uuid(),
        bcpName: z.string(),
        incidents: z.array(z.object({ id: z.uuid(), title: z.string().nullable() })),
      }),
    )
    .nullable(),
  late: z.array(homeProcess).nullable(),
  overdueChecks: z.array(homeProcess).nullable(),
  overdueActions: z
    .object({
      total: z.number().int(),
      rows: z.array(
        z.object({
          id: z.uuid(),
          title: z.string(),
          /** Never null here: only actions with a due time are overdue. */
          dueAt: isoTime,
          status: z.enum(RESPONSE_ACTION_STATUSES),
          ownerName: z.string().nullable(),
          incident: z.object({ id: z.uuid(), name: z.string().nullable() }),
        }),
      ),
    })
    .nullable(),
  /** Corrective actions of after-action reviews past their due day (issue 35). */
  overdueFindings: overdueFindingsAnswer.nullable(),
  /** The caller's own open corrective actions, each closed from Home (whoever owns one, whatever their role). */
  ownFindings: overdueFindingsAnswer.nullable(),
  /** Readable plans whose next exercise is due (never exercised, or the cadence passed). */
  plansOverdueForExercise: z.number().int().nullable(),
  /** The important business services whose tolerance clock runs (or ran) in an open incident. */
  serviceClocks: z.array(serviceClockAnswer).nullable(),
  /** The regulators' reports not yet sent in open incidents, the soonest deadline first. */
  reportDeadlines: z.array(openDeadlineAnswer).nullable(),
  plans: z
    .object({
      total: z.number().int(),
      byStatus: z.record(z.enum(BCP_STATUSES), z.number().int()),
      mine: z.number().int(),
      awaitingMyApproval: z.number().int(),
    })
    .nullable(),
});
