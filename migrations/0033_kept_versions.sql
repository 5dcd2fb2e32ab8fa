-- Kept versions (issues 34, 35): the full content of a subject at one moment (a plan when approved, a regulator
-- report when sent), as canonical JSON with its SHA-256 digest. Inserted only: the trigger refuses any UPDATE or
-- DELETE of a row, whoever asks, on PGlite and PostgreSQL alike.
CREATE TABLE "kept_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id"),
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"kept_by_id" uuid,
	"kept_by_name" text NOT NULL,
	"kept_at" timestamp with time zone NOT NULL,
	"content" text NOT NULL,
	"digest" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "kept_versions_subject_version_key" ON "kept_versions" ("kind", "subject_id", "version");
--> statement-breakpoint
CREATE INDEX "kept_versions_company_idx" ON "kept_versions" ("company_id", "kind", "subject_id");
--> statement-breakpoint
CREATE FUNCTION "kept_versions_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'A kept version cannot be changed or removed' USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "kept_versions_unchangeable" BEFORE UPDATE OR DELETE ON "kept_versions"
	FOR EACH ROW EXECUTE FUNCTION "kept_versions_refuse_change"();
