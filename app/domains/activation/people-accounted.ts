import { ASSET_ACTION_LABELS } from "~/domains/assets/model";

/**
 * People accounted for on an incident: how many impacted people there are, how many have a status recorded, and
 * how many stand in each status (their latest recorded action). The hook the situation report reads; the
 * accounting itself (marking a person Safe, Injured, Missing or Unreached) belongs to the ASSETS, PEOPLE AND
 * OTHERS tab. Isomorphic.
 */
export interface PeopleAccounted {
  people: number;
  recorded: number;
  byStatus: { status: string; count: number }[];
}

export const PEOPLE_ACCOUNTED_NONE = "None recorded";

/** Counts from the impact list (GET /incident/{id}/impact): each person by their latest action. */
export function peopleAccounted(impact: {
  people: { lastAction: { action: string } | null }[];
}): PeopleAccounted {
  const counts = new Map<string, number>();
  for (const p of impact.people) {
    if (!p.lastAction) continue;
    const status =
      ASSET_ACTION_LABELS[p.lastAction.action as keyof typeof ASSET_ACTION_LABELS] ?? p.lastAction.action;
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  const byStatus = [...counts].map(([status, count]) => ({ status, count }));
  return { people: impact.people.length, recorded: byStatus.reduce((n, s) => n + s.count, 0), byStatus };
}

/** "3 of 12: Safe 2, Needs help 1" or "None recorded (12 impacted)". */
export function peopleAccountedLine(a: PeopleAccounted): string {
  if (a.recorded === 0)
    return a.people ? `${PEOPLE_ACCOUNTED_NONE} (${a.people} impacted)` : PEOPLE_ACCOUNTED_NONE;
  return `${a.recorded} of ${a.people}: ${a.byStatus.map((s) => `${s.status} ${s.count}`).join(", ")}`;
}
