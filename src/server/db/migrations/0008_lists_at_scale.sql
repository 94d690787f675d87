CREATE TABLE "order_counts" (
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"slot" smallint NOT NULL,
	"orders" bigint NOT NULL,
	CONSTRAINT "order_counts_status_payment_status_slot_pk" PRIMARY KEY("status","payment_status","slot")
);
--> statement-breakpoint
DROP INDEX "products_created_at_idx";--> statement-breakpoint
DROP INDEX "customers_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_status_idx";--> statement-breakpoint
DROP INDEX "refunds_created_at_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "held_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_created_at_id_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "customers_created_at_id_idx" ON "customers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_trgm_idx" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_created_at_id_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_at_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_payment_status_created_at_idx" ON "orders" USING btree ("payment_status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_money_to_refund_idx" ON "orders" USING btree ("created_at","id") WHERE "orders"."status" = 'cancelled' and "orders"."held_kobo" > 0;--> statement-breakpoint
CREATE INDEX "refunds_created_at_id_idx" ON "refunds" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "refunds_processed_at_idx" ON "refunds" USING btree ("updated_at") WHERE "refunds"."status" = 'processed';--> statement-breakpoint
CREATE INDEX "payments_transfer_to_confirm_idx" ON "payments" USING btree ("order_id") WHERE "payments"."method" = 'bank_transfer' and "payments"."status" = 'pending' and "payments"."proof_key" is not null;--> statement-breakpoint
CREATE INDEX "payments_to_review_idx" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'needs_review';--> statement-breakpoint
CREATE INDEX "payments_received_at_idx" ON "payments" USING btree (coalesce("paid_at", "created_at")) WHERE "payments"."status" = 'succeeded';--> statement-breakpoint
-- Order counts by status and payment status (docs/decisions/0028-order-counts-kept-by-the-database.md):
-- each insert, delete or change of either adds or takes one in a random one of 16 slots, in the
-- writing transaction, so concurrent orders rarely wait on the same row.
CREATE FUNCTION order_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO order_counts AS c (status, payment_status, slot, orders)
    VALUES (OLD.status, OLD.payment_status, floor(random() * 16)::smallint, -1)
    ON CONFLICT (status, payment_status, slot) DO UPDATE SET orders = c.orders - 1;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO order_counts AS c (status, payment_status, slot, orders)
    VALUES (NEW.status, NEW.payment_status, floor(random() * 16)::smallint, 1)
    ON CONFLICT (status, payment_status, slot) DO UPDATE SET orders = c.orders + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Deferred to the commit: a slot's row is locked for the commit alone, not for the rest of the
-- order's transaction (its lines, stock, customer and jobs).
CREATE CONSTRAINT TRIGGER orders_count_insert_delete AFTER INSERT OR DELETE ON orders DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION order_counts_keep();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_count_update AFTER UPDATE OF status, payment_status ON orders DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.payment_status IS DISTINCT FROM NEW.payment_status)
  EXECUTE FUNCTION order_counts_keep();--> statement-breakpoint
INSERT INTO order_counts (status, payment_status, slot, orders) SELECT status, payment_status, 0, count(*) FROM orders GROUP BY status, payment_status;--> statement-breakpoint
-- The money an order holds (docs/decisions/0029-needs-attention-from-kept-sums.md): received less
-- processed refunds. Each succeeded payment or processed refund that comes, changes or goes adds or
-- takes off its amount in the writing transaction. An increment, not a sum read again: two writers
-- at once each add to the row as it is when they get its lock, where a sum would miss the other's.
CREATE FUNCTION orders_held_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted text := CASE TG_TABLE_NAME WHEN 'payments' THEN 'succeeded' ELSE 'processed' END;
  sign bigint := CASE TG_TABLE_NAME WHEN 'payments' THEN 1 ELSE -1 END;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF OLD.status = counted AND OLD.order_id IS NOT NULL THEN
      UPDATE orders SET held_kobo = held_kobo - sign * OLD.amount_kobo WHERE id = OLD.order_id;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW.status = counted AND NEW.order_id IS NOT NULL THEN
      UPDATE orders SET held_kobo = held_kobo + sign * NEW.amount_kobo WHERE id = NEW.order_id;
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER payments_held_insert AFTER INSERT ON payments FOR EACH ROW WHEN (NEW.status = 'succeeded') EXECUTE FUNCTION orders_held_keep();--> statement-breakpoint
CREATE TRIGGER payments_held_update AFTER UPDATE ON payments FOR EACH ROW
  WHEN ((OLD.status = 'succeeded' OR NEW.status = 'succeeded') AND (OLD.status, OLD.amount_kobo, OLD.order_id) IS DISTINCT FROM (NEW.status, NEW.amount_kobo, NEW.order_id))
  EXECUTE FUNCTION orders_held_keep();--> statement-breakpoint
CREATE TRIGGER payments_held_delete AFTER DELETE ON payments FOR EACH ROW WHEN (OLD.status = 'succeeded') EXECUTE FUNCTION orders_held_keep();--> statement-breakpoint
CREATE TRIGGER refunds_held_insert AFTER INSERT ON refunds FOR EACH ROW WHEN (NEW.status = 'processed') EXECUTE FUNCTION orders_held_keep();--> statement-breakpoint
CREATE TRIGGER refunds_held_update AFTER UPDATE ON refunds FOR EACH ROW
  WHEN ((OLD.status = 'processed' OR NEW.status = 'processed') AND (OLD.status, OLD.amount_kobo, OLD.order_id) IS DISTINCT FROM (NEW.status, NEW.amount_kobo, NEW.order_id))
  EXECUTE FUNCTION orders_held_keep();--> statement-breakpoint
CREATE TRIGGER refunds_held_delete AFTER DELETE ON refunds FOR EACH ROW WHEN (OLD.status = 'processed') EXECUTE FUNCTION orders_held_keep();--> statement-breakpoint
UPDATE orders o SET held_kobo = s.held FROM (
  SELECT order_id, sum(amount_kobo) AS held FROM (
    SELECT order_id, amount_kobo FROM payments WHERE status = 'succeeded' AND order_id IS NOT NULL
    UNION ALL SELECT order_id, -amount_kobo FROM refunds WHERE status = 'processed' AND order_id IS NOT NULL
  ) AS ledger GROUP BY order_id
) AS s WHERE o.id = s.order_id;
