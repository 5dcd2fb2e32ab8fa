-- Issue 36 item 7. A preferred language on users and people (null: the company's default, kept in its settings),
-- the language each message recipient was sent in (their answer page speaks it), and the incident title a
-- message's template text was filled with (null when the sender wrote their own subject and text).
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "incident_message_recipients" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "incident_messages" ADD COLUMN "template_title" text;
