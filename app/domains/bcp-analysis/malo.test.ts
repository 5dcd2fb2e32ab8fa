import { describe, expect, it } from "vitest";
import { MALO_MESSAGES, type MaloLevels, madHours, madTimePoint, maloProblems } from "./malo";

const levels = (values: number[]): MaloLevels => {
  const [h4, h8, d1, d2, d3, w1, w2, m1] = values;
  return { h4, h8, d1, d2, d3, w1, w2, m1 };
};
const twoDays = { mad: 2, unit: "days" as const, text: "2 Days" };

describe("MALO and MAD consistency", () => {
  it("accepts a MALO that starts within the MAD and never falls", () => {
    expect(maloProblems(levels([0, 0, 20, 50, 50, 80, 100, 100]), twoDays)).toEqual({});
    expect(maloProblems(levels([0, 0, 0, 10, 10, 10, 10, 10]), twoDays)).toEqual({});
  });

  it("refuses a recovery target beyond the MAD, on the MAD's time point", () => {
    const problems = maloProblems(levels([0, 0, 0, 0, 30, 60, 100, 100]), twoDays);
    expect(problems).toEqual({ "levels.d2": MALO_MESSAGES.beyondMad("2 Days", "2 Days") });
    expect(problems["levels.d2"]).toBe(
      "The MALO must not start beyond the MAD (2 Days): set a level above 0% at or before 2 Days.",
    );
  });

  it("refuses a MALO with no level at all, since operations must resume by the MAD", () => {
    expect(Object.keys(maloProblems(levels([0, 0, 0, 0, 0, 0, 0, 0]), twoDays))).toEqual(["levels.d2"]);
  });

  it("refuses a level that falls over time", () => {
    const problems = maloProblems(levels([10, 50, 40, 40, 60, 60, 60, 60]), twoDays);
    expect(problems).toEqual({ "levels.d1": MALO_MESSAGES.falling, "levels.d2": MALO_MESSAGES.falling });
  });

  it("converts every MAD unit, rounding an off-grid MAD up to the next time point", () => {
    expect(madHours(3, "weeks")).toBe(504);
    expect(madHours(90, "minutes")).toBe(1.5);
    expect(madTimePoint(90, "minutes").key).toBe("h4");
    expect(madTimePoint(36, "hours").key).toBe("d2");
    expect(madTimePoint(6, "months").key).toBe("m1");
  });
});
