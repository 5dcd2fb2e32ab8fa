/** What the after-action API answers (the presenters' contract). Isomorphic. */
import { z } from "zod";
import { keptVersionAnswer, keptVersionWithContent } from "~/domains/evidence/answers";
import { EXERCISE_TYPES } from "~/domains/incidents/model";
import { CM_TEST_OUTCOMES, CM_TEST_STATUSES, PLAN_TYPES } from "~/domains/management-plans/model";
import { isoTime } from "~/shared/answers";
import { FINDING_STATUSES, INJECT_STATUSES } from "./model";

export const findingAnswer = z.object({
  id: z.uuid(),
  /** Where it was raised: an incident's after-action review, or (the other one null) a CM test of an IMP or CMP. */
  incident: z.object({ id: z.uuid(), title: z.string().nullable() }).nullable(),
  cmTest: z
    .object({
      id: z.uuid(),
      scenario: z.string(),
      plan: z.object({ id: z.uuid(), code: z.string(), name: z.string() }),
    })
    .nullable(),
  plan: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  finding: z.string(),
  action: z.string(),
  owner: z.object({ id: z.uuid(), name: z.string() }),
  dueDate: z.iso.date(),
  status: z.enum(FINDING_STATUSES),
  overdue: z.boolean(),
  /** The action closes only after a later exercise of its plan; `retestDue` while that exercise is still to come. */
  requiresRetest: z.boolean(),
  retestDue: z.boolean(),
  evidence: z.string().nullable(),
  closedAt: isoTime.nullable(),
  closedBy: z.string().nullable(),
  createdAt: isoTime,
  /** Whether the caller may close it now: it is open and they own it or manage incidents. */
  canClose: z.boolean(),
});

/** An incident's after-action review: whether it is open, its findings, and the plans a finding may concern. */
export const afterActionAnswer = z.object({
  open: z.boolean(),
  findings: z.array(findingAnswer),
  plans: z.array(z.object({ id: z.uuid(), name: z.string() })),
});

/** A CM test's corrective actions: the test (its free-text follow-ups from before kept as notes) and findings. */
export const cmTestReviewAnswer = z.object({
  open: z.boolean(),
  canAdd: z.boolean(),
  test: z.object({
    id: z.uuid(),
    scenario: z.string(),
    scheduledFor: isoTime,
    exerciseType: z.enum(EXERCISE_TYPES),
    status: z.enum(CM_TEST_STATUSES),
    outcome: z.enum(CM_TEST_OUTCOMES).nullable(),
    plan: z.object({ id: z.uuid(), code: z.string(), name: z.string(), type: z.enum(PLAN_TYPES) }),
    notes: z.array(
      z.object({ action: z.string(), owner: z.string().nullable(), dueDate: z.string().nullable() }),
    ),
  }),
  findings: z.array(findingAnswer),
});

/** Overdue corrective actions (Home): the first few and how many in all. */
export const overdueFindingsAnswer = z.object({ total: z.number().int(), rows: z.array(findingAnswer) });

/** The exercise programme: each plan's last exercise, result and next due date; coverage of critical processes. */
export const programmeAnswer = z.object({
  at: isoTime,
  cadenceMonths: z.number().int(),
  plans: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      number: z.number().int(),
      lastExercise: z
        .object({
          at: isoTime,
          incidentId: z.uuid(),
          title: z.string().nullable(),
          exerciseType: z.enum(EXERCISE_TYPES),
        })
        .nullable(),
      result: z.string().nullable(),
      nextDue: isoTime,
      overdue: z.boolean(),
    }),
  ),
  /** IMPs and CMPs (for readers of management plans): their last CM test, its result and the next due. */
  managementPlans: z.array(
    z.object({
      id: z.uuid(),
      type: z.enum(PLAN_TYPES),
      code: z.string(),
      name: z.string(),
      lastExercise: z
        .object({ at: isoTime, scenario: z.string(), exerciseType: z.enum(EXERCISE_TYPES) })
        .nullable(),
      result: z.string().nullable(),
      nextDue: isoTime,
      overdue: z.boolean(),
    }),
  ),
  coverage: z.array(
    z.object({ months: z.number().int(), exercised: z.number().int(), total: z.number().int() }),
  ),
  /** Which critical processes were exercised: each with its plan and when an exercise last activated it. */
  criticalProcesses: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      plan: z.object({ id: z.uuid(), name: z.string(), number: z.number().int() }),
      lastExercisedAt: isoTime.nullable(),
    }),
  ),
});

/** An exercise's timed injects: soonest first, whether the reader may schedule more, in which time zone. */
export const injectsAnswer = z.object({
  exercise: z.boolean(),
  canSchedule: z.boolean(),
  timezone: z.string(),
  injects: z.array(
    z.object({
      id: z.uuid(),
      dueAt: isoTime,
      text: z.string(),
      status: z.enum(INJECT_STATUSES),
      postedAt: isoTime.nullable(),
      createdBy: z.string().nullable(),
    }),
  ),
});
/** The post-exercise report's content, as it is kept (canonical JSON) and read back. */
const groupTimes = z.object({
  name: z.string(),
  messages: z.number().int(),
  acknowledged: z.number().int(),
  answered: z.number().int(),
  /** Minutes from the message's sending, the median over the person's (or group's) messages; null: none. */
  medianAckMinutes: z.number().nullable(),
  medianAnswerMinutes: z.number().nullable(),
});
export const exerciseReportContent = z.object({
  format: z.number().int(),
  /** When the exercise was Completed: every figure is as at this moment. */
  closedAt: isoTime,
  /** The company's date format and time zone as they were: the report prints its times with them. */
  dates: z.object({ dateFormat: z.string().optional(), timezone: z.string().optional() }),
  incident: z.object({
    id: z.uuid(),
    title: z.string(),
    type: z.string(),
    exerciseType: z.enum(EXERCISE_TYPES),
    publishedAt: isoTime.nullable(),
    coordinator: z.string().nullable(),
  }),
  scenario: z.string(),
  objectives: z.string(),
  observations: z.string(),
  participants: z.array(z.object({ name: z.string(), role: z.string() })),
  timeline: z.array(z.object({ at: isoTime, who: z.string().nullable(), text: z.string() })),
  groups: z.array(groupTimes),
  people: z.array(groupTimes.extend({ group: z.string() })),
  channels: z.array(
    z.object({
      channel: z.string(),
      sent: z.number().int(),
      reached: z.number().int(),
      answered: z.number().int(),
    }),
  ),
  processes: z.array(
    z.object({
      name: z.string(),
      plan: z.string(),
      state: z.string(),
      mad: z.string(),
      /** Elapsed disruption at the close as a whole percentage of the process's MAD. */
      madUsedPct: z.number().int(),
    }),
  ),
  actions: z.array(
    z.object({
      title: z.string(),
      owner: z.string().nullable(),
      status: z.string(),
      dueAt: isoTime.nullable(),
    }),
  ),
  findings: z.array(
    z.object({
      finding: z.string(),
      action: z.string(),
      owner: z.string(),
      dueDate: z.iso.date(),
      status: z.enum(FINDING_STATUSES),
    }),
  ),
});

/** An exercise's report panel: its notes, whether they may be edited, and its kept reports. */
export const exerciseReportAnswer = z.object({
  exercise: z.boolean(),
  completed: z.boolean(),
  objectives: z.string(),
  observations: z.string(),
  canManage: z.boolean(),
  versions: z.array(keptVersionAnswer),
});
export const exerciseReportVersionAnswer = keptVersionWithContent(exerciseReportContent);
