-- The company's audit log (its own screen): a company's entries newest first, read a page at a time and filtered by
-- days. The only index was by record (entity type and id, time), which cannot give one company's entries in order.
CREATE INDEX IF NOT EXISTS "audit_company_at_idx" ON "audit_log" USING btree ("company_id","at");
