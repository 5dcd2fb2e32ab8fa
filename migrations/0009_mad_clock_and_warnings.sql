ALTER TABLE "bcp_activation_processes" ADD COLUMN "mad_warned_pct" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bcp_activation_processes" ADD COLUMN "mad_warning_due_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bcp_activation_processes_warning_idx" ON "bcp_activation_processes" USING btree ("mad_warning_due_at");--> statement-breakpoint
-- The MAD clock starts at the disruption, not at the activation: rows never corrected by hand take the
-- incident's alert date and time (when it is earlier than the activation).
UPDATE "bcp_activation_processes" AS ap SET "disrupted_since" = i."alert_date"
FROM "bcp_activations" AS a, "incidents" AS i
WHERE a."id" = ap."activation_id" AND i."id" = a."incident_id" AND ap."disruption_updated_at" IS NULL
  AND i."alert_date" IS NOT NULL AND i."alert_date" < ap."disrupted_since";--> statement-breakpoint
-- Active processes get their first MAD warning (50 %) scheduled; months count as 30 days.
UPDATE "bcp_activation_processes" AS ap SET "mad_warning_due_at" = ap."disrupted_since" + (p."mad" * 0.5) * (CASE p."mad_duration"
    WHEN 'minutes' THEN interval '1 minute' WHEN 'hours' THEN interval '1 hour' WHEN 'days' THEN interval '1 day'
    WHEN 'weeks' THEN interval '7 days' ELSE interval '30 days' END)
FROM "bcp_activations" AS a, "bcp_processes" AS p
WHERE a."id" = ap."activation_id" AND p."id" = ap."process_id" AND a."deactivated_at" IS NULL;
