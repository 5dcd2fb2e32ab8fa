import type { RiskProbability, RiskSeverity } from "./model";

/**
 * The risk rating matrix (documented in docs/risk-rating.md): severity of impact × probability.
 *
 * Severity weights Low 1, Medium 2, High 3; probability weights Rare 1, Low 2, Moderate 3, High 4.
 * The score (1–12) is their product, and its band is the rating:
 * 1–2 Low, 3–4 Medium, 6–8 High, 9–12 Critical.
 */
export const SEVERITY_WEIGHT: Record<RiskSeverity, number> = { Low: 1, Medium: 2, High: 3 };
export const PROBABILITY_WEIGHT: Record<RiskProbability, number> = { Rare: 1, Low: 2, Moderate: 3, High: 4 };

export const RISK_RATINGS = ["Low", "Medium", "High", "Critical"] as const;
export type RiskRating = (typeof RISK_RATINGS)[number];

export const RISK_RATING_COLOURS: Record<RiskRating, string> = {
  Low: "bg-green-100 text-green-800",
  Medium: "bg-yellow-100 text-yellow-800",
  High: "bg-orange-100 text-orange-800",
  Critical: "bg-red-100 text-red-800",
};

export function riskScore(severity: RiskSeverity, probability: RiskProbability): number {
  return SEVERITY_WEIGHT[severity] * PROBABILITY_WEIGHT[probability];
}

export function ratingOfScore(score: number): RiskRating {
  if (score >= 9) return "Critical";
  if (score >= 6) return "High";
  if (score >= 3) return "Medium";
  return "Low";
}

export function riskRating(severity: RiskSeverity, probability: RiskProbability) {
  const score = riskScore(severity, probability);
  return { score, rating: ratingOfScore(score) };
}
