CREATE TABLE "cash_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"business_day" date NOT NULL,
	"takings" jsonb NOT NULL,
	"expected_cash_kobo" bigint NOT NULL,
	"counted_cash_kobo" bigint NOT NULL,
	"note" text,
	"closed_by" text,
	"closed_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_ups_counted_check" CHECK ("cash_ups"."counted_cash_kobo" >= 0 and "cash_ups"."expected_cash_kobo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "staff_discount_limits" (
	"role" text PRIMARY KEY NOT NULL,
	"max_percent" smallint NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_discount_limits_role_check" CHECK ("staff_discount_limits"."role" in ('owner', 'manager', 'fulfilment', 'content', 'accountant')),
	CONSTRAINT "staff_discount_limits_percent_check" CHECK ("staff_discount_limits"."max_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_method_check";--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_reason_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'website' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sold_at_location_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sold_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "manual_discount_reason" text;--> statement-breakpoint
ALTER TABLE "cash_ups" ADD CONSTRAINT "cash_ups_location_id_stock_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_ups" ADD CONSTRAINT "cash_ups_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_discount_limits" ADD CONSTRAINT "staff_discount_limits_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_ups_location_day_unique" ON "cash_ups" USING btree ("location_id","business_day");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_sold_at_location_id_stock_locations_id_fk" FOREIGN KEY ("sold_at_location_id") REFERENCES "public"."stock_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_sold_by_users_id_fk" FOREIGN KEY ("sold_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_channel_created_at_idx" ON "orders" USING btree ("channel","created_at","id") WHERE "orders"."channel" <> 'website';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_check" CHECK ("orders"."channel" in ('website', 'showroom', 'chat'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('paystack', 'bank_transfer', 'pay_on_delivery', 'manual', 'cash', 'pos'));--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_reason_check" CHECK ("stock_movements"."reason" in ('order', 'showroom_sale', 'cancellation', 'deletion', 'reopening', 'edit', 'counted', 'damaged', 'found', 'sold_offline', 'transfer_sent', 'transfer_received', 'reallocation'));--> statement-breakpoint
-- Out of the box an owner may take anything off a showroom sale and a manager up to 15 %; the owner
-- changes these (and gives other roles a limit) on the Staff screen.
INSERT INTO "staff_discount_limits" ("role", "max_percent") VALUES ('owner', 100), ('manager', 15) ON CONFLICT DO NOTHING;
