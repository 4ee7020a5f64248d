CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_intent_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"provider_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "test_payment_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_intent_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "test_payment_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
-- Payments made before this migration: open for 15 minutes from their creation, settled when
-- they accepted a quote, and every unsettled one looked at by the first reconciliation.
UPDATE "payments" SET
  "status" = CASE WHEN "status" = 'succeeded' THEN 'succeeded' ELSE 'requires_payment' END,
  "expires_at" = "created_at" + interval '15 minutes',
  "next_check_at" = "created_at",
  "settled_at" = (SELECT q."accepted_at" FROM "quotes" q WHERE q."payment_intent_id" = "payments"."payment_intent_id");--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "next_check_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "closed_by_quote_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "acceptance_cancelled_at" timestamp with time zone;--> statement-breakpoint
-- Quotes an acceptance closed before this migration: rejected in the acceptance's own moment
-- (a quote the shipper had rejected before keeps its rejection).
UPDATE "quotes" o SET "closed_by_quote_id" = l."accepted_quote_id"
  FROM "loads" l JOIN "quotes" a ON a."id" = l."accepted_quote_id"
  WHERE l."id" = o."load_id" AND o."id" <> a."id" AND o."status" = 'rejected'
    AND o."updated_at" = a."accepted_at";--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_intent_id_payments_payment_intent_id_fk" FOREIGN KEY ("payment_intent_id") REFERENCES "public"."payments"("payment_intent_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_payment_key" ON "payment_refunds" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_due_idx" ON "payment_refunds" USING btree ("next_attempt_at") WHERE "payment_refunds"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payments_load_idx" ON "payments" USING btree ("load_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_open_quote_idx" ON "payments" USING btree ("quote_id","expires_at") WHERE "payments"."status" in ('requires_payment', 'processing') and "payments"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "payments_unsettled_idx" ON "payments" USING btree ("next_check_at") WHERE "payments"."settled_at" is null and "payments"."status" not in ('failed', 'canceled');