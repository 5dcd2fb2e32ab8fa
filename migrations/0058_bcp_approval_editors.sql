-- Four eyes (integrity review 2026-11-28): who changed a section (or, for `overall`, any part of the plan) since it
-- was last approved may not approve it. Rounds already under way start with no editors recorded: the rule holds
-- for changes made from now on.
ALTER TABLE "bcp_approvals" ADD COLUMN IF NOT EXISTS "editor_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;
