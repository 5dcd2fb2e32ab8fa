import { DateTime } from "luxon";
import { z } from "zod";
import type { apiClient } from "./api.server";

/** What a datetime-local field sends: a wall-clock time with no zone ("2026-11-25T03:05"). */
const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/**
 * A datetime-local value, entered in the company's time zone, as the instant it names (ISO, UTC). Anything else
 * (blank, a full ISO time, nonsense) passes unchanged so the API's schema answers it on the field.
 */
export function fromCompanyTime<T>(value: T, zone: string): T | string {
  if (typeof value !== "string" || !WALL_CLOCK.test(value)) return value;
  const instant = DateTime.fromISO(value, { zone });
  return instant.isValid ? (instant.toUTC().toISO() ?? value) : value;
}

/**
 * `schema`, reading the form's datetime-local `fields` on the company's clock (see fromCompanyTime) before it checks
 * them. The form itself is left as sent, so a refused form's reply (Conform's initialValue) holds the times as
 * typed and the fields show them again unshifted.
 */
export function readOnCompanyClock<S extends z.ZodType>(schema: S, zone: string, fields: readonly string[]) {
  return z.preprocess((sent) => {
    if (typeof sent !== "object" || sent === null) return sent;
    const read: Record<string, unknown> = { ...sent };
    for (const name of fields) if (name in read) read[name] = fromCompanyTime(read[name], zone);
    return read;
  }, schema);
}

/** The company's time zone, for an action that reads a datetime-local field. */
export async function companyZone(api: Awaited<ReturnType<typeof apiClient>>) {
  const res = await api.get("/company/dates");
  return (res.ok && res.data.timezone) || "UTC";
}
