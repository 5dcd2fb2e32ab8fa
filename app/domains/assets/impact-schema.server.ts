import { doublePrecision, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { belongsToColumn, createdAtColumn } from "~/platform/db/columns.server";
import { companyRowColumns } from "../companies/schema.server";
import { users } from "../companies/users-schema.server";
import type { AssetActionKind } from "./model";
import { assets, people } from "./schema.server";

/** The assets and people an incident impacts: the snapshot taken by the "load assets and people" step. */
export const impactedAssets = pgTable(
  "impacted_assets",
  {
    ...companyRowColumns(),
    /** The incident (its table belongs to the incidents domain). */
    incidentId: uuid("incident_id").notNull(),
    assetId: uuid("asset_id").references(() => assets.id, { onDelete: "cascade" }),
    personId: uuid("person_id").references(() => people.id, { onDelete: "cascade" }),
    distanceKm: doublePrecision("distance_km"),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("impacted_assets_incident_idx").on(t.companyId, t.incidentId),
    uniqueIndex("impacted_assets_asset_key").on(t.incidentId, t.assetId),
    uniqueIndex("impacted_assets_person_key").on(t.incidentId, t.personId),
  ],
);

/** What was done about an impacted asset or person (evacuated, accounted for…), newest last. */
export const assetActions = pgTable(
  "asset_actions",
  {
    ...companyRowColumns(),
    impactedAssetId: belongsToColumn("impacted_asset_id", () => impactedAssets.id),
    action: text("action").$type<AssetActionKind>().notNull(),
    note: text("note"),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [index("asset_actions_impacted_idx").on(t.impactedAssetId)],
);
