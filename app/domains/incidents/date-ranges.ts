import { DateTime } from "luxon";
import type { DateRange } from "./model";

/** The first instant of a spec §9 date range filter, counted back from `now` (UTC). */
export function dateRangeStart(range: DateRange, now: Date): Date {
  const t = DateTime.fromJSDate(now, { zone: "utc" });
  switch (range) {
    case "Today":
      return t.startOf("day").toJSDate();
    case "Last week":
      return t.minus({ weeks: 1 }).toJSDate();
    case "Last 30 Days":
      return t.minus({ days: 30 }).toJSDate();
    case "Quarter":
      return t.minus({ months: 3 }).toJSDate();
    case "Half-Year":
      return t.minus({ months: 6 }).toJSDate();
    case "Last Year":
      return t.minus({ years: 1 }).toJSDate();
    case "YTD":
      return t.startOf("year").toJSDate();
  }
}
