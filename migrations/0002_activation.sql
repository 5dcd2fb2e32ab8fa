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
ALTER TABLE "bcp_activation_processes" ADD CONSTRAINT "bcp_activation_processes_activation_id_bcp_activations_id_fk" FOREIGN KEY ("activation_id") REFERENCES "public"."bcp_activations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_activation_processes" ADD CONSTRAINT "bcp_activation_processes_process_id_bcp_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."bcp_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_activation_responses" ADD CONSTRAINT "bcp_activation_responses_activation_process_id_bcp_activation_processes_id_fk" FOREIGN KEY ("activation_process_id") REFERENCES "public"."bcp_activation_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_activation_responses" ADD CONSTRAINT "bcp_activation_responses_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_activations" ADD CONSTRAINT "bcp_activations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_activations" ADD CONSTRAINT "bcp_activations_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_activations" ADD CONSTRAINT "bcp_activations_bcp_id_bcps_id_fk" FOREIGN KEY ("bcp_id") REFERENCES "public"."bcps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_activations" ADD CONSTRAINT "bcp_activations_activated_by_users_id_fk" FOREIGN KEY ("activated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_activations" ADD CONSTRAINT "bcp_activations_deactivated_by_users_id_fk" FOREIGN KEY ("deactivated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "bcp_activation_processes_activation_idx" ON "bcp_activation_processes" USING btree ("activation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bcp_activation_processes_key" ON "bcp_activation_processes" USING btree ("activation_id","process_id");--> statement-breakpoint
CREATE INDEX "bcp_activation_responses_process_idx" ON "bcp_activation_responses" USING btree ("activation_process_id","responded_at");--> statement-breakpoint
CREATE INDEX "bcp_activations_company_idx" ON "bcp_activations" USING btree ("company_id","deactivated_at","activated_at");--> statement-breakpoint
CREATE INDEX "bcp_activations_incident_idx" ON "bcp_activations" USING btree ("incident_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bcp_activations_active_key" ON "bcp_activations" USING btree ("incident_id","bcp_id") WHERE deactivated_at is null;--> statement-breakpoint
CREATE INDEX "alerts_company_idx" ON "alerts" USING btree ("company_id","status","alert_date");--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_external_key" ON "alerts" USING btree ("company_id","source","external_id");--> statement-breakpoint
CREATE INDEX "incident_adhoc_processes_incident_idx" ON "incident_adhoc_processes" USING btree ("incident_id");--> statement-breakpoint
CREATE INDEX "incident_reminders_due_idx" ON "incident_reminders" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "incident_timeline_incident_idx" ON "incident_timeline" USING btree ("incident_id","at");--> statement-breakpoint
CREATE INDEX "incidents_company_idx" ON "incidents" USING btree ("company_id","is_draft","disabled","created_at");--> statement-breakpoint
CREATE INDEX "incidents_user_idx" ON "incidents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "incident_response_action_comments_action_idx" ON "incident_response_action_comments" USING btree ("action_id");--> statement-breakpoint
CREATE INDEX "incident_response_actions_incident_idx" ON "incident_response_actions" USING btree ("incident_id");