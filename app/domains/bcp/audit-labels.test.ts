import { describe, expect, it } from "vitest";
import { auditActionLabel, cutAtWord, describeChanges, fieldChanges } from "./audit-labels";

describe("the audit trail's lines", () => {
  it("name scenarios and dependency blocks by the spec's labels, never their stored keys (UX review B-9)", () => {
    expect(describeChanges({ scenario: "people_unavailable" })).toBe("scenario: People Unavailable");
    expect(describeChanges({ process: "Payroll run", block: "itapplication" })).toBe(
      "process: Payroll run; block: IT APPLICATION",
    );
    expect(describeChanges({ block: "criticalrecords" })).toBe("block: CRITICAL RECORDS/DOCUMENTS");
    // A value that is no key of its list is shown as it is.
    expect(describeChanges({ scenario: "Tsunami" })).toBe("scenario: Tsunami");
  });

  it("label each changed field as its form does, old and new in words (audit 2026-12-02)", () => {
    const changes = {
      name: "Flood",
      severity: { from: "Medium", to: "High" },
      existingControlStrategy: { from: null, to: "Sandbags" },
      updatedById: { from: "a", to: "b" },
    };
    expect(fieldChanges("risk.edited", changes)).toEqual([
      { key: "severity", label: "Severity of impact", from: "Medium", to: "High" },
      { key: "existingControlStrategy", label: "Existing control strategy", from: "—", to: "Sandbags" },
    ]);
    expect(describeChanges(changes, 400, "risk.edited")).toBe(
      "name: Flood; Severity of impact: Medium → High; Existing control strategy: — → Sandbags",
    );
    // The same key reads by its entry's form: a team member's name, a stakeholder's kind by its label.
    expect(fieldChanges("brt.edited", { name: { from: "Sam", to: "Sam Lee" } })[0].label).toBe("Name");
    expect(
      fieldChanges("stakeholder.edited", { kind: { from: "internal", to: "external" } })[0],
    ).toMatchObject({
      label: "Internal/External",
      from: "Internal",
      to: "External",
    });
    expect(
      fieldChanges("dependency.saved", {
        enabled: { from: true, to: false },
        responseStrategyTypeLongTerm: { from: "RW", to: "OTH" },
      }).map((f) => `${f.label}: ${f.from} → ${f.to}`),
    ).toEqual([
      "Enabled: Yes → No",
      "Response strategy type (long-term): Remote Work (RW) → Other Strategies (OTH)",
    ]);
    // A field without a label of its own still reads as words.
    expect(fieldChanges("process.edited", { globalHeadCount: { from: 3, to: 4 } })[0].label).toBe(
      "Global head count",
    );
  });

  it("label a process's fields as the process form does, never by their stored names", () => {
    const changes = {
      madDuration: { from: "hours", to: "days" },
      mad: { from: 4, to: 2 },
      isBCStrategyRequired: { from: false, to: true },
      overAllCriticality: { from: "medium", to: "high" },
      brandExposure: { from: "low", to: "medium" },
      serviceExposure: { from: "low", to: "high" },
    };
    expect(fieldChanges("process.edited", changes).map((f) => `${f.label}: ${f.from} → ${f.to}`)).toEqual([
      "MAD unit: Hours → Days",
      "MAD duration: 4 → 2",
      "Is a BC strategy required?: No → Yes",
      "Overall Criticality: Medium → High",
      "Brand Exposure: Low → Medium",
      "Service Exposure: Low → High",
    ]);
    expect(describeChanges({ process: "Payroll", ...changes }, 400, "process.added")).not.toMatch(
      /Mad duration|Is bcstrategy required|Over all criticality/,
    );
  });

  it("cut a long value at a word's end, and only a long one", () => {
    expect(cutAtWord("Short text", 20)).toEqual({ text: "Short text", cut: false });
    expect(cutAtWord("Move payroll to the secondary data centre within two days", 30)).toEqual({
      text: "Move payroll to the secondary…",
      cut: true,
    });
    // One long word is cut inside it rather than leaving nothing.
    expect(cutAtWord("a Supercalifragilisticexpialidocious", 20).text).toBe("a Supercalifragilist…");
  });

  it("word an action without a label of its own, and leave lists of ids out (the company's audit log)", () => {
    expect(auditActionLabel("bcp_response")).toBe("BCP response");
    expect(auditActionLabel("service_tolerance_breached")).toBe("Service tolerance breached");
    expect(
      describeChanges({ reason: "Tabletop", processIds: ["7d2c5f0e-8b7a-4c1e-9f3a-2b6d8e4a1c5f"] }),
    ).toBe("reason: Tabletop");
  });
});
