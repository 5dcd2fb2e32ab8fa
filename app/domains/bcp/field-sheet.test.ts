import { describe, expect, it } from "vitest";
import type { Scenario } from "~/domains/bcp-analysis/model";
import { type FieldSheetInput, fieldSheet } from "./field-sheet";

/** One site's first hour for a plan of one process with these scenarios (each with its short-term workaround). */
const firstHour = (scenarios: [Scenario, boolean, string][]) =>
  fieldSheet({
    processes: [
      {
        name: "Payroll",
        mad: "1 day",
        criticality: "High",
        sites: [{ assetId: null, siteName: "Head office", headcount: 3 }],
      },
    ],
    addresses: {},
    scenarios: scenarios.map(([scenario, active, shortTermStrategy]) => ({
      scenario,
      active,
      shortTermStrategy,
      responseStrategyTypeShortTerm: null,
    })),
    roster: [],
    stakeholders: [],
  } satisfies FieldSheetInput)[0].firstHour;

describe("the field sheet's first hour", () => {
  it("says what to do if IT is out as the spec writes it: If IT outage:", () => {
    const lines = firstHour([
      ["it_outage", true, "Run payroll from the printed register."],
      ["site_inaccessible", true, "Work from home"],
    ]);
    expect(lines).toContain("If IT outage: Run payroll from the printed register.");
    expect(lines).toContain("If site inaccessible: Work from home.");
  });

  it("leaves out an inactive scenario's workaround", () => {
    expect(
      firstHour([["it_outage", false, "Run payroll from the printed register."]]).join("\n"),
    ).not.toContain("IT outage");
  });
});
