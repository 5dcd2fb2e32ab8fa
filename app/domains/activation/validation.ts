import { z } from "zod";
import { STATE_MESSAGES as S } from "~/domains/bcp/recovery-state";
import { DATE_RANGES, EXERCISE_FILTER_KEYS, type ExerciseFilter } from "~/domains/incidents/model";
import { dateTimeInput } from "~/shared/date-input";
import {
  CONTROL_STATUSES,
  RESPONSE_STRATEGY_TYPES,
  responseStrategyKey,
  STRATEGY_STATUSES,
} from "~/shared/response-lists";
import { ACTIVATION_MESSAGES as M } from "./model";

const blank = (v: unknown) => (v === "" || v === null ? undefined : v);
/** A form sends one value or many under the same name. */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]), z.array(item));

export const activateSchema = z.object({
  incidentId: z.uuid(),
  bcpIds: list(z.uuid()).refine((ids) => ids.length > 0, M.choosePlan),
  /** Optional: the processes to activate; by default each plan's processes the incident impacts. */
  processIds: list(z.uuid()).default([]),
  reason: z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(1000),
});
export type ActivateInput = z.infer<typeof activateSchema>;

export const deactivateSchema = z.object({
  incidentId: z.uuid(),
  bcpIds: list(z.uuid()).refine((ids) => ids.length > 0, M.choosePlan),
  reason: z.preprocess(blank, z.string().trim().max(1000).optional()),
});

/** Sets when a process's disruption started (its MAD counts from there), with an optional note. */
export const disruptionSchema = z.object({
  activationProcessId: z.uuid(),
  disruptedSince: dateTimeInput("The disruption start", S.disruptionStartRequired),
  disruption: z.preprocess(blank, z.string().trim().max(1000).optional()),
});
export type DisruptionInput = z.infer<typeof disruptionSchema>;

export const responseSchema = z.object({
  activationProcessId: z.uuid(),
  controlStatus: z.enum(CONTROL_STATUSES, { error: M.controlStatusRequired }),
  // The key is stored; a label (as sent before the keys) is read as its key.
  strategy: z.preprocess(responseStrategyKey, z.enum(RESPONSE_STRATEGY_TYPES, { error: M.strategyRequired })),
  strategyStatus: z.enum(STRATEGY_STATUSES, {
    error: M.strategyStatusRequired,
  }),
  headcountAvailable: z.coerce
    .number({ error: M.headcountInvalid })
    .int(M.headcountInvalid)
    .min(0, M.headcountInvalid),
  notes: z.preprocess((v) => v ?? "", z.string().trim().max(1000)),
});
export type ResponseInput = z.infer<typeof responseSchema>;

export const activeFilterSchema = z.object({
  dateRange: z.preprocess(blank, z.enum(DATE_RANGES).optional()),
  incidentId: z.preprocess(blank, z.uuid().optional()),
  /** The activations of the plans a user leads or is assigned (what disabling them would leave without its lead). */
  heldBy: z.preprocess(blank, z.uuid().optional()),
  /** Exercises are left out of the list unless asked for (issue 35); one incident's list shows it as it is. */
  exercises: z.preprocess(
    blank,
    z.enum(EXERCISE_FILTER_KEYS as [ExerciseFilter, ...ExerciseFilter[]]).optional(),
  ),
});
