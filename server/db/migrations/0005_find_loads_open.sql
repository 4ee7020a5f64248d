DROP INDEX "loads_open_created_idx";--> statement-breakpoint
DROP INDEX "loads_open_source_city_idx";--> statement-breakpoint
DROP INDEX "loads_open_destination_city_idx";--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "accepted_quote_id" uuid;--> statement-breakpoint
UPDATE "loads" SET "accepted_quote_id" = "quotes"."id" FROM "quotes" WHERE "quotes"."load_id" = "loads"."id" AND "quotes"."status" = 'accepted';--> statement-breakpoint
ALTER TABLE "truck_positions" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "truck_positions_link_key_idx" ON "truck_positions" USING btree ("link_id","client_key") WHERE "truck_positions"."client_key" is not null;--> statement-breakpoint
CREATE INDEX "loads_open_created_idx" ON "loads" USING btree ("created_at","number") WHERE "loads"."status" = 'pending' and "loads"."accepted_quote_id" is null;--> statement-breakpoint
CREATE INDEX "loads_open_source_city_idx" ON "loads" USING btree (lower("source_city"),"created_at","number") WHERE "loads"."status" = 'pending' and "loads"."accepted_quote_id" is null;--> statement-breakpoint
CREATE INDEX "loads_open_destination_city_idx" ON "loads" USING btree (lower("destination_city"),"created_at","number") WHERE "loads"."status" = 'pending' and "loads"."accepted_quote_id" is null;