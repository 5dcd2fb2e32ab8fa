import { describe, expect, it } from "vitest";
import { formatMad } from "~/domains/bcp/model";
import { countOf, singularOf } from "./plural";

describe("counts", () => {
  it("reads 1 day, 2 days, 1 process, 3 processes", () => {
    expect(countOf(1, "day")).toBe("1 day");
    expect(countOf(2, "day")).toBe("2 days");
    expect(countOf(0, "day")).toBe("0 days");
    expect(countOf(1, "process", "processes")).toBe("1 process");
    expect(countOf(3, "process", "processes")).toBe("3 processes");
    expect(countOf(1, "person", "people")).toBe("1 person");
    expect(countOf(45, "person", "people")).toBe("45 people");
    expect(countOf(1, "message")).toBe("1 message");
    expect(singularOf("Days")).toBe("Day");
  });
  it("keeps the spec's MAD unit labels, singular for one", () => {
    expect(formatMad(1, "days")).toBe("1 Day");
    expect(formatMad(3, "days")).toBe("3 Days");
    expect(formatMad(4, "hours")).toBe("4 Hours");
  });
});
