-- After-action reviews (issue 35 item 3): a closed incident's, crisis's or exercise's findings, each with its
-- corrective action (owner, due day, Open/Closed, evidence of closure) and the plan it concerns, if any.
CREATE TABLE "findings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id"),
	"incident_id" uuid NOT NULL REFERENCES "incidents"("id") ON DELETE CASCADE,
	"bcp_id" uuid REFERENCES "bcps"("id") ON DELETE SET NULL,
	"finding" text NOT NULL,
	"action" text NOT NULL,
	"owner_id" uuid NOT NULL REFERENCES "users"("id"),
	"due_date" date NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"evidence" text,
	"closed_at" timestamp with time zone,
	"closed_by_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"created_by_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "findings_incident_idx" ON "findings" ("incident_id");
--> statement-breakpoint
CREATE INDEX "findings_open_idx" ON "findings" ("company_id", "status", "due_date");
--> statement-breakpoint
CREATE INDEX "findings_bcp_idx" ON "findings" ("bcp_id");
