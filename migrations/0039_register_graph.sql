-- Issue 33 item 3. An incident may be opened on register entries (an application, a supplier…) instead of, or as
-- well as, a place: its processes are those that depend on them, directly or through upstream processes.
ALTER TABLE "incidents" ADD COLUMN "register_entry_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
-- A recovery gap (a process whose MAD is shorter than the recovery of something it depends on)
-- is acknowledged with a reason before its plan goes for approval; the figures it was given on are kept, so a
-- changed gap needs a new acknowledgement.
CREATE TABLE "recovery_gap_acknowledgements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"process_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"process_mad" text NOT NULL,
	"recovery" text NOT NULL,
	"reason" text NOT NULL,
	"acknowledged_by" uuid,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recovery_gap_acknowledgements" ADD CONSTRAINT "recovery_gap_acknowledgements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_gap_acknowledgements" ADD CONSTRAINT "recovery_gap_acknowledgements_process_id_bcp_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."bcp_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_gap_acknowledgements" ADD CONSTRAINT "recovery_gap_acknowledgements_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_gap_acknowledgements_key" ON "recovery_gap_acknowledgements" USING btree ("process_id","target_id");
