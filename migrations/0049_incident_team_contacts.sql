-- Issue 32 item 5. Response team members without a Keel account: a person of the People register or an entry of
-- a plan's BRT roster (exactly one of the two), with their role on the team.
CREATE TABLE "incident_team_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"incident_id" uuid NOT NULL,
	"person_id" uuid,
	"brt_member_id" uuid,
	"role" text DEFAULT 'MEMBER' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incident_team_contacts_one_source" CHECK (num_nonnulls("incident_team_contacts"."person_id", "incident_team_contacts"."brt_member_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "incident_team_contacts" ADD CONSTRAINT "incident_team_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_team_contacts" ADD CONSTRAINT "incident_team_contacts_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_team_contacts" ADD CONSTRAINT "incident_team_contacts_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_team_contacts" ADD CONSTRAINT "incident_team_contacts_brt_member_id_bcp_brt_members_id_fk" FOREIGN KEY ("brt_member_id") REFERENCES "public"."bcp_brt_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incident_team_contacts_incident_idx" ON "incident_team_contacts" USING btree ("incident_id");--> statement-breakpoint
CREATE UNIQUE INDEX "incident_team_contacts_person_key" ON "incident_team_contacts" USING btree ("incident_id","person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "incident_team_contacts_brt_key" ON "incident_team_contacts" USING btree ("incident_id","brt_member_id");
