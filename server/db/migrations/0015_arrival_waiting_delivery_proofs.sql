CREATE TABLE "delivery_proofs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"trip_id" uuid NOT NULL,
	"link_id" text NOT NULL,
	"recipient_name" text NOT NULL,
	"signature_file_id" uuid NOT NULL,
	"longitude" double precision,
	"latitude" double precision,
	"accuracy_meters" double precision,
	"recorded_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_proof_settings" (
	"trip_id" uuid PRIMARY KEY NOT NULL,
	"photos_required" boolean NOT NULL,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_link_id_driver_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."driver_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_signature_file_id_stored_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_proof_settings" ADD CONSTRAINT "trip_proof_settings_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_proof_settings" ADD CONSTRAINT "trip_proof_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_stop_visits" ADD CONSTRAINT "trip_stop_visits_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_proofs_trip_idx" ON "delivery_proofs" USING btree ("trip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_charges_one_waiting_per_stop" ON "trip_charges" USING btree ("trip_id","waiting_stop") WHERE "trip_charges"."waiting_stop" is not null;