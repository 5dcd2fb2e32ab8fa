import { describe, expect, it } from "vitest";
import { BCP_MESSAGES, parseDuration } from "./model";
import {
  approverDecisionSchema,
  bcpCreateSchema,
  exposureOrderHolds,
  headcountFits,
  locationSchema,
  processSchema,
} from "./validation";

const SERVICE = "7b0b7c1e-9a59-4c8e-9a55-3f2f3f0f4a11";

const validProcess = {
  bcpServiceId: SERVICE,
  name: "Payroll run",
  consequencesOfDisruption: "Staff unpaid",
  financialExposure: "medium",
  legalExposure: "low",
  customerBrandOrReputationExposure: "low",
  qualityServiceLevel: "medium",
  supplyChainExposure: "none",
  criticalityLevel: "high",
  criticalityLevelExplanation: "Legal deadline each month",
  isBCStrategyRequired: true,
  justificationForNoBCStrategy: "",
  mad: 2,
  madDuration: "days",
  totalGlobalHeadCount: 20,
  criticalProcessHeadcountAnalysis: 5,
  maloCriterialExplanation: "",
};

const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("process schema (spec §5)", () => {
  it("accepts a complete process", () => {
    expect(processSchema.safeParse(validProcess).success).toBe(true);
  });

  it("refuses exposures above the overall criticality with the spec's message on criticalityLevel", () => {
    const result = processSchema.safeParse({
      ...validProcess,
      financialExposure: "high",
      criticalityLevel: "medium",
    });
    expect(errorsOf(result)).toMatchObject({ criticalityLevel: BCP_MESSAGES.exposureOrder });
    expect(BCP_MESSAGES.exposureOrder).toBe(
      "Exposure levels should be in ascending order (Low < Medium < High).",
    );
  });

  it("does not compare exposures still awaiting a response", () => {
    expect(
      exposureOrderHolds({
        criticalityLevel: "low",
        financialExposure: "awaiting_response",
        legalExposure: "low",
      }),
    ).toBe(true);
    expect(exposureOrderHolds({ criticalityLevel: "awaiting_response", financialExposure: "high" })).toBe(
      true,
    );
    expect(exposureOrderHolds({ criticalityLevel: "none", legalExposure: "low" })).toBe(false);
  });

  it("refuses a critical headcount above the global headcount with the spec's message", () => {
    const result = processSchema.safeParse({
      ...validProcess,
      totalGlobalHeadCount: 4,
      criticalProcessHeadcountAnalysis: 5,
    });
    expect(errorsOf(result)).toEqual({ criticalProcessHeadcountAnalysis: BCP_MESSAGES.headcountAboveGlobal });
    expect(BCP_MESSAGES.headcountAboveGlobal).toBe(
      "Critical ProcessHeadcount Analysis can not be greater than Global Head Count.",
    );
    expect(processSchema.safeParse({ ...validProcess, totalGlobalHeadCount: 5 }).success).toBe(true);
  });

  it("requires the MAD duration and its unit, from the spec's units only", () => {
    const result = processSchema.safeParse({ ...validProcess, mad: "", madDuration: "years" });
    expect(errorsOf(result)).toMatchObject({
      mad: BCP_MESSAGES.madRequired,
      madDuration: BCP_MESSAGES.madUnitRequired,
    });
    for (const unit of ["months", "weeks", "days", "hours", "minutes"]) {
      expect(processSchema.safeParse({ ...validProcess, madDuration: unit }).success).toBe(true);
    }
  });

  it("requires a justification when no BC strategy is required", () => {
    const result = processSchema.safeParse({ ...validProcess, isBCStrategyRequired: "false" });
    expect(errorsOf(result)).toEqual({ justificationForNoBCStrategy: BCP_MESSAGES.justificationRequired });
    expect(
      processSchema.safeParse({
        ...validProcess,
        isBCStrategyRequired: "false",
        justificationForNoBCStrategy: "Manual",
      }).success,
    ).toBe(true);
  });

  it("requires the criticality explanation and caps every comment box at 250 characters", () => {
    const long = "x".repeat(251);
    const result = processSchema.safeParse({
      ...validProcess,
      criticalityLevelExplanation: "",
      consequencesOfDisruption: long,
      maloCriterialExplanation: long,
    });
    expect(errorsOf(result)).toEqual({
      criticalityLevelExplanation: BCP_MESSAGES.criticalityExplanationRequired,
      consequencesOfDisruption: BCP_MESSAGES.commentTooLong,
      maloCriterialExplanation: BCP_MESSAGES.commentTooLong,
    });
    expect(
      processSchema.safeParse({ ...validProcess, consequencesOfDisruption: "x".repeat(250) }).success,
    ).toBe(true);
  });

  it("reads numbers and yes/no from form text", () => {
    const parsed = processSchema.parse({
      ...validProcess,
      mad: "4",
      totalGlobalHeadCount: "10",
      criticalProcessHeadcountAnalysis: "",
      isBCStrategyRequired: "true",
    });
    expect(parsed).toMatchObject({
      mad: 4,
      totalGlobalHeadCount: 10,
      criticalProcessHeadcountAnalysis: null,
    });
    expect(parsed.isBCStrategyRequired).toBe(true);
  });
});

describe("locations and headcount", () => {
  it("checks the total head count against the service head count", () => {
    expect(headcountFits([5, 10, null], 15)).toBe(true);
    expect(headcountFits([5, 11], 15)).toBe(false);
    expect(BCP_MESSAGES.locationHeadcountAboveService).toBe(
      "Total Head Count is more than Service Head Count",
    );
  });

  it("requires a site for a location", () => {
    const result = locationSchema.safeParse({ processId: SERVICE, siteName: " " });
    expect(errorsOf(result)).toEqual({ assetId: BCP_MESSAGES.siteRequired });
  });
});

describe("plans and approvals", () => {
  it("requires a name, business unit and BCP lead", () => {
    const result = bcpCreateSchema.safeParse({ name: "", businessUnitId: "", bcLeadId: "" });
    expect(errorsOf(result)).toEqual({
      name: BCP_MESSAGES.nameRequired,
      businessUnitId: BCP_MESSAGES.businessUnitRequired,
      bcLeadId: BCP_MESSAGES.bcLeadRequired,
    });
  });

  it("requires a reason to reject, at most 250 characters", () => {
    const base = { bcpId: SERVICE, section: "overall", seen: "overall:3" };
    expect(
      errorsOf(approverDecisionSchema.safeParse({ ...base, status: "REJECTED", approveComments: "" })),
    ).toEqual({
      approveComments: BCP_MESSAGES.rejectReasonRequired,
    });
    expect(
      errorsOf(
        approverDecisionSchema.safeParse({ ...base, status: "APPROVED", approveComments: "x".repeat(251) }),
      ),
    ).toEqual({ approveComments: BCP_MESSAGES.commentTooLong });
    expect(approverDecisionSchema.safeParse({ ...base, status: "APPROVED" }).success).toBe(true);
  });

  it("requires the versions the approver read (security review N3)", () => {
    const decision = { bcpId: SERVICE, section: "overall", status: "APPROVED" };
    expect(errorsOf(approverDecisionSchema.safeParse(decision))).toEqual({ seen: BCP_MESSAGES.seenRequired });
    expect(errorsOf(approverDecisionSchema.safeParse({ ...decision, seen: " " }))).toEqual({
      seen: BCP_MESSAGES.seenRequired,
    });
  });
});

describe("durations (spec §5)", () => {
  it("parses only hours or days", () => {
    expect(parseDuration("4 hours")).toBe(4);
    expect(parseDuration("2 days")).toBe(48);
    expect(parseDuration("1 day")).toBe(24);
    expect(parseDuration("3 weeks")).toBeNull();
    expect(parseDuration("soon")).toBeNull();
  });
});
