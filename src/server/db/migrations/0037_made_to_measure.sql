CREATE TABLE "measured_pricing" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"fabric_width_cm" integer NOT NULL,
	"fullness_pct" integer NOT NULL,
	"allowance_cm" integer DEFAULT 0 NOT NULL,
	"making_per_width_kobo" bigint DEFAULT 0 NOT NULL,
	"lining_per_metre_kobo" bigint,
	"min_width_cm" integer NOT NULL,
	"max_width_cm" integer NOT NULL,
	"min_drop_cm" integer NOT NULL,
	"max_drop_cm" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "measured_pricing_sizes_check" CHECK ("measured_pricing"."fabric_width_cm" > 0 and "measured_pricing"."fullness_pct" >= 100 and "measured_pricing"."allowance_cm" >= 0 and "measured_pricing"."min_width_cm" > 0 and "measured_pricing"."min_width_cm" <= "measured_pricing"."max_width_cm" and "measured_pricing"."min_drop_cm" > 0 and "measured_pricing"."min_drop_cm" <= "measured_pricing"."max_drop_cm"),
	CONSTRAINT "measured_pricing_money_check" CHECK ("measured_pricing"."making_per_width_kobo" >= 0 and coalesce("measured_pricing"."lining_per_metre_kobo", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "measurements" jsonb;--> statement-breakpoint
ALTER TABLE "measured_pricing" ADD CONSTRAINT "measured_pricing_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;