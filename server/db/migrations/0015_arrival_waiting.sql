CREATE TABLE "trip_stop_visits" (
	"trip_id" uuid NOT NULL,
	"stop" text NOT NULL,
	"arrived_at" timestamp with time zone NOT NULL,
	"departed_at" timestamp with time zone,
	CONSTRAINT "trip_stop_visits_trip_id_stop_pk" PRIMARY KEY("trip_id","stop")
);
--> statement-breakpoint
ALTER TABLE "trip_charges" ADD COLUMN "waiting_stop" text;--> statement-breakpoint
ALTER TABLE "truck_groups" ADD COLUMN "free_waiting_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "truck_groups" ADD COLUMN "waiting_rates" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_stop_visits" ADD CONSTRAINT "trip_stop_visits_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trip_charges_one_waiting_per_stop" ON "trip_charges" USING btree ("trip_id","waiting_stop") WHERE "trip_charges"."waiting_stop" is not null;