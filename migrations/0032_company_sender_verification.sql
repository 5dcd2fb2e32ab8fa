-- Issue 31 item 5 (review N4): a company a System Administrator confirmed as a trusted sender. A company whose
-- email domain is proven (sso_domains.verified_at) is trusted without this; every other company sends on the
-- small daily quota of an unverified sender.
ALTER TABLE "companies" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "verified_by" uuid;
