// Isomorphic: the approver's form carries the versions of what it showed; the API compares (security review N3).

/** What a decision is checked against: the plan's edit versions and when its content last changed. */
export interface PlanReading {
  editVersions: Record<string, number>;
  /** Every change of the plan's content touches it (access.server.ts touchPlan), additions included. */
  updatedAt: string | Date;
}

/** The reading as `part:version` pairs; `changed` is the time of the last change, in milliseconds. */
function pairsOf(plan: PlanReading): Record<string, number> {
  const pairs: Record<string, number> = {};
  for (const [part, version] of Object.entries(plan.editVersions)) if (version) pairs[part] = version;
  pairs.changed = new Date(plan.updatedAt).getTime();
  return pairs;
}

/**
 * The plan as the approver's page showed it, as the decision form's hidden `seen` field: sorted
 * `part:version` pairs (parts: `details`, `section:<id>`, `item:<id>`, `roster:<id>`, and `changed`).
 */
export function planSeenVersions(plan: PlanReading): string {
  const pairs = pairsOf(plan);
  return Object.keys(pairs)
    .sort()
    .map((part) => `${part}:${pairs[part]}`)
    .join(",");
}

/** Whether the plan was changed (a part saved, added or removed) since the approver's page was loaded. */
export function planChangedSince(seen: string, plan: PlanReading): boolean {
  const then: Record<string, number> = {};
  for (const pair of seen.split(",")) {
    const at = pair.lastIndexOf(":");
    const version = pair.slice(at + 1);
    if (at > 0 && /^\d+$/.test(version)) then[pair.slice(0, at)] = Number(version);
  }
  const now = pairsOf(plan);
  const parts = new Set([...Object.keys(then), ...Object.keys(now)]);
  return [...parts].some((part) => (then[part] ?? 0) !== (now[part] ?? 0));
}
