import { TIME_POINT_KEYS } from "~/domains/bcp-analysis/malo";
import { IMPACT_CATEGORIES } from "~/domains/bcp-analysis/model";
import type { TestApi } from "./api";
import { makePlan, makeProcess, makeService, makeUnit } from "./bcp";

/** A company with an admin, a BCP lead and a plan holding one service with the given processes. */
export async function makeAnalysisPlan(
  api: TestApi,
  opts: { company?: string; processes?: string[]; name?: string } = {},
) {
  const company = opts.company ?? "Acme";
  const admin = await api.user("CorpAdmin", { company });
  const lead = await api.user("BCPLead", { company });
  const { unit } = await makeUnit(api, admin.companyId, `Unit ${Math.random().toString(36).slice(2, 6)}`);
  const plan = await makePlan(api, admin.token, {
    businessUnitId: unit.id,
    bcLeadId: lead.id,
    name: opts.name ?? "Finance BCP",
  });
  const service = await makeService(api, admin.token, plan.id);
  const processes = [];
  for (const name of opts.processes ?? ["Payroll run"])
    processes.push(await makeProcess(api, admin.token, service.id, { name }));
  return { admin, lead, plan, service, processes, unit };
}

/** A full impact grid at one level. */
export function impactGrid(level = "medium") {
  return Object.fromEntries(
    IMPACT_CATEGORIES.map((c) => [c, Object.fromEntries(TIME_POINT_KEYS.map((k) => [k, level]))]),
  );
}

/** MALO levels from 8 percentages (4h, 8h, 1d, 2d, 3d, 1w, 2w, 1m). */
export function maloLevels(values: number[]) {
  return Object.fromEntries(TIME_POINT_KEYS.map((k, i) => [k, values[i]]));
}

export async function sectionCompletion(api: TestApi, token: string, bcpId: string, key: string) {
  const res = await api.call("get", "/bcp", { token, query: { bcpId } });
  return res.body.data.sections.find((s: { key: string }) => s.key === key).completion as string;
}
