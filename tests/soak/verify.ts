/**
 * After the restart: every acknowledged write reads back through `/api` with its full content, and the
 * database holds no half-written plan, acknowledged or not (the SQL checks look at every row of the company).
 */
import { sql } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import { type Fixture, SHAPE } from "./fixtures";
import type { ApiClient } from "./http";
import type { Ack, Ledger } from "./writers";

type PlanView = { name: string; services: { processes: { locations: unknown[] }[] }[] };
type ImpView = { name: string; locations: unknown[]; sections: { items: unknown[] }[]; roster: unknown[] };

const sameShape = (plan: PlanView) =>
  plan.services.length === SHAPE.services &&
  plan.services.every(
    (s) =>
      s.processes.length === SHAPE.processesPerService &&
      s.processes.every((p) => p.locations.length === SHAPE.locationsPerProcess),
  );

/** Answers one problem per acknowledged write that does not read back as it was written. */
export async function readBack(api: ApiClient, ledger: Ledger): Promise<string[]> {
  const problems: string[] = [];
  const check = async (ack: Ack) => {
    const fail = (what: string) => problems.push(`${ack.kind} ${ack.id}: ${what}`);
    if (ack.kind === "plan" || ack.kind === "planClone") {
      const res = await api.call("GET", `/bcp?bcpId=${ack.id}`);
      if (res.status !== 200) return fail(`GET /bcp answered ${res.status}`);
      const plan = res.body.data as PlanView;
      const names = ack.kind === "plan" ? ledger.acceptableNames(ack.id, ack.name!) : [ack.name!];
      if (!names.includes(plan.name))
        fail(`name is "${plan.name}", expected one of ${JSON.stringify(names)}`);
      if (ack.kind === "planClone" && !sameShape(plan))
        fail("the clone lacks services, processes or locations");
      if (ack.kind === "plan" && plan.services.length !== 0) fail("a new plan has services");
    } else if (ack.kind === "imp" || ack.kind === "impClone") {
      const res = await api.call("GET", `/managementPlan/${ack.id}`);
      if (res.status !== 200) return fail(`GET /managementPlan answered ${res.status}`);
      const imp = res.body.data as ImpView;
      if (ack.kind === "imp") {
        if (imp.name !== ack.name) fail(`name is "${imp.name}"`);
        if (imp.locations.length !== SHAPE.planLocations) fail(`${imp.locations.length} locations`);
      } else if (
        imp.sections.length !== SHAPE.sections ||
        imp.sections.some((s) => s.items.length !== SHAPE.itemsPerSection) ||
        imp.roster.length !== SHAPE.roster
      ) {
        fail("the clone lacks sections, items or roster");
      }
    } else {
      const res = await api.call("GET", `/incident/${ack.id}${ack.kind === "impact" ? "/impact" : ""}`);
      if (res.status !== 200) return fail(`GET answered ${res.status}`);
      if (ack.kind === "impact") {
        const sites = impactedSites(res.body.data);
        if (sites !== SHAPE.impactedSites) fail(`${sites} impacted sites, expected ${SHAPE.impactedSites}`);
      }
    }
  };
  // A few at a time: the readback is not a load test.
  for (let i = 0; i < ledger.acks.length; i += 8) await Promise.all(ledger.acks.slice(i, i + 8).map(check));
  return problems;
}

// biome-ignore lint/suspicious/noExplicitAny: the impact answer's shape is read defensively
function impactedSites(data: any): number {
  const list = Array.isArray(data) ? data : (data?.assets ?? data?.sites ?? []);
  return (list as { assetId?: string | null; personId?: string | null }[]).filter(
    (r) => r.assetId || (!r.personId && !("personId" in r)),
  ).length;
}

const rows = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/** Every plan, clone and incident of the company is whole: no transaction left part of its rows behind. */
export async function completeness(
  db: Db,
  fx: Fixture,
): Promise<{ problems: string[]; counted: Record<string, number> }> {
  const problems: string[] = [];
  const partialClones = rows<{ id: string; s: number; p: number; l: number }>(
    await db.execute(sql`
      select b.id,
        (select count(*)::int from bcp_services s where s.bcp_id = b.id) s,
        (select count(*)::int from bcp_processes p where p.bcp_id = b.id) p,
        (select count(*)::int from bcp_process_locations l join bcp_processes p on p.id = l.process_id
          where p.bcp_id = b.id) l
      from bcps b where b.company_id = ${fx.companyId} and b.cloned_from_id = ${fx.sourcePlanId}`),
  );
  const processes = SHAPE.services * SHAPE.processesPerService;
  for (const c of partialClones)
    if (c.s !== SHAPE.services || c.p !== processes || c.l !== processes * SHAPE.locationsPerProcess)
      problems.push(`BCP clone ${c.id} is half-written: ${c.s} services, ${c.p} processes, ${c.l} locations`);
  const unaudited = rows<{ id: string }>(
    await db.execute(sql`
      select b.id from bcps b where b.company_id = ${fx.companyId} and not exists (
        select 1 from audit_log a where a.entity_id = b.id and a.action in ('plan.created', 'plan.cloned'))`),
  );
  for (const b of unaudited) problems.push(`BCP ${b.id} exists without its creation audit row`);
  const imps = rows<{ id: string; name: string; l: number }>(
    await db.execute(sql`
      select m.id, m.name, (select count(*)::int from management_plan_locations l where l.plan_id = m.id) l
      from management_plans m where m.company_id = ${fx.companyId} and m.name like 'Soak IMP %'`),
  );
  for (const m of imps)
    if (m.l !== SHAPE.planLocations) problems.push(`IMP ${m.id} is half-written: ${m.l} locations`);
  const impClones = rows<{ id: string; s: number; i: number; r: number }>(
    await db.execute(sql`
      select m.id,
        (select count(*)::int from management_plan_sections s where s.plan_id = m.id) s,
        (select count(*)::int from management_plan_section_items i where i.plan_id = m.id) i,
        (select count(*)::int from management_plan_roster r where r.plan_id = m.id) r
      from management_plans m where m.company_id = ${fx.companyId} and m.cloned_from_id = ${fx.sourceImpId}`),
  );
  for (const c of impClones)
    if (c.s !== SHAPE.sections || c.i !== SHAPE.sections * SHAPE.itemsPerSection || c.r !== SHAPE.roster)
      problems.push(`IMP clone ${c.id} is half-written: ${c.s} sections, ${c.i} items, ${c.r} roster`);
  const located = rows<{ id: string; n: number }>(
    await db.execute(sql`
      select i.id, (select count(*)::int from impacted_assets a where a.incident_id = i.id and a.asset_id is not null) n
      from incidents i where i.company_id = ${fx.companyId} and i.lat is not null`),
  );
  for (const i of located)
    if (i.n !== SHAPE.impactedSites)
      problems.push(
        `incident ${i.id} has its location but ${i.n} impacted sites, not ${SHAPE.impactedSites}`,
      );
  return {
    problems,
    counted: {
      planClones: partialClones.length,
      impCreates: imps.length,
      impClones: impClones.length,
      locatedIncidents: located.length,
    },
  };
}
