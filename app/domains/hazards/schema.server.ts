import { sql } from "drizzle-orm";
import { index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAtColumn, updatedAtColumn } from "~/platform/db/columns.server";
import { companyRowColumns } from "../companies/schema.server";

/** A company's own catalogue of hazard categories (natural, technological…), seeded at sign-up, editable. */
export const hazardCategories = pgTable(
  "hazard_categories",
  {
    ...companyRowColumns(),
    name: text("name").notNull(),
    description: text("description"),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex("hazard_categories_company_name_key").on(t.companyId, sql`lower(${t.name})`)],
);

/** A hazard (earthquake, power outage…) within one category; incidents name the hazard they are about. */
export const hazards = pgTable(
  "hazards",
  {
    ...companyRowColumns(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => hazardCategories.id),
    name: text("name").notNull(),
    description: text("description"),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex("hazards_category_name_key").on(t.categoryId, sql`lower(${t.name})`),
    index("hazards_company_idx").on(t.companyId),
  ],
);
