CREATE TABLE "driver_links" (
	"id" text PRIMARY KEY NOT NULL,
	"number" serial NOT NULL,
	"trip_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"device_key_hash" text,
	"device_fingerprint" text,
	"device_info" jsonb,
	"bound_at" timestamp with time zone,
	"deactivated_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "driver_links_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "truck_positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trip_id" uuid NOT NULL,
	"link_id" text NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"accuracy" double precision,
	"recorded_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"link_id" text,
	"reason" text NOT NULL,
	"amount" numeric(14, 3) NOT NULL,
	"approved_amount" numeric(14, 3) DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "driver_links" ADD CONSTRAINT "driver_links_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_links" ADD CONSTRAINT "driver_links_group_id_truck_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."truck_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_links" ADD CONSTRAINT "driver_links_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_links" ADD CONSTRAINT "driver_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_positions" ADD CONSTRAINT "truck_positions_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_positions" ADD CONSTRAINT "truck_positions_link_id_driver_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."driver_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_charges" ADD CONSTRAINT "trip_charges_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_charges" ADD CONSTRAINT "trip_charges_link_id_driver_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."driver_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_charges" ADD CONSTRAINT "trip_charges_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "driver_links_one_active_per_trip" ON "driver_links" USING btree ("trip_id") WHERE "driver_links"."is_active";--> statement-breakpoint
CREATE INDEX "driver_links_group_created_idx" ON "driver_links" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE INDEX "driver_links_trip_idx" ON "driver_links" USING btree ("trip_id","created_at");--> statement-breakpoint
CREATE INDEX "truck_positions_trip_recorded_idx" ON "truck_positions" USING btree ("trip_id","recorded_at");--> statement-breakpoint
CREATE INDEX "trip_charges_trip_created_idx" ON "trip_charges" USING btree ("trip_id","created_at");