ALTER TABLE "refunds" ADD COLUMN "payout_method" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "payout_location_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payout_location_id_stock_locations_id_fk" FOREIGN KEY ("payout_location_id") REFERENCES "public"."stock_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_cash_payout_idx" ON "refunds" USING btree ("payout_location_id","processed_at") WHERE "refunds"."payout_method" = 'cash';--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payout_method_check" CHECK ("refunds"."payout_method" in ('cash', 'bank_transfer', 'paystack'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payout_location_check" CHECK (("refunds"."payout_method" = 'cash') = ("refunds"."payout_location_id" is not null));--> statement-breakpoint
-- Refunds already processed (docs/decisions/0074-how-a-refund-went-back.md): processed on the day of their last
-- change, the day the cash-up counted them by until now. Paystack's are Paystack's; a refund of a showroom
-- sale's cash payment was handed over at the showroom that sold it, as the cash-up assumed; a refund of a
-- Paystack payment recorded by hand went back through Paystack's dashboard; any other went by transfer.
UPDATE "refunds" SET "processed_at" = "updated_at" WHERE "status" = 'processed';--> statement-breakpoint
UPDATE "refunds" SET "payout_method" = 'paystack' WHERE "paystack_refund_id" IS NOT NULL;--> statement-breakpoint
UPDATE "refunds" AS r SET "payout_method" = 'cash', "payout_location_id" = o."sold_at_location_id"
  FROM "payments" AS p, "orders" AS o
  WHERE r."status" = 'processed' AND r."payout_method" IS NULL AND p."id" = r."payment_id" AND p."method" = 'cash'
    AND o."id" = r."order_id" AND o."sold_at_location_id" IS NOT NULL;--> statement-breakpoint
UPDATE "refunds" AS r SET "payout_method" = 'paystack'
  FROM "payments" AS p
  WHERE r."status" = 'processed' AND r."payout_method" IS NULL AND p."id" = r."payment_id" AND p."method" = 'paystack';--> statement-breakpoint
UPDATE "refunds" SET "payout_method" = 'bank_transfer' WHERE "status" = 'processed' AND "payout_method" IS NULL;
