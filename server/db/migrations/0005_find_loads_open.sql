CREATE TABLE "open_load_count" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"count" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "loads_open_created_idx";--> statement-breakpoint
DROP INDEX "loads_open_source_city_idx";--> statement-breakpoint
DROP INDEX "loads_open_destination_city_idx";--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "accepted_quote_id" uuid;--> statement-breakpoint
UPDATE "loads" SET "accepted_quote_id" = "quotes"."id" FROM "quotes" WHERE "quotes"."load_id" = "loads"."id" AND "quotes"."status" = 'accepted';--> statement-breakpoint
ALTER TABLE "truck_positions" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "load_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "load_number" integer;--> statement-breakpoint
UPDATE "quotes" SET "load_created_at" = "loads"."created_at", "load_number" = "loads"."number" FROM "loads" WHERE "loads"."id" = "quotes"."load_id";--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "load_created_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "load_number" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "truck_positions_link_key_idx" ON "truck_positions" USING btree ("link_id","client_key") WHERE "truck_positions"."client_key" is not null;--> statement-breakpoint
CREATE INDEX "quotes_group_load_order_idx" ON "quotes" USING btree ("group_id","load_created_at","load_number");--> statement-breakpoint
CREATE INDEX "loads_open_created_idx" ON "loads" USING btree ("created_at","number") WHERE "loads"."status" = 'pending' and "loads"."accepted_quote_id" is null;--> statement-breakpoint
CREATE INDEX "loads_open_source_city_idx" ON "loads" USING btree (lower("source_city"),"created_at","number") WHERE "loads"."status" = 'pending' and "loads"."accepted_quote_id" is null;--> statement-breakpoint
CREATE INDEX "loads_open_destination_city_idx" ON "loads" USING btree (lower("destination_city"),"created_at","number") WHERE "loads"."status" = 'pending' and "loads"."accepted_quote_id" is null;--> statement-breakpoint
INSERT INTO "open_load_count" ("id", "count") SELECT true, count(*) FROM "loads" WHERE "status" = 'pending' AND "accepted_quote_id" IS NULL;--> statement-breakpoint
CREATE FUNCTION "open_load_count_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := 0;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT delta - count(*) INTO delta FROM before_rows WHERE status = 'pending' AND accepted_quote_id IS NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT delta + count(*) INTO delta FROM after_rows WHERE status = 'pending' AND accepted_quote_id IS NULL;
  END IF;
  IF delta <> 0 THEN
    UPDATE "open_load_count" SET "count" = "count" + delta;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "loads_open_count_insert" AFTER INSERT ON "loads" REFERENCING NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION "open_load_count_change"();--> statement-breakpoint
CREATE TRIGGER "loads_open_count_update" AFTER UPDATE ON "loads" REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION "open_load_count_change"();--> statement-breakpoint
CREATE TRIGGER "loads_open_count_delete" AFTER DELETE ON "loads" REFERENCING OLD TABLE AS before_rows FOR EACH STATEMENT EXECUTE FUNCTION "open_load_count_change"();
