CREATE TABLE "cash_up_payments" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"cash_up_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_up_refunds" (
	"refund_id" uuid PRIMARY KEY NOT NULL,
	"cash_up_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "website_settings" DROP CONSTRAINT "website_settings_swatches";--> statement-breakpoint
ALTER TABLE "cash_ups" DROP CONSTRAINT "cash_ups_counted_check";--> statement-breakpoint
DROP INDEX "cash_ups_location_day_unique";--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "swatch_free_orders_per_week" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_ups" ADD COLUMN "sequence" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_up_payments" ADD CONSTRAINT "cash_up_payments_cash_up_id_cash_ups_id_fk" FOREIGN KEY ("cash_up_id") REFERENCES "public"."cash_ups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_up_refunds" ADD CONSTRAINT "cash_up_refunds_cash_up_id_cash_ups_id_fk" FOREIGN KEY ("cash_up_id") REFERENCES "public"."cash_ups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_up_payments_cash_up_idx" ON "cash_up_payments" USING btree ("cash_up_id");--> statement-breakpoint
CREATE INDEX "cash_up_refunds_cash_up_idx" ON "cash_up_refunds" USING btree ("cash_up_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_ups_location_day_sequence_unique" ON "cash_ups" USING btree ("location_id","business_day","sequence");--> statement-breakpoint
ALTER TABLE "website_settings" ADD CONSTRAINT "website_settings_swatches" CHECK ("website_settings"."swatch_price_kobo" >= 0 and "website_settings"."swatch_parcel_fee_kobo" >= 0 and "website_settings"."swatches_per_order" between 1 and 20 and "website_settings"."swatch_free_orders_per_week" between 1 and 50);--> statement-breakpoint
ALTER TABLE "cash_ups" ADD CONSTRAINT "cash_ups_counted_check" CHECK ("cash_ups"."counted_cash_kobo" >= 0);--> statement-breakpoint
-- Days closed before a day could be closed again: what they counted stays theirs (the in-person payments
-- of their location and day, and the desk refunds of that money), so no later cash-up counts it twice.
INSERT INTO "cash_up_payments" ("payment_id", "cash_up_id")
SELECT p."id", c."id" FROM "cash_ups" c
JOIN "orders" o ON o."sold_at_location_id" = c."location_id"
JOIN "payments" p ON p."order_id" = o."id"
WHERE p."status" = 'succeeded' AND p."method" IN ('cash', 'pos', 'bank_transfer', 'manual') AND p."confirmed_by" IS NOT NULL
  AND (coalesce(p."paid_at", p."created_at") AT TIME ZONE 'Africa/Lagos')::date = c."business_day";--> statement-breakpoint
INSERT INTO "cash_up_refunds" ("refund_id", "cash_up_id")
SELECT r."id", c."id" FROM "cash_ups" c
JOIN "orders" o ON o."sold_at_location_id" = c."location_id"
JOIN "refunds" r ON r."order_id" = o."id"
JOIN "payments" p ON p."id" = r."payment_id" AND p."method" = 'cash'
WHERE r."status" = 'processed' AND (r."updated_at" AT TIME ZONE 'Africa/Lagos')::date = c."business_day";
