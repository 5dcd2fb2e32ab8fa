-- The incidents domain's own, unchecked plan association is replaced by associated_management_plans
-- (see docs/decisions.md). Rows naming a real, approved plan of the incident's company that the incident's
-- kind accepts (IMP for an incident; IMP or CMP for a crisis) are kept there; the others were never valid.
INSERT INTO "associated_management_plans" ("company_id", "incident_id", "incident_type", "plan_id", "created_at")
SELECT i."company_id", i."id", i."type", p."id", ip."created_at"
FROM "incident_plans" ip
JOIN "incidents" i ON i."id" = ip."incident_id"
JOIN "management_plans" p ON p."id" = ip."plan_id" AND p."company_id" = i."company_id"
WHERE p."status" = 'APPROVED' AND (p."type" = 'IMP' OR (p."type" = 'CMP' AND i."type" = 'Crisis'))
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "incident_plans" CASCADE;
