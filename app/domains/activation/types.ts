import type { ControlStatus, ResponseStrategyType, StrategyStatus } from "~/shared/response-lists";
import type { PeopleAccounted } from "./people-accounted";
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

/** The one-page situation report of an incident (GET /bcpResponse/situationReport; its PDF beside it). */
export interface SituationReport {
  incident: {
    id: string;
    title: string | null;
    type: string;
    status: string;
    impact: string | null;
    alertDate: string | null;
    locations: string[];
    coordinator: string | null;
    statusCheckCadence: string | null;
  };
  /** "As at": when the report was made. */
  at: string;
  /** The company's date format and time zone. */
  dates: { dateFormat?: string; timezone?: string };
  /** Impacted sites and people; null when the caller may not open the incident itself. */
  hit: { sites: { name: string; city: string | null }[]; people: number } | null;
  /** The plans active for the incident. */
  plans: string[];
  states: Record<ProcessState, number>;
  processes: {
    id: string;
    name: string;
    bcpName: string;
    active: boolean;
    state: ProcessState;
    disruptedSince: string;
    breachAt: string;
    /** "4 Hours": the maximum acceptable downtime as the plan states it. */
    mad: string;
    nextCheckAt: string | null;
    checkOverdue: boolean;
    headcountAvailable: number | null;
    headcountRequired: number | null;
  }[];
  /** Response actions and owners; null when the caller may not open the incident itself. */
  actions:
    | {
        id: string;
        title: string;
        ownerName: string | null;
        dueAt: string | null;
        status: string;
        overdue: boolean;
      }[]
    | null;
  peopleAccounted: PeopleAccounted | null;
  /** The earliest status check due among active processes. */
  nextCheck: { at: string; overdue: boolean } | null;
}

/** Home's one answer (GET /home): each part null when the caller may not read its domain. */
export interface HomeView {
  at: string;
  incidents: {
    total: number;
    rows: {
      id: string;
      type: string;
      name: string | null;
      status: string;
      impact: string | null;
      locationName: string | null;
      sites: number;
      people: number;
    }[];
  } | null;
  activePlans: { bcpId: string; bcpName: string; incidents: { id: string; title: string | null }[] }[] | null;
  late:
    | {
        id: string;
        name: string;
        state: ProcessState;
        breachAt: string;
        checkOverdue: boolean;
        bcpName: string;
        incident: { id: string; title: string | null };
      }[]
    | null;
  overdueChecks: HomeView["late"];
  overdueActions: {
    total: number;
    rows: {
      id: string;
      title: string;
      dueAt: string;
      status: string;
      ownerName: string | null;
      incident: { id: string; name: string | null };
    }[];
  } | null;
  plans: {
    total: number;
    byStatus: Record<string, number>;
    mine: number;
    awaitingMyApproval: number;
  } | null;
}
