import { and, asc, count, desc, eq, gte, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { userNameOf } from "~/domains/companies/users-schema.server";
import { hazards } from "~/domains/hazards/schema.server";
import { containsPattern } from "~/platform/db/like";
import { lookup } from "~/platform/db/lookup.server";
import { pageWithTotal } from "~/platform/db/with-total.server";
import { displayName } from "~/shared/names";
import { dateRangeStart } from "./date-ranges";
import { incidents, incidentUserMarks } from "./schema.server";
import type { ListQuery } from "./validation";

/** BCPs with a process delivered at an impacted site (bcp_process_locations), counted once each. */
const bcpCount = sql<number>`(
  select count(distinct p.bcp_id)::int from impacted_assets ia
  join bcp_process_locations l on l.asset_id = ia.asset_id
  join bcp_processes p on p.id = l.process_id
  where ia.incident_id = ${incidents.id})`;

const SORT = {
  createdOn: incidents.createdAt,
  updatedOn: incidents.updatedAt,
  name: incidents.title,
  impact: incidents.impact,
  status: incidents.status,
} as const;

/**
 * The crisis/incident table (spec §3 columns): filtered, searched, sorted and paged. Drafts are not listed,
 * except the caller's own with `drafts=mine` (only they may resume them).
 */
export async function listIncidents(deps: ApiDeps, user: Principal, q: ListQuery) {
  const where: SQL[] = [eq(incidents.companyId, user.companyId)];
  if (q.drafts === "mine") where.push(eq(incidents.isDraft, true), eq(incidents.userId, user.id));
  else where.push(eq(incidents.isDraft, false));
  if (q.includeDisabled !== "true") where.push(eq(incidents.disabled, false));
  if (q.type) where.push(eq(incidents.type, q.type));
  if (q.status) where.push(eq(incidents.status, q.status));
  if (q.hazardId) where.push(eq(incidents.hazardId, q.hazardId));
  if (q.impact) where.push(eq(incidents.impact, q.impact));
  if (q.createdBy) where.push(eq(incidents.userId, q.createdBy));
  if (q.dateRange) where.push(gte(incidents.createdAt, dateRangeStart(q.dateRange, deps.now())));
  if (q.q) {
    const like = containsPattern(q.q);
    where.push(
      or(
        ilike(incidents.title, like),
        ilike(incidents.description, like),
        ilike(incidents.locationName, like),
      )!,
    );
  }
  if (q.favourites === "true") {
    where.push(
      inArray(
        incidents.id,
        deps.db
          .select({ id: incidentUserMarks.incidentId })
          .from(incidentUserMarks)
          .where(and(eq(incidentUserMarks.userId, user.id), eq(incidentUserMarks.favourite, true))),
      ),
    );
  }
  const filter = and(...where);
  const direction = q.order === "asc" ? asc : desc;
  // The page's figure is read with its rows (issue 37).
  const { rows, total } = await pageWithTotal(
    deps.db.select({ n: count() }).from(incidents).where(filter),
    q.page,
    (total) =>
      deps.db
        .select({
          incident: incidents,
          // Subqueries, not joins: five relations took 1.8 ms to plan (issue 37, app/platform/db/lookup.server.ts).
          hazardName: lookup<string>(hazards, hazards.id, incidents.hazardId, hazards.name),
          creator: userNameOf(incidents.userId),
          coordinator: userNameOf(incidents.responseCoordinatorId),
          favourite: incidentUserMarks.favourite,
          readAt: incidentUserMarks.readAt,
          bcpCount,
          total,
        })
        .from(incidents)
        .leftJoin(
          incidentUserMarks,
          and(eq(incidentUserMarks.incidentId, incidents.id), eq(incidentUserMarks.userId, user.id)),
        )
        .where(filter)
        .orderBy(direction(SORT[q.sort]), desc(incidents.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
  );
  return {
    data: rows.map((r) => ({
      id: r.incident.id,
      type: r.incident.type,
      createdOn: r.incident.createdAt,
      bcpCount: Number(r.bcpCount ?? 0),
      incidentLocations: [r.incident.locationName, ...r.incident.locations.map((l) => l.name)].filter(
        Boolean,
      ),
      responseCoordinator: r.coordinator ? displayName(r.coordinator) : null,
      hazardType: r.hazardName,
      name: r.incident.title,
      impact: r.incident.impact,
      status: r.incident.status,
      incidentCreator: r.creator ? displayName(r.creator) : null,
      updatedOn: r.incident.updatedAt,
      lat: r.incident.lat,
      long: r.incident.long,
      disabled: r.incident.disabled,
      exerciseType: r.incident.exerciseType,
      isDraft: r.incident.isDraft,
      currentTab: r.incident.currentTab,
      favourite: r.favourite ?? false,
      isRead: !!r.readAt,
    })),
    page: { page: q.page, pageSize: q.pageSize, total },
  };
}
