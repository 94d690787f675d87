CREATE TABLE "draft_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"draft_order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"variant_id" uuid,
	"variant_label" text,
	"sku" text,
	"quantity" integer NOT NULL,
	"list_price_kobo" bigint NOT NULL,
	"price_kobo" bigint NOT NULL,
	"delivery_class" text NOT NULL,
	"lead_time_min_days" integer,
	"lead_time_max_days" integer,
	"measurements" jsonb,
	CONSTRAINT "draft_order_lines_quantity_check" CHECK ("draft_order_lines"."quantity" > 0),
	CONSTRAINT "draft_order_lines_price_check" CHECK ("draft_order_lines"."price_kobo" >= 0 and "draft_order_lines"."price_kobo" <= "draft_order_lines"."list_price_kobo")
);
--> statement-breakpoint
CREATE TABLE "draft_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text,
	"customer_phone" text,
	"delivery_method" text NOT NULL,
	"delivery_state" text,
	"delivery_zone_name" text,
	"pickup_location_id" uuid,
	"delivery_fee_kobo" bigint NOT NULL,
	"list_subtotal_kobo" bigint NOT NULL,
	"subtotal_kobo" bigint NOT NULL,
	"discount_kobo" bigint DEFAULT 0 NOT NULL,
	"discount_reason" text,
	"total_kobo" bigint NOT NULL,
	"deposit_kobo" bigint,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"created_by_name" text NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draft_orders_status_check" CHECK ("draft_orders"."status" in ('open', 'ordered', 'cancelled')),
	CONSTRAINT "draft_orders_delivery_method_check" CHECK ("draft_orders"."delivery_method" in ('delivery', 'pickup')),
	CONSTRAINT "draft_orders_contact_check" CHECK ("draft_orders"."customer_email" is not null or "draft_orders"."customer_phone" is not null),
	CONSTRAINT "draft_orders_money_check" CHECK ("draft_orders"."delivery_fee_kobo" >= 0 and "draft_orders"."subtotal_kobo" >= 0 and "draft_orders"."discount_kobo" >= 0 and "draft_orders"."total_kobo" >= 0 and "draft_orders"."list_subtotal_kobo" >= "draft_orders"."subtotal_kobo")
);
--> statement-breakpoint
ALTER TABLE "draft_order_lines" ADD CONSTRAINT "draft_order_lines_draft_order_id_draft_orders_id_fk" FOREIGN KEY ("draft_order_id") REFERENCES "public"."draft_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_order_lines" ADD CONSTRAINT "draft_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_order_lines" ADD CONSTRAINT "draft_order_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_orders" ADD CONSTRAINT "draft_orders_pickup_location_id_stock_locations_id_fk" FOREIGN KEY ("pickup_location_id") REFERENCES "public"."stock_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_orders" ADD CONSTRAINT "draft_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_orders" ADD CONSTRAINT "draft_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "draft_order_lines_position_unique" ON "draft_order_lines" USING btree ("draft_order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "draft_orders_token_hash_unique" ON "draft_orders" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "draft_orders_created_at_idx" ON "draft_orders" USING btree ("created_at","id");