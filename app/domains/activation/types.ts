import type { z } from "zod";
import type {
  activatedProcessAnswer,
  activationAnswer,
  analysisAnswer,
  homeAnswer,
  impactedPlansAnswer,
  responseAnswer,
  responseHistoryAnswer,
  situationReportAnswer,
} from "./answers";

/**
 * What the activation API answers, as the screens receive it (dates as ISO strings): the declared answer schemas'
 * types (`answers.ts`), so a screen, the PDF and the API cannot disagree about a field.
 */
export type ResponseView = z.output<typeof responseAnswer>;
export type ActivatedProcessView = z.output<typeof activatedProcessAnswer>;
export type ActivationView = z.output<typeof activationAnswer>;
export type HistoryView = z.output<typeof responseHistoryAnswer>;
export type ImpactedPlansView = z.output<typeof impactedPlansAnswer>;
export type AnalysisView = z.output<typeof analysisAnswer>;
/** The one-page situation report of an incident (GET /bcpResponse/situationReport; its PDF beside it). */
export type SituationReport = z.output<typeof situationReportAnswer>;
/** Home's one answer (GET /home): each part null when the caller may not read its domain. */
export type HomeView = z.output<typeof homeAnswer>;
