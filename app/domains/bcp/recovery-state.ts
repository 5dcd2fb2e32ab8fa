import type { ControlStatus, StrategyStatus } from "~/shared/response-lists";

/**
 * The state of an activated process, defined once and shown with the same words and colours on every screen
 * (Active BCPs, the response screen, Analysis, Home, the incident page, the situation report). Isomorphic.
 */
export const PROCESS_STATES = ["Not reported", "On track", "At risk", "Breached", "Recovered"] as const;
export type ProcessState = (typeof PROCESS_STATES)[number];

/** Tailwind classes for badges and hex for charts and print; a breach is red, a risk amber. */
export const PROCESS_STATE_COLOURS: Record<ProcessState, { badge: string; hex: string }> = {
  "Not reported": { badge: "bg-gray-100 text-gray-800", hex: "#6b7280" },
  "On track": { badge: "bg-green-100 text-green-800", hex: "#16a34a" },
  "At risk": { badge: "bg-amber-100 text-amber-800", hex: "#d97706" },
  Breached: { badge: "bg-red-100 text-red-800", hex: "#dc2626" },
  Recovered: { badge: "bg-blue-100 text-blue-800", hex: "#2563eb" },
};

/** How much each state asks for attention: where one process shows one state (two plans activate it), the higher. */
export const STATE_CONCERN: Record<ProcessState, number> = {
  Recovered: 0,
  "On track": 1,
  "Not reported": 2,
  "At risk": 3,
  Breached: 4,
};

/** What each state means, for the legend and the situation report. */
export const PROCESS_STATE_HELP: Record<ProcessState, string> = {
  "Not reported": "No status check recorded yet, and its first is not yet due.",
  "On track":
    "Reported within the first half of its MAD: its continuity strategy carries it (control Failed, strategy not Failed) with enough people.",
  "At risk":
    "Half of its MAD has gone, or its first status check is due and nobody has reported, or control is Degraded or Critical, or its strategy has failed, or fewer people than the critical headcount are available.",
  Breached: "Its MAD has elapsed without recovery.",
  Recovered: "The latest status check reports control Normal again.",
};

/**
 * Control statuses that put a process at risk. Failed is not one of them on its own: the normal way of working
 * has failed and the plan's continuity strategy carries the process, which is what activation is for.
 */
const AT_RISK_CONTROL: ReadonlySet<ControlStatus> = new Set(["Degraded", "Critical"]);

/** The share of the MAD after which a process is at risk, and the warning thresholds (percent). */
export const AT_RISK_SHARE = 0.5;
export const MAD_WARNING_THRESHOLDS = [50, 75, 100] as const;
export type MadWarningThreshold = (typeof MAD_WARNING_THRESHOLDS)[number];

export interface StateInput {
  /** When the process was disrupted (the MAD counts from here). */
  disruptedSince: Date;
  /** The maximum acceptable downtime in milliseconds. */
  madMs: number;
  /** When the clock stops: now, or when the plan was deactivated. */
  at: Date;
  /** The critical headcount the process needs (criticalProcessHeadcountAnalysis), if known. */
  headcountRequired: number | null;
  latest: {
    controlStatus: ControlStatus;
    strategyStatus: StrategyStatus;
    headcountAvailable: number;
  } | null;
  /** When its first status check falls due (activation plus the incident's cadence); null without a cadence. */
  firstCheckAt?: Date | null;
}

/**
 * The one rule. Precedence: Recovered (the latest check reports Normal control with enough people: the process
 * works again and its MAD clock stops), then Breached (the MAD has elapsed), then At risk (half the MAD gone,
 * control Degraded/Critical, strategy Failed, or headcount below the critical headcount), then Not reported
 * (no check yet, and the first is not yet due: once it is, silence is At risk), else On track. A process nobody
 * reported on still turns At risk and Breached on time: silence is not safety.
 */
export function processState(input: StateInput): ProcessState {
  const { latest } = input;
  if (latest?.controlStatus === "Normal" && !belowHeadcount(input)) return "Recovered";
  const elapsed = input.at.getTime() - input.disruptedSince.getTime();
  if (elapsed >= input.madMs) return "Breached";
  if (elapsed >= input.madMs * AT_RISK_SHARE) return "At risk";
  if (!latest)
    return input.firstCheckAt && input.at.getTime() >= input.firstCheckAt.getTime()
      ? "At risk"
      : "Not reported";
  if (
    AT_RISK_CONTROL.has(latest.controlStatus) ||
    latest.strategyStatus === "Failed" ||
    belowHeadcount(input)
  )
    return "At risk";
  return "On track";
}

function belowHeadcount(input: StateInput) {
  return (
    input.latest !== null &&
    input.headcountRequired !== null &&
    input.latest.headcountAvailable < input.headcountRequired
  );
}

/** How many processes stand in each state (every state present, zero included). */
export function countStates(states: ProcessState[]): Record<ProcessState, number> {
  const counts = Object.fromEntries(PROCESS_STATES.map((s) => [s, 0])) as Record<ProcessState, number>;
  for (const s of states) counts[s] += 1;
  return counts;
}

/** When the MAD runs out. */
export const breachAt = (disruptedSince: Date, madMs: number) => new Date(disruptedSince.getTime() + madMs);

/** When a warning threshold (percent of the MAD) is reached. */
export const thresholdAt = (disruptedSince: Date, madMs: number, pct: number) =>
  new Date(disruptedSince.getTime() + (madMs * pct) / 100);

/** The highest threshold reached at `now` (0 when none). */
export function thresholdReached(disruptedSince: Date, madMs: number, now: Date): number {
  let reached = 0;
  for (const pct of MAD_WARNING_THRESHOLDS)
    if (now.getTime() >= thresholdAt(disruptedSince, madMs, pct).getTime()) reached = pct;
  return reached;
}

/** The next threshold above `warned`, or null when the 100 % warning has gone. */
export const nextThreshold = (warned: number): MadWarningThreshold | null =>
  MAD_WARNING_THRESHOLDS.find((t) => t > warned) ?? null;

/** "2 h 05 min", "35 min", "3 d 4 h": how long until (or since) a moment, for people under pressure. */
export function formatSpan(ms: number): string {
  const minutes = Math.max(0, Math.round(Math.abs(ms) / 60_000));
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  if (d > 0) return `${d} d ${h} h`;
  if (h > 0) return `${h} h ${String(m).padStart(2, "0")} min`;
  return `${m} min`;
}

/** "Breach in 2 h 05 min" or "Breached 35 min ago". */
export function timeToBreachLabel(breach: Date | string, now: Date): string {
  const ms = new Date(breach).getTime() - now.getTime();
  return ms > 0 ? `Breach in ${formatSpan(ms)}` : `Breached ${formatSpan(ms)} ago`;
}

export const STATE_MESSAGES = {
  headcountOverGlobal: (global: number) =>
    `Headcount available cannot be greater than the process's global headcount (${global}).`,
  disruptionStartRequired: "Give the date and time the disruption started.",
  disruptionStartFuture: "The disruption cannot start in the future.",
  disruptionUpdated: "Disruption start updated successfully!",
} as const;

/** A process's clock in one activation, as the screens rank it. */
export interface UrgencyLine {
  state: ProcessState;
  breachAt: Date | string;
}

const urgencyRank = (l: UrgencyLine) => (l.state === "Breached" ? 0 : l.state === "Recovered" ? 2 : 1);

/** Most urgent first: breached, then the soonest breach; a recovered process (its clock stopped) last. */
export function byUrgency(a: UrgencyLine, b: UrgencyLine): number {
  return urgencyRank(a) - urgencyRank(b) || new Date(a.breachAt).getTime() - new Date(b.breachAt).getTime();
}

/**
 * One line per process active in several activations (the same plan active for two incidents): the clock of
 * the activation that breaches soonest, with the most worrying state among them and how many activations it
 * stands for. A screen shows the soonest breach, never the calmer one (UX review A-7). In first-seen order.
 */
export function soonestPerProcess<T extends UrgencyLine & { processId: string }>(
  lines: T[],
): (T & { activations: number })[] {
  const out = new Map<string, T & { activations: number }>();
  for (const line of lines) {
    const seen = out.get(line.processId);
    if (!seen) {
      out.set(line.processId, { ...line, activations: 1 });
      continue;
    }
    const soonest = byUrgency(line, seen) < 0 ? line : seen;
    const state = STATE_CONCERN[line.state] > STATE_CONCERN[seen.state] ? line.state : seen.state;
    out.set(line.processId, { ...soonest, state, activations: seen.activations + 1 });
  }
  return [...out.values()];
}
