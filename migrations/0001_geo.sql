CREATE TABLE "asset_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"impacted_asset_id" uuid NOT NULL,
	"action" text NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "impacted_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"incident_id" uuid NOT NULL,
	"asset_id" uuid,
	"person_id" uuid,
	"distance_km" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"address" text,
	"country" text,
	"state" text,
	"city" text,
	"postal_code" text,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"headcount" integer,
	"business_unit_id" uuid,
	"bcp_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"process_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"incident_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"type" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"mobile" text,
	"job_title" text,
	"home_asset_id" uuid,
	"emergency_contact_name" text,
	"emergency_contact_phone" text,
	"own_location" boolean DEFAULT false NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hazard_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hazards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "asset_actions" ADD CONSTRAINT "asset_actions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_actions" ADD CONSTRAINT "asset_actions_impacted_asset_id_impacted_assets_id_fk" FOREIGN KEY ("impacted_asset_id") REFERENCES "public"."impacted_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_actions" ADD CONSTRAINT "asset_actions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impacted_assets" ADD CONSTRAINT "impacted_assets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impacted_assets" ADD CONSTRAINT "impacted_assets_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impacted_assets" ADD CONSTRAINT "impacted_assets_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_business_unit_id_business_units_id_fk" FOREIGN KEY ("business_unit_id") REFERENCES "public"."business_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_home_asset_id_assets_id_fk" FOREIGN KEY ("home_asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hazard_categories" ADD CONSTRAINT "hazard_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hazards" ADD CONSTRAINT "hazards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hazards" ADD CONSTRAINT "hazards_category_id_hazard_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."hazard_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_actions_impacted_idx" ON "asset_actions" USING btree ("impacted_asset_id");--> statement-breakpoint
CREATE INDEX "impacted_assets_incident_idx" ON "impacted_assets" USING btree ("company_id","incident_id");--> statement-breakpoint
CREATE UNIQUE INDEX "impacted_assets_asset_key" ON "impacted_assets" USING btree ("incident_id","asset_id");--> statement-breakpoint
CREATE UNIQUE INDEX "impacted_assets_person_key" ON "impacted_assets" USING btree ("incident_id","person_id");--> statement-breakpoint
CREATE INDEX "assets_company_lat_lng_idx" ON "assets" USING btree ("company_id","lat","lng");--> statement-breakpoint
CREATE INDEX "assets_company_incident_idx" ON "assets" USING btree ("company_id","incident_id");--> statement-breakpoint
CREATE INDEX "people_company_lat_lng_idx" ON "people" USING btree ("company_id","lat","lng");--> statement-breakpoint
CREATE INDEX "people_home_asset_idx" ON "people" USING btree ("home_asset_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hazard_categories_company_name_key" ON "hazard_categories" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "hazards_category_name_key" ON "hazards" USING btree ("category_id",lower("name"));--> statement-breakpoint
CREATE INDEX "hazards_company_idx" ON "hazards" USING btree ("company_id");