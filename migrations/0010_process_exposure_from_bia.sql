ALTER TABLE "bcp_processes" ADD COLUMN "exposure_from_bia" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Written by hand: existing plans move to one source of exposure (docs/decisions.md). A process with a BIA takes
-- the BIA's highest level per category (a category the BIA left at Awaiting Response keeps the process's level).
UPDATE "bcp_processes" AS p SET "exposure_from_bia" = true,
  "financial_exposure" = coalesce((
    SELECT e.value FROM "bcp_bia" b, jsonb_each_text(b."impacts"->'financial') AS e
    WHERE b."process_id" = p."id" AND e.value IN ('none', 'low', 'medium', 'high')
    ORDER BY CASE e.value WHEN 'high' THEN 3 WHEN 'medium' THEN 2 WHEN 'low' THEN 1 ELSE 0 END DESC LIMIT 1
  ), p."financial_exposure"),
  "legal_exposure" = coalesce((
    SELECT e.value FROM "bcp_bia" b, jsonb_each_text(b."impacts"->'legal') AS e
    WHERE b."process_id" = p."id" AND e.value IN ('none', 'low', 'medium', 'high')
    ORDER BY CASE e.value WHEN 'high' THEN 3 WHEN 'medium' THEN 2 WHEN 'low' THEN 1 ELSE 0 END DESC LIMIT 1
  ), p."legal_exposure"),
  "brand_exposure" = coalesce((
    SELECT e.value FROM "bcp_bia" b, jsonb_each_text(b."impacts"->'brand') AS e
    WHERE b."process_id" = p."id" AND e.value IN ('none', 'low', 'medium', 'high')
    ORDER BY CASE e.value WHEN 'high' THEN 3 WHEN 'medium' THEN 2 WHEN 'low' THEN 1 ELSE 0 END DESC LIMIT 1
  ), p."brand_exposure"),
  "service_exposure" = coalesce((
    SELECT e.value FROM "bcp_bia" b, jsonb_each_text(b."impacts"->'service') AS e
    WHERE b."process_id" = p."id" AND e.value IN ('none', 'low', 'medium', 'high')
    ORDER BY CASE e.value WHEN 'high' THEN 3 WHEN 'medium' THEN 2 WHEN 'low' THEN 1 ELSE 0 END DESC LIMIT 1
  ), p."service_exposure"),
  "supply_chain_exposure" = coalesce((
    SELECT e.value FROM "bcp_bia" b, jsonb_each_text(b."impacts"->'supplyChain') AS e
    WHERE b."process_id" = p."id" AND e.value IN ('none', 'low', 'medium', 'high')
    ORDER BY CASE e.value WHEN 'high' THEN 3 WHEN 'medium' THEN 2 WHEN 'low' THEN 1 ELSE 0 END DESC LIMIT 1
  ), p."supply_chain_exposure")
WHERE EXISTS (SELECT 1 FROM "bcp_bia" b WHERE b."process_id" = p."id");
