-- Home's overdue response actions: the open ones with a due time, soonest first, without reading the done ones.
CREATE INDEX IF NOT EXISTS "incident_response_actions_open_due_idx" ON "incident_response_actions" USING btree ("company_id","due_at") WHERE "incident_response_actions"."due_at" is not null and "incident_response_actions"."status" not in ('Completed', 'Cancelled');
