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
ALTER TABLE "bcp_activation_processes" ADD CONSTRAINT "bcp_activation_processes_activation_id_bcp_activations_id_fk" FOREIGN KEY ("activation_id") REFERENCES "public"."bcp_activations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_activation_processes" ADD CONSTRAINT "bcp_activation_processes_process_id_bcp_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."bcp_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_activation_responses" ADD CONSTRAINT "bcp_activation_responses_activation_process_id_bcp_activation_processes_id_fk" FOREIGN KEY ("activation_process_id") REFERENCES "public"."bcp_activation_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_activation_responses" ADD CONSTRAINT "bcp_activation_responses_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_activations" ADD CONSTRAINT "bcp_activations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_activations" ADD CONSTRAINT "bcp_activations_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_activations" ADD CONSTRAINT "bcp_activations_bcp_id_bcps_id_fk" FOREIGN KEY ("bcp_id") REFERENCES "public"."bcps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_activations" ADD CONSTRAINT "bcp_activations_activated_by_users_id_fk" FOREIGN KEY ("activated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcp_activations" ADD CONSTRAINT "bcp_activations_deactivated_by_users_id_fk" FOREIGN KEY ("deactivated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bcp_activation_processes_activation_idx" ON "bcp_activation_processes" USING btree ("activation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bcp_activation_processes_key" ON "bcp_activation_processes" USING btree ("activation_id","process_id");--> statement-breakpoint
CREATE INDEX "bcp_activation_responses_process_idx" ON "bcp_activation_responses" USING btree ("activation_process_id","responded_at");--> statement-breakpoint
CREATE INDEX "bcp_activations_company_idx" ON "bcp_activations" USING btree ("company_id","deactivated_at","activated_at");--> statement-breakpoint
CREATE INDEX "bcp_activations_incident_idx" ON "bcp_activations" USING btree ("incident_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bcp_activations_active_key" ON "bcp_activations" USING btree ("incident_id","bcp_id") WHERE deactivated_at is null;