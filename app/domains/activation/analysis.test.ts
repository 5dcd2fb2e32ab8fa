import { describe, expect, it } from "vitest";
import { madBreached } from "~/domains/bcp/mad";
import { statusSeries } from "./analysis";

describe("status series", () => {
  it("counts each process once, by its latest response so far", () => {
    const series = statusSeries([
      {
        activationProcessId: "a",
        controlStatus: "Failed",
        strategyStatus: "Failed",
        respondedAt: "2026-01-01T08:00:00Z",
      },
      {
        activationProcessId: "b",
        controlStatus: "Degraded",
        strategyStatus: "In Place",
        respondedAt: "2026-01-01T08:00:00Z",
      },
      {
        activationProcessId: "a",
        controlStatus: "Normal",
        strategyStatus: "In Place",
        respondedAt: "2026-01-01T09:00:00Z",
      },
    ]);
    expect(series).toHaveLength(2);
    expect(series[0].control).toEqual({ Normal: 0, Degraded: 1, Critical: 0, Failed: 1 });
    expect(series[1].control).toEqual({ Normal: 1, Degraded: 1, Critical: 0, Failed: 0 });
    expect(series[1].strategy).toEqual({ "In Place": 2, "Partially Working": 0, Failed: 0 });
  });
});

describe("MAD", () => {
  it("is breached only once the downtime exceeds it, in the process's unit", () => {
    const since = new Date("2026-01-01T00:00:00Z");
    expect(madBreached(since, new Date("2026-01-03T00:00:00Z"), 2, "days")).toBe(false);
    expect(madBreached(since, new Date("2026-01-03T00:01:00Z"), 2, "days")).toBe(true);
    expect(madBreached(since, new Date("2026-01-01T00:31:00Z"), 30, "minutes")).toBe(true);
  });
});
