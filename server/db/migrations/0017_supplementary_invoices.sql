CREATE TABLE "invoice_lines" (
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"charge_id" uuid,
	"gross_minor" bigint NOT NULL,
	"vat_minor" bigint NOT NULL,
	CONSTRAINT "invoice_lines_invoice_id_position_pk" PRIMARY KEY("invoice_id","position"),
	CONSTRAINT "invoice_lines_charge_kind" CHECK (("invoice_lines"."kind" = 'charge') = ("invoice_lines"."charge_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "payment_intent_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refers_to_invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "total_minor" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_minor" bigint;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_charge_id_trip_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."trip_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_charge_key" ON "invoice_lines" USING btree ("charge_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refers_to_invoice_id_invoices_id_fk" FOREIGN KEY ("refers_to_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_refers_to_idx" ON "invoices" USING btree ("refers_to_invoice_id");--> statement-breakpoint
-- Invoices issued before this migration: their freight becomes their stored line, with the VAT
-- the page showed for it (vat-rules.ts vatIncludedMinor: half up, integers only), and their totals.
INSERT INTO "invoice_lines" ("invoice_id", "position", "kind", "description", "gross_minor", "vat_minor")
SELECT i."id", 1, 'freight', l."source_city" || ' → ' || l."destination_city", i."freight_minor",
       (2 * i."freight_minor" * i."vat_rate" + (100 + i."vat_rate")) / (2 * (100 + i."vat_rate"))
FROM "invoices" i JOIN "loads" l ON l."id" = i."load_id";--> statement-breakpoint
UPDATE "invoices" i SET "total_minor" = x."gross_minor", "vat_minor" = x."vat_minor"
FROM "invoice_lines" x WHERE x."invoice_id" = i."id";--> statement-breakpoint
-- The approved charges of trips completed before this migration were shown live on the deal's
-- invoice: each such trip gets its supplementary invoice now, numbered next in its group's series.
DO $$
DECLARE
  deal record;
  issued_id uuid;
  issued_number integer;
BEGIN
  FOR deal IN
    SELECT i.*, t."id" AS "trip_id",
           CASE WHEN i."currency" IN ('BHD', 'KWD', 'OMR') THEN 1000 ELSE 100 END AS "per_major"
    FROM "trips" t
    JOIN "quotes" q ON q."id" = t."quote_id"
    JOIN "invoices" i ON i."payment_intent_id" = q."payment_intent_id"
    JOIN "loads" l ON l."id" = t."load_id"
    WHERE t."status" = 'completed'
      AND EXISTS (SELECT 1 FROM "trip_charges" c WHERE c."trip_id" = t."id" AND c."status" = 'approved')
    ORDER BY l."completed_at", t."id"
  LOOP
    INSERT INTO "document_counters" ("group_id", "series", "next") VALUES (deal."group_id", 'invoice', 2)
    ON CONFLICT ("group_id", "series") DO UPDATE SET "next" = "document_counters"."next" + 1
    RETURNING "next" - 1 INTO issued_number;
    INSERT INTO "invoices" ("group_id", "number", "load_id", "quote_id", "refers_to_invoice_id",
      "issued_at", "seller", "buyer", "origin_country", "destination_country", "supply_country",
      "currency", "vat_rate", "vat_exemption", "freight_minor")
    VALUES (deal."group_id", issued_number, deal."load_id", deal."quote_id", deal."id", now(),
      deal."seller", deal."buyer", deal."origin_country", deal."destination_country",
      deal."supply_country", deal."currency", deal."vat_rate", deal."vat_exemption", 0)
    RETURNING "id" INTO issued_id;
    INSERT INTO "invoice_lines" ("invoice_id", "position", "kind", "description", "charge_id", "gross_minor", "vat_minor")
    SELECT issued_id, row_number() OVER (ORDER BY c."created_at", c."id"), 'charge', c."reason", c."id",
           g."gross", (2 * g."gross" * deal."vat_rate" + (100 + deal."vat_rate")) / (2 * (100 + deal."vat_rate"))
    FROM "trip_charges" c
    CROSS JOIN LATERAL (SELECT round(c."approved_amount" * deal."per_major")::bigint AS "gross") g
    WHERE c."trip_id" = deal."trip_id" AND c."status" = 'approved';
    UPDATE "invoices" SET
      "total_minor" = (SELECT sum("gross_minor") FROM "invoice_lines" WHERE "invoice_id" = issued_id),
      "vat_minor" = (SELECT sum("vat_minor") FROM "invoice_lines" WHERE "invoice_id" = issued_id)
    WHERE "id" = issued_id;
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "total_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "vat_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "freight_minor";--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_deal_or_supplementary" CHECK (("invoices"."payment_intent_id" is null) <> ("invoices"."refers_to_invoice_id" is null));