-- Issue 21: the process ↔ site link (bcp_process_locations.asset_id) becomes the one source of impact.
-- 1. A delivery location pointing at no site (or another company's) loses the dangling id.
UPDATE "bcp_process_locations" l SET "asset_id" = NULL
WHERE l."asset_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "assets" a WHERE a."id" = l."asset_id" AND a."company_id" = l."company_id");--> statement-breakpoint
-- 2. A free-text site named exactly like one site of the register (any case) is linked to it.
UPDATE "bcp_process_locations" l SET "asset_id" = (
  SELECT a."id" FROM "assets" a
  WHERE a."company_id" = l."company_id" AND a."incident_id" IS NULL AND lower(a."name") = lower(l."site_name")
)
WHERE l."asset_id" IS NULL AND (
  SELECT count(*) FROM "assets" a
  WHERE a."company_id" = l."company_id" AND a."incident_id" IS NULL AND lower(a."name") = lower(l."site_name")
) = 1;--> statement-breakpoint
-- 3. The hand-kept copies move into delivery locations: each process in assets.process_ids ...
INSERT INTO "bcp_process_locations" ("company_id", "process_id", "asset_id", "site_name", "country", "city")
SELECT DISTINCT a."company_id", p."id", a."id", a."name", a."country", a."city"
FROM "assets" a
CROSS JOIN LATERAL unnest(a."process_ids") AS linked("id")
JOIN "bcp_processes" p ON p."id" = linked."id" AND p."company_id" = a."company_id"
WHERE NOT EXISTS (
  SELECT 1 FROM "bcp_process_locations" l WHERE l."process_id" = p."id" AND l."asset_id" = a."id"
);--> statement-breakpoint
-- ... and a plan in assets.bcp_ids none of whose processes is delivered there: all its processes are.
INSERT INTO "bcp_process_locations" ("company_id", "process_id", "asset_id", "site_name", "country", "city")
SELECT DISTINCT a."company_id", p."id", a."id", a."name", a."country", a."city"
FROM "assets" a
CROSS JOIN LATERAL unnest(a."bcp_ids") AS linked("id")
JOIN "bcp_processes" p ON p."bcp_id" = linked."id" AND p."company_id" = a."company_id"
WHERE NOT EXISTS (
  SELECT 1 FROM "bcp_process_locations" l
  JOIN "bcp_processes" q ON q."id" = l."process_id"
  WHERE q."bcp_id" = linked."id" AND l."asset_id" = a."id"
);--> statement-breakpoint
ALTER TABLE "bcp_process_locations" ADD CONSTRAINT "bcp_process_locations_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bcp_process_locations_asset_idx" ON "bcp_process_locations" USING btree ("asset_id");--> statement-breakpoint
ALTER TABLE "assets" DROP COLUMN "bcp_ids";--> statement-breakpoint
ALTER TABLE "assets" DROP COLUMN "process_ids";
