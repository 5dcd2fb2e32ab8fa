import type { ControlStatus, ResponseStrategyType, StrategyStatus } from "~/shared/response-lists";
import type { ProcessState } from "./state";

/** What the activation API answers, as the screens receive it (dates as ISO strings). */
export interface ResponseView {
  id: string;
  controlStatus: ControlStatus;
  strategy: ResponseStrategyType;
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
  /** The one process state (state.ts), computed on the server at the time of the answer. */
  state: ProcessState;
  /** When the MAD runs out. */
  breachAt: string;
  /** The highest MAD warning told (0, 50, 75, 100). */
  madWarnedPct: number;
  headcountRequired: number | null;
  headcountGlobal: number;
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
  /** When the answer was made: the situation report is "as at" this time. */
  at: string;
  /** Processes by state (every activated process, those not reported too). */
  states: Record<ProcessState, number>;
  series: {
    at: string;
    control: Record<ControlStatus, number>;
    strategy: Record<StrategyStatus, number>;
  }[];
  processes: (ActivatedProcessView & {
    bcpId: string;
    bcpName: string;
    active: boolean;
  })[];
}
