-- A company's exercises (issue 37): Home's setup checklist asks whether there is one, which read every incident of a
-- company that has none (5,000 on the scale company: 2.8 ms of Home's SQL); the exercises list reads them newest first.
CREATE INDEX IF NOT EXISTS "incidents_exercises_idx" ON "incidents" USING btree ("company_id","created_at") WHERE "incidents"."exercise_type" is not null;
