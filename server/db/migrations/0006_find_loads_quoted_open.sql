DROP INDEX "quotes_group_load_order_idx";--> statement-breakpoint
DROP INDEX "loads_open_created_idx";--> statement-breakpoint
DROP INDEX "loads_open_source_city_idx";--> statement-breakpoint
DROP INDEX "loads_open_destination_city_idx";--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "load_open" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "load_source_city_key" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "load_destination_city_key" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "load_weight_kg" numeric(14, 3);--> statement-breakpoint
UPDATE "quotes" SET
  "load_open" = ("loads"."status" = 'pending' AND "loads"."accepted_quote_id" IS NULL),
  "load_source_city_key" = lower("loads"."source_city"),
  "load_destination_city_key" = lower("loads"."destination_city"),
  "load_weight_kg" = "loads"."weight_kg"
  FROM "loads" WHERE "loads"."id" = "quotes"."load_id"--> statement-breakpoint
CREATE INDEX "quotes_group_find_idx" ON "quotes" USING btree ("group_id","load_created_at","load_number","load_id","status","load_open","load_source_city_key","load_destination_city_key","load_weight_kg");--> statement-breakpoint
CREATE INDEX "loads_open_created_idx" ON "loads" USING btree ("created_at","number","weight_kg","id") WHERE "loads"."status" = 'pending' and "loads"."accepted_quote_id" is null;--> statement-breakpoint
CREATE INDEX "loads_open_source_city_idx" ON "loads" USING btree (lower("source_city"),"created_at","number","weight_kg","id","source_city") WHERE "loads"."status" = 'pending' and "loads"."accepted_quote_id" is null;--> statement-breakpoint
CREATE INDEX "loads_open_destination_city_idx" ON "loads" USING btree (lower("destination_city"),"created_at","number","weight_kg","id","destination_city") WHERE "loads"."status" = 'pending' and "loads"."accepted_quote_id" is null;--> statement-breakpoint
-- A quote's load_open follows its load's openness, whatever path changes the load.
CREATE FUNCTION "quotes_load_open_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "quotes" SET "load_open" = (NEW."status" = 'pending' AND NEW."accepted_quote_id" IS NULL)
    WHERE "load_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "loads_quotes_load_open" AFTER UPDATE OF "status", "accepted_quote_id" ON "loads" FOR EACH ROW
  WHEN ((OLD."status" = 'pending' AND OLD."accepted_quote_id" IS NULL) IS DISTINCT FROM (NEW."status" = 'pending' AND NEW."accepted_quote_id" IS NULL))
  EXECUTE FUNCTION "quotes_load_open_follow"();--> statement-breakpoint
-- A new quote copies its load's state and filters (the quote's insert holds the load's row lock).
CREATE FUNCTION "quotes_copy_load"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  load record;
BEGIN
  SELECT "status", "accepted_quote_id", "source_city", "destination_city", "weight_kg" INTO load
    FROM "loads" WHERE "id" = NEW."load_id";
  -- No such load: the foreign key refuses the row with its own error.
  IF FOUND THEN
    NEW."load_open" := (load."status" = 'pending' AND load."accepted_quote_id" IS NULL);
    NEW."load_source_city_key" := lower(load."source_city");
    NEW."load_destination_city_key" := lower(load."destination_city");
    NEW."load_weight_kg" := load."weight_kg";
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "quotes_copy_load_insert" BEFORE INSERT ON "quotes" FOR EACH ROW EXECUTE FUNCTION "quotes_copy_load"();
