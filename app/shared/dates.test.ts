import fc from "fast-check";
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { companyDates, formatDate } from "./dates";

const PATTERNS = [
  "MMM dd HH:mm",
  "MMMM dd, yyyy HH:mm",
  "MMMM dd, yyyy",
  "dd LLL yyyy HH:mm",
  "MMM dd",
  "HH:mm",
];
const ZONES = ["UTC", "Europe/London", "America/New_York", "Asia/Kolkata", "Pacific/Chatham"];

describe("formatDate", () => {
  it("writes what luxon's toFormat writes, for the patterns the screens use, in any zone", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("1990-01-01T00:00:00Z"),
          max: new Date("2100-12-31T23:59:59Z"),
          noInvalidDate: true,
        }),
        fc.constantFrom(...PATTERNS),
        fc.constantFrom(...ZONES),
        (date, pattern, zone) => {
          const iso = date.toISOString();
          expect(formatDate(iso, pattern, zone)).toBe(DateTime.fromISO(iso, { zone }).toFormat(pattern));
        },
      ),
      { numRuns: 500 },
    );
  });

  it("uses the viewer's zone when none is given, as luxon does", () => {
    const iso = "2026-03-29T00:30:00.000Z";
    expect(formatDate(iso, "MMMM dd, yyyy HH:mm")).toBe(
      DateTime.fromISO(iso).toFormat("MMMM dd, yyyy HH:mm"),
    );
  });

  it("pads days, hours and minutes and names the month in English", () => {
    expect(formatDate("2026-02-03T04:05:00Z", "MMMM dd, yyyy HH:mm", "UTC")).toBe("February 03, 2026 04:05");
    expect(formatDate("2026-09-30T23:59:00Z", "dd LLL yyyy HH:mm", "UTC")).toBe("30 Sep 2026 23:59");
    expect(formatDate("2026-01-01T00:00:00Z", "MMM dd HH:mm", "UTC")).toBe("Jan 01 00:00");
  });
});

describe("companyDates", () => {
  it("writes dates in the company's format and time zone", () => {
    const at = "2026-11-25T23:30:00Z";
    expect(companyDates({ dateFormat: "DD/MM/YYYY", timezone: "Europe/Oslo" }).date(at)).toBe("26/11/2026");
    expect(companyDates({ dateFormat: "YYYY-MM-DD", timezone: "UTC" }).dateTime(at)).toBe(
      "2026-11-25 23:30 UTC",
    );
    expect(companyDates(null).date(at)).toBe("November 25, 2026");
    expect(companyDates({ dateFormat: "DD/MM/YYYY" }).date(null)).toBe("");
  });
});
