-- Issue 34 item 1: an important business service is mapped to the register entries it relies on (applications,
-- suppliers, equipment, records) beside its processes; an incident on such an entry impacts the service.
CREATE TABLE "business_service_entries" (
	"service_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	CONSTRAINT "business_service_entries_pkey" PRIMARY KEY("service_id","entry_id")
);
--> statement-breakpoint
ALTER TABLE "business_service_entries" ADD CONSTRAINT "business_service_entries_service_id_business_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."business_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_service_entries" ADD CONSTRAINT "business_service_entries_entry_id_register_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."register_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_service_entries_entry_idx" ON "business_service_entries" USING btree ("entry_id");--> statement-breakpoint
-- Issue 34 item 5: the self-assessment's vulnerabilities, each with its owner, remediation date and status.
CREATE TABLE "service_vulnerabilities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"service_id" uuid,
	"description" text NOT NULL,
	"owner" text DEFAULT '' NOT NULL,
	"remediation_due" date,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_vulnerabilities" ADD CONSTRAINT "service_vulnerabilities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_vulnerabilities" ADD CONSTRAINT "service_vulnerabilities_service_id_business_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."business_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_vulnerabilities_company_idx" ON "service_vulnerabilities" USING btree ("company_id","remediation_due");
