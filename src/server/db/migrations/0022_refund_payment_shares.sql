ALTER TABLE "refunds" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE INDEX "refunds_idempotency_key_idx" ON "refunds" USING btree ("idempotency_key") WHERE "refunds"."idempotency_key" is not null;
--> statement-breakpoint
-- Backfill (docs/decisions/0009-refunds-and-customer-totals.md, dated note): a refund sent through
-- Paystack before refunds were split went back against the order's newest succeeded Paystack
-- payment, so it is marked as coming from that payment. Other earlier refunds stay of the order
-- as a whole (payment_id null).
UPDATE "refunds" r SET "payment_id" = (
  SELECT p."id" FROM "payments" p
  WHERE p."order_id" = r."order_id" AND p."method" = 'paystack' AND p."status" = 'succeeded' AND p."provider_reference" IS NOT NULL
  ORDER BY p."paid_at" DESC NULLS LAST
  LIMIT 1
)
WHERE r."paystack_refund_id" IS NOT NULL;
