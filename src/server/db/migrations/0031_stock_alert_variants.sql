DROP INDEX "stock_alerts_waiting_unique";--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_alerts_variant_idx" ON "stock_alerts" USING btree ("variant_id","created_at") WHERE "stock_alerts"."variant_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_waiting_unique" ON "stock_alerts" USING btree ("product_id",coalesce("variant_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("email")) WHERE "stock_alerts"."notified_at" is null;--> statement-breakpoint
-- Back in stock per variant (docs/decisions/0053-variants-are-the-unit-of-sale.md): the piece's trigger
-- (0018) now queues its job only for those waiting for the piece itself, in any variant; those waiting
-- for one variant are queued by that variant's stock going from 0 to more, whatever code changed it.
CREATE OR REPLACE FUNCTION products_back_in_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM stock_alerts WHERE product_id = NEW.id AND variant_id IS NULL AND notified_at IS NULL AND confirmed_at IS NOT NULL) THEN
    INSERT INTO jobs (kind, payload, dedupe_key)
    VALUES ('back-in-stock', jsonb_build_object('productId', NEW.id), 'back-in-stock:' || NEW.id)
    ON CONFLICT (dedupe_key) WHERE status = 'pending' DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION product_variants_back_in_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM stock_alerts WHERE variant_id = NEW.id AND notified_at IS NULL AND confirmed_at IS NOT NULL) THEN
    INSERT INTO jobs (kind, payload, dedupe_key)
    VALUES ('back-in-stock', jsonb_build_object('productId', NEW.product_id, 'variantId', NEW.id), 'back-in-stock:' || NEW.product_id || ':' || NEW.id)
    ON CONFLICT (dedupe_key) WHERE status = 'pending' DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER product_variants_back_in_stock AFTER UPDATE OF "stock_quantity" ON "product_variants" FOR EACH ROW
  WHEN (OLD.stock_quantity = 0 AND NEW.stock_quantity > 0 AND NEW.archived_at IS NULL) EXECUTE FUNCTION product_variants_back_in_stock();
