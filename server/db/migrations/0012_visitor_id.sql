ALTER TABLE "driver_links" ADD COLUMN "visitor_id" text;--> statement-breakpoint
ALTER TABLE "driver_links" ADD COLUMN "other_visitor_id" text;--> statement-breakpoint
ALTER TABLE "driver_links" ADD COLUMN "other_visitor_at" timestamp with time zone;--> statement-breakpoint
-- Visitor drafts were kept under a guessable hash of screen, colour depth, time zone and language;
-- their keys are now a FingerprintJS visitor id with a random part, so the old ones are dropped.
DELETE FROM "temp_loads";