import {
  CONTROL_STATUSES,
  type ControlStatus,
  STRATEGY_STATUSES,
  type StrategyStatus,
} from "~/shared/response-lists";

export interface AnalysisResponse {
  activationProcessId: string;
  controlStatus: ControlStatus;
  strategyStatus: StrategyStatus;
  respondedAt: Date | string;
}

export interface StatusPoint {
  at: string;
  control: Record<ControlStatus, number>;
  strategy: Record<StrategyStatus, number>;
}

const zero = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/**
 * Processes by control and strategy status over time: after each response, how many processes stand in
 * each status (each process counts once, by its latest response so far). Responses oldest first.
 */
export function statusSeries(responses: AnalysisResponse[]): StatusPoint[] {
  const current = new Map<string, AnalysisResponse>();
  const points: StatusPoint[] = [];
  for (const r of responses) {
    current.set(r.activationProcessId, r);
    const point: StatusPoint = {
      at: new Date(r.respondedAt).toISOString(),
      control: zero(CONTROL_STATUSES),
      strategy: zero(STRATEGY_STATUSES),
    };
    for (const c of current.values()) {
      point.control[c.controlStatus] += 1;
      point.strategy[c.strategyStatus] += 1;
    }
    // Responses at the same instant form one point.
    if (points.at(-1)?.at === point.at) points[points.length - 1] = point;
    else points.push(point);
  }
  return points;
}
