-- "I need help" is an alert (issue 32 item 1): whom the answer told (their count, so the answer page and the
-- incident say what happened) and the call-back a responder records, which ends the person's red "needs help" row.
ALTER TABLE "incident_message_recipients" ADD COLUMN "help_told" integer;
--> statement-breakpoint
ALTER TABLE "incident_message_recipients" ADD COLUMN "called_back_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "incident_message_recipients" ADD COLUMN "called_back_by" uuid REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "incident_message_recipients" ADD COLUMN "called_back_note" text;
--> statement-breakpoint
CREATE INDEX "incident_message_recipients_help_idx" ON "incident_message_recipients" ("company_id", "help_at") WHERE "help_at" IS NOT NULL AND "called_back_at" IS NULL;
