import type PDFDocument from "pdfkit";
import { EXPOSURE_LABELS, type ExposureLevel, IMPACT_COLOURS, IMPACT_LABELS } from "~/domains/bcp/model";
import { paragraph, richText, subheading, table } from "~/domains/bcp/pdf-layout.server";
import { RESPONSE_STRATEGY_LABELS } from "~/shared/response-lists";
import type { Strategies } from "./answers";
import { TIME_POINTS } from "./malo";
import { IMPACT_CATEGORIES, IMPACT_CATEGORY_LABELS } from "./model";
import type { PlanAnalysis } from "./plan-analysis.server";

type Doc = InstanceType<typeof PDFDocument>;
const NONE = "Data Not Found";

const levelColour = (label: string) =>
  IMPACT_COLOURS[
    (Object.entries(EXPOSURE_LABELS).find(([, l]) => l === label)?.[0] ??
      "awaiting_response") as ExposureLevel
  ].hex;

/** Each analysis section of the plan, in full, drawn by its section key. */
export const ANALYSIS_PDF: Record<string, (doc: Doc, a: PlanAnalysis) => void> = {
  bia(doc, a) {
    if (a.bia.length === 0) return paragraph(doc, NONE, { muted: true });
    for (const b of a.bia) {
      subheading(
        doc,
        `${b.processName}: ${IMPACT_LABELS[b.businessImpactLevel]}${b.madText ? ` · MAD ${b.madText}` : ""}${b.suggestedMad ? ` · High from ${b.suggestedMad}` : ""}`,
      );
      if (!b.assessed) {
        paragraph(doc, "Not assessed yet.", { muted: true });
        continue;
      }
      table(
        doc,
        [
          ["Impact", 1.6],
          ...TIME_POINTS.map((t, i) => ({
            header: t.label,
            width: 1,
            colour: (r: string[]) => levelColour(r[i + 1]),
          })),
        ],
        IMPACT_CATEGORIES.map((c) => [
          IMPACT_CATEGORY_LABELS[c],
          ...TIME_POINTS.map((t) => EXPOSURE_LABELS[b.impacts[c][t.key]]),
        ]),
      );
    }
  },
  riskAssessment(doc, a) {
    table(
      doc,
      [
        ["Risk", 2.4],
        ["Type", 1.4],
        ["Severity × Probability", 1.8],
        ["Rating", 1],
        ["Existing Control Strategy", 3],
        ["Control Status", 1.2],
      ],
      a.risks.map((r) => [
        r.name,
        r.type,
        `${r.severity} × ${r.probability} = ${r.score}`,
        r.rating,
        r.existingControlStrategy,
        r.controlStatus,
      ]),
    );
  },
  dependencies(doc, a) {
    if (a.dependencies.length === 0) return paragraph(doc, NONE, { muted: true });
    for (const p of a.dependencies) {
      subheading(doc, p.processName);
      const blocks = p.blocks.filter((b) => b.saved);
      table(
        doc,
        [
          ["Block", 1.6],
          ["Depends on", 2.4],
          ["Scenario", 1.8],
          ["Strategies", 4],
        ],
        blocks.map((b) => [
          b.label + (b.enabled ? "" : " (not in use)"),
          b.dependencies.join("\n"),
          b.scenario,
          strategies(b),
        ]),
        "No dependencies recorded.",
      );
    }
  },
  malo(doc, a) {
    table(
      doc,
      [["Process", 2.2], ["MAD", 1.1], ...TIME_POINTS.map((t) => [t.label, 0.85] as const)],
      a.malo.map((m) => [
        m.processName,
        m.madText,
        ...TIME_POINTS.map((t) => (m.saved ? `${m.levels[t.key]}%` : "")),
      ]),
    );
    for (const m of a.malo.filter((x) => x.maloCriterialExplanation)) {
      paragraph(doc, `${m.processName}: ${m.maloCriterialExplanation}`);
    }
  },
  scenarioPlanning(doc, a) {
    table(
      doc,
      [
        ["Scenario", 1.8],
        ["Active", 0.8],
        ["Strategies", 5],
        ["Strategy Status", 1.4],
      ],
      a.scenarios
        .filter((s) => s.active || s.planned)
        .map((s) => [s.label, s.active ? "Yes" : "No", strategies(s), s.strategyStatus ?? ""]),
    );
  },
  brtRoster(doc, a) {
    table(
      doc,
      [
        ["Name", 2.2],
        ["Role", 1.6],
        ["Phone", 1.8],
        ["Alternate Phone", 1.8],
        ["Email", 2.8],
      ],
      a.roster.map((m) => [m.name, m.roleLabel, m.phone, m.alternatePhone, m.email]),
    );
  },
  stakeholders(doc, a) {
    table(
      doc,
      [
        ["Name", 2],
        ["Internal / External", 1.4],
        ["Organisation and Role", 2.4],
        ["Phone", 1.7],
        ["Email", 2.6],
      ],
      a.stakeholders.map((s) => [
        s.name,
        s.kindLabel,
        [s.organisation, s.role].filter(Boolean).join(", "),
        s.phone,
        s.email,
      ]),
    );
  },
  executiveSummary(doc, a) {
    if (!a.summary.html) return paragraph(doc, NONE, { muted: true });
    richText(doc, a.summary.html);
  },
};

function strategies(s: Strategies) {
  const line = (label: string, text: string, type: keyof typeof RESPONSE_STRATEGY_LABELS | null) =>
    text || type
      ? `${label}: ${[type ? RESPONSE_STRATEGY_LABELS[type] : "", text].filter(Boolean).join(" — ")}`
      : "";
  return [
    line("Short term", s.shortTermStrategy, s.responseStrategyTypeShortTerm),
    line("Long term", s.longTermStrategy, s.responseStrategyTypeLongTerm),
    line("Additional", s.additionalStrategy, s.responseStrategyTypeAdditional),
  ]
    .filter(Boolean)
    .join("\n");
}
