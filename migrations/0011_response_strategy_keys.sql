-- Written by hand: a status check's strategy is stored as its key (RW, AWS, …), as the plan's analysis stores it;
-- rows written before held the spec's label ("Remote Work (RW)"). app/shared/response-lists.ts has the pairs.
UPDATE "bcp_activation_responses" SET "strategy" = CASE "strategy"
  WHEN 'Remote Work (RW)' THEN 'RW'
  WHEN 'Alternate Work Site (AWS)' THEN 'AWS'
  WHEN 'Hybrid Work Strategy (HWS)' THEN 'HWS'
  WHEN 'Cross-Trained Resource Allocation (CTR)' THEN 'CTR'
  WHEN 'Third-Party Service Continuity (TPSC)' THEN 'TPSC'
  WHEN 'Other Strategies (OTH)' THEN 'OTH'
  WHEN 'No Viable Strategy (Risk Accepted)' THEN 'RISK_ACCEPTED'
  ELSE "strategy" END
WHERE "strategy" IN ('Remote Work (RW)', 'Alternate Work Site (AWS)', 'Hybrid Work Strategy (HWS)',
  'Cross-Trained Resource Allocation (CTR)', 'Third-Party Service Continuity (TPSC)', 'Other Strategies (OTH)',
  'No Viable Strategy (Risk Accepted)');
