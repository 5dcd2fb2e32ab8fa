import { describe, expect, it } from "vitest";
import { formatDistance } from "./distance";

describe("formatDistance", () => {
  it("gives whole units from 10 up and one decimal below", () => {
    expect(formatDistance(264.876)).toBe("265 km");
    expect(formatDistance(4.23)).toBe("4.2 km");
    expect(formatDistance(12.5, "miles")).toBe("13 miles");
    expect(formatDistance(1204.4)).toBe("1,204 km");
    expect(formatDistance(3)).toBe("3 km");
  });

  it("says a point on the spot is under 0.1, and an unknown distance is unknown", () => {
    expect(formatDistance(0.004)).toBe("< 0.1 km");
    expect(formatDistance(0)).toBe("0 km");
    expect(formatDistance(null)).toBe("? km");
  });
});
