-- Dependencies become links (issue 33, item 2). Each line of a saved dependency block becomes a link: in UPSTREAM
-- PROCESS to the company's process of that name, elsewhere to the register entry of that name. A name no register
-- holds yet becomes an entry (one per distinct name per company and register), flagged "created from a plan, to
-- review", so nothing typed is lost; an upstream name that is no process goes to "other dependencies".
CREATE TABLE "bcp_dependency_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"block_id" uuid NOT NULL,
	"process_id" uuid NOT NULL,
	"entry_id" uuid,
	"upstream_process_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bcp_dependency_links_one_target" CHECK (("entry_id" is null) <> ("upstream_process_id" is null))
);
--> statement-breakpoint
ALTER TABLE "bcp_dependency_links" ADD CONSTRAINT "bcp_dependency_links_block_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."bcp_dependency_blocks"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bcp_dependency_links" ADD CONSTRAINT "bcp_dependency_links_process_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."bcp_processes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bcp_dependency_links" ADD CONSTRAINT "bcp_dependency_links_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."register_entries"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bcp_dependency_links" ADD CONSTRAINT "bcp_dependency_links_upstream_process_id_fk" FOREIGN KEY ("upstream_process_id") REFERENCES "public"."bcp_processes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "bcp_dependency_links_block_idx" ON "bcp_dependency_links" USING btree ("block_id");
--> statement-breakpoint
CREATE INDEX "bcp_dependency_links_entry_idx" ON "bcp_dependency_links" USING btree ("entry_id");
--> statement-breakpoint
CREATE INDEX "bcp_dependency_links_upstream_idx" ON "bcp_dependency_links" USING btree ("upstream_process_id");
--> statement-breakpoint
CREATE TEMP TABLE "dependency_lines" AS
SELECT DISTINCT ON (b.id, lower(btrim(d.name))) b.id AS block_id, b.company_id, b.process_id, b.block, btrim(d.name) AS name, d.position::int AS position,
  (SELECT p.id FROM bcp_processes p
    WHERE b.block = 'upstream' AND p.company_id = b.company_id AND p.id <> b.process_id
      AND lower(p.name) = lower(btrim(d.name))
    ORDER BY p.created_at, p.id LIMIT 1) AS upstream_process_id,
  CASE b.block WHEN 'itapplication' THEN 'application' WHEN 'equipment' THEN 'equipment'
    WHEN 'criticalrecords' THEN 'record' ELSE 'other' END AS kind
FROM bcp_dependency_blocks b
CROSS JOIN LATERAL jsonb_array_elements_text(b.dependencies) WITH ORDINALITY AS d(name, position)
WHERE btrim(d.name) <> ''
ORDER BY b.id, lower(btrim(d.name)), d.position;
--> statement-breakpoint
INSERT INTO register_entries (company_id, kind, name, from_plan)
SELECT DISTINCT ON (company_id, kind, lower(name)) company_id, kind, name, true
FROM dependency_lines WHERE upstream_process_id IS NULL
ORDER BY company_id, kind, lower(name), name
ON CONFLICT (company_id, kind, lower(name)) DO NOTHING;
--> statement-breakpoint
INSERT INTO bcp_dependency_links (company_id, block_id, process_id, entry_id, upstream_process_id, position)
SELECT l.company_id, l.block_id, l.process_id, e.id, l.upstream_process_id, l.position
FROM dependency_lines l
LEFT JOIN register_entries e ON l.upstream_process_id IS NULL AND e.company_id = l.company_id
  AND e.kind = l.kind AND lower(e.name) = lower(l.name);
--> statement-breakpoint
DROP TABLE "dependency_lines";
