ALTER TABLE "mockup_cache" ADD COLUMN "listings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mockup_renders" ADD COLUMN "listings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mockup_renders" ADD COLUMN "listing_requests" jsonb DEFAULT '[]'::jsonb NOT NULL;