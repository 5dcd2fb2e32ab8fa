/**
 * What the bench measures: each page and API list, asked as the scale company's admin. The SQL behind each is not
 * written here: the bench captures the statements the request really sends and replays them (bench/captured-sql.ts).
 * Add a line here when a feature lands.
 */
import type { Engine } from "./db";
import type { ScaleIds } from "./seed-scale";

export interface Target {
  name: string;
  kind: "page" | "api" | "pdf";
  path: (ids: ScaleIds) => string;
  /** Why it is not measured yet. */
  skip?: string;
  list?: boolean;
  /** Asked without a session: the sign-in page, the floor every page's time is read against. */
  floor?: boolean;
  /** A p95 budget at 20 users of its own (a list's is bench/results.ts BUDGETS.listP95Ms). */
  p95Ms?: Partial<Record<Engine, number>>;
  /** A budget for the request alone over the SQL it sends (bench/results.ts BUDGETS.overSqlMs). */
  overSql?: boolean;
}

/** The floor: the anonymous sign-in page, no data and no session, timed in the same run as every page. */
export const FLOOR: Target = {
  name: "Sign-in page (anonymous: the floor)",
  kind: "page",
  path: () => "/login",
  floor: true,
};

/** A site search: one of the 100,000 sites' cities, through the trigram index (app/domains/assets/search.ts). */
const SITE_SEARCH = "istanbul";
// London, 50 km: the incident-sized radius.
const RADIUS = { lat: 51.5, lng: -0.12, km: 50 };

export const TARGETS: Target[] = [
  FLOOR,
  // Issue 37: Home under 60 ms at 20 users on PostgreSQL.
  { name: "Overview", kind: "page", path: () => "/overview", p95Ms: { postgres: 60 } },
  { name: "BCP list", kind: "page", list: true, path: () => "/businesscontinuityplan" },
  { name: "Process table", kind: "page", list: true, path: () => "/businesscontinuityplan?view=processes" },
  {
    name: "BCP manage page",
    kind: "page",
    path: (ids) => `/businesscontinuityplan/manageBCP?bcpId=${ids.bigPlanId}`,
    // Issue 37: the plan editor and the incident page as light as the lists, at most 15 ms over their SQL.
    overSql: true,
  },
  { name: "Notifications", kind: "page", list: true, path: () => "/notifications" },
  { name: "Assets list", kind: "page", list: true, path: () => "/assets" },
  { name: "People list", kind: "page", list: true, path: () => "/people" },
  { name: "Incident list", kind: "page", list: true, path: () => "/incidents" },
  {
    name: "Incident detail (response actions tab)",
    kind: "page",
    path: (ids) => `/viewincident/response_actions?incident_id=${ids.incidentId}`,
    overSql: true,
  },
  { name: "GET /api/bcp/all", kind: "api", list: true, path: () => "/api/bcp/all" },
  { name: "GET /api/bcpProcess/all", kind: "api", list: true, path: () => "/api/bcpProcess/all" },
  { name: "GET /api/notifications/feed", kind: "api", list: true, path: () => "/api/notifications/feed" },
  { name: "GET /api/asset/all", kind: "api", list: true, path: () => "/api/asset/all" },
  {
    name: "GET /api/asset/all?q= (search 100k sites)",
    kind: "api",
    list: true,
    path: () => `/api/asset/all?q=${SITE_SEARCH}`,
  },
  { name: "GET /api/people/all", kind: "api", list: true, path: () => "/api/people/all" },
  {
    name: "GET /api/asset/in-radius (50 km, 100k assets)",
    kind: "api",
    path: () => `/api/asset/in-radius?lat=${RADIUS.lat}&lng=${RADIUS.lng}&radius=${RADIUS.km}&unit=km`,
  },
  { name: "GET /api/incident/all", kind: "api", list: true, path: () => "/api/incident/all" },
  {
    name: "Register list (applications, 10k entries)",
    kind: "page",
    list: true,
    path: () => "/registers/applications",
  },
  {
    name: "GET /api/registerEntry/all (applications)",
    kind: "api",
    list: true,
    path: () => "/api/registerEntry/all?kind=application",
  },
  {
    name: "Register entry page (its dependants, 100k links)",
    kind: "page",
    path: (ids) => `/registers/applications/${ids.entryId}`,
  },
  {
    name: "GET /api/incident/{id}/processes (impact through dependencies)",
    kind: "api",
    path: (ids) => `/api/incident/${ids.entryIncidentId}/processes`,
  },
  { name: "PDF of a 50-process plan", kind: "pdf", path: (ids) => `/api/bcp/bcpPdf?bcpId=${ids.bigPlanId}` },
];
