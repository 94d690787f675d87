ALTER TABLE "website_settings" ADD COLUMN "swatch_options" text DEFAULT 'Fabric, Finish' NOT NULL;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "swatch_price_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "swatches_per_order" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "swatch_parcel_fee_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "swatch" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "samples" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "samples_followed_up_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_samples_created_at_idx" ON "orders" USING btree ("created_at","id") WHERE "orders"."samples";--> statement-breakpoint
CREATE INDEX "orders_samples_follow_up_idx" ON "orders" USING btree ("delivered_at") WHERE "orders"."samples" and "orders"."samples_followed_up_at" is null;--> statement-breakpoint
ALTER TABLE "website_settings" ADD CONSTRAINT "website_settings_swatches" CHECK ("website_settings"."swatch_price_kobo" >= 0 and "website_settings"."swatch_parcel_fee_kobo" >= 0 and "website_settings"."swatches_per_order" between 1 and 20);