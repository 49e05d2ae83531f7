CREATE TABLE "sandbox_store_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"sandbox_store_id" integer NOT NULL,
	"order" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"fulfilment" jsonb,
	"delivered" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_store_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"sandbox_store_id" integer NOT NULL,
	"product" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"platform" text NOT NULL,
	"shop" text NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"token_hash" text,
	"webhook_url" text,
	"webhook_secret" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_stores_shop_unique" UNIQUE("shop")
);
--> statement-breakpoint
CREATE TABLE "store_connect_requests" (
	"state" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"platform" text NOT NULL,
	"shop" text,
	"code_verifier" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"auth_cipher" text
);
--> statement-breakpoint
CREATE TABLE "store_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"platform" text NOT NULL,
	"mode" text NOT NULL,
	"shop" text NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"auth_cipher" text,
	"payment_type" text DEFAULT 'default_card' NOT NULL,
	"shipping_option" text DEFAULT 'Standard' NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disconnected_at" timestamp with time zone,
	"poll_since" timestamp with time zone DEFAULT now() NOT NULL,
	"last_order_at" timestamp with time zone,
	"last_order_number" text
);
--> statement-breakpoint
CREATE TABLE "store_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"store_product_id" text NOT NULL,
	"store_variant_id" text,
	"title" text NOT NULL,
	"retail_price" integer,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"number" text NOT NULL,
	"state" text DEFAULT 'received' NOT NULL,
	"reason" text,
	"attempt" integer DEFAULT 1 NOT NULL,
	"order_id" integer,
	"order" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "store_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"store_order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"fulfilment" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_platform" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_order_number" text;--> statement-breakpoint
ALTER TABLE "sandbox_store_orders" ADD CONSTRAINT "sandbox_store_orders_sandbox_store_id_sandbox_stores_id_fk" FOREIGN KEY ("sandbox_store_id") REFERENCES "public"."sandbox_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_store_products" ADD CONSTRAINT "sandbox_store_products_sandbox_store_id_sandbox_stores_id_fk" FOREIGN KEY ("sandbox_store_id") REFERENCES "public"."sandbox_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_stores" ADD CONSTRAINT "sandbox_stores_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_connect_requests" ADD CONSTRAINT "store_connect_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_connect_requests" ADD CONSTRAINT "store_connect_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_connections" ADD CONSTRAINT "store_connections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_connections" ADD CONSTRAINT "store_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_links" ADD CONSTRAINT "store_links_store_id_store_connections_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store_connections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_store_id_store_connections_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store_connections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_updates" ADD CONSTRAINT "store_updates_store_order_id_store_orders_id_fk" FOREIGN KEY ("store_order_id") REFERENCES "public"."store_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_connections_company_idx" ON "store_connections" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_connections_shop_idx" ON "store_connections" USING btree ("platform","mode","external_id") WHERE status <> 'disconnected';--> statement-breakpoint
CREATE UNIQUE INDEX "store_links_product_idx" ON "store_links" USING btree ("store_id","store_product_id",coalesce(store_variant_id, ''));--> statement-breakpoint
CREATE UNIQUE INDEX "store_orders_external_idx" ON "store_orders" USING btree ("store_id","external_id");--> statement-breakpoint
CREATE INDEX "store_orders_company_idx" ON "store_orders" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "store_orders_order_idx" ON "store_orders" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_updates_kind_idx" ON "store_updates" USING btree ("store_order_id","kind");--> statement-breakpoint
CREATE INDEX "orders_company_store_idx" ON "orders" USING btree ("company_id","store_id","list_key") WHERE store_id is not null;