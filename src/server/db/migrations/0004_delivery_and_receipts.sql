CREATE TABLE "delivery_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"free_delivery_threshold_kobo" bigint,
	"pickup_enabled" boolean DEFAULT true NOT NULL,
	"pickup_ready_business_days" integer DEFAULT 2 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_settings_single_row" CHECK ("delivery_settings"."id" = 1),
	CONSTRAINT "delivery_settings_threshold_check" CHECK ("delivery_settings"."free_delivery_threshold_kobo" is null or "delivery_settings"."free_delivery_threshold_kobo" > 0),
	CONSTRAINT "delivery_settings_pickup_days_check" CHECK ("delivery_settings"."pickup_ready_business_days" between 0 and 60)
);
--> statement-breakpoint
CREATE TABLE "delivery_zone_states" (
	"state" text PRIMARY KEY NOT NULL,
	"zone_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"parcel_fee_kobo" bigint NOT NULL,
	"large_fee_kobo" bigint NOT NULL,
	"min_business_days" integer NOT NULL,
	"max_business_days" integer NOT NULL,
	"pay_on_delivery" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_name_unique" UNIQUE("name"),
	CONSTRAINT "delivery_zones_fees_check" CHECK ("delivery_zones"."parcel_fee_kobo" >= 0 and "delivery_zones"."large_fee_kobo" >= 0),
	CONSTRAINT "delivery_zones_days_check" CHECK ("delivery_zones"."min_business_days" >= 0 and "delivery_zones"."max_business_days" >= "delivery_zones"."min_business_days" and "delivery_zones"."max_business_days" <= 90)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "delivery_class" text DEFAULT 'parcel' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lead_time_min_days" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lead_time_max_days" integer;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "business_address" text;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "vat_registered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "vat_rate_basis_points" integer DEFAULT 750 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "color" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "delivery_class" text DEFAULT 'parcel' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "lead_time_min_days" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "lead_time_max_days" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal_kobo" bigint;--> statement-breakpoint
-- Orders placed before delivery pricing had no fee: their subtotal is their total.
UPDATE "orders" SET "subtotal_kobo" = "total_amount_kobo";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal_kobo" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_method" text DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_window_start" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_window_end" date;--> statement-breakpoint
ALTER TABLE "delivery_settings" ADD CONSTRAINT "delivery_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zone_states" ADD CONSTRAINT "delivery_zone_states_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_zone_states_zone_id_idx" ON "delivery_zone_states" USING btree ("zone_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_delivery_class_check" CHECK ("products"."delivery_class" in ('parcel', 'large'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_lead_time_check" CHECK (("products"."lead_time_min_days" is null and "products"."lead_time_max_days" is null) or ("products"."lead_time_min_days" >= 1 and "products"."lead_time_max_days" >= "products"."lead_time_min_days" and "products"."lead_time_max_days" <= 365));--> statement-breakpoint
ALTER TABLE "website_settings" ADD CONSTRAINT "website_settings_vat_rate" CHECK ("website_settings"."vat_rate_basis_points" between 0 and 5000);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_check" CHECK ("orders"."subtotal_kobo" >= 0 and "orders"."delivery_fee_kobo" >= 0 and "orders"."total_amount_kobo" = "orders"."subtotal_kobo" + "orders"."delivery_fee_kobo");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_method_check" CHECK ("orders"."delivery_method" in ('delivery', 'pickup'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_window_check" CHECK (("orders"."delivery_window_start" is null) = ("orders"."delivery_window_end" is null) and ("orders"."delivery_window_start" is null or "orders"."delivery_window_end" >= "orders"."delivery_window_start"));