CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('pending', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid,
	"method" text NOT NULL,
	"provider_reference" text,
	"provider_event_id" text,
	"amount_kobo" bigint NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"channel" text,
	"proof_key" text,
	"proof_content_type" text,
	"arrived_late" boolean DEFAULT false NOT NULL,
	"confirmed_by" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('paystack', 'bank_transfer', 'pay_on_delivery', 'manual')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'succeeded', 'failed', 'needs_review')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_kobo" >= 0)
);
--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "paystack_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "bank_transfer_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "pay_on_delivery_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "bank_account_name" text;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "bank_account_number" text;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "pay_on_delivery_max_kobo" bigint DEFAULT 50000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "paystack_reservation_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "bank_transfer_reservation_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "paystack_refund_id" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "paystack_status" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_key_unique" ON "jobs" USING btree ("dedupe_key") WHERE "jobs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payments_order_id_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_reference_unique" ON "payments" USING btree ("method","provider_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_event_unique" ON "payments" USING btree ("method","provider_event_id");--> statement-breakpoint
CREATE INDEX "orders_payment_due_at_idx" ON "orders" USING btree ("payment_due_at") WHERE "orders"."payment_due_at" is not null;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_paystack_refund_id_unique" UNIQUE("paystack_refund_id");--> statement-breakpoint
ALTER TABLE "website_settings" ADD CONSTRAINT "website_settings_pay_on_delivery_max" CHECK ("website_settings"."pay_on_delivery_max_kobo" >= 0);--> statement-breakpoint
ALTER TABLE "website_settings" ADD CONSTRAINT "website_settings_reservations" CHECK ("website_settings"."paystack_reservation_minutes" between 15 and 1440 and "website_settings"."bank_transfer_reservation_hours" between 1 and 336);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" is null or "orders"."payment_method" in ('paystack', 'bank_transfer', 'pay_on_delivery'));--> statement-breakpoint
-- Orders an admin marked paid before the ledger existed: the money is recorded as a manual payment, so
-- the ledger and payment_status agree from the first day.
INSERT INTO "payments" ("order_id", "method", "amount_kobo", "status", "reason", "paid_at")
SELECT "id", 'manual', "total_amount_kobo", 'succeeded', 'Recorded before payments were taken online', "updated_at"
FROM "orders" WHERE "payment_status" IN ('paid', 'refunded');
