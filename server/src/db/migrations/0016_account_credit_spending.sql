ALTER TABLE "account_credits" ADD COLUMN "kind" text DEFAULT 'issued' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_credits" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "account_credits_spend_idx" ON "account_credits" USING btree ("order_id") WHERE kind = 'spent';--> statement-breakpoint
CREATE UNIQUE INDEX "account_credits_key_idx" ON "account_credits" USING btree ("key");