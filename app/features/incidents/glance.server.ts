import { byUrgency, countStates, soonestPerProcess } from "~/domains/bcp/recovery-state";
import type { apiClient } from "~/web/api.server";

type Api = Awaited<ReturnType<typeof apiClient>>;
type Activations = NonNullable<Awaited<ReturnType<typeof activationsOf>>>;

/**
 * The incident's live activations (those who may read them; a draft has none): the glance's clock and the
 * PROCESSES tab's states come from this one read.
 */
export async function activationsOf(
  api: Api,
  incident: { id: string; isDraft: boolean },
  canAnalyse: boolean,
) {
  if (incident.isDraft || !canAnalyse) return null;
  const res = await api.get("/bcpResponse/getResponseData", { incidentId: incident.id });
  return res.ok ? res.data : null;
}

/** Each activated process's clock, named, as the PROCESSES tab and the glance show it. */
export const processStatesOf = (activations: Activations) =>
  activations.flatMap((a) =>
    a.processes.map((p) => ({
      processId: p.processId,
      name: p.name,
      bcpNumber: a.bcpNumber,
      state: p.state,
      breachAt: p.breachAt,
      checkOverdue: p.checkOverdue,
      soonerElsewhere: p.soonerElsewhere,
    })),
  );

/**
 * The process to watch first across the incident's activations (a process in two plans counts once, on its
 * soonest clock and worst state: state.ts), and how many processes stand in each state.
 */
export function mostUrgentOf(activations: Activations | null) {
  if (!activations) return null;
  const lines = soonestPerProcess(processStatesOf(activations)).sort(byUrgency);
  return { top: lines[0] ?? null, counts: countStates(lines.map((l) => l.state)), total: lines.length };
}

/** Everyone messaged, by latest answer, with the first silent by name (null: a draft, or the read failed). */
export async function answeredOf(api: Api, incident: { id: string; isDraft: boolean }) {
  if (incident.isDraft) return null;
  const res = await api.get(`/incident/${incident.id}/messages/answered`);
  return res.ok ? res.data : null;
}
