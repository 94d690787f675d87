CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"stage" text,
	"note" text,
	"photo_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"window_start" date,
	"window_end" date,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_kind_check" CHECK ("order_events"."kind" in ('stage', 'window')),
	CONSTRAINT "order_events_stage_check" CHECK (("order_events"."kind" = 'stage') = ("order_events"."stage" is not null))
);
--> statement-breakpoint
CREATE TABLE "quote_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"file_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_kobo" bigint NOT NULL,
	CONSTRAINT "quote_lines_quantity_check" CHECK ("quote_lines"."quantity" between 1 and 1000),
	CONSTRAINT "quote_lines_price_check" CHECK ("quote_lines"."unit_price_kobo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quote_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"author" text NOT NULL,
	"user_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_messages_author_check" CHECK ("quote_messages"."author" in ('customer', 'shop'))
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_number" text NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"contact_via" text NOT NULL,
	"kind" text NOT NULL,
	"product_id" uuid,
	"product_name" text,
	"description" text NOT NULL,
	"width_cm" integer,
	"depth_cm" integer,
	"height_cm" integer,
	"fabric" text,
	"finish" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"delivery_state" text,
	"budget" text,
	"wanted_by" date,
	"status" text DEFAULT 'new' NOT NULL,
	"delivery_fee_kobo" bigint,
	"delivery_zone_name" text,
	"lead_time_min_days" integer,
	"lead_time_max_days" integer,
	"deposit_percent" integer,
	"valid_until" date,
	"sent_at" timestamp with time zone,
	"decline_reason" text,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_quote_number_unique" UNIQUE("quote_number"),
	CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" in ('new', 'quoted', 'accepted', 'declined', 'expired', 'ordered') and "quotes"."status" <> 'expired'),
	CONSTRAINT "quotes_kind_check" CHECK ("quotes"."kind" in ('piece', 'project')),
	CONSTRAINT "quotes_contact_via_check" CHECK ("quotes"."contact_via" in ('whatsapp', 'phone', 'email')),
	CONSTRAINT "quotes_budget_check" CHECK ("quotes"."budget" is null or "quotes"."budget" in ('under_500k', '500k_1m', '1m_3m', '3m_10m', 'over_10m')),
	CONSTRAINT "quotes_quantity_check" CHECK ("quotes"."quantity" between 1 and 1000),
	CONSTRAINT "quotes_delivery_fee_check" CHECK ("quotes"."delivery_fee_kobo" is null or "quotes"."delivery_fee_kobo" >= 0),
	CONSTRAINT "quotes_deposit_percent_check" CHECK ("quotes"."deposit_percent" is null or "quotes"."deposit_percent" between 10 and 90)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_check";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "payment_terms" text DEFAULT 'shop_default' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deposit_percent" integer;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "deposit_percent" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "balance_due_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "deposit_policy" text;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "stage_mails" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_kobo" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_waived_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "problem_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "problem_report" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "problem_photo_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "problem_resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_files" ADD CONSTRAINT "quote_files_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_messages" ADD CONSTRAINT "quote_messages_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_messages" ADD CONSTRAINT "quote_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_id_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_events_created_by_idx" ON "order_events" USING btree ("created_by") WHERE "order_events"."created_by" is not null;--> statement-breakpoint
CREATE INDEX "quote_files_quote_id_idx" ON "quote_files" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "quote_lines_quote_id_idx" ON "quote_lines" USING btree ("quote_id","position");--> statement-breakpoint
CREATE INDEX "quote_messages_quote_id_idx" ON "quote_messages" USING btree ("quote_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_messages_user_id_idx" ON "quote_messages" USING btree ("user_id") WHERE "quote_messages"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "quotes_created_at_id_idx" ON "quotes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "quotes_status_created_at_idx" ON "quotes" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "quotes_email_idx" ON "quotes" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "quotes_user_id_idx" ON "quotes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "quotes_search_trgm_idx" ON "quotes" USING gin (("quote_number" || ' ' || "name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_problem_open_idx" ON "orders" USING btree ("problem_reported_at") WHERE "orders"."problem_reported_at" is not null and "orders"."problem_resolved_at" is null;--> statement-breakpoint
CREATE INDEX "orders_balance_due_idx" ON "orders" USING btree ("balance_due_at") WHERE "orders"."balance_due_at" is not null and "orders"."payment_status" = 'deposit_paid';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_payment_terms_check" CHECK ("products"."payment_terms" in ('shop_default', 'full', 'deposit'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_deposit_percent_check" CHECK (("products"."payment_terms" = 'deposit') = ("products"."deposit_percent" is not null) and ("products"."deposit_percent" is null or "products"."deposit_percent" between 10 and 90));--> statement-breakpoint
ALTER TABLE "website_settings" ADD CONSTRAINT "website_settings_deposit_percent" CHECK ("website_settings"."deposit_percent" between 10 and 90);--> statement-breakpoint
ALTER TABLE "website_settings" ADD CONSTRAINT "website_settings_balance_due_days" CHECK ("website_settings"."balance_due_days" between 1 and 60);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_deposit_check" CHECK ("orders"."deposit_kobo" is null or ("orders"."deposit_kobo" > 0 and "orders"."deposit_kobo" < "orders"."total_amount_kobo"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_stage_check" CHECK ("orders"."stage" is null or "orders"."stage" in ('confirmed', 'in_production', 'quality_check', 'ready_for_delivery', 'out_for_delivery', 'delivered'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in ('pending', 'deposit_paid', 'paid', 'failed', 'refunded'));