import { DateTime } from "luxon";
import type { StatusCheckCadence } from "./model";

const STEP: Record<StatusCheckCadence, { hours?: number; weeks?: number; months?: number }> = {
  "Every Hour": { hours: 1 },
  "2 Hours": { hours: 2 },
  "4 Hours": { hours: 4 },
  "6 Hours": { hours: 6 },
  "12 Hours": { hours: 12 },
  "24 Hours": { hours: 24 },
  Weekly: { weeks: 1 },
  Monthly: { months: 1 },
  Quarterly: { months: 3 },
};

/** The reminder after `from` at the given cadence (months are calendar months, in UTC). */
export function addCadence(from: Date, cadence: StatusCheckCadence): Date {
  return DateTime.fromJSDate(from, { zone: "utc" }).plus(STEP[cadence]).toJSDate();
}

/**
 * The next reminder strictly after `now`, stepping from the last due time: after downtime the missed
 * reminders collapse into the one just sent instead of arriving in a burst.
 */
export function nextDueAfter(due: Date, cadence: StatusCheckCadence, now: Date): Date {
  let next = addCadence(due, cadence);
  while (next.getTime() <= now.getTime()) next = addCadence(next, cadence);
  return next;
}
