CREATE TABLE "storage_moves" (
	"from_key" text PRIMARY KEY NOT NULL,
	"to_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A bulk order's results file was kept under the upload's counting id
-- (bulk-orders/{company}/{id}-results.csv), a key anyone could guess. It moves beside the uploaded
-- file, under that file's random name. The row points at the new key now; the start-up step moves
-- the file (storage_moves). The self-join reads each row's key from before the update.
WITH "moved" AS (
	UPDATE "bulk_orders" AS "b"
	SET "results_key" = regexp_replace("b"."file_key", '\.[A-Za-z0-9]+$', '') || '-results.csv'
	FROM "bulk_orders" AS "old"
	WHERE "old"."id" = "b"."id" AND "old"."results_key" ~ '^bulk-orders/[0-9]+/[0-9]+-results\.csv$'
	RETURNING "old"."results_key" AS "from_key", "b"."results_key" AS "to_key"
)
INSERT INTO "storage_moves" ("from_key", "to_key") SELECT DISTINCT "from_key", "to_key" FROM "moved"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- An order line's preview copy lived beside its print file under orders/, which /media no longer
-- serves; it moves to the public order-previews/ folder, keeping the hash that makes it unguessable
-- (the same key the copy job now writes). Lines of a reprint may share one copy: one move for both.
WITH "moved" AS (
	UPDATE "order_items" AS "i"
	SET "preview_key" = regexp_replace(
		"old"."preview_key",
		'^orders/[0-9]+/[0-9]+-([0-9a-f]{32})/(preview\.[A-Za-z0-9]+)$',
		'order-previews/\1/\2'
	)
	FROM "order_items" AS "old"
	WHERE "old"."id" = "i"."id"
		AND "old"."preview_key" ~ '^orders/[0-9]+/[0-9]+-[0-9a-f]{32}/preview\.[A-Za-z0-9]+$'
	RETURNING "old"."preview_key" AS "from_key", "i"."preview_key" AS "to_key"
)
INSERT INTO "storage_moves" ("from_key", "to_key") SELECT DISTINCT "from_key", "to_key" FROM "moved"
ON CONFLICT DO NOTHING;
