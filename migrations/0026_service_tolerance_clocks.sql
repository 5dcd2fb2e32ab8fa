-- The tolerance clock of an important business service during one incident: it runs from the earliest disruption of
-- the service's processes activated for the incident. The warning worker claims due rows (50/75/100 % of the
-- tolerance) as it does for the MAD; a breach is recorded with its time and stays.
CREATE TABLE "business_service_clocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id"),
	"incident_id" uuid NOT NULL REFERENCES "incidents"("id") ON DELETE CASCADE,
	"service_id" uuid NOT NULL REFERENCES "business_services"("id") ON DELETE CASCADE,
	"disrupted_since" timestamp with time zone NOT NULL,
	"running" boolean DEFAULT true NOT NULL,
	"warned_pct" integer DEFAULT 0 NOT NULL,
	"warning_due_at" timestamp with time zone,
	"breached_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "business_service_clocks_key" ON "business_service_clocks" ("incident_id", "service_id");
--> statement-breakpoint
CREATE INDEX "business_service_clocks_warning_idx" ON "business_service_clocks" ("warning_due_at");
