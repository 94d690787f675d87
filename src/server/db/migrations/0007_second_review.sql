ALTER TABLE "payments" DROP CONSTRAINT "payments_amount_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sessions_valid_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_note" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reverses_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_url" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reverses_payment_unique" ON "payments" USING btree ("reverses_payment_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_check" CHECK (("payments"."reverses_payment_id" is null and "payments"."amount_kobo" >= 0) or ("payments"."reverses_payment_id" is not null and "payments"."amount_kobo" < 0));--> statement-breakpoint
-- An expiry waiting to be retried never gives up any more (docs/decisions/0014-durable-jobs.md).
UPDATE "jobs" SET "max_attempts" = 2147483647 WHERE "kind" = 'reservation-expiry' AND "status" = 'pending';
