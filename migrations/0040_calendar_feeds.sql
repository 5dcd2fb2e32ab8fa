-- Calendar feeds (issue 35 item 5): a user's private ICS link, and the company's programme link (no user). Only
-- the SHA-256 of a link's token is kept; a revoked link stays for the record. One live link per user and one
-- company link at a time.
CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id"),
	"user_id" uuid REFERENCES "users"("id") ON DELETE CASCADE,
	"token_hash" text NOT NULL UNIQUE,
	"created_by_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_user_live_key" ON "calendar_feeds" ("user_id") WHERE "revoked_at" is null and "user_id" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_company_live_key" ON "calendar_feeds" ("company_id") WHERE "revoked_at" is null and "user_id" is null;
