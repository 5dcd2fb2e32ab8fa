import { and, asc, eq, ilike, inArray, isNotNull, or } from "drizzle-orm";
import { assets } from "~/domains/assets/schema.server";
import { users } from "~/domains/companies/users-schema.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { containsPattern } from "~/platform/db/like";
import { displayName } from "~/shared/names";
import { BCP_STATUS_LABELS, formatMad, IMPACT_LABELS } from "./model";
import { planCode } from "./people.server";
import { bcpProcesses, bcpProcessLocations, bcps } from "./schema.server";
import type { ImpactedProcess } from "./site-links";

/**
 * The process ↔ site link (a delivery location with its head count) read the other way: which processes, and
 * so which plans, depend on a site. Incident impact, the site page, notifications and the refusal to delete a
 * used site all read it here; nothing else keeps a copy.
 */

type Conn = Db | Tx;

export type { ImpactedProcess };

const processColumns = {
  id: bcpProcesses.id,
  name: bcpProcesses.name,
  mad: bcpProcesses.mad,
  madDuration: bcpProcesses.madDuration,
  criticality: bcpProcesses.overAllCriticality,
  bcpId: bcps.id,
  bcpName: bcps.name,
  bcpNumber: bcps.number,
  bcpStatus: bcps.status,
  businessUnitId: bcps.businessUnitId,
  leadId: users.id,
  leadFirst: users.firstName,
  leadLast: users.lastName,
  leadEmail: users.email,
};

type ProcessRow = {
  id: string;
  name: string;
  mad: number;
  madDuration: string;
  criticality: keyof typeof IMPACT_LABELS;
  bcpId: string;
  bcpName: string;
  bcpNumber: number;
  bcpStatus: keyof typeof BCP_STATUS_LABELS;
  businessUnitId: string;
  leadId: string;
  leadFirst: string | null;
  leadLast: string | null;
  leadEmail: string;
};

function present(r: ProcessRow): ImpactedProcess {
  return {
    id: r.id,
    name: r.name,
    bcp: {
      id: r.bcpId,
      name: r.bcpName,
      code: planCode(r.bcpNumber),
      status: r.bcpStatus,
      statusLabel: BCP_STATUS_LABELS[r.bcpStatus],
      approved: r.bcpStatus === "APPROVED",
    },
    businessUnitId: r.businessUnitId,
    lead: {
      id: r.leadId,
      name: displayName({ firstName: r.leadFirst, lastName: r.leadLast, email: r.leadEmail }),
    },
    mad: formatMad(r.mad, r.madDuration),
    criticality: IMPACT_LABELS[r.criticality] ?? r.criticality,
    sites: [],
    headcount: null,
  };
}

const byName = (a: ImpactedProcess, b: ImpactedProcess) =>
  a.bcp.name.localeCompare(b.bcp.name) || a.name.localeCompare(b.name);

/** The processes delivered at these sites (of one company), each with the sites and head counts among them. */
export async function processesAtSites(db: Conn, companyId: string, siteIds: string[]) {
  if (siteIds.length === 0) return [];
  const rows = await db
    .select({
      ...processColumns,
      siteId: assets.id,
      siteName: assets.name,
      siteHeadcount: bcpProcessLocations.headcount,
    })
    .from(bcpProcessLocations)
    .innerJoin(assets, eq(assets.id, bcpProcessLocations.assetId))
    .innerJoin(bcpProcesses, eq(bcpProcesses.id, bcpProcessLocations.processId))
    .innerJoin(bcps, eq(bcps.id, bcpProcesses.bcpId))
    .innerJoin(users, eq(users.id, bcps.bcLeadId))
    .where(
      and(
        eq(bcpProcessLocations.companyId, companyId),
        eq(bcps.companyId, companyId),
        inArray(bcpProcessLocations.assetId, siteIds),
      ),
    )
    .orderBy(asc(assets.name));
  const out = new Map<string, ImpactedProcess>();
  for (const r of rows) {
    const p = out.get(r.id) ?? present(r as ProcessRow);
    p.sites.push({ id: r.siteId, name: r.siteName, headcount: r.siteHeadcount });
    if (r.siteHeadcount !== null) p.headcount = (p.headcount ?? 0) + r.siteHeadcount;
    out.set(r.id, p);
  }
  return [...out.values()].sort(byName);
}

/** Processes with their plan and its lead, as present reads them: the caller adds which. */
const processesWithLeads = (db: Conn) =>
  db
    .select(processColumns)
    .from(bcpProcesses)
    .innerJoin(bcps, eq(bcps.id, bcpProcesses.bcpId))
    .innerJoin(users, eq(users.id, bcps.bcLeadId));

/** These processes of the company (others are dropped), by name, without sites. */
export async function processesByIds(db: Conn, companyId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await processesWithLeads(db).where(
    and(eq(bcps.companyId, companyId), inArray(bcpProcesses.id, ids)),
  );
  return rows.map((r) => present(r as ProcessRow)).sort(byName);
}

/** At most this many processes answer a search by name. */
export const PROCESS_SEARCH_LIMIT = 20;

/** Processes whose name, or whose plan's name, contains `q` (any case): adding a process by hand. */
export async function searchProcesses(db: Conn, companyId: string, q: string) {
  const pattern = containsPattern(q.trim());
  const rows = await processesWithLeads(db)
    .where(
      and(eq(bcps.companyId, companyId), or(ilike(bcpProcesses.name, pattern), ilike(bcps.name, pattern))),
    )
    .orderBy(asc(bcps.name), asc(bcpProcesses.name))
    .limit(PROCESS_SEARCH_LIMIT);
  return rows.map((r) => present(r as ProcessRow));
}

/** What depends on one site: the delivery locations there (process, plan, head count). */
export async function siteDependants(db: Conn, companyId: string, siteId: string) {
  return processesAtSites(db, companyId, [siteId]);
}

/** Sites (of the company) at which at least one process is delivered: the "sites with a BCP". */
export const linkedSiteIds = (db: Conn, companyId: string) =>
  db
    .selectDistinct({ id: bcpProcessLocations.assetId })
    .from(bcpProcessLocations)
    .where(and(eq(bcpProcessLocations.companyId, companyId), isNotNull(bcpProcessLocations.assetId)));
