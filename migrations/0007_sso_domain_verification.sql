-- Claims made before verification existed must be proved too (verified_at stays null).
ALTER TABLE "sso_domains" DROP CONSTRAINT "sso_domains_pkey";--> statement-breakpoint
ALTER TABLE "sso_domains" ADD CONSTRAINT "sso_domains_domain_company_id_pk" PRIMARY KEY("domain","company_id");--> statement-breakpoint
ALTER TABLE "sso_domains" ADD COLUMN "verification_token" text DEFAULT md5(random()::text || clock_timestamp()::text) NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_domains" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sso_domains" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sso_domains_verified_key" ON "sso_domains" USING btree ("domain") WHERE "sso_domains"."verified_at" is not null;