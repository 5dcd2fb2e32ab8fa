-- One outbox for every outgoing message (email, SMS, voice), delivered by the worker after the commit.
-- mail_outbox becomes messages: its rows are kept.
ALTER TABLE "mail_outbox" RENAME TO "messages";--> statement-breakpoint
ALTER TABLE "messages" RENAME CONSTRAINT "mail_outbox_pkey" TO "messages_pkey";--> statement-breakpoint
ALTER INDEX "mail_outbox_created_idx" RENAME TO "messages_created_idx";--> statement-breakpoint
ALTER TABLE "messages" RENAME COLUMN "error" TO "reason";--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "transport" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "status" SET DEFAULT 'queued';--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "subject" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "recipient_user_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "incident_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Mail kept without SMTP ("stored") stays in the outbox, queued and never tried: its addresses may be demo ones.
UPDATE "messages" SET "status" = 'queued', "transport" = NULL, "reason" = 'No SMTP_URL: kept in the outbox'
WHERE "status" = 'stored';--> statement-breakpoint
UPDATE "messages" SET "attempts" = 1, "sent_at" = "created_at" WHERE "status" = 'sent';--> statement-breakpoint
UPDATE "messages" SET "attempts" = 1 WHERE "status" = 'failed';--> statement-breakpoint
UPDATE "messages" SET "updated_at" = "created_at";--> statement-breakpoint
CREATE INDEX "messages_due_idx" ON "messages" USING btree ("next_attempt_at") WHERE "messages"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "messages_company_idx" ON "messages" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_incident_idx" ON "messages" USING btree ("incident_id","purpose");--> statement-breakpoint
CREATE INDEX "messages_provider_idx" ON "messages" USING btree ("provider_message_id");
