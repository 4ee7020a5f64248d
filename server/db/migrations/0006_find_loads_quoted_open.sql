ALTER TABLE "quotes" ADD COLUMN "load_open" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "quotes_group_counts_idx" ON "quotes" USING btree ("group_id","status","load_open");--> statement-breakpoint
UPDATE "quotes" SET "load_open" = false FROM "loads" WHERE "loads"."id" = "quotes"."load_id" AND NOT ("loads"."status" = 'pending' AND "loads"."accepted_quote_id" IS NULL);--> statement-breakpoint
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
CREATE FUNCTION "quotes_load_open_at_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  is_open boolean;
BEGIN
  SELECT ("status" = 'pending' AND "accepted_quote_id" IS NULL) INTO is_open
    FROM "loads" WHERE "id" = NEW."load_id";
  -- No such load: the foreign key refuses the row with its own error.
  IF FOUND THEN
    NEW."load_open" := is_open;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "quotes_load_open_insert" BEFORE INSERT ON "quotes" FOR EACH ROW EXECUTE FUNCTION "quotes_load_open_at_insert"();
