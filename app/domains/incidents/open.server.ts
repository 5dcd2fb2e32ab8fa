import { and, eq, notInArray } from "drizzle-orm";
import { CLOSED_STATUSES } from "./model";
import { incidents } from "./schema.server";

/** An incident or crisis still running: published, not disabled, not Completed or Cancelled. */
export const OPEN_INCIDENT = and(
  eq(incidents.isDraft, false),
  eq(incidents.disabled, false),
  notInArray(incidents.status, [...CLOSED_STATUSES]),
);
