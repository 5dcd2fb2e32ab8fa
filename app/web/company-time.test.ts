import { describe, expect, it } from "vitest";
import { companyDates } from "~/shared/dates";
import { fromCompanyTime } from "./company-time.server";

describe("datetime-local fields on the company's clock (issue 23 item 6)", () => {
  it("reads a wall-clock time in the company's zone, summer and winter", () => {
    expect(fromCompanyTime("2026-07-01T09:30", "Europe/London")).toBe("2026-07-01T08:30:00.000Z");
    expect(fromCompanyTime("2026-01-15T09:30", "Europe/London")).toBe("2026-01-15T09:30:00.000Z");
    expect(fromCompanyTime("2026-03-15T10:05", "America/New_York")).toBe("2026-03-15T14:05:00.000Z");
    expect(fromCompanyTime("2026-03-15T10:05", "UTC")).toBe("2026-03-15T10:05:00.000Z");
  });

  it("passes anything that is not a wall-clock time to the API's schema unchanged", () => {
    expect(fromCompanyTime("", "Europe/London")).toBe("");
    expect(fromCompanyTime(undefined, "Europe/London")).toBeUndefined();
    expect(fromCompanyTime("yesterday", "Europe/London")).toBe("yesterday");
    expect(fromCompanyTime("2026-02-30T10:00", "Europe/London")).toBe("2026-02-30T10:00");
  });

  it("shows an instant in the field as the same wall-clock time it reads back", () => {
    const ny = companyDates({ timezone: "America/New_York" });
    expect(ny.input("2026-03-15T14:05:00.000Z")).toBe("2026-03-15T10:05");
    expect(fromCompanyTime(ny.input("2026-03-15T14:05:00.000Z"), ny.zone)).toBe("2026-03-15T14:05:00.000Z");
    expect(companyDates(null).input("2026-03-15T14:05:00.000Z")).toBe("2026-03-15T14:05");
    expect(ny.input(null)).toBe("");
  });
});
