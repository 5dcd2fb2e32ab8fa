-- Issue 21: one site register. The organisation's sites (Manage Company) join the asset register (assets), the
-- table every reference already keys on (people.home_asset_id, impacted_assets.asset_id,
-- bcp_process_locations.asset_id); then the sites table goes. Nothing keyed on sites.id but edit versions.
-- 1. A site and a register site of the same company with the same name (any case) are one place: each site is
--    paired with the oldest such register site (ad hoc incident locations excluded) ...
CREATE TABLE "site_register_merge" AS
SELECT DISTINCT ON (s."id") s."id" AS "site_id", a."id" AS "asset_id", s."created_at" AS "site_created_at"
FROM "sites" s
JOIN "assets" a ON a."company_id" = s."company_id" AND a."incident_id" IS NULL AND lower(a."name") = lower(s."name")
ORDER BY s."id", a."created_at", a."id";--> statement-breakpoint
-- ... and when two sites pair with the same register site, only the older site is merged; the other is carried over.
DELETE FROM "site_register_merge" m
WHERE EXISTS (
  SELECT 1 FROM "site_register_merge" o
  WHERE o."asset_id" = m."asset_id"
    AND (o."site_created_at" < m."site_created_at" OR (o."site_created_at" = m."site_created_at" AND o."site_id" < m."site_id"))
);--> statement-breakpoint
-- 2. The merged row keeps the register's values (its point, its references) and takes what only the site had.
UPDATE "assets" a SET
  "business_unit_id" = coalesce(a."business_unit_id", s."business_unit_id"),
  "country" = coalesce(a."country", s."country"),
  "state" = coalesce(a."state", s."state"),
  "city" = coalesce(a."city", s."city"),
  "address" = coalesce(a."address", s."address")
FROM "site_register_merge" m
JOIN "sites" s ON s."id" = m."site_id"
WHERE a."id" = m."asset_id";--> statement-breakpoint
-- Edit versions of a merged site follow it to its register id (a save from an older copy is still refused).
UPDATE "edit_versions" e SET "part" = 'site:' || m."asset_id"
FROM "site_register_merge" m
WHERE e."entity" = 'company' AND e."part" = 'site:' || m."site_id";--> statement-breakpoint
-- 3. A site of the organisation may have no point yet: it is on the register, and on no map until placed.
ALTER TABLE "assets" ALTER COLUMN "lat" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ALTER COLUMN "lng" DROP NOT NULL;--> statement-breakpoint
-- 4. Every other site is carried over with its own id (so a link to it keeps working), as a "site".
INSERT INTO "assets" ("id", "company_id", "name", "type", "address", "country", "state", "city", "lat", "lng",
  "business_unit_id", "created_at", "updated_at")
SELECT s."id", s."company_id", s."name", 'site', s."address", s."country", s."state", s."city",
  CASE WHEN s."long" IS NULL THEN NULL ELSE s."lat" END,
  CASE WHEN s."lat" IS NULL THEN NULL ELSE s."long" END,
  s."business_unit_id", s."created_at", s."created_at"
FROM "sites" s
WHERE NOT EXISTS (SELECT 1 FROM "site_register_merge" m WHERE m."site_id" = s."id");--> statement-breakpoint
-- A point is whole or absent.
ALTER TABLE "assets" ADD CONSTRAINT "assets_point_whole" CHECK (("lat" IS NULL) = ("lng" IS NULL));--> statement-breakpoint
DROP TABLE "site_register_merge";--> statement-breakpoint
DROP TABLE "sites";
