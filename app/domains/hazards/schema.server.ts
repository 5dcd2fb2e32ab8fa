import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies } from "../companies/schema.server";

/** A company's own catalogue of hazard categories (natural, technological…), seeded at sign-up, editable. */
export const hazardCategories = pgTable(
  "hazard_categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    name: text("name").notNull(),
    description: text("description"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("hazard_categories_company_name_key").on(t.companyId, sql`lower(${t.name})`)],
);

/** A hazard (earthquake, power outage…) within one category; incidents name the hazard they are about. */
export const hazards = pgTable(
  "hazards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => hazardCategories.id),
    name: text("name").notNull(),
    description: text("description"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("hazards_category_name_key").on(t.categoryId, sql`lower(${t.name})`),
    index("hazards_company_idx").on(t.companyId),
  ],
);
