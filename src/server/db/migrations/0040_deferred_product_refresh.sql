-- A bulk writer may put off the refresh of the products' derived columns (filters, migration 0035; search,
-- migration 0036) to the end of its transaction: it sets shop.defer_product_refresh to 'on' for the
-- transaction only (set_config(..., true)), and before it commits calls products_refresh_facets once for
-- every product it wrote. Until then the triggers below leave those columns as they were. The catalogue
-- import does this (src/server/catalog/catalogue-csv/import-write.ts): its eight or so statements per product
-- each refreshed the product again. docs/decisions/0055-catalogue-import.md
CREATE OR REPLACE FUNCTION product_refresh_deferred() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('shop.defer_product_refresh', true), '') = 'on'
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_facets_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unread text[] := coalesce(TG_ARGV, '{}');
BEGIN
  IF product_refresh_deferred() THEN RETURN NULL; END IF;
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
CREATE OR REPLACE FUNCTION products_own_facets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF product_refresh_deferred() THEN RETURN NEW; END IF;
  SELECT x.facet_values, x.from_price_kobo, x.on_sale, x.min_days, x.max_days
    INTO NEW.facet_values, NEW.from_price_kobo, NEW.on_sale, NEW.made_to_order_min_days, NEW.made_to_order_max_days
    FROM product_facets(NEW.id, NEW.price_kobo, NEW.discount_price_kobo, NEW.lead_time_min_days, NEW.lead_time_max_days) x;
  NEW.search_options := product_search_options(NEW.id, NEW.sku);
  RETURN NEW;
END;
$$;
