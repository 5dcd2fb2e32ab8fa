import { and, eq, isNull, notInArray } from "drizzle-orm";
import { CLOSED_STATUSES } from "./model";
import { incidents } from "./schema.server";

/** An incident or crisis still running: published, not disabled, not Completed or Cancelled. */
export const OPEN_INCIDENT = and(
  eq(incidents.isDraft, false),
  eq(incidents.disabled, false),
  notInArray(incidents.status, [...CLOSED_STATUSES]),
);

/** An incident or crisis that is not an exercise: the real figures (Home, Active BCPs) count these only. */
export const REAL_INCIDENT = isNull(incidents.exerciseType);

/** A real incident or crisis still running (OPEN_INCIDENT, exercises left out). */
export const OPEN_REAL_INCIDENT = and(OPEN_INCIDENT, REAL_INCIDENT);
