CREATE TABLE "attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"target" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"section_id" uuid,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage" text NOT NULL,
	"storage_key" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"sha256" text,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "associated_management_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"incident_id" uuid NOT NULL,
	"incident_type" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"associated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cm_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"scenario" text NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"participants" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"outcome" text,
	"findings" text,
	"follow_up_actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"conducted_on" timestamp with time zone,
	"created_by" uuid,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "management_plan_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"country" text,
	"state" text,
	"city" text,
	"site" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "management_plan_roster" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"role" text NOT NULL,
	"user_id" uuid,
	"name" text,
	"email" text,
	"phone" text,
	"responsibility" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "management_plan_section_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "management_plan_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "management_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"type" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"owner_id" uuid NOT NULL,
	"approver_id" uuid,
	"status" text DEFAULT 'JUST_CREATED' NOT NULL,
	"approve_comments" text,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"test_interval_months" integer DEFAULT 12 NOT NULL,
	"cloned_from_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associated_management_plans" ADD CONSTRAINT "associated_management_plans_plan_id_management_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."management_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associated_management_plans" ADD CONSTRAINT "associated_management_plans_associated_by_users_id_fk" FOREIGN KEY ("associated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_tests" ADD CONSTRAINT "cm_tests_plan_id_management_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."management_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_tests" ADD CONSTRAINT "cm_tests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_tests" ADD CONSTRAINT "cm_tests_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "management_plan_locations" ADD CONSTRAINT "management_plan_locations_plan_id_management_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."management_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "management_plan_roster" ADD CONSTRAINT "management_plan_roster_plan_id_management_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."management_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "management_plan_roster" ADD CONSTRAINT "management_plan_roster_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "management_plan_section_items" ADD CONSTRAINT "management_plan_section_items_plan_id_management_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."management_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "management_plan_section_items" ADD CONSTRAINT "management_plan_section_items_section_id_management_plan_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."management_plan_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "management_plan_sections" ADD CONSTRAINT "management_plan_sections_plan_id_management_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."management_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "management_plans" ADD CONSTRAINT "management_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "management_plans" ADD CONSTRAINT "management_plans_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "management_plans" ADD CONSTRAINT "management_plans_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "management_plans" ADD CONSTRAINT "management_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_owner_idx" ON "attachments" USING btree ("company_id","target","owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "associated_management_plans_key" ON "associated_management_plans" USING btree ("incident_id","plan_id");--> statement-breakpoint
CREATE INDEX "associated_management_plans_company_idx" ON "associated_management_plans" USING btree ("company_id","incident_id");--> statement-breakpoint
CREATE INDEX "cm_tests_plan_idx" ON "cm_tests" USING btree ("plan_id","scheduled_for");--> statement-breakpoint
CREATE INDEX "management_plan_locations_plan_idx" ON "management_plan_locations" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "management_plan_roster_plan_idx" ON "management_plan_roster" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "management_plan_section_items_section_idx" ON "management_plan_section_items" USING btree ("section_id","position");--> statement-breakpoint
CREATE INDEX "management_plan_sections_plan_idx" ON "management_plan_sections" USING btree ("plan_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "management_plans_code_key" ON "management_plans" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "management_plans_company_type_idx" ON "management_plans" USING btree ("company_id","type","status");