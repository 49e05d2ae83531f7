CREATE INDEX "orders_company_id_idx" ON "orders" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "orders_company_total_idx" ON "orders" USING btree ("company_id","total","id");--> statement-breakpoint
CREATE INDEX "orders_company_rank_total_idx" ON "orders" USING btree ("company_id","status_rank","total","id");