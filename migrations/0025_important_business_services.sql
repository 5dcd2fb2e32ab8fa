-- Important business services (PRA SS1/21, FCA SYSC 15A): services the company delivers to outside users, each with
-- an impact tolerance (the maximum tolerable disruption as a time, plus optional limits on customers affected,
-- transactions and value) and mapped to the processes (of any plan) it relies on.
CREATE TABLE "business_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id"),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"served" text NOT NULL,
	"why_important" text DEFAULT '' NOT NULL,
	"owner_id" uuid REFERENCES "users"("id"),
	"board_approved_on" date,
	"tolerance" integer NOT NULL,
	"tolerance_unit" text NOT NULL,
	"tolerance_reason" text DEFAULT '' NOT NULL,
	"max_customers" integer,
	"max_transactions" integer,
	"max_value" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "business_services_company_name_key" ON "business_services" ("company_id", lower("name"));
--> statement-breakpoint
CREATE TABLE "business_service_processes" (
	"service_id" uuid NOT NULL REFERENCES "business_services"("id") ON DELETE CASCADE,
	"process_id" uuid NOT NULL REFERENCES "bcp_processes"("id") ON DELETE CASCADE,
	"company_id" uuid NOT NULL,
	CONSTRAINT "business_service_processes_pkey" PRIMARY KEY("service_id", "process_id")
);
--> statement-breakpoint
CREATE INDEX "business_service_processes_process_idx" ON "business_service_processes" ("process_id");
