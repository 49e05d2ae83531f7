CREATE TABLE "claim_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"decision" text
);
--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "more_photo_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_items" ADD CONSTRAINT "claim_items_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_items" ADD CONSTRAINT "claim_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_items_line_idx" ON "claim_items" USING btree ("claim_id","order_item_id");--> statement-breakpoint
CREATE INDEX "claim_items_order_item_idx" ON "claim_items" USING btree ("order_item_id");--> statement-breakpoint
-- Claims filed before items could be chosen were about the whole order: they name every line of
-- it with its full quantity. A resolved one kept its single resolution for all of its items.
INSERT INTO "claim_items" ("claim_id", "order_item_id", "quantity", "decision")
SELECT c."id", i."id", i."quantity", CASE WHEN c."status" = 'RESOLVED' THEN c."resolution" END
FROM "claims" c JOIN "order_items" i ON i."order_id" = c."order_id"
ORDER BY c."id", i."id";
