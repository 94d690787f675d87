DROP INDEX "products_search_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_options" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "search_synonyms" text DEFAULT 'sofa, couch, settee
curtain, drape, drapery
duvet, comforter, quilt
wardrobe, closet, armoire
pouf, ottoman, footstool
rug, carpet
sideboard, buffet, credenza
cushion, pillow
blind, shade
armchair, accent chair
bedside table, nightstand
lamp, light' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin (lower("name" || ' ' || "search_options" || ' ' || coalesce("description", '') || ' ' || "category") gin_trgm_ops);--> statement-breakpoint
-- Hand-written below: search_options is kept by the triggers that keep the shop filters' columns
-- (migration 0035), so every writer keeps it right: their refresh now writes it too, a variant's or the
-- product's SKU changing refreshes it, and every product is filled in once. docs/decisions/0057-forgiving-search.md
-- What search finds a piece by besides its name: its live variants' option values and SKUs, and its own SKU.
CREATE FUNCTION product_search_options(pid uuid, own_sku text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(concat_ws(' ', own_sku, (
    SELECT string_agg(DISTINCT x.word, ' ')
    FROM product_variants v
    CROSS JOIN LATERAL (VALUES (v.option1), (v.option2), (v.option3), (v.sku)) x(word)
    WHERE v.product_id = pid AND v.archived_at IS NULL AND x.word IS NOT NULL AND x.word IS DISTINCT FROM own_sku)))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_refresh_facets(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN RETURN; END IF;
  WITH f AS (
    SELECT p.id, x.*, product_search_options(p.id, p.sku) AS search_options FROM products p
    CROSS JOIN LATERAL product_facets(p.id, p.price_kobo, p.discount_price_kobo, p.lead_time_min_days, p.lead_time_max_days) x
    WHERE p.id = ANY(ids)
  )
  UPDATE products p SET facet_values = f.facet_values, from_price_kobo = f.from_price_kobo, on_sale = f.on_sale,
    made_to_order_min_days = f.min_days, made_to_order_max_days = f.max_days, search_options = f.search_options
  FROM f WHERE p.id = f.id
    AND (p.facet_values, p.from_price_kobo, p.on_sale, p.made_to_order_min_days, p.made_to_order_max_days, p.search_options)
      IS DISTINCT FROM (f.facet_values, f.from_price_kobo, f.on_sale, f.min_days, f.max_days, f.search_options);
END;
$$;--> statement-breakpoint
-- The variants' SKUs are read now: the update trigger's list of columns never read (migration 0035) loses sku.
DROP TRIGGER product_variants_facets_update ON "product_variants";--> statement-breakpoint
CREATE TRIGGER product_variants_facets_update AFTER UPDATE ON "product_variants"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION products_facets_follow('stock_quantity', 'image_url', 'position', 'created_at', 'updated_at');--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_own_facets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT x.facet_values, x.from_price_kobo, x.on_sale, x.min_days, x.max_days
    INTO NEW.facet_values, NEW.from_price_kobo, NEW.on_sale, NEW.made_to_order_min_days, NEW.made_to_order_max_days
    FROM product_facets(NEW.id, NEW.price_kobo, NEW.discount_price_kobo, NEW.lead_time_min_days, NEW.lead_time_max_days) x;
  NEW.search_options := product_search_options(NEW.id, NEW.sku);
  RETURN NEW;
END;
$$;--> statement-breakpoint
DROP TRIGGER products_own_facets ON "products";--> statement-breakpoint
CREATE TRIGGER products_own_facets BEFORE INSERT OR UPDATE OF price_kobo, discount_price_kobo, lead_time_min_days, lead_time_max_days, sku ON "products"
  FOR EACH ROW EXECUTE FUNCTION products_own_facets();--> statement-breakpoint
UPDATE products SET search_options = product_search_options(id, sku);
