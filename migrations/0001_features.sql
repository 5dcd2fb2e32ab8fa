CREATE TABLE "bcp_activation_processes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"activation_id" uuid NOT NULL,
	"process_id" uuid NOT NULL,
	"disrupted_since" timestamp with time zone NOT NULL,
	"disruption" text,
	"disruption_updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bcp_activation_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"activation_process_id" uuid NOT NULL,
	"control_status" text NOT NULL,
	"strategy" text NOT NULL,
	"strategy_status" text NOT NULL,
	"headcount_available" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"responded_by" uuid,
	"responded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bcp_activations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"incident_id" uuid NOT NULL,
	"bcp_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"activated_by" uuid,
	"activated_at" timestamp with time zone NOT NULL,
	"deactivated_by" uuid,
	"deactivated_at" timestamp with time zone,
	"deactivation_reason" text
);
--> statement-breakpoint
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
CREATE TABLE "bcp_bia" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"bcp_id" uuid NOT NULL,
	"process_id" uuid NOT NULL,
	"impacts" jsonb NOT NULL,
	"business_impact_level" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bcp_brt_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"bcp_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"alternate_phone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bcp_dependency_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"bcp_id" uuid NOT NULL,
	"process_id" uuid NOT NULL,
	"block" text NOT NULL,
	"dependencies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"scenario" text DEFAULT '' NOT NULL,
	"long_term_strategy" text DEFAULT '' NOT NULL,
	"short_term_strategy" text DEFAULT '' NOT NULL,
	"additional_strategy" text DEFAULT '' NOT NULL,
	"rst_long_term" text,
	"rst_short_term" text,
	"rst_additional" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bcp_executive_summaries" (
	"bcp_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"html" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bcp_malo" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"bcp_id" uuid NOT NULL,
	"process_id" uuid NOT NULL,
	"levels" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bcp_risks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"bcp_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"severity" text NOT NULL,
	"probability" text NOT NULL,
	"existing_control_strategy" text DEFAULT '' NOT NULL,
	"control_status" text DEFAULT 'Normal' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bcp_scenarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"bcp_id" uuid NOT NULL,
	"scenario" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"short_term_strategy" text DEFAULT '' NOT NULL,
	"long_term_strategy" text DEFAULT '' NOT NULL,
	"additional_strategy" text DEFAULT '' NOT NULL,
	"rst_short_term" text,
	"rst_long_term" text,
	"rst_additional" text,
	"strategy_status" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bcp_stakeholders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"bcp_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"organisation" text DEFAULT '' NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"source" text DEFAULT 'manual' NOT NULL,
	"external_id" text,
	"hazard_id" uuid,
	"severity" text,
	"lat" double precision,
	"lng" double precision,
	"alert_date" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"incident_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incident_adhoc_processes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"incident_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incident_plans" (
	"incident_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incident_plans_incident_id_plan_id_pk" PRIMARY KEY("incident_id","plan_id")
);
--> statement-breakpoint
CREATE TABLE "incident_reminders" (
	"incident_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "incident_team" (
	"incident_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text DEFAULT 'MEMBER' NOT NULL,
	CONSTRAINT "incident_team_incident_id_user_id_pk" PRIMARY KEY("incident_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "incident_timeline" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"incident_id" uuid NOT NULL,
	"actor_id" uuid,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incident_user_marks" (
	"incident_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"favourite" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "incident_user_marks_incident_id_user_id_pk" PRIMARY KEY("incident_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"type" text NOT NULL,
	"user_id" uuid NOT NULL,
	"hazard_category_id" uuid,
	"hazard_id" uuid,
	"title" text,
	"description" text,
	"impact" text,
	"status" text DEFAULT 'Just Created' NOT NULL,
	"view_radius" double precision,
	"radius_unit" text DEFAULT 'km' NOT NULL,
	"location_name" text,
	"lat" double precision,
	"long" double precision,
	"locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"alert_date" timestamp with time zone,
	"status_check_cadence" text,
	"notify_bcp_leads" boolean DEFAULT false NOT NULL,
	"notify_business_coordinator" boolean DEFAULT false NOT NULL,
	"is_draft" boolean DEFAULT true NOT NULL,
	"current_tab" text DEFAULT 'hazard_category' NOT NULL,
	"bcp_process_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"adhoc_process_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"response_coordinator_id" uuid,
	"disabled" boolean DEFAULT false NOT NULL,
	"escalated_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incident_response_action_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"action_id" uuid NOT NULL,
	"author_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incident_response_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"incident_id" uuid NOT NULL,
	"title" text NOT NULL,
	"owner_id" uuid,
	"due_at" timestamp with time zone,
	"status" text DEFAULT 'Not Started' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
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
CREATE TABLE "notification_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"email" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"business_unit_id" uuid,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"state" text,
	"city" text,
	"address" text,
	"lat" double precision,
	"long" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_geographies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"country" text NOT NULL,
	"region" text
);
--> statement-breakpoint
CREATE TABLE "sso_configs" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_encrypted" text NOT NULL,
	"default_role" text NOT NULL,
	"password_sign_in" boolean DEFAULT true NOT NULL,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_flows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state_hash" text NOT NULL,
	"company_id" uuid NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"redirect_to" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "sso_flows_state_hash_unique" UNIQUE("state_hash")
);
--> statement-breakpoint
CREATE TABLE "sso_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bcp_activation_processes" ADD CONSTRAINT "bcp_activation_processes_activation_id_bcp_activations_id_fk" FOREIGN KEY ("activation_id") REFERENCES "public"."bcp_activations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_activation_processes" ADD CONSTRAINT "bcp_activation_processes_process_id_bcp_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."bcp_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_activation_responses" ADD CONSTRAINT "bcp_activation_responses_activation_process_id_bcp_activation_processes_id_fk" FOREIGN KEY ("activation_process_id") REFERENCES "public"."bcp_activation_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_activation_responses" ADD CONSTRAINT "bcp_activation_responses_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_activations" ADD CONSTRAINT "bcp_activations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_activations" ADD CONSTRAINT "bcp_activations_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_activations" ADD CONSTRAINT "bcp_activations_bcp_id_bcps_id_fk" FOREIGN KEY ("bcp_id") REFERENCES "public"."bcps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_activations" ADD CONSTRAINT "bcp_activations_activated_by_users_id_fk" FOREIGN KEY ("activated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_activations" ADD CONSTRAINT "bcp_activations_deactivated_by_users_id_fk" FOREIGN KEY ("deactivated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
ALTER TABLE "bcp_bia" ADD CONSTRAINT "bcp_bia_bcp_id_bcps_id_fk" FOREIGN KEY ("bcp_id") REFERENCES "public"."bcps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_bia" ADD CONSTRAINT "bcp_bia_process_id_bcp_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."bcp_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_bia" ADD CONSTRAINT "bcp_bia_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_brt_members" ADD CONSTRAINT "bcp_brt_members_bcp_id_bcps_id_fk" FOREIGN KEY ("bcp_id") REFERENCES "public"."bcps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_brt_members" ADD CONSTRAINT "bcp_brt_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_dependency_blocks" ADD CONSTRAINT "bcp_dependency_blocks_bcp_id_bcps_id_fk" FOREIGN KEY ("bcp_id") REFERENCES "public"."bcps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_dependency_blocks" ADD CONSTRAINT "bcp_dependency_blocks_process_id_bcp_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."bcp_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_dependency_blocks" ADD CONSTRAINT "bcp_dependency_blocks_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_executive_summaries" ADD CONSTRAINT "bcp_executive_summaries_bcp_id_bcps_id_fk" FOREIGN KEY ("bcp_id") REFERENCES "public"."bcps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_executive_summaries" ADD CONSTRAINT "bcp_executive_summaries_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_malo" ADD CONSTRAINT "bcp_malo_bcp_id_bcps_id_fk" FOREIGN KEY ("bcp_id") REFERENCES "public"."bcps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_malo" ADD CONSTRAINT "bcp_malo_process_id_bcp_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."bcp_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_malo" ADD CONSTRAINT "bcp_malo_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_risks" ADD CONSTRAINT "bcp_risks_bcp_id_bcps_id_fk" FOREIGN KEY ("bcp_id") REFERENCES "public"."bcps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_risks" ADD CONSTRAINT "bcp_risks_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_scenarios" ADD CONSTRAINT "bcp_scenarios_bcp_id_bcps_id_fk" FOREIGN KEY ("bcp_id") REFERENCES "public"."bcps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_scenarios" ADD CONSTRAINT "bcp_scenarios_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_stakeholders" ADD CONSTRAINT "bcp_stakeholders_bcp_id_bcps_id_fk" FOREIGN KEY ("bcp_id") REFERENCES "public"."bcps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hazard_categories" ADD CONSTRAINT "hazard_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hazards" ADD CONSTRAINT "hazards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hazards" ADD CONSTRAINT "hazards_category_id_hazard_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."hazard_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_adhoc_processes" ADD CONSTRAINT "incident_adhoc_processes_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_plans" ADD CONSTRAINT "incident_plans_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_reminders" ADD CONSTRAINT "incident_reminders_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_team" ADD CONSTRAINT "incident_team_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_team" ADD CONSTRAINT "incident_team_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_timeline" ADD CONSTRAINT "incident_timeline_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_user_marks" ADD CONSTRAINT "incident_user_marks_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_user_marks" ADD CONSTRAINT "incident_user_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_response_coordinator_id_users_id_fk" FOREIGN KEY ("response_coordinator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_response_action_comments" ADD CONSTRAINT "incident_response_action_comments_action_id_incident_response_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."incident_response_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_response_action_comments" ADD CONSTRAINT "incident_response_action_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_response_actions" ADD CONSTRAINT "incident_response_actions_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_response_actions" ADD CONSTRAINT "incident_response_actions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_response_actions" ADD CONSTRAINT "incident_response_actions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_business_unit_id_business_units_id_fk" FOREIGN KEY ("business_unit_id") REFERENCES "public"."business_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_geographies" ADD CONSTRAINT "user_geographies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_configs" ADD CONSTRAINT "sso_configs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_domains" ADD CONSTRAINT "sso_domains_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_flows" ADD CONSTRAINT "sso_flows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_identities" ADD CONSTRAINT "sso_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_identities" ADD CONSTRAINT "sso_identities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bcp_activation_processes_activation_idx" ON "bcp_activation_processes" USING btree ("activation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bcp_activation_processes_key" ON "bcp_activation_processes" USING btree ("activation_id","process_id");--> statement-breakpoint
CREATE INDEX "bcp_activation_responses_process_idx" ON "bcp_activation_responses" USING btree ("activation_process_id","responded_at");--> statement-breakpoint
CREATE INDEX "bcp_activations_company_idx" ON "bcp_activations" USING btree ("company_id","deactivated_at","activated_at");--> statement-breakpoint
CREATE INDEX "bcp_activations_incident_idx" ON "bcp_activations" USING btree ("incident_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bcp_activations_active_key" ON "bcp_activations" USING btree ("incident_id","bcp_id") WHERE deactivated_at is null;--> statement-breakpoint
CREATE INDEX "asset_actions_impacted_idx" ON "asset_actions" USING btree ("impacted_asset_id");--> statement-breakpoint
CREATE INDEX "impacted_assets_incident_idx" ON "impacted_assets" USING btree ("company_id","incident_id");--> statement-breakpoint
CREATE UNIQUE INDEX "impacted_assets_asset_key" ON "impacted_assets" USING btree ("incident_id","asset_id");--> statement-breakpoint
CREATE UNIQUE INDEX "impacted_assets_person_key" ON "impacted_assets" USING btree ("incident_id","person_id");--> statement-breakpoint
CREATE INDEX "assets_company_lat_lng_idx" ON "assets" USING btree ("company_id","lat","lng");--> statement-breakpoint
CREATE INDEX "assets_company_incident_idx" ON "assets" USING btree ("company_id","incident_id");--> statement-breakpoint
CREATE INDEX "assets_company_name_idx" ON "assets" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "people_company_lat_lng_idx" ON "people" USING btree ("company_id","lat","lng");--> statement-breakpoint
CREATE INDEX "people_home_asset_idx" ON "people" USING btree ("home_asset_id");--> statement-breakpoint
CREATE INDEX "people_company_name_idx" ON "people" USING btree ("company_id","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "bcp_approvals_approver_idx" ON "bcp_approvals" USING btree ("approver_id");--> statement-breakpoint
CREATE INDEX "bcp_process_locations_process_idx" ON "bcp_process_locations" USING btree ("process_id");--> statement-breakpoint
CREATE INDEX "bcp_processes_bcp_idx" ON "bcp_processes" USING btree ("bcp_id");--> statement-breakpoint
CREATE INDEX "bcp_processes_service_idx" ON "bcp_processes" USING btree ("bcp_service_id");--> statement-breakpoint
CREATE INDEX "bcp_processes_company_idx" ON "bcp_processes" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "bcp_services_bcp_idx" ON "bcp_services" USING btree ("bcp_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bcps_company_number_key" ON "bcps" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "bcps_company_status_idx" ON "bcps" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "bcps_business_unit_idx" ON "bcps" USING btree ("business_unit_id");--> statement-breakpoint
CREATE INDEX "bcps_company_updated_idx" ON "bcps" USING btree ("company_id","updated_at","number");--> statement-breakpoint
CREATE UNIQUE INDEX "bcp_bia_process_key" ON "bcp_bia" USING btree ("process_id");--> statement-breakpoint
CREATE INDEX "bcp_bia_bcp_idx" ON "bcp_bia" USING btree ("bcp_id");--> statement-breakpoint
CREATE INDEX "bcp_brt_members_bcp_idx" ON "bcp_brt_members" USING btree ("bcp_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bcp_dependency_blocks_key" ON "bcp_dependency_blocks" USING btree ("process_id","block");--> statement-breakpoint
CREATE INDEX "bcp_dependency_blocks_bcp_idx" ON "bcp_dependency_blocks" USING btree ("bcp_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bcp_malo_process_key" ON "bcp_malo" USING btree ("process_id");--> statement-breakpoint
CREATE INDEX "bcp_malo_bcp_idx" ON "bcp_malo" USING btree ("bcp_id");--> statement-breakpoint
CREATE INDEX "bcp_risks_bcp_idx" ON "bcp_risks" USING btree ("bcp_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bcp_scenarios_key" ON "bcp_scenarios" USING btree ("bcp_id","scenario");--> statement-breakpoint
CREATE INDEX "bcp_stakeholders_bcp_idx" ON "bcp_stakeholders" USING btree ("bcp_id");--> statement-breakpoint
CREATE INDEX "attachments_owner_idx" ON "attachments" USING btree ("company_id","target","owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hazard_categories_company_name_key" ON "hazard_categories" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "hazards_category_name_key" ON "hazards" USING btree ("category_id",lower("name"));--> statement-breakpoint
CREATE INDEX "hazards_company_idx" ON "hazards" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "alerts_company_idx" ON "alerts" USING btree ("company_id","status","alert_date");--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_external_key" ON "alerts" USING btree ("company_id","source","external_id");--> statement-breakpoint
CREATE INDEX "incident_adhoc_processes_incident_idx" ON "incident_adhoc_processes" USING btree ("incident_id");--> statement-breakpoint
CREATE INDEX "incident_reminders_due_idx" ON "incident_reminders" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "incident_timeline_incident_idx" ON "incident_timeline" USING btree ("incident_id","at");--> statement-breakpoint
CREATE INDEX "incidents_company_idx" ON "incidents" USING btree ("company_id","is_draft","disabled","created_at");--> statement-breakpoint
CREATE INDEX "incidents_user_idx" ON "incidents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "incident_response_action_comments_action_idx" ON "incident_response_action_comments" USING btree ("action_id");--> statement-breakpoint
CREATE INDEX "incident_response_actions_incident_idx" ON "incident_response_actions" USING btree ("incident_id");--> statement-breakpoint
CREATE UNIQUE INDEX "associated_management_plans_key" ON "associated_management_plans" USING btree ("incident_id","plan_id");--> statement-breakpoint
CREATE INDEX "associated_management_plans_company_idx" ON "associated_management_plans" USING btree ("company_id","incident_id");--> statement-breakpoint
CREATE INDEX "cm_tests_plan_idx" ON "cm_tests" USING btree ("plan_id","scheduled_for");--> statement-breakpoint
CREATE INDEX "management_plan_locations_plan_idx" ON "management_plan_locations" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "management_plan_roster_plan_idx" ON "management_plan_roster" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "management_plan_section_items_section_idx" ON "management_plan_section_items" USING btree ("section_id","position");--> statement-breakpoint
CREATE INDEX "management_plan_sections_plan_idx" ON "management_plan_sections" USING btree ("plan_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "management_plans_code_key" ON "management_plans" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "management_plans_company_type_idx" ON "management_plans" USING btree ("company_id","type","status");--> statement-breakpoint
CREATE INDEX "sites_company_idx" ON "sites" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "user_geographies_user_idx" ON "user_geographies" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sso_domains_company_idx" ON "sso_domains" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_identities_subject_key" ON "sso_identities" USING btree ("issuer","subject");--> statement-breakpoint
CREATE INDEX "sso_identities_user_idx" ON "sso_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mentions_created_idx" ON "mentions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("created_at");