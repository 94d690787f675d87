CREATE TABLE "discount_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent_basis_points" integer,
	"amount_kobo" bigint,
	"min_subtotal_kobo" bigint DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"category_slugs" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"uses_count" integer DEFAULT 0 NOT NULL,
	"given_away_kobo" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_kind_check" CHECK ("discount_codes"."kind" in ('percentage', 'fixed', 'free_delivery')),
	CONSTRAINT "discount_codes_value_check" CHECK (("discount_codes"."kind" = 'percentage' and "discount_codes"."percent_basis_points" between 1 and 10000 and "discount_codes"."amount_kobo" is null)
        or ("discount_codes"."kind" = 'fixed' and "discount_codes"."amount_kobo" > 0 and "discount_codes"."percent_basis_points" is null)
        or ("discount_codes"."kind" = 'free_delivery' and "discount_codes"."amount_kobo" is null and "discount_codes"."percent_basis_points" is null)),
	CONSTRAINT "discount_codes_limits_check" CHECK (coalesce("discount_codes"."usage_limit", 1) > 0 and coalesce("discount_codes"."per_customer_limit", 1) > 0 and "discount_codes"."min_subtotal_kobo" >= 0),
	CONSTRAINT "discount_codes_window_check" CHECK ("discount_codes"."starts_at" is null or "discount_codes"."ends_at" is null or "discount_codes"."starts_at" < "discount_codes"."ends_at"),
	CONSTRAINT "discount_codes_counts_check" CHECK ("discount_codes"."uses_count" >= 0 and "discount_codes"."given_away_kobo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "discount_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"discount_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" text,
	"customer_email" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_redemptions_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "discount_redemptions_amount_check" CHECK ("discount_redemptions"."amount_kobo" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_discount_id_discount_codes_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discount_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_unique" ON "discount_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "discount_codes_created_at_idx" ON "discount_codes" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "discount_redemptions_discount_email_idx" ON "discount_redemptions" USING btree ("discount_id","customer_email");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_check" CHECK ("orders"."subtotal_kobo" >= 0 and "orders"."delivery_fee_kobo" >= 0 and "orders"."discount_kobo" >= 0 and "orders"."discount_kobo" <= "orders"."subtotal_kobo" + "orders"."delivery_fee_kobo" and "orders"."total_amount_kobo" = "orders"."subtotal_kobo" + "orders"."delivery_fee_kobo" - "orders"."discount_kobo");