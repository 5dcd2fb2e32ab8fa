-- Issue 35 item 1. An exercise's timed injects: posted to its timeline and told to its team when they fall due,
-- claimed by the worker (FOR UPDATE SKIP LOCKED) so that several instances post each one once.
CREATE TABLE "exercise_injects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id"),
	"incident_id" uuid NOT NULL REFERENCES "incidents"("id") ON DELETE CASCADE,
	"due_at" timestamp with time zone NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'Scheduled' NOT NULL,
	"posted_at" timestamp with time zone,
	"created_by_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "exercise_injects_incident_idx" ON "exercise_injects" ("incident_id","due_at");
--> statement-breakpoint
CREATE INDEX "exercise_injects_due_idx" ON "exercise_injects" ("due_at") WHERE "status" = 'Scheduled';
--> statement-breakpoint
-- Issue 35 item 4. A CM test is an exercise of its IMP or CMP, of one of the exercise kinds: every existing test
-- is kept as it is and becomes a tabletop (what a CM test was run as), its outcome the exercise's result.
ALTER TABLE "cm_tests" ADD COLUMN "exercise_type" text DEFAULT 'Tabletop' NOT NULL;
--> statement-breakpoint
-- Issue 35 item 3. A corrective action can require a re-test: it closes only after a later exercise of its plan.
ALTER TABLE "findings" ADD COLUMN "requires_retest" boolean DEFAULT false NOT NULL;
