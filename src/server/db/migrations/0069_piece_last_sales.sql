CREATE TABLE "piece_last_sales" (
	"product_id" text PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
-- Each piece's last day of sale (docs/decisions/0086-kept-sales-sums.md): the latest Lagos day its line keys' orders
-- add up to more than none. As the line sums count it, and for one piece, when a sale on its last day is taken off.
CREATE VIEW piece_last_sales_live AS
  SELECT product_id, max(day) AS day FROM (
    SELECT l.day, k.product_id FROM line_sales_days l JOIN line_keys k ON k.id = l.line_key
    WHERE k.product_id <> '' GROUP BY l.day, k.product_id HAVING sum(l.orders) > 0) AS sold
  GROUP BY product_id;--> statement-breakpoint
CREATE FUNCTION piece_last_sale_counted(p_product text) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT max(day) FROM (SELECT l.day FROM line_keys k JOIN line_sales_days l ON l.line_key = k.id
    WHERE k.product_id = p_product GROUP BY l.day HAVING sum(l.orders) > 0) AS sold
$$;--> statement-breakpoint
-- One order's lines added (sign 1) or taken off (-1) on a day, in two statements instead of four: the lines'
-- parts are worked out once, a key already numbered is not looked for twice, and a key numbered meanwhile by
-- another checkout is returned by its conflict. A piece's last day moves on with a sale (written only when it
-- moves, so checkouts of one piece on one day do not queue on its row), and is looked up again when a sale on
-- it is taken off.
CREATE OR REPLACE FUNCTION line_sales_add(p_day date, lines order_items[], sign bigint) RETURNS void LANGUAGE sql AS $$
  WITH parts AS MATERIALIZED (SELECT * FROM line_sales_parts(lines)),
  known AS (
    SELECT k.id AS line_key, p.* FROM parts p JOIN line_keys k ON (k.product_id, k.piece, k.variant) = (p.product_id, p.piece, p.variant)),
  numbered AS (
    INSERT INTO line_keys AS k (product_id, piece, variant)
    SELECT p.product_id, p.piece, p.variant FROM parts p
    WHERE NOT EXISTS (SELECT 1 FROM known n WHERE (n.product_id, n.piece, n.variant) = (p.product_id, p.piece, p.variant))
    ON CONFLICT (product_id, piece, variant) DO UPDATE SET piece = excluded.piece
    RETURNING k.id, k.product_id, k.piece, k.variant),
  keyed AS (
    SELECT * FROM known
    UNION ALL
    SELECT n.id, p.* FROM numbered n JOIN parts p ON (p.product_id, p.piece, p.variant) = (n.product_id, n.piece, n.variant)),
  days AS (
    INSERT INTO line_sales_days AS s (day, line_key, slot, orders, piece_orders, units, sales_kobo, swatch_units, swatch_sales_kobo, cost_kobo, cost_unknown)
    SELECT p_day, p.line_key, (txid_current() % 8)::smallint, sign * p.orders, sign * p.piece_orders, sign * p.units, sign * p.sales,
      sign * p.swatch_units, sign * p.swatch_sales, sign * p.cost, sign * p.cost_unknown
    FROM keyed p
    ON CONFLICT (day, line_key, slot) DO UPDATE SET orders = s.orders + excluded.orders,
      piece_orders = s.piece_orders + excluded.piece_orders, units = s.units + excluded.units, sales_kobo = s.sales_kobo + excluded.sales_kobo,
      swatch_units = s.swatch_units + excluded.swatch_units, swatch_sales_kobo = s.swatch_sales_kobo + excluded.swatch_sales_kobo,
      cost_kobo = s.cost_kobo + excluded.cost_kobo, cost_unknown = s.cost_unknown + excluded.cost_unknown),
  years AS (
    INSERT INTO line_sales_years AS s (year, line_key, slot, orders, piece_orders, units, sales_kobo, swatch_units, swatch_sales_kobo, cost_kobo, cost_unknown)
    SELECT extract(year FROM p_day)::integer, p.line_key, (txid_current() % 8)::smallint, sign * p.orders, sign * p.piece_orders, sign * p.units, sign * p.sales,
      sign * p.swatch_units, sign * p.swatch_sales, sign * p.cost, sign * p.cost_unknown
    FROM keyed p
    ON CONFLICT (year, line_key, slot) DO UPDATE SET orders = s.orders + excluded.orders,
      piece_orders = s.piece_orders + excluded.piece_orders, units = s.units + excluded.units, sales_kobo = s.sales_kobo + excluded.sales_kobo,
      swatch_units = s.swatch_units + excluded.swatch_units, swatch_sales_kobo = s.swatch_sales_kobo + excluded.swatch_sales_kobo,
      cost_kobo = s.cost_kobo + excluded.cost_kobo, cost_unknown = s.cost_unknown + excluded.cost_unknown)
  INSERT INTO piece_last_sales AS s (product_id, day)
  SELECT DISTINCT p.product_id, p_day FROM parts p
  WHERE sign > 0 AND p.product_id <> '' AND NOT EXISTS (SELECT 1 FROM piece_last_sales s WHERE s.product_id = p.product_id AND s.day >= p_day)
  ON CONFLICT (product_id) DO UPDATE SET day = excluded.day WHERE s.day < excluded.day;
  WITH moved AS (
    SELECT s.product_id, piece_last_sale_counted(s.product_id) AS day FROM piece_last_sales s
    WHERE sign < 0 AND s.day = p_day AND s.product_id IN (SELECT product_id FROM line_sales_parts(lines))),
  still_sold AS (UPDATE piece_last_sales s SET day = m.day FROM moved m WHERE s.product_id = m.product_id AND m.day IS NOT NULL)
  DELETE FROM piece_last_sales s USING moved m WHERE s.product_id = m.product_id AND m.day IS NULL
$$;--> statement-breakpoint
-- The rebuild (its body in migration 0066) makes the last days after the line sums.
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
