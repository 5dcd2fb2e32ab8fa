import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAtColumn, updatedAtColumn } from "~/platform/db/columns.server";
import type { Language } from "~/shared/i18n/languages";
import { businessUnits } from "../companies/organisation-schema.server";
import { companyRowColumns } from "../companies/schema.server";
import type { AssetType, PersonType } from "./model";
import { personSearchText, searchText } from "./search";

/**
 * The company's one site register: offices, sites, data centres, warehouses… with their place on the map.
 * Manage Company (the organisation's sites, by business unit) and the asset register are two views of these
 * rows (migration 0012 merged the organisation's former `sites` table in). Points are kept as plain
 * latitude/longitude in degrees (longitude in [-180, 180]); a site named by the organisation may have no point
 * yet (both null): it is on the register and in no radius until placed. The (company_id, lat, lng) btree index
 * answers the bounding-box prefilter of radius queries on PGlite and PostgreSQL alike.
 * An asset with an incidentId is an ad hoc location added for that one incident only.
 * The processes (and so the plans) that depend on a site are its delivery locations
 * (bcp_process_locations.asset_id): the one link incident impact reads, never a copy kept here.
 */
export const assets = pgTable(
  "assets",
  {
    ...companyRowColumns(),
    name: text("name").notNull(),
    type: text("type").$type<AssetType>().notNull(),
    address: text("address"),
    country: text("country"),
    state: text("state"),
    city: text("city"),
    postalCode: text("postal_code"),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    headcount: integer("headcount"),
    businessUnitId: uuid("business_unit_id").references(() => businessUnits.id),
    incidentId: uuid("incident_id"),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index("assets_company_lat_lng_idx").on(t.companyId, t.lat, t.lng),
    index("assets_company_incident_idx").on(t.companyId, t.incidentId),
    // The asset list's order (issue 12: an index behind every sort).
    index("assets_company_name_idx").on(t.companyId, t.name, t.id),
    // Searches ("contains", any case): the site list and pickers, and people by their home site's name.
    index("assets_search_trgm_idx").using(
      "gin",
      sql`(${searchText(t.name, t.city, t.address, t.country)}) gin_trgm_ops`,
    ),
    index("assets_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    check("assets_point_whole", sql`(${t.lat} is null) = (${t.lng} is null)`),
  ],
);

/**
 * Employees and contractors. Their point is their own (ownLocation) or, by default, their home site's,
 * copied here and kept in step when the site moves, so the same index answers people radius queries.
 */
export const people = pgTable(
  "people",
  {
    ...companyRowColumns(),
    type: text("type").$type<PersonType>().notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email"),
    phone: text("phone"),
    mobile: text("mobile"),
    jobTitle: text("job_title"),
    homeAssetId: uuid("home_asset_id").references(() => assets.id),
    emergencyContactName: text("emergency_contact_name"),
    emergencyContactPhone: text("emergency_contact_phone"),
    /** The language Keel messages this person in (issue 36 item 7); null: the company's default. */
    language: text("language").$type<Language>(),
    ownLocation: boolean("own_location").notNull().default(false),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index("people_company_lat_lng_idx").on(t.companyId, t.lat, t.lng),
    index("people_home_asset_idx").on(t.homeAssetId),
    // The people list's order (issue 12).
    index("people_company_name_idx").on(t.companyId, t.lastName, t.firstName, t.id),
    index("people_search_trgm_idx").using(
      "gin",
      sql`(${personSearchText(t.firstName, t.lastName, t.email)}) gin_trgm_ops`,
    ),
  ],
);
