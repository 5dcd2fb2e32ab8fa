-- The post-exercise report (issue 35 item 2): an exercise's objectives and its facilitator's observations,
-- typed by the exercise's owner before or after the close; the report keeps them with the figures.
CREATE TABLE "exercise_notes" (
	"incident_id" uuid PRIMARY KEY NOT NULL REFERENCES "incidents"("id") ON DELETE CASCADE,
	"company_id" uuid NOT NULL REFERENCES "companies"("id"),
	"objectives" text DEFAULT '' NOT NULL,
	"observations" text DEFAULT '' NOT NULL,
	"updated_by_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
