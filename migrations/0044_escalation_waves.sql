-- Issue 36 item 4. Escalation waves: a message may escalate when a recipient does not answer within N minutes (the
-- next channel, then their roster's leader backup or the response coordinator). The message keeps its interval and
-- when its next wave falls due (the worker claims due messages with FOR UPDATE SKIP LOCKED); each wave sent is a
-- row (one number per message: a second worker cannot record the same wave). Issue 36 item 3: keypad answers to a
-- voice call are logged beside the SMS replies, with their channel.
ALTER TABLE "incident_messages" ADD COLUMN "escalate_after_minutes" integer;--> statement-breakpoint
ALTER TABLE "incident_messages" ADD COLUMN "next_wave_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "incident_messages_next_wave_idx" ON "incident_messages" USING btree ("next_wave_at") WHERE "next_wave_at" is not null;--> statement-breakpoint
CREATE TABLE "incident_message_waves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"step" text NOT NULL,
	"recipients" integer NOT NULL,
	"refused" text,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "incident_message_waves" ADD CONSTRAINT "incident_message_waves_message_id_incident_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."incident_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "incident_message_waves_number_key" ON "incident_message_waves" USING btree ("message_id","number");--> statement-breakpoint
ALTER TABLE "sms_replies" ADD COLUMN "channel" text DEFAULT 'sms' NOT NULL;
