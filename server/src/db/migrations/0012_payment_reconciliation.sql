ALTER TABLE "term_payments" ADD COLUMN "reconciliation" text;--> statement-breakpoint
ALTER TABLE "term_payments" ADD COLUMN "reconciled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reconciliation" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reconciled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_unsettled_idx" ON "payments" USING btree ("created_at") WHERE order_id is null or status = 'authorized';