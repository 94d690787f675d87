ALTER TABLE "products" ADD COLUMN "facet_values" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "from_price_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "on_sale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "made_to_order_min_days" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "made_to_order_max_days" integer;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "shop_filter_options" text DEFAULT 'Fabric, Colour, Size' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_facet_values_idx" ON "products" USING gin ("facet_values");--> statement-breakpoint
CREATE INDEX "products_shop_price_idx" ON "products" USING btree ("from_price_kobo","id") WHERE "products"."status" = 'active';--> statement-breakpoint
-- Hand-written below: the products' filter columns derived from their live variants and options, kept by
-- triggers so every writer (the editor, the catalogue import, the seed, scripts) keeps them right; a
-- backfill. docs/decisions/0056-shop-filters.md
-- What a product's filters read, given its own prices and lead time (a variant without a price of its own
-- sells at the product's, one without a lead time takes the product's: src/lib/catalog/variant-rules.ts).
CREATE FUNCTION product_facets(pid uuid, price bigint, sale bigint, lead_min integer, lead_max integer)
RETURNS TABLE (facet_values text[], from_price_kobo bigint, on_sale boolean, min_days integer, max_days integer)
LANGUAGE sql STABLE AS $$
  SELECT
    coalesce((SELECT array_agg(DISTINCT lower(o.name) || '=' || lower(x.value))
      FROM product_variants w
      CROSS JOIN LATERAL (VALUES (1, w.option1), (2, w.option2), (3, w.option3)) x(position, value)
      JOIN product_options o ON o.product_id = w.product_id AND o.position = x.position
      WHERE w.product_id = pid AND w.archived_at IS NULL AND x.value IS NOT NULL), '{}'),
    coalesce(min(CASE WHEN v.price_kobo IS NULL THEN coalesce(sale, price) ELSE coalesce(v.discount_price_kobo, v.price_kobo) END), coalesce(sale, price)),
    coalesce(bool_or(CASE WHEN v.price_kobo IS NULL THEN sale IS NOT NULL ELSE v.discount_price_kobo IS NOT NULL END), sale IS NOT NULL),
    min(CASE WHEN v.lead_time_min_days IS NULL THEN lead_min ELSE v.lead_time_min_days END),
    max(CASE WHEN v.lead_time_min_days IS NULL THEN lead_max ELSE v.lead_time_max_days END)
  FROM product_variants v WHERE v.product_id = pid AND v.archived_at IS NULL
$$;--> statement-breakpoint
-- Writes the products' filter columns again, only where they changed.
CREATE FUNCTION products_refresh_facets(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN RETURN; END IF;
  WITH f AS (
    SELECT p.id, x.* FROM products p
    CROSS JOIN LATERAL product_facets(p.id, p.price_kobo, p.discount_price_kobo, p.lead_time_min_days, p.lead_time_max_days) x
    WHERE p.id = ANY(ids)
  )
  UPDATE products p SET facet_values = f.facet_values, from_price_kobo = f.from_price_kobo, on_sale = f.on_sale,
    made_to_order_min_days = f.min_days, made_to_order_max_days = f.max_days
  FROM f WHERE p.id = f.id
    AND (p.facet_values, p.from_price_kobo, p.on_sale, p.made_to_order_min_days, p.made_to_order_max_days)
      IS DISTINCT FROM (f.facet_values, f.from_price_kobo, f.on_sale, f.min_days, f.max_days);
END;
$$;--> statement-breakpoint
-- Once per statement, over its transition tables: a 20,000-row import refreshes each product once. An
-- update that changes none of what the filters read (TG_ARGV names the columns they never read: an order's
-- stock decrement) refreshes nothing; a column added later is read until it is named here.
CREATE FUNCTION products_facets_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unread text[] := coalesce(TG_ARGV, '{}');
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM products_refresh_facets(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM products_refresh_facets(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM products_refresh_facets(ARRAY(
      SELECT DISTINCT unnest(ARRAY[o.product_id, n.product_id]) FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE to_jsonb(o) - unread IS DISTINCT FROM to_jsonb(n) - unread));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER product_variants_facets_insert AFTER INSERT ON "product_variants"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_facets_follow();--> statement-breakpoint
CREATE TRIGGER product_variants_facets_update AFTER UPDATE ON "product_variants"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION products_facets_follow('stock_quantity', 'sku', 'image_url', 'position', 'created_at', 'updated_at');--> statement-breakpoint
CREATE TRIGGER product_variants_facets_delete AFTER DELETE ON "product_variants"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_facets_follow();--> statement-breakpoint
-- An option's name is half of each of its values' keys: renaming Fabric renames 'fabric=velvet'.
CREATE TRIGGER product_options_facets_insert AFTER INSERT ON "product_options"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_facets_follow();--> statement-breakpoint
CREATE TRIGGER product_options_facets_update AFTER UPDATE ON "product_options"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_facets_follow();--> statement-breakpoint
CREATE TRIGGER product_options_facets_delete AFTER DELETE ON "product_options"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_facets_follow();--> statement-breakpoint
-- The product's own price, sale price and lead time are what its variants without their own fall back to.
CREATE FUNCTION products_own_facets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT x.facet_values, x.from_price_kobo, x.on_sale, x.min_days, x.max_days
    INTO NEW.facet_values, NEW.from_price_kobo, NEW.on_sale, NEW.made_to_order_min_days, NEW.made_to_order_max_days
    FROM product_facets(NEW.id, NEW.price_kobo, NEW.discount_price_kobo, NEW.lead_time_min_days, NEW.lead_time_max_days) x;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER products_own_facets BEFORE INSERT OR UPDATE OF price_kobo, discount_price_kobo, lead_time_min_days, lead_time_max_days ON "products"
  FOR EACH ROW EXECUTE FUNCTION products_own_facets();--> statement-breakpoint
SELECT products_refresh_facets(ARRAY(SELECT id FROM products));
