/**
 * What the bench measures: each page and API list, with the bare SQL behind it (the same rows and count,
 * written by hand), so the app's overhead reads as a ratio. Add a line here when a feature lands.
 */
import { type SQL, sql } from "drizzle-orm";
import type { ScaleIds } from "./seed-scale";

export interface Target {
  name: string;
  kind: "page" | "api" | "pdf";
  path: (ids: ScaleIds) => string;
  /** The statements the request needs, run one after the other. */
  sql?: (ids: ScaleIds) => SQL[];
  /** Why it is not measured yet. */
  skip?: string;
  list?: boolean;
  /** Asked without a session: the sign-in page, the floor every page's time is read against. */
  floor?: boolean;
}

/** The floor: the anonymous sign-in page, no data and no session, timed in the same run as every page. */
export const FLOOR: Target = {
  name: "Sign-in page (anonymous: the floor)",
  kind: "page",
  path: () => "/login",
  floor: true,
};

const session = (ids: ScaleIds) =>
  sql`select id, company_id, role, disabled from users where id = ${ids.adminId}`;
/** What the `_app` shell reads on every page besides the session: the bell's unread counts and the favourites. */
const shell = (ids: ScaleIds) => [
  sql`select count(*), count(*) filter (where type = 'BCP_Approve') from notifications
      where user_id = ${ids.adminId} and company_id = ${ids.companyId} and not is_read`,
  sql`select count(*) from mentions where user_id = ${ids.adminId} and company_id = ${ids.companyId} and not is_read`,
  sql`select i.id, i.title, i.type, i.status from incidents i where i.id = any(array(select m.incident_id
      from incident_user_marks m where m.user_id = ${ids.adminId} and m.favourite)) and i.company_id = ${ids.companyId}
      and not i.is_draft and not i.disabled order by i.title limit 100`,
];
/** A page's statements: its own and the shell's. */
const page =
  (own: (ids: ScaleIds) => SQL[]) =>
  (ids: ScaleIds): SQL[] => [...own(ids), ...shell(ids)];
const planPage = (ids: ScaleIds) => [
  session(ids),
  sql`select b.*, bu.name, u.first_name, u.last_name, u.email from bcps b
      left join business_units bu on bu.id = b.business_unit_id left join users u on u.id = b.bc_lead_id
      where b.company_id = ${ids.companyId} order by b.updated_at desc, b.number desc limit 20`,
  sql`select count(*) from bcps where company_id = ${ids.companyId}`,
];
const processPage = (ids: ScaleIds) => [
  session(ids),
  sql`select p.*, b.name, b.number, s.name, bu.name, d.name from bcp_processes p
      join bcps b on b.id = p.bcp_id join bcp_services s on s.id = p.bcp_service_id
      left join business_units bu on bu.id = b.business_unit_id left join departments d on d.id = p.department_id
      where b.company_id = ${ids.companyId} order by b.number desc, s.name, p.name limit 20`,
  sql`select count(*) from bcp_processes p join bcps b on b.id = p.bcp_id where b.company_id = ${ids.companyId}`,
];
const feed = (ids: ScaleIds) => [
  session(ids),
  sql`select id, type, is_read, created_at, additional_info->>'message' from notifications
      where user_id = ${ids.adminId} order by created_at desc, id desc limit 20`,
  sql`select count(*) from notifications where user_id = ${ids.adminId}`,
  sql`select count(*) filter (where not is_read) from notifications where user_id = ${ids.adminId}`,
];
const planDetail = (ids: ScaleIds) => [
  session(ids),
  sql`select * from bcps where id = ${ids.bigPlanId} and company_id = ${ids.companyId}`,
  sql`select * from bcp_approvals where bcp_id = ${ids.bigPlanId}`,
  sql`select id, status from bcp_processes where bcp_id = ${ids.bigPlanId}`,
];
const assetPage = (ids: ScaleIds) => [
  session(ids),
  sql`select * from assets where company_id = ${ids.companyId} and incident_id is null order by name limit 20`,
  sql`select count(*) from assets where company_id = ${ids.companyId} and incident_id is null`,
];
/** A site search: one of the 100,000 sites' cities, through the trigram index (app/domains/assets/search.ts). */
const SITE_SEARCH = "istanbul";
const siteText = sql`coalesce(name, '') || E'\n' || coalesce(city, '') || E'\n' || coalesce(address, '') || E'\n' || coalesce(country, '')`;
const siteSearch = (ids: ScaleIds) => [
  session(ids),
  sql`select * from assets where company_id = ${ids.companyId} and incident_id is null
      and ${siteText} ilike ${`%${SITE_SEARCH}%`} order by name, id limit 50`,
  sql`select count(*) from assets where company_id = ${ids.companyId} and incident_id is null
      and ${siteText} ilike ${`%${SITE_SEARCH}%`}`,
];
const peoplePage = (ids: ScaleIds) => [
  session(ids),
  sql`select * from people where company_id = ${ids.companyId} order by last_name, first_name limit 20`,
  sql`select count(*) from people where company_id = ${ids.companyId}`,
  // The add form's home-site picker: the first 20 sites and a count capped at 10,001.
  sql`select id, name, type, address, city, state, country, postal_code, lat, lng from assets
      where company_id = ${ids.companyId} and incident_id is null order by name, id limit 20`,
  sql`select count(*) from (select 1 from assets where company_id = ${ids.companyId} and incident_id is null limit 10001) c`,
];
const incidentRows = (ids: ScaleIds, limit: number) =>
  sql`select i.*, h.name, c.first_name, c.last_name, c.email, r.first_name, r.last_name, r.email, m.favourite, m.read_at,
        (select count(distinct p.bcp_id)::int from impacted_assets ia
         join bcp_process_locations l on l.asset_id = ia.asset_id join bcp_processes p on p.id = l.process_id
         where ia.incident_id = i.id)
      from incidents i left join hazards h on h.id = i.hazard_id left join users c on c.id = i.user_id
      left join users r on r.id = i.response_coordinator_id
      left join incident_user_marks m on m.incident_id = i.id and m.user_id = ${ids.adminId}
      where i.company_id = ${ids.companyId} and not i.is_draft and not i.disabled
      order by i.created_at desc, i.id desc limit ${limit}`;
const incidentCount = (ids: ScaleIds) =>
  sql`select count(*) from incidents where company_id = ${ids.companyId} and not is_draft and not disabled`;
const incidentPage = (ids: ScaleIds) => [
  session(ids),
  incidentRows(ids, 20),
  incidentCount(ids),
  sql`select id, name from hazards where company_id = ${ids.companyId} order by name`,
];
/** Home's running real incidents (OPEN_REAL_INCIDENT in app/domains/incidents/open.server.ts). */
const openReal = sql`not i.is_draft and not i.disabled and i.exercise_type is null
      and i.status not in ('Completed', 'Cancelled')`;
/**
 * Home (the landing page): what is hit (the running incidents and their count, with their sites and people), the
 * overdue response actions and their count, the plans running, the plans by status, the overdue findings. Its
 * smaller parts (reporting clocks, service clocks, the exercise programme, the set-up checklist) are left out.
 */
const overview = (ids: ScaleIds) => [
  session(ids),
  sql`select i.id, i.type, i.title, i.status, i.impact, i.location_name from incidents i
      where i.company_id = ${ids.companyId} and ${openReal} order by i.created_at desc, i.id desc limit 8`,
  sql`select count(*) from incidents i where i.company_id = ${ids.companyId} and ${openReal}`,
  sql`select a.id, a.title, a.due_at, a.status, i.id, i.title, u.first_name, u.last_name, u.email
      from incident_response_actions a join incidents i on i.id = a.incident_id left join users u on u.id = a.owner_id
      where a.company_id = ${ids.companyId} and a.due_at is not null and a.due_at < now()
      and a.status not in ('Completed', 'Cancelled') and ${openReal} order by a.due_at, a.id limit 8`,
  sql`select count(*) from incident_response_actions a join incidents i on i.id = a.incident_id
      where a.company_id = ${ids.companyId} and a.due_at is not null and a.due_at < now()
      and a.status not in ('Completed', 'Cancelled') and ${openReal}`,
  sql`select a.*, b.name, b.number, i.title, i.type, i.status, u.first_name, u.last_name from bcp_activations a
      join bcps b on b.id = a.bcp_id join incidents i on i.id = a.incident_id left join users u on u.id = b.bc_lead_id
      where a.company_id = ${ids.companyId} and a.deactivated_at is null order by a.activated_at desc`,
  sql`select status, count(*), count(*) filter (where bc_lead_id = ${ids.adminId} or assignee_id = ${ids.adminId})
      from bcps where company_id = ${ids.companyId} group by status`,
  sql`select count(*) from findings where company_id = ${ids.companyId} and status = 'Open' and due_date < now()`,
];
const incidentDetail = (ids: ScaleIds) => [
  session(ids),
  sql`select * from incidents where id = ${ids.incidentId} and company_id = ${ids.companyId}`,
  sql`select t.user_id, t.role, u.first_name, u.last_name, u.email from incident_team t
      join users u on u.id = t.user_id where t.incident_id = ${ids.incidentId}`,
  sql`select a.*, u.first_name, u.last_name, u.email from incident_response_actions a
      left join users u on u.id = a.owner_id where a.incident_id = ${ids.incidentId} order by a.created_at`,
  sql`select c.*, u.first_name, u.last_name, u.email from incident_response_action_comments c
      join incident_response_actions a on a.id = c.action_id left join users u on u.id = c.author_id
      where a.incident_id = ${ids.incidentId} order by c.created_at`,
  sql`select e.*, u.first_name, u.last_name, u.email from incident_timeline e left join users u on u.id = e.actor_id
      where e.incident_id = ${ids.incidentId} and e.company_id = ${ids.companyId} order by e.at, e.id`,
  // The owner picker's likeliest owners: the team first, 20 users (issue 37; it was every user of the company).
  sql`select u.id, u.first_name, u.last_name, u.email from users u where u.company_id = ${ids.companyId}
      and not u.disabled order by exists (select 1 from incident_team t where t.incident_id = ${ids.incidentId}
      and t.user_id = u.id) desc, u.first_name, u.last_name, u.id limit 20`,
];
// London, 50 km: the incident-sized radius.
const RADIUS = { lat: 51.5, lng: -0.12, km: 50 };
const radius = (ids: ScaleIds) => {
  const dLat = RADIUS.km / 111.2;
  const dLng = dLat / Math.cos((RADIUS.lat * Math.PI) / 180);
  return [
    session(ids),
    sql`select id, name, type, lat, lng from assets where company_id = ${ids.companyId}
        and lat between ${RADIUS.lat - dLat} and ${RADIUS.lat + dLat} and lng between ${RADIUS.lng - dLng} and ${RADIUS.lng + dLng}
        and 6371.0088 * 2 * asin(sqrt(power(sin(radians(lat - ${RADIUS.lat}) / 2), 2)
          + cos(radians(${RADIUS.lat})) * cos(radians(lat)) * power(sin(radians(lng - ${RADIUS.lng}) / 2), 2))) <= ${RADIUS.km}`,
  ];
};

/**
 * The applications register's first page (50 rows, as the page and the API's default show) and its count capped at
 * 10,001 (app/domains/registers/entries.server.ts).
 */
const registerList = (ids: ScaleIds) => [
  session(ids),
  sql`select * from register_entries where company_id = ${ids.companyId} and kind = 'application'
      and archived_at is null order by name, id limit 50`,
  sql`select count(*) from (select 1 from register_entries where company_id = ${ids.companyId}
      and kind = 'application' and archived_at is null limit 10001) c`,
];
/** An entry's page: the entry, the processes depending on it and the services relying on it. */
const entryPage = (ids: ScaleIds) => [
  session(ids),
  sql`select * from register_entries where id = ${ids.entryId} and company_id = ${ids.companyId}`,
  sql`select distinct p.id, p.name, b.id, b.name from bcp_dependency_links l
      join bcp_processes p on p.id = l.process_id join bcps b on b.id = p.bcp_id
      where l.entry_id = ${ids.entryId} and l.company_id = ${ids.companyId} order by b.name, p.name`,
  sql`select s.* from business_services s where s.company_id = ${ids.companyId} and s.id in
      (select service_id from business_service_entries where company_id = ${ids.companyId} and entry_id = ${ids.entryId})`,
];
/**
 * Impact through dependencies (app/domains/registers/impact-graph.server.ts): the processes depending on the hot
 * application (500 directly) and, through upstream links, on them, at most 6 steps and 500 processes.
 */
const impactThroughEntries = (ids: ScaleIds) => [
  session(ids),
  sql`select * from incidents where id = ${ids.entryIncidentId} and company_id = ${ids.companyId}`,
  sql`with recursive reach(process_id, visited, path, depth) as (
        select l.process_id, array[l.process_id], p.name || ' ← ' || e.name, 1
        from bcp_dependency_links l
        join bcp_processes p on p.id = l.process_id and p.company_id = ${ids.companyId}
        join bcps b on b.id = p.bcp_id and b.company_id = ${ids.companyId} and b.status <> 'CANCELLED'
        join register_entries e on e.id = l.entry_id
        where l.company_id = ${ids.companyId} and e.company_id = ${ids.companyId}
          and l.entry_id in (select unnest(register_entry_ids) from incidents where id = ${ids.entryIncidentId})
        union all
        select l.process_id, r.visited || l.process_id, p.name || ' ← ' || r.path, r.depth + 1
        from reach r
        join bcp_dependency_links l on l.upstream_process_id = r.process_id and l.company_id = ${ids.companyId}
        join bcp_processes p on p.id = l.process_id and p.company_id = ${ids.companyId}
        join bcps b on b.id = p.bcp_id and b.company_id = ${ids.companyId} and b.status <> 'CANCELLED'
        where r.depth < 6 and not (l.process_id = any(r.visited)))
      select distinct on (process_id) process_id, path, depth from reach order by process_id, depth, path limit 500`,
];

export const TARGETS: Target[] = [
  FLOOR,
  { name: "Overview", kind: "page", path: () => "/overview", sql: page(overview) },
  { name: "BCP list", kind: "page", list: true, path: () => "/businesscontinuityplan", sql: page(planPage) },
  {
    name: "Process table",
    kind: "page",
    list: true,
    path: () => "/businesscontinuityplan?view=processes",
    sql: page(processPage),
  },
  {
    name: "BCP manage page",
    kind: "page",
    path: (ids) => `/businesscontinuityplan/manageBCP?bcpId=${ids.bigPlanId}`,
    sql: page(planDetail),
  },
  { name: "Notifications", kind: "page", list: true, path: () => "/notifications", sql: page(feed) },
  { name: "Assets list", kind: "page", list: true, path: () => "/assets", sql: page(assetPage) },
  { name: "People list", kind: "page", list: true, path: () => "/people", sql: page(peoplePage) },
  { name: "Incident list", kind: "page", list: true, path: () => "/incidents", sql: page(incidentPage) },
  {
    name: "Incident detail (response actions tab)",
    kind: "page",
    path: (ids) => `/viewincident/response_actions?incident_id=${ids.incidentId}`,
    sql: page(incidentDetail),
  },
  { name: "GET /api/bcp/all", kind: "api", list: true, path: () => "/api/bcp/all", sql: planPage },
  {
    name: "GET /api/bcpProcess/all",
    kind: "api",
    list: true,
    path: () => "/api/bcpProcess/all",
    sql: processPage,
  },
  {
    name: "GET /api/notifications/feed",
    kind: "api",
    list: true,
    path: () => "/api/notifications/feed",
    sql: feed,
  },
  { name: "GET /api/asset/all", kind: "api", list: true, path: () => "/api/asset/all", sql: assetPage },
  {
    name: "GET /api/asset/all?q= (search 100k sites)",
    kind: "api",
    list: true,
    path: () => `/api/asset/all?q=${SITE_SEARCH}`,
    sql: siteSearch,
  },
  { name: "GET /api/people/all", kind: "api", list: true, path: () => "/api/people/all", sql: peoplePage },
  {
    name: "GET /api/asset/in-radius (50 km, 100k assets)",
    kind: "api",
    path: () => `/api/asset/in-radius?lat=${RADIUS.lat}&lng=${RADIUS.lng}&radius=${RADIUS.km}&unit=km`,
    sql: radius,
  },
  {
    name: "GET /api/incident/all",
    kind: "api",
    list: true,
    path: () => "/api/incident/all",
    sql: incidentPage,
  },
  {
    name: "Register list (applications, 10k entries)",
    kind: "page",
    list: true,
    path: () => "/registers/applications",
    sql: page(registerList),
  },
  {
    name: "GET /api/registerEntry/all (applications)",
    kind: "api",
    list: true,
    path: () => "/api/registerEntry/all?kind=application",
    sql: registerList,
  },
  {
    name: "Register entry page (its dependants, 100k links)",
    kind: "page",
    path: (ids) => `/registers/applications/${ids.entryId}`,
    sql: page(entryPage),
  },
  {
    name: "GET /api/incident/{id}/processes (impact through dependencies)",
    kind: "api",
    path: (ids) => `/api/incident/${ids.entryIncidentId}/processes`,
    sql: impactThroughEntries,
  },
  {
    name: "PDF of a 50-process plan",
    kind: "pdf",
    path: (ids) => `/api/bcp/bcpPdf?bcpId=${ids.bigPlanId}`,
    sql: planDetail,
  },
];
