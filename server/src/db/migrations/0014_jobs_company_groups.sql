DROP INDEX "jobs_due_idx";--> statement-breakpoint
DROP INDEX "jobs_group_idx";--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "group_key" SET DEFAULT 'system';--> statement-breakpoint
-- Jobs still to run join the group of the company their payload names, so they take their turn
-- with that company's other jobs; what names no company is the queue's own ('system').
UPDATE "jobs" SET "group_key" = 'company:' || substring("group_key" from 6) WHERE "group_key" LIKE 'bulk:%';--> statement-breakpoint
UPDATE "jobs" j SET "group_key" = 'company:' || o."company_id" FROM "orders" o
  WHERE j."group_key" IS NULL AND j."status" IN ('queued', 'running')
    AND j."type" IN ('checkout.capture', 'orders.copy-files', 'refunds.retry')
    AND o."id"::text = j."payload"->>'orderId';--> statement-breakpoint
UPDATE "jobs" j SET "group_key" = 'company:' || d."company_id" FROM "webhook_deliveries" d
  WHERE j."group_key" IS NULL AND j."status" IN ('queued', 'running') AND j."type" = 'webhooks.deliver'
    AND d."id"::text = j."payload"->>'deliveryId';--> statement-breakpoint
UPDATE "jobs" j SET "group_key" = 'company:' || p."company_id" FROM "term_payments" p
  WHERE j."group_key" IS NULL AND j."status" IN ('queued', 'running') AND j."type" = 'credit-terms.resume'
    AND p."id"::text = j."payload"->>'termPaymentId';--> statement-breakpoint
UPDATE "jobs" j SET "group_key" = 'company:' || u."company_id" FROM "users" u
  WHERE j."group_key" IS NULL AND j."status" IN ('queued', 'running')
    AND ((j."type" = 'mail.send' AND u."email" = lower(j."payload"->>'to'))
      OR (j."type" = 'crm.contact' AND u."email" = lower(j."payload"->>'email')));--> statement-breakpoint
UPDATE "jobs" SET "group_key" = 'public' WHERE "group_key" IS NULL AND "type" = 'auth.reset-mail';--> statement-breakpoint
UPDATE "jobs" SET "group_key" = 'system' WHERE "group_key" IS NULL;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "group_key" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_queued_idx" ON "jobs" USING btree ("group_key","run_at","id") WHERE status = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_running_idx" ON "jobs" USING btree ("group_key","locked_at") WHERE status = 'running';--> statement-breakpoint
CREATE INDEX "jobs_waiting_idx" ON "jobs" USING btree ("type","group_key") WHERE status in ('queued', 'running');