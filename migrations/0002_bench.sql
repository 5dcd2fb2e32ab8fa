CREATE INDEX "assets_company_name_idx" ON "assets" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "people_company_name_idx" ON "people" USING btree ("company_id","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "bcps_company_updated_idx" ON "bcps" USING btree ("company_id","updated_at","number");