-- Closing or disabling an incident now stands down the plans still active for it (audit 2026-12-02: a Completed
-- incident's plan kept driving Home's most urgent clock and stayed in Active BCPs). Plans left active by incidents
-- closed or disabled before that are stood down here, at the incident's last change, with the same reason.
UPDATE "bcp_activations" AS a
SET "deactivated_at" = i."updated_at",
  "deactivation_reason" = 'the ' || lower(i."type") || ' was ' || CASE WHEN i."disabled" THEN 'disabled' ELSE lower(i."status") END
FROM "incidents" AS i
WHERE i."id" = a."incident_id"
  AND a."deactivated_at" IS NULL
  AND (i."status" IN ('Completed', 'Cancelled') OR i."disabled");
