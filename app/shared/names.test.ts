import { describe, expect, it } from "vitest";
import { incidentTitle } from "./names";

describe("an incident's shown title", () => {
  it("is its own title, trimmed", () => {
    expect(incidentTitle("  Flooding at Manchester ", "Incident")).toBe("Flooding at Manchester");
  });
  it("names its type when it has no title, blank included", () => {
    expect(incidentTitle(null, "Crisis")).toBe("Untitled crisis");
    expect(incidentTitle("   ", "Incident")).toBe("Untitled incident");
  });
  it("is bare where the type is written beside it", () => {
    expect(incidentTitle(null)).toBe("Untitled");
  });
});
