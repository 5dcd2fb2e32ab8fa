CREATE TABLE "bcp_approvals" (
	"bcp_id" uuid NOT NULL,
	"section" text NOT NULL,
	"status" text NOT NULL,
	"approver_id" uuid,
	"requested_by" uuid,
	"requested_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"approve_comments" text,
	CONSTRAINT "bcp_approvals_bcp_id_section_pk" PRIMARY KEY("bcp_id","section")
);
--> statement-breakpoint
CREATE TABLE "bcp_process_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"process_id" uuid NOT NULL,
	"asset_id" uuid,
	"site_name" text NOT NULL,
	"country" text,
	"city" text,
	"headcount" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bcp_processes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"bcp_id" uuid NOT NULL,
	"bcp_service_id" uuid NOT NULL,
	"name" text NOT NULL,
	"process_type" text,
	"department_id" uuid,
	"assigned_to" uuid,
	"consequences_of_disruption" text DEFAULT '' NOT NULL,
	"financial_exposure" text NOT NULL,
	"legal_exposure" text NOT NULL,
	"brand_exposure" text NOT NULL,
	"service_exposure" text NOT NULL,
	"supply_chain_exposure" text NOT NULL,
	"over_all_criticality" text NOT NULL,
	"criticality_level_explanation" text DEFAULT '' NOT NULL,
	"is_bc_strategy_required" boolean NOT NULL,
	"justification_for_no_bc_strategy" text DEFAULT '' NOT NULL,
	"critical_process_headcount_analysis" integer,
	"total_global_head_count" integer NOT NULL,
	"mad" integer NOT NULL,
	"mad_duration" text NOT NULL,
	"malo_criterial_explanation" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'NOT_STARTED' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bcp_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"bcp_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bcp_views" (
	"bcp_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "bcp_views_bcp_id_user_id_pk" PRIMARY KEY("bcp_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "bcps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"business_unit_id" uuid NOT NULL,
	"sub_business_unit_id" uuid,
	"department_id" uuid,
	"bc_lead_id" uuid NOT NULL,
	"assignee_id" uuid,
	"status" text DEFAULT 'JUST_CREATED' NOT NULL,
	"cloned_from_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bcp_approvals" ADD CONSTRAINT "bcp_approvals_bcp_id_bcps_id_fk" FOREIGN KEY ("bcp_id") REFERENCES "public"."bcps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_approvals" ADD CONSTRAINT "bcp_approvals_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_approvals" ADD CONSTRAINT "bcp_approvals_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_process_locations" ADD CONSTRAINT "bcp_process_locations_process_id_bcp_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."bcp_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_processes" ADD CONSTRAINT "bcp_processes_bcp_id_bcps_id_fk" FOREIGN KEY ("bcp_id") REFERENCES "public"."bcps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_processes" ADD CONSTRAINT "bcp_processes_bcp_service_id_bcp_services_id_fk" FOREIGN KEY ("bcp_service_id") REFERENCES "public"."bcp_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_processes" ADD CONSTRAINT "bcp_processes_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_processes" ADD CONSTRAINT "bcp_processes_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_processes" ADD CONSTRAINT "bcp_processes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_services" ADD CONSTRAINT "bcp_services_bcp_id_bcps_id_fk" FOREIGN KEY ("bcp_id") REFERENCES "public"."bcps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_views" ADD CONSTRAINT "bcp_views_bcp_id_bcps_id_fk" FOREIGN KEY ("bcp_id") REFERENCES "public"."bcps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_views" ADD CONSTRAINT "bcp_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcps" ADD CONSTRAINT "bcps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcps" ADD CONSTRAINT "bcps_business_unit_id_business_units_id_fk" FOREIGN KEY ("business_unit_id") REFERENCES "public"."business_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcps" ADD CONSTRAINT "bcps_sub_business_unit_id_business_units_id_fk" FOREIGN KEY ("sub_business_unit_id") REFERENCES "public"."business_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcps" ADD CONSTRAINT "bcps_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcps" ADD CONSTRAINT "bcps_bc_lead_id_users_id_fk" FOREIGN KEY ("bc_lead_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcps" ADD CONSTRAINT "bcps_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcps" ADD CONSTRAINT "bcps_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bcp_approvals_approver_idx" ON "bcp_approvals" USING btree ("approver_id");--> statement-breakpoint
CREATE INDEX "bcp_process_locations_process_idx" ON "bcp_process_locations" USING btree ("process_id");--> statement-breakpoint
CREATE INDEX "bcp_processes_bcp_idx" ON "bcp_processes" USING btree ("bcp_id");--> statement-breakpoint
CREATE INDEX "bcp_processes_service_idx" ON "bcp_processes" USING btree ("bcp_service_id");--> statement-breakpoint
CREATE INDEX "bcp_processes_company_idx" ON "bcp_processes" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "bcp_services_bcp_idx" ON "bcp_services" USING btree ("bcp_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bcps_company_number_key" ON "bcps" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "bcps_company_status_idx" ON "bcps" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "bcps_business_unit_idx" ON "bcps" USING btree ("business_unit_id");