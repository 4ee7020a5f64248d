-- Trucks stored before their type bounded them (the truck type reference of docs/product.md §3, as it stands
-- in src/contract/reference/truck-types.ts at this migration): none carries more than its type,
-- and a body its type does not offer is no longer claimed.
UPDATE "trucks" t SET
  "weight" = CASE WHEN t."weight_unit" = 'ton' THEN c."kg" / 1000.0 ELSE c."kg" END,
  "updated_at" = now()
  FROM (VALUES ('3Ton', 3000), ('4.2Ton', 4200), ('7Ton', 7000), ('10Ton', 10000), ('12M', 20000),
    ('13.6M', 25000), ('15M', 30000)) AS c("type", "kg")
  WHERE t."type" = c."type"
    AND CASE WHEN t."weight_unit" = 'ton' THEN t."weight" * 1000 ELSE t."weight" END > c."kg";--> statement-breakpoint
UPDATE "trucks" t SET "truck_option" = NULL, "updated_at" = now()
  FROM (VALUES
    ('3Ton', ARRAY['open side grill', 'closed box']),
    ('4.2Ton', ARRAY['open side grill']),
    ('7Ton', ARRAY['open side grill']),
    ('10Ton', ARRAY['open side grill', 'closed box', 'curtain side']),
    ('12M', ARRAY['open side grill', 'closed box', 'curtain side']),
    ('13.6M', ARRAY['open side grill', 'closed box', 'curtain side']),
    ('15M', ARRAY['flat bed', 'open side grill', 'open box', 'curtain side', 'closed box', 'reefer'])
  ) AS o("type", "options")
  WHERE t."type" = o."type" AND t."truck_option" IS NOT NULL
    AND NOT (t."truck_option" = ANY (o."options"));--> statement-breakpoint
-- Plates typed twice in one group before they had to differ: the later trucks' plates gain their
-- own number, so the provider sees which ones to correct, and the unique index below can hold.
UPDATE "trucks" SET
  "license_plate" = "license_plate" || ' (TRK-' || "number" || ')',
  "updated_at" = now()
  WHERE "id" IN (
    SELECT "id" FROM (
      SELECT "id", row_number() OVER (
        PARTITION BY "group_id", upper(regexp_replace("license_plate", '[[:space:]]', '', 'g'))
        ORDER BY "number") AS "nth"
      FROM "trucks") AS "numbered"
    WHERE "nth" > 1);--> statement-breakpoint
CREATE INDEX "drivers_group_status_created_idx" ON "drivers" USING btree ("group_id","status","created_at");--> statement-breakpoint
CREATE INDEX "trucks_group_status_created_idx" ON "trucks" USING btree ("group_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trucks_group_plate_idx" ON "trucks" USING btree ("group_id",upper(regexp_replace("license_plate", '[[:space:]]', '', 'g')));
