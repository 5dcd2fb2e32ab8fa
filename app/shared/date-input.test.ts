import { describe, expect, it } from "vitest";
import { startDrillSchema } from "~/domains/drills/validation";
import { findingSchema } from "~/domains/exercises/validation";
import { supplierSchema } from "~/domains/registers/validation";
import { reportSentSchema } from "~/domains/reporting/validation";
import { businessServiceSchema, vulnerabilitySchema } from "~/domains/resilience/validation";
import { DATE_YEARS, dateProblem } from "./date-input";

/** Security review N9: one date schema, a sane range, strict calendar checks. */
describe("date inputs", () => {
  it("takes ISO dates and date-times within the range", () => {
    for (const ok of [
      "2026-02-28",
      "2024-02-29",
      "2026-03-01T10:00",
      "2026-03-01T10:00:00.000Z",
      "2026-03-01T10:00:00+01:00",
    ])
      expect(dateProblem(ok, "Alert date"), ok).toBeNull();
  });

  it("refuses days the calendar does not have instead of rolling them over", () => {
    for (const bad of ["2026-02-30T00:00:00Z", "2025-02-29", "2026-04-31", "2026-13-01", "2026-01-01T24:00"])
      expect(dateProblem(bad, "Alert date"), bad).toBe("Alert date is not a valid date.");
  });

  it(`refuses years outside ${DATE_YEARS.min}–${DATE_YEARS.max}, expanded years and two-digit years`, () => {
    expect(dateProblem("0001-01-01T00:00:00Z", "Alert date")).toBe(
      "Alert date must be between 1970 and 2100.",
    );
    expect(dateProblem("9999-12-31T23:59:59Z", "Alert date")).toBe(
      "Alert date must be between 1970 and 2100.",
    );
    expect(dateProblem("+275760-09-13T00:00:00.000Z", "Alert date")).toBe("Alert date is not a valid date.");
    expect(dateProblem("26-03-01", "Alert date")).toBe("Alert date is not a valid date.");
    expect(dateProblem("March 1, 2026", "Alert date")).toBe("Alert date is not a valid date.");
  });
});

describe("every date input keeps to the sane years (issue 31 item 6)", () => {
  const fields = {
    "finding due date": findingSchema.shape.dueDate,
    "board approval date": businessServiceSchema.shape.boardApprovedOn,
    "remediation date": vulnerabilitySchema.shape.remediationDue,
    "report sent at": reportSentSchema.shape.sentAt,
    "drill time": startDrillSchema.shape.scheduledFor,
    "supplier contract end": supplierSchema.shape.contractEnd,
  };
  for (const [name, schema] of Object.entries(fields)) {
    const dateTime = name === "report sent at" || name === "drill time";
    const at = (day: string) => (dateTime ? `${day}T09:00:00Z` : day);
    it(`${name}: refuses year 0001 and 9999, takes 2026`, () => {
      expect(schema.safeParse(at("0001-01-01")).success).toBe(false);
      expect(schema.safeParse(at("9999-12-31")).success).toBe(false);
      expect(schema.safeParse(at("2026-02-30")).success).toBe(false);
      expect(schema.safeParse(at("2026-03-02")).success).toBe(true);
    });
  }
});
