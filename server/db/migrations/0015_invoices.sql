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
ALTER TABLE "users" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cr_number" text;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_group_id_truck_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."truck_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_group_id_truck_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."truck_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_group_id_truck_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."truck_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_group_number_key" ON "credit_notes" USING btree ("group_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_invoice_key" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_group_number_key" ON "invoices" USING btree ("group_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment_key" ON "invoices" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "invoices_load_issued_idx" ON "invoices" USING btree ("load_id","issued_at","id");