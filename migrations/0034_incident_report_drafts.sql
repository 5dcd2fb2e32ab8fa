-- The draft of each report an incident owes its regulator (issue 34 item 4): the fields as the firm edited them.
-- The version sent is kept unchanged in kept_versions (0033).
CREATE TABLE "incident_report_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id"),
	"incident_id" uuid NOT NULL REFERENCES "incidents"("id") ON DELETE CASCADE,
	"deadline_id" uuid NOT NULL REFERENCES "incident_report_deadlines"("id") ON DELETE CASCADE,
	"fields" jsonb NOT NULL,
	"updated_by_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "incident_report_drafts_deadline_key" ON "incident_report_drafts" ("deadline_id");
