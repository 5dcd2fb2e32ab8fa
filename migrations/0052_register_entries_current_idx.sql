-- A register's current entries in name order: its list page reads them, and counts them, from the index alone
-- (the count of 5,000 applications read the table, archived entries and all: issue 33).
CREATE INDEX IF NOT EXISTS "register_entries_current_idx" ON "register_entries" USING btree ("company_id","kind","name","id") WHERE "register_entries"."archived_at" is null;
