CREATE TABLE "edit_versions" (
	"entity" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"part" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edit_versions_entity_entity_id_part_pk" PRIMARY KEY("entity","entity_id","part")
);
--> statement-breakpoint
ALTER TABLE "edit_versions" ADD CONSTRAINT "edit_versions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;