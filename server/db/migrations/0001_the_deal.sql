CREATE TABLE "loads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"shipper_user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"source" jsonb NOT NULL,
	"destination" jsonb NOT NULL,
	"source_city" text NOT NULL,
	"destination_city" text NOT NULL,
	"weight_value" numeric(12, 3) NOT NULL,
	"weight_unit" text NOT NULL,
	"weight_kg" numeric(14, 3) NOT NULL,
	"material" text NOT NULL,
	"hsn_code" text,
	"load_type" text NOT NULL,
	"truck_type" text,
	"truck_sub_type" text,
	"currency" text NOT NULL,
	"scheduled_date" timestamp with time zone NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"load_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"load_ready_at" timestamp with time zone,
	"out_to_collect_at" timestamp with time zone,
	"loaded_at" timestamp with time zone,
	"out_to_unload_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"first_quote_at" timestamp with time zone,
	CONSTRAINT "loads_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"payment_intent_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"quote_id" uuid NOT NULL,
	"load_id" uuid NOT NULL,
	"payer_user_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processed_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"load_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"provider_user_id" uuid NOT NULL,
	"truck_id" uuid,
	"offer" numeric(14, 3) NOT NULL,
	"approved_amount" numeric(14, 3),
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_intent_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "quotes_payment_intent_id_unique" UNIQUE("payment_intent_id")
);
--> statement-breakpoint
CREATE TABLE "temp_loads" (
	"device_hash" text PRIMARY KEY NOT NULL,
	"draft" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"load_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"truck_id" uuid,
	"driver_id" uuid,
	"base_price" numeric(14, 3) NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirm_at" timestamp with time zone,
	CONSTRAINT "trips_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "trucks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"group_id" uuid NOT NULL,
	"name" text NOT NULL,
	"model" text NOT NULL,
	"license_plate" text NOT NULL,
	"type" text NOT NULL,
	"truck_option" text,
	"weight" numeric(12, 3) NOT NULL,
	"weight_unit" text DEFAULT 'ton' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"docs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trucks_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_shipper_user_id_users_id_fk" FOREIGN KEY ("shipper_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_group_id_truck_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."truck_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_provider_user_id_users_id_fk" FOREIGN KEY ("provider_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_group_id_truck_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."truck_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trucks" ADD CONSTRAINT "trucks_group_id_truck_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."truck_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loads_shipper_created_idx" ON "loads" USING btree ("shipper_user_id","created_at");--> statement-breakpoint
CREATE INDEX "loads_open_created_idx" ON "loads" USING btree ("created_at") WHERE "loads"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "loads_open_source_city_idx" ON "loads" USING btree (lower("source_city"),"created_at") WHERE "loads"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "loads_open_destination_city_idx" ON "loads" USING btree (lower("destination_city"),"created_at") WHERE "loads"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_load_group_key" ON "quotes" USING btree ("load_id","group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_one_accepted_per_load" ON "quotes" USING btree ("load_id") WHERE "quotes"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "quotes_group_idx" ON "quotes" USING btree ("group_id","load_id");--> statement-breakpoint
CREATE INDEX "temp_loads_expires_idx" ON "temp_loads" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trips_one_live_per_load" ON "trips" USING btree ("load_id") WHERE "trips"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "trips_group_created_idx" ON "trips" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE INDEX "trucks_group_created_idx" ON "trucks" USING btree ("group_id","created_at");