import type { ApiCaller, TestApi } from "./api";

/** A hazard category with one hazard, created through the API (what the wizard's first two steps pick). */
export async function hazardFixture(api: TestApi, token: string) {
  const suffix = Math.random().toString(36).slice(2, 7);
  const cat = await api.call("post", "/hazardCategory", { token, body: { name: `Natural ${suffix}` } });
  if (cat.status !== 201 && cat.status !== 200) throw new Error(JSON.stringify(cat.body));
  const categoryId = cat.body.data.category.id as string;
  const hz = await api.call("post", "/hazard", { token, body: { categoryId, name: `Flood ${suffix}` } });
  if (hz.status !== 201 && hz.status !== 200) throw new Error(JSON.stringify(hz.body));
  return {
    categoryId,
    hazardId: hz.body.data.hazard.id as string,
    hazardName: hz.body.data.hazard.name as string,
  };
}

/** Walks a draft through all five wizard steps and publishes it. Answers the published incident. */
export async function publishedIncident(
  api: TestApi,
  token: string,
  opts: {
    type?: "Incident" | "Crisis";
    title?: string;
    lat?: number;
    long?: number;
    viewRadius?: number;
    statusCheckCadence?: string;
    notifyBCPLeads?: boolean;
    notifyBusinessCoordinator?: boolean;
    /** BCP processes loaded in the "load processes" step. */
    bcpProcessIds?: string[];
    /** Run as an exercise of this kind (issue 35). */
    exerciseType?: "Tabletop" | "Walkthrough" | "Simulation" | "Live";
  } = {},
) {
  const { categoryId, hazardId } = await hazardFixture(api, token);
  const created = await api.call("post", "/incident", {
    token,
    body: { type: opts.type ?? "Incident", hazardCategoryId: categoryId, exerciseType: opts.exerciseType },
  });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  const id = created.body.data.id as string;
  const steps = [
    { step: "hazard_type", hazardId },
    {
      step: "load_assets_&_people",
      lat: opts.lat ?? 51.5,
      long: opts.long ?? -0.12,
      viewRadius: opts.viewRadius ?? 10,
      locationName: "London",
    },
    { step: "load_processes", adhocProcessNames: ["Payroll"], bcpProcessIds: opts.bcpProcessIds ?? [] },
    {
      step: "general_info",
      title: opts.title ?? "Thames flood",
      impact: "High",
      status: "Just Created",
      statusCheckCadence: opts.statusCheckCadence,
      notifyBCPLeads: opts.notifyBCPLeads ?? false,
      notifyBusinessCoordinator: opts.notifyBusinessCoordinator ?? false,
    },
  ];
  for (const body of steps) {
    const saved = await api.call("put", `/incident/${id}`, { token, body });
    if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
  }
  const published = await api.call("post", `/incident/${id}/publish`, { token });
  if (published.status !== 200) throw new Error(JSON.stringify(published.body));
  return { id, hazardId, categoryId, incident: published.body.data };
}

/** Names the incident's response team (`responseCoordinatorId`, `members`) as `token`; answers the API's answer. */
export function assignTeam(api: ApiCaller, token: string, incidentId: string, team: Record<string, unknown>) {
  return api.call("put", `/incident/${incidentId}/team`, { token, body: team });
}
