CREATE TABLE "piece_last_sales" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
-- Each piece's last day of sale (docs/decisions/0086-kept-sales-sums.md): the latest Lagos day its line keys' orders
-- add up to more than none. As the line sums count it, and for one piece, when a sale on its last day is taken off.
CREATE VIEW piece_last_sales_live AS
  SELECT product_id::uuid AS product_id, max(day) AS day FROM (
    SELECT l.day, k.product_id FROM line_sales_days l JOIN line_keys k ON k.id = l.line_key
    WHERE k.product_id <> '' GROUP BY l.day, k.product_id HAVING sum(l.orders) > 0) AS sold
  GROUP BY product_id;--> statement-breakpoint
CREATE FUNCTION piece_last_sale_counted(p_product uuid) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT max(day) FROM (SELECT l.day FROM line_keys k JOIN line_sales_days l ON l.line_key = k.id
    WHERE k.product_id = p_product::text GROUP BY l.day HAVING sum(l.orders) > 0) AS sold
$$;--> statement-breakpoint
-- line_sales_add keeps the last days from migration 0070 on (with the line groups).
-- The rebuild of the order and line sums (its body in migration 0066, since 0070 with the line groups) is followed
-- by the last days.
ALTER FUNCTION sales_sums_rebuild() RENAME TO order_and_line_sums_rebuild;--> statement-breakpoint
CREATE FUNCTION sales_sums_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_and_line_sums_rebuild();
  DELETE FROM piece_last_sales;
  INSERT INTO piece_last_sales (product_id, day) SELECT product_id, day FROM piece_last_sales_live;
END $$;--> statement-breakpoint
INSERT INTO piece_last_sales (product_id, day) SELECT product_id, day FROM piece_last_sales_live;
--> statement-breakpoint
-- A location's stock values in 64 slots, not 8: every checkout takes stock from the website's location, and holds its
-- slot to the commit; fifty buyers at once on 8 slots spent most of their time queued on them (docs/benchmarks.md).
CREATE OR REPLACE FUNCTION stock_values_add(p_location uuid, p_product uuid, units bigint, cost bigint, price bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO location_stock_values AS s (location_id, slot, units, at_cost_kobo, at_price_kobo, no_cost_units)
  VALUES (p_location, (txid_current() % 64)::smallint, units, units * coalesce(cost, 0), units * price, CASE WHEN cost IS NULL THEN units ELSE 0 END)
  ON CONFLICT (location_id, slot) DO UPDATE SET units = s.units + excluded.units, at_cost_kobo = s.at_cost_kobo + excluded.at_cost_kobo,
    at_price_kobo = s.at_price_kobo + excluded.at_price_kobo, no_cost_units = s.no_cost_units + excluded.no_cost_units;
  INSERT INTO product_stock_values AS s (product_id, units, at_cost_kobo, at_price_kobo, no_cost_units)
  VALUES (p_product, units, units * coalesce(cost, 0), units * price, CASE WHEN cost IS NULL THEN units ELSE 0 END)
  ON CONFLICT (product_id) DO UPDATE SET units = s.units + excluded.units, at_cost_kobo = s.at_cost_kobo + excluded.at_cost_kobo,
    at_price_kobo = s.at_price_kobo + excluded.at_price_kobo, no_cost_units = s.no_cost_units + excluded.no_cost_units
$$;--> statement-breakpoint
ANALYZE piece_last_sales;
