import { index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { belongsToColumn, createdAtColumn, idColumn } from "~/platform/db/columns.server";
import { companyRowColumns } from "./schema.server";
import { userIdColumn } from "./users-schema.server";

/** Business units and, through parentId, sub business units. Country/region drive BUGeoAdmin scope. */
export const businessUnits = pgTable(
  "business_units",
  {
    ...companyRowColumns(),
    parentId: uuid("parent_id"),
    name: text("name").notNull(),
    country: text("country"),
    region: text("region"),
    createdAt: createdAtColumn(),
  },
  (t) => [index("business_units_company_idx").on(t.companyId, t.parentId)],
);

export const departments = pgTable(
  "departments",
  {
    ...companyRowColumns(),
    businessUnitId: uuid("business_unit_id").references(() => businessUnits.id),
    name: text("name").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index("departments_company_idx").on(t.companyId)],
);

/** The business units a BU-scoped user (BUAdmin, BUGeoAdmin, BUViewOnly) administers or sees. */
export const userBusinessUnits = pgTable(
  "user_business_units",
  {
    userId: userIdColumn(),
    businessUnitId: belongsToColumn("business_unit_id", () => businessUnits.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.businessUnitId] })],
);

/**
 * The countries (optionally narrowed to one region) a BUGeoAdmin administers: their business units
 * count only where the unit's country (and region, when given here) matches one of these rows.
 */
export const userGeographies = pgTable(
  "user_geographies",
  {
    id: idColumn(),
    userId: userIdColumn(),
    country: text("country").notNull(),
    region: text("region"),
  },
  (t) => [index("user_geographies_user_idx").on(t.userId)],
);
