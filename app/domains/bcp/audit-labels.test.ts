import { describe, expect, it } from "vitest";
import { describeChanges } from "./audit-labels";

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
});
