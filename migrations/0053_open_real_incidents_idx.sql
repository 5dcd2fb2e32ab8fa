-- Home's open incidents and its overdue response actions (issue 37): the running real incidents, newest first, and
-- their count read from an index of those alone (3,000 of 5,000 incidents on the scale company were read from the
-- table), and the open actions' index carries the incident it joins.
CREATE INDEX IF NOT EXISTS "incidents_open_real_idx" ON "incidents" USING btree ("company_id","created_at","id") WHERE not "incidents"."is_draft" and not "incidents"."disabled" and "incidents"."exercise_type" is null and "incidents"."status" not in ('Completed', 'Cancelled');--> statement-breakpoint
DROP INDEX IF EXISTS "incident_response_actions_open_due_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "incident_response_actions_open_due_idx" ON "incident_response_actions" USING btree ("company_id","due_at") INCLUDE ("incident_id") WHERE "incident_response_actions"."due_at" is not null and "incident_response_actions"."status" not in ('Completed', 'Cancelled');
