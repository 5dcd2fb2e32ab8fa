-- Issue 35 items 3 and 4. A CM test (an exercise of its IMP or CMP) has tracked corrective actions, the same
-- findings as an after-action review: a finding belongs to exactly one incident or one CM test. The free-text
-- follow-up actions recorded before stay on their test as notes (docs/decisions.md): none is turned into a
-- finding, whose owner must be a user and whose due day is required, so nothing is guessed.
ALTER TABLE "findings" ALTER COLUMN "incident_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "findings" ADD COLUMN "cm_test_id" uuid REFERENCES "cm_tests"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_one_source" CHECK (("incident_id" IS NULL) <> ("cm_test_id" IS NULL));
--> statement-breakpoint
CREATE INDEX "findings_cm_test_idx" ON "findings" ("cm_test_id");
