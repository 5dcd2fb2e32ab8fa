-- Written by hand (issue 25 item 3): messages sent from an incident to chosen audiences, one row per recipient
-- with the answers its signed links brought back.
CREATE TABLE "incident_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"incident_id" uuid NOT NULL,
	"template" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"channels" jsonb NOT NULL,
	"audiences" jsonb NOT NULL,
	"purposes" jsonb NOT NULL,
	"sent_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incident_message_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"person_id" uuid,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"sends" integer DEFAULT 1 NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"safe_at" timestamp with time zone,
	"help_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "incident_message_copies" (
	"recipient_id" uuid NOT NULL,
	"outbox_message_id" uuid NOT NULL,
	CONSTRAINT "incident_message_copies_recipient_id_outbox_message_id_pk" PRIMARY KEY("recipient_id","outbox_message_id")
);
--> statement-breakpoint
ALTER TABLE "incident_message_copies" ADD CONSTRAINT "incident_message_copies_recipient_id_incident_message_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."incident_message_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_messages" ADD CONSTRAINT "incident_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_messages" ADD CONSTRAINT "incident_messages_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_messages" ADD CONSTRAINT "incident_messages_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_message_recipients" ADD CONSTRAINT "incident_message_recipients_message_id_incident_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."incident_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_message_recipients" ADD CONSTRAINT "incident_message_recipients_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_message_recipients" ADD CONSTRAINT "incident_message_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incident_messages_incident_idx" ON "incident_messages" USING btree ("company_id","incident_id","created_at");--> statement-breakpoint
CREATE INDEX "incident_message_recipients_message_idx" ON "incident_message_recipients" USING btree ("message_id");
