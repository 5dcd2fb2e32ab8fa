-- Written by hand: the trigram operator classes the indexes below use (PGlite loads the extension in app/db/client.server.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "assets_search_trgm_idx" ON "assets" USING gin ((coalesce("name", '')|| E'\n' ||coalesce("city", '')|| E'\n' ||coalesce("address", '')|| E'\n' ||coalesce("country", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "assets_name_trgm_idx" ON "assets" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_search_trgm_idx" ON "people" USING gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '') || E'\n' || coalesce("email", '')) gin_trgm_ops);--> statement-breakpoint
-- Written by hand: statistics for the new index expressions, so the planner sees how rare a searched text is at once
-- (otherwise a search with no match walks the whole name-ordered index until the next autovacuum's analyse).
ANALYZE "assets";--> statement-breakpoint
ANALYZE "people";
