CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logins" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"login_time" timestamp with time zone DEFAULT now() NOT NULL,
	"logout_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"family_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"username" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"phone" text DEFAULT '0000000000' NOT NULL,
	"country_code" text DEFAULT 'US' NOT NULL,
	"state" text DEFAULT 'CA' NOT NULL,
	"role" text DEFAULT '1' NOT NULL,
	"staff_role" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"email" text,
	"component" text,
	"user_id" integer,
	"url" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"last_error" text,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"links" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "artwork_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mockup_cache" (
	"cache_key" text PRIMARY KEY NOT NULL,
	"previews" jsonb NOT NULL,
	"print_file" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mockup_renders" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"sku" text NOT NULL,
	"cache_key" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"cached" boolean DEFAULT false NOT NULL,
	"previews" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"print_file" jsonb,
	"error" text,
	"detail" text,
	"input" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text,
	"description" text DEFAULT '' NOT NULL,
	"sku" text NOT NULL,
	"layers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"mockup_id" text,
	"preview_key" text,
	"mockups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"print_file" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_families" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_families_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "catalog_featured" (
	"sku" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_images" (
	"id" text PRIMARY KEY NOT NULL,
	"png" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_sku_remaps" (
	"from_sku" text PRIMARY KEY NOT NULL,
	"to_sku" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_variants" (
	"sku" text PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"product" text NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"variant_name" text NOT NULL,
	"variant_url" text NOT NULL,
	"color_name" text NOT NULL,
	"color_hex" text NOT NULL,
	"color_url" text NOT NULL,
	"price" integer NOT NULL,
	"shipping_us" integer NOT NULL,
	"shipping_intl" integer NOT NULL,
	"shipping_expedited" integer NOT NULL,
	"material" text DEFAULT '' NOT NULL,
	"dimensions" text DEFAULT '' NOT NULL,
	"body_description" text DEFAULT '' NOT NULL,
	"bullets" jsonb NOT NULL,
	"print_width_px" integer NOT NULL,
	"print_height_px" integer NOT NULL,
	"print_dpi" integer NOT NULL,
	"print_bleed_px" integer DEFAULT 0 NOT NULL,
	"mockup_shape" text NOT NULL,
	"drawing" jsonb,
	"images" jsonb,
	"mockup" jsonb,
	"is_default" boolean DEFAULT false NOT NULL,
	"metrics" text DEFAULT '' NOT NULL,
	"collections" jsonb NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artwork_files" ADD CONSTRAINT "artwork_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mockup_renders" ADD CONSTRAINT "mockup_renders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_templates" ADD CONSTRAINT "product_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_variants" ADD CONSTRAINT "catalog_variants_family_id_catalog_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."catalog_families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_idx" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_tokens_hash_idx" ON "user_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "artwork_files_company_idx" ON "artwork_files" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "artwork_files_key_idx" ON "artwork_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "mockup_renders_company_idx" ON "mockup_renders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "mockup_renders_cache_idx" ON "mockup_renders" USING btree ("cache_key");--> statement-breakpoint
CREATE INDEX "product_templates_company_idx" ON "product_templates" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "catalog_variants_family_idx" ON "catalog_variants" USING btree ("family_id","position");