-- An incident's classification (awareness and classification times, DORA criteria, result and reason, regimes) and
-- the reports it owes each regime's authority, with their deadlines. The warning worker claims due rows (an hour
-- before a deadline, then at it) as it does for the MAD; a report recorded as sent is met or late.
CREATE TABLE "incident_classifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id"),
	"incident_id" uuid NOT NULL REFERENCES "incidents"("id") ON DELETE CASCADE,
	"aware_at" timestamp with time zone NOT NULL,
	"classified_at" timestamp with time zone NOT NULL,
	"criteria" text[] DEFAULT '{}' NOT NULL,
	"result" text NOT NULL,
	"reason" text NOT NULL,
	"regimes" text[] DEFAULT '{}' NOT NULL,
	"classified_by_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "incident_classifications_incident_key" ON "incident_classifications" ("incident_id");
--> statement-breakpoint
CREATE TABLE "incident_report_deadlines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id"),
	"incident_id" uuid NOT NULL REFERENCES "incidents"("id") ON DELETE CASCADE,
	"regime" text NOT NULL,
	"report" text NOT NULL,
	"position" integer NOT NULL,
	"due_at" timestamp with time zone,
	"warned" integer DEFAULT 0 NOT NULL,
	"warning_due_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"reference" text,
	"sent_by_id" uuid REFERENCES "users"("id") ON DELETE SET NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "incident_report_deadlines_key" ON "incident_report_deadlines" ("incident_id", "regime", "report");
--> statement-breakpoint
CREATE INDEX "incident_report_deadlines_warning_idx" ON "incident_report_deadlines" ("warning_due_at");
