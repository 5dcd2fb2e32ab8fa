import { describe, expect, it } from "vitest";
import { typedPoint } from "./distance";

describe("typed coordinates", () => {
  it("name a point only when both are complete numbers in range", () => {
    expect(typedPoint("51.5", "-0.12")).toEqual({ lat: 51.5, lng: -0.12 });
    expect(typedPoint("51.", "")).toBeNull();
    expect(typedPoint("-", "3")).toBeNull();
    expect(typedPoint("515", "0")).toBeNull();
    expect(typedPoint("10", "181")).toBeNull();
  });
});
