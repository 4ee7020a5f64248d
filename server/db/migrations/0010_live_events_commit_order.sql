CREATE TABLE "live_event_sequences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_seq" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "live_events_user_id_idx";--> statement-breakpoint
ALTER TABLE "live_events" ADD COLUMN "seq" bigint;--> statement-breakpoint
-- Stored events keep their id as their number, so a Last-Event-ID given before this migration
-- still names the same event.
UPDATE "live_events" SET "seq" = "id";--> statement-breakpoint
ALTER TABLE "live_event_sequences" ADD CONSTRAINT "live_event_sequences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A stream open now resumes with an id from the shared sequence: every user's numbers go on from
-- above the last id given out, so no such stream skips an event, whatever its user's rows.
INSERT INTO "live_event_sequences" ("user_id", "last_seq")
  SELECT "users"."id", CASE WHEN "given"."is_called" THEN "given"."last_value" ELSE 0 END
  FROM "users", "live_events_id_seq" AS "given";--> statement-breakpoint
CREATE UNIQUE INDEX "live_events_user_seq_idx" ON "live_events" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "live_events_unnumbered_idx" ON "live_events" USING btree ("id") WHERE "live_events"."seq" is null;--> statement-breakpoint
-- Numbers a committing transaction's events, per user, in commit order: it runs as the transaction
-- commits (a deferred trigger), takes each recipient's next numbers under the lock of their
-- live_event_sequences row, and keeps that lock until the commit is done, so a transaction that
-- commits later gets higher numbers. All of a transaction's recipients are locked in one statement
-- in user id order, so two committing transactions cannot deadlock. The first row's trigger numbers
-- every row of its transaction and notes the highest row id it numbered; the others are below it.
CREATE FUNCTION "live_events_number"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "numbered_to" bigint;
BEGIN
  IF NEW."id" <= coalesce(nullif(current_setting('gf.live_events_numbered_to', true), '')::bigint, 0) THEN
    RETURN NULL;
  END IF;
  WITH "unnumbered" AS (
    SELECT "id", "user_id", row_number() OVER (PARTITION BY "user_id" ORDER BY "id") AS "nth"
    FROM "live_events" WHERE "seq" IS NULL
  ), "counts" AS (
    SELECT "user_id", count(*) AS "n" FROM "unnumbered" GROUP BY "user_id"
  ), "taken" AS (
    INSERT INTO "live_event_sequences" AS "s" ("user_id", "last_seq")
    SELECT "user_id", "n" FROM "counts" ORDER BY "user_id"
    ON CONFLICT ("user_id") DO UPDATE SET "last_seq" = "s"."last_seq" + EXCLUDED."last_seq"
    RETURNING "user_id", "last_seq"
  ), "numbered" AS (
    UPDATE "live_events" AS "e" SET "seq" = "taken"."last_seq" - "counts"."n" + "unnumbered"."nth"
    FROM "unnumbered"
      JOIN "counts" USING ("user_id")
      JOIN "taken" USING ("user_id")
    WHERE "e"."id" = "unnumbered"."id"
    RETURNING "e"."id"
  )
  SELECT max("id") INTO "numbered_to" FROM "numbered";
  PERFORM set_config('gf.live_events_numbered_to', coalesce("numbered_to", NEW."id")::text, true);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "live_events_number_on_commit" AFTER INSERT ON "live_events"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "live_events_number"();
