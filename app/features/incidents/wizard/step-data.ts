import type { ImpactedProcess } from "~/domains/bcp/site-links";
import type { IncidentType, WizardStep } from "~/domains/incidents/model";
import type { ImpactView, IncidentView, ProcessesView } from "~/features/incidents/answers";

type Named = { id: string; name: string };

/**
 * What a wizard step's loader answers: the type, the step and the draft (none before the first save), and the
 * step's own data (each step reads only its own). The step routes' loaders are declared to answer this, so
 * `tsc` holds the loader and the screens to one shape.
 */
export interface WizardData {
  type: IncidentType;
  step: WizardStep;
  incident: IncidentView | null;
  categories?: Named[];
  drafts?: { id: string; type: IncidentType; title: string | null; currentTab: WizardStep }[];
  hazards?: Named[];
  impact?: ImpactView | null;
  /** The location step's place search: what was asked, and the places found (none asked: null). */
  q?: string;
  places?: { id: string; label: string; lat: number; lng: number }[] | null;
  mapSettings?: { tileUrl: string | null; attribution: string | null; outlineUrl: string } | null;
  nearest?: { name: string; distance: number } | null;
  processes?: ProcessesView | null;
  processQ?: string;
  processMatches?: ImpactedProcess[] | null;
  /** The location step's search of the registers (issue 33): what was asked, and the entries found. */
  entryKind?: string;
  entryQ?: string;
  entryMatches?: { id: string; name: string; kind: string }[] | null;
}

/** What a search of the location step found (the action's answer to its Search and Find entries buttons). */
export type StepSearch = Pick<WizardData, "q" | "places" | "entryKind" | "entryQ" | "entryMatches">;

/** The loader of a step route, as the screens read it. */
export type WizardLoader = () => Promise<WizardData>;
