-- Issue 36 item 1: a company's daily message limit, set by the System Administrator (null: sized from its people
-- count), and the record of each alert that went out past it (never refused for quota, reported instead).
ALTER TABLE "companies" ADD COLUMN "messages_per_day" integer;--> statement-breakpoint
CREATE TABLE "quota_overruns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id"),
	"incident_id" uuid,
	"message_id" uuid,
	"limit" integer NOT NULL,
	"used" integer NOT NULL,
	"sent" integer NOT NULL,
	"over" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "quota_overruns_company_idx" ON "quota_overruns" ("company_id","at");--> statement-breakpoint
-- Issue 36 item 3: every SMS reply the provider posts, kept whatever it said (recorded, unknown, late): the
-- provider's message id is unique, so a replayed webhook records nothing twice.
CREATE TABLE "sms_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_message_id" text NOT NULL,
	"company_id" uuid,
	"recipient_id" uuid,
	"from_number" text NOT NULL,
	"body" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "sms_replies_provider_message_idx" ON "sms_replies" ("provider_message_id");--> statement-breakpoint
CREATE INDEX "sms_replies_company_idx" ON "sms_replies" ("company_id","received_at");
