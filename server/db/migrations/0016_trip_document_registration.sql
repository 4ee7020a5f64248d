CREATE TABLE "trip_document_registrations" (
	"trip_id" uuid PRIMARY KEY NOT NULL,
	"registration_number" text NOT NULL,
	"registered_by" uuid NOT NULL,
	"registered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trip_document_registrations" ADD CONSTRAINT "trip_document_registrations_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_document_registrations" ADD CONSTRAINT "trip_document_registrations_registered_by_users_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;