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
CREATE UNIQUE INDEX "bcp_bia_process_key" ON "bcp_bia" USING btree ("process_id");--> statement-breakpoint
CREATE INDEX "bcp_bia_bcp_idx" ON "bcp_bia" USING btree ("bcp_id");--> statement-breakpoint
CREATE INDEX "bcp_brt_members_bcp_idx" ON "bcp_brt_members" USING btree ("bcp_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bcp_dependency_blocks_key" ON "bcp_dependency_blocks" USING btree ("process_id","block");--> statement-breakpoint
CREATE INDEX "bcp_dependency_blocks_bcp_idx" ON "bcp_dependency_blocks" USING btree ("bcp_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bcp_malo_process_key" ON "bcp_malo" USING btree ("process_id");--> statement-breakpoint
CREATE INDEX "bcp_malo_bcp_idx" ON "bcp_malo" USING btree ("bcp_id");--> statement-breakpoint
CREATE INDEX "bcp_risks_bcp_idx" ON "bcp_risks" USING btree ("bcp_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bcp_scenarios_key" ON "bcp_scenarios" USING btree ("bcp_id","scenario");--> statement-breakpoint
CREATE INDEX "bcp_stakeholders_bcp_idx" ON "bcp_stakeholders" USING btree ("bcp_id");