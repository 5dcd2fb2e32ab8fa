-- Issue 36 item 6. An incident's status page: the public switch (off by default) and the responders' link, kept
-- as a hash of its token (and the nonce it was signed from, so the coordinator can be shown it again).
CREATE TABLE "incident_status_pages" (
	"incident_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"nonce" text,
	"token_hash" text,
	"published" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "incident_status_pages" ADD CONSTRAINT "incident_status_pages_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_status_pages" ADD CONSTRAINT "incident_status_pages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "incident_status_pages_token_key" ON "incident_status_pages" USING btree ("token_hash");
