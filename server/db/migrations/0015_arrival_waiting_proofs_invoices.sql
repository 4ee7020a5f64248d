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
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"invoice_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"total_minor" bigint NOT NULL,
	"vat_minor" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"group_id" uuid NOT NULL,
	"series" text NOT NULL,
	"next" bigint NOT NULL,
	CONSTRAINT "document_counters_group_id_series_pk" PRIMARY KEY("group_id","series")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"load_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"payment_intent_id" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"origin_country" text NOT NULL,
	"destination_country" text NOT NULL,
	"supply_country" text NOT NULL,
	"currency" text NOT NULL,
	"vat_rate" integer NOT NULL,
	"vat_exemption" text,
	"freight_minor" bigint NOT NULL
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
ALTER TABLE "users" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cr_number" text;--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_link_id_driver_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."driver_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_signature_file_id_stored_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_proof_settings" ADD CONSTRAINT "trip_proof_settings_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_proof_settings" ADD CONSTRAINT "trip_proof_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_group_id_truck_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."truck_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_group_id_truck_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."truck_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_group_id_truck_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."truck_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_stop_visits" ADD CONSTRAINT "trip_stop_visits_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_proofs_trip_idx" ON "delivery_proofs" USING btree ("trip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_group_number_key" ON "credit_notes" USING btree ("group_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_invoice_key" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_group_number_key" ON "invoices" USING btree ("group_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment_key" ON "invoices" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "invoices_load_issued_idx" ON "invoices" USING btree ("load_id","issued_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_charges_one_waiting_per_stop" ON "trip_charges" USING btree ("trip_id","waiting_stop") WHERE "trip_charges"."waiting_stop" is not null;