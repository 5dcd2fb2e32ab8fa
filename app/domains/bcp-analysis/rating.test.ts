import { describe, expect, it } from "vitest";
import { RISK_PROBABILITIES, RISK_SEVERITIES } from "./model";
import { riskRating } from "./rating";

describe("the risk rating matrix (severity × probability)", () => {
  it("rates every cell as docs/risk-rating.md documents", () => {
    const table = RISK_SEVERITIES.map((s) => RISK_PROBABILITIES.map((p) => riskRating(s, p).rating));
    expect(table).toEqual([
      // Rare,   Low,      Moderate,   High
      ["Low", "Low", "Medium", "Medium"], // severity Low
      ["Low", "Medium", "High", "High"], // severity Medium
      ["Medium", "High", "Critical", "Critical"], // severity High
    ]);
  });

  it("scores as the product of the weights", () => {
    expect(riskRating("High", "High").score).toBe(12);
    expect(riskRating("Low", "Rare").score).toBe(1);
    expect(riskRating("Medium", "Moderate").score).toBe(6);
  });

  it("never rates lower when severity or probability rises", () => {
    const order = ["Low", "Medium", "High", "Critical"];
    for (const [si, s] of RISK_SEVERITIES.entries())
      for (const [pi, p] of RISK_PROBABILITIES.entries()) {
        const here = order.indexOf(riskRating(s, p).rating);
        if (si > 0)
          expect(here).toBeGreaterThanOrEqual(order.indexOf(riskRating(RISK_SEVERITIES[si - 1], p).rating));
        if (pi > 0)
          expect(here).toBeGreaterThanOrEqual(
            order.indexOf(riskRating(s, RISK_PROBABILITIES[pi - 1]).rating),
          );
      }
  });
});
