import { describe, expect, it } from "vitest";
import {
  byUrgency,
  countStates,
  processState,
  soonestPerProcess,
  thresholdReached,
  timeToBreachLabel,
} from "./recovery-state";

const HOUR = 3600_000;
const since = new Date("2026-03-02T03:05:00Z");
const at = (h: number) => new Date(since.getTime() + h * HOUR);
const base = { disruptedSince: since, madMs: 4 * HOUR, headcountRequired: 30 };
type Latest = NonNullable<Parameters<typeof processState>[0]["latest"]>;
/** The state `hours` into the disruption after a status check with these statuses and this many people available. */
const stateAt = (
  hours: number,
  controlStatus: Latest["controlStatus"],
  strategyStatus: Latest["strategyStatus"],
  headcountAvailable: number,
) => processState({ ...base, at: at(hours), latest: { controlStatus, strategyStatus, headcountAvailable } });

describe("the one process state", () => {
  it("is Not reported until someone answers, and still turns At risk and Breached on time", () => {
    expect(processState({ ...base, at: at(1), latest: null })).toBe("Not reported");
    expect(processState({ ...base, at: at(2), latest: null })).toBe("At risk");
    expect(processState({ ...base, at: at(4), latest: null })).toBe("Breached");
  });

  it("turns a silent process At risk once its first status check is due (issue 32)", () => {
    const firstCheckAt = at(1);
    expect(processState({ ...base, at: at(0.9), latest: null, firstCheckAt })).toBe("Not reported");
    expect(processState({ ...base, at: at(1), latest: null, firstCheckAt })).toBe("At risk");
    expect(processState({ ...base, at: at(1), latest: null, firstCheckAt: null })).toBe("Not reported");
  });

  it("keeps, per process, the soonest breach with the most worrying state, and ranks breached first", () => {
    const lines = [
      { processId: "pick", state: "At risk" as const, breachAt: at(24).toISOString(), incident: "A" },
      { processId: "pick", state: "Not reported" as const, breachAt: at(19).toISOString(), incident: "B" },
      { processId: "load", state: "Breached" as const, breachAt: at(-1).toISOString(), incident: "A" },
      { processId: "sort", state: "Recovered" as const, breachAt: at(2).toISOString(), incident: "A" },
    ];
    expect(soonestPerProcess(lines).sort(byUrgency)).toEqual([
      { ...lines[2], activations: 1 },
      { ...lines[1], state: "At risk", activations: 2 },
      { ...lines[3], activations: 1 },
    ]);
  });

  it("calls a Failed control with 20 of 45 heads (30 critical) At risk, not on track", () => {
    expect(stateAt(0.5, "Failed", "Partially Working", 20)).toBe("At risk");
    // The same with enough people: the strategy carries it.
    expect(stateAt(0.5, "Failed", "Partially Working", 30)).toBe("On track");
    expect(stateAt(0.5, "Degraded", "In Place", 40)).toBe("At risk");
    expect(stateAt(0.5, "Failed", "Failed", 40)).toBe("At risk");
  });

  it("is At risk when fewer people than the critical headcount are available", () => {
    expect(stateAt(0.5, "Failed", "In Place", 29)).toBe("At risk");
  });

  it("is Recovered when control is Normal again with enough people, and stays so past the MAD", () => {
    expect(stateAt(0.5, "Normal", "In Place", 30)).toBe("Recovered");
    // Recovered stops the clock: a recovered process does not breach.
    expect(stateAt(10, "Normal", "In Place", 30)).toBe("Recovered");
  });

  it("is Breached once the MAD has elapsed without recovery", () => {
    expect(stateAt(4, "Critical", "In Place", 40)).toBe("Breached");
  });

  it("counts every state, zero included; tells the highest threshold reached and the time to breach", () => {
    expect(countStates(["At risk", "At risk", "Breached"])).toEqual({
      "Not reported": 0,
      "On track": 0,
      "At risk": 2,
      Breached: 1,
      Recovered: 0,
    });
    expect([1.9, 2, 3, 4].map((h) => thresholdReached(since, 4 * HOUR, at(h)))).toEqual([0, 50, 75, 100]);
    expect(timeToBreachLabel(at(4), at(1.75))).toBe("Breach in 2 h 15 min");
    expect(timeToBreachLabel(at(4), at(4.5))).toBe("Breached 30 min ago");
  });
});
