import type { ControlStatus, ResponseStrategy, StrategyStatus } from "./labels";

/** What the activation API answers, as the screens receive it (dates as ISO strings). */
export interface ResponseView {
  id: string;
  controlStatus: ControlStatus;
  strategy: ResponseStrategy;
  strategyStatus: StrategyStatus;
  headcountAvailable: number;
  notes: string;
  respondedAt: string;
}

export interface ActivatedProcessView {
  id: string;
  processId: string;
  name: string;
  disruption: string | null;
  disruptedSince: string;
  mad: number;
  madDuration: string;
  madHours: number;
  hoursSinceDisruption: number;
  madBreached: boolean;
  headcountRequired: number | null;
  latestResponse: ResponseView | null;
  nextCheckAt: string | null;
  checkOverdue: boolean;
}

export interface ActivationView {
  id: string;
  bcpId: string;
  bcpName: string;
  bcpNumber: string;
  incident: {
    id: string;
    title: string | null;
    type: string;
    status: string;
    statusCheckCadence: string | null;
  };
  reason: string;
  activatedAt: string;
  deactivatedAt: string | null;
  active: boolean;
  lead: string;
  processes: ActivatedProcessView[];
}

export interface HistoryView extends ResponseView {
  activationProcessId: string;
  processName: string;
  bcpName: string;
  respondedBy: string;
}

export interface ImpactedPlansView {
  incident: { id: string; title: string | null };
  plans: {
    id: string;
    name: string;
    status: string;
    canActivate: boolean;
    active: boolean;
    processes: { id: string; name: string }[];
  }[];
}

export interface AnalysisView {
  incident: { id: string; title: string | null; type: string; status: string };
  series: { at: string; control: Record<ControlStatus, number>; strategy: Record<StrategyStatus, number> }[];
  processes: (ActivatedProcessView & { bcpId: string; bcpName: string; active: boolean })[];
}
