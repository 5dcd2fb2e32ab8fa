-- A plan's dependency links by its processes: the recovery gaps of a plan read every link of the company without it
-- (100,000 on the scale company: 30 ms a view, twice, issue 37).
CREATE INDEX IF NOT EXISTS "bcp_dependency_links_process_idx" ON "bcp_dependency_links" USING btree ("process_id");
