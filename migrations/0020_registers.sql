-- The registers under the plans (issue 33): applications, suppliers, equipment, records and other dependencies in
-- one table (one id whatever the kind), and the company's dependency types (seeded on first use).
CREATE TABLE "register_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"owner" text,
	"vendor" text,
	"hosting" text,
	"rto" integer,
	"rto_unit" text,
	"rpo" integer,
	"rpo_unit" text,
	"criticality" text,
	"lei" text,
	"country" text,
	"services" text,
	"contract_reference" text,
	"contract_end" date,
	"substitutability" text,
	"supports_critical_function" boolean DEFAULT false NOT NULL,
	"incident_contact" text,
	"site_id" uuid,
	"from_plan" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "register_entries" ADD CONSTRAINT "register_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "register_entries" ADD CONSTRAINT "register_entries_site_id_assets_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "register_entries_name_key" ON "register_entries" USING btree ("company_id","kind",lower("name"));
--> statement-breakpoint
CREATE INDEX "register_entries_list_idx" ON "register_entries" USING btree ("company_id","kind","name","id");
--> statement-breakpoint
CREATE INDEX "register_entries_site_idx" ON "register_entries" USING btree ("site_id");
--> statement-breakpoint
CREATE INDEX "register_entries_search_trgm_idx" ON "register_entries" USING gin ((coalesce("name", '') || E'\n' || coalesce("owner", '') || E'\n' || coalesce("vendor", '') || E'\n' || coalesce("services", '')) gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE "dependency_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"block" text,
	"target" text NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dependency_types" ADD CONSTRAINT "dependency_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "dependency_types_name_key" ON "dependency_types" USING btree ("company_id",lower("name"));
--> statement-breakpoint
CREATE UNIQUE INDEX "dependency_types_block_key" ON "dependency_types" USING btree ("company_id","block");
