-- Issue 36 item 5. Reachability drills: a test of a roster's numbers and addresses, one row per entry and channel.
CREATE TABLE "drills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"roster_kind" text NOT NULL,
	"roster_id" uuid NOT NULL,
	"roster_name" text NOT NULL,
	"channels" jsonb NOT NULL,
	"started_by" uuid,
	"scheduled_for" timestamp with time zone,
	"started_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"refusal" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drill_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"drill_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"name" text NOT NULL,
	"channel" text NOT NULL,
	"address" text,
	"outbox_message_id" uuid,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "drills" ADD CONSTRAINT "drills_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drills" ADD CONSTRAINT "drills_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_recipients" ADD CONSTRAINT "drill_recipients_drill_id_drills_id_fk" FOREIGN KEY ("drill_id") REFERENCES "public"."drills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drills_roster_idx" ON "drills" USING btree ("company_id","roster_kind","roster_id","started_at");--> statement-breakpoint
CREATE INDEX "drills_due_idx" ON "drills" USING btree ("scheduled_for") WHERE "drills"."started_at" is null;--> statement-breakpoint
CREATE INDEX "drill_recipients_drill_idx" ON "drill_recipients" USING btree ("drill_id");--> statement-breakpoint
CREATE INDEX "drill_recipients_entry_idx" ON "drill_recipients" USING btree ("company_id","entry_id");
