CREATE TABLE "line_sales_years" (
	"year" integer NOT NULL,
	"line_key" integer NOT NULL,
	"slot" smallint NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"piece_orders" bigint DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"sales_kobo" bigint DEFAULT 0 NOT NULL,
	"swatch_units" bigint DEFAULT 0 NOT NULL,
	"swatch_sales_kobo" bigint DEFAULT 0 NOT NULL,
	"cost_kobo" bigint DEFAULT 0 NOT NULL,
	"cost_unknown" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "line_sales_years_year_line_key_slot_pk" PRIMARY KEY("year","line_key","slot")
);
--> statement-breakpoint
-- The line sums are kept per year too (docs/decisions/0086-kept-sales-sums.md): each day's sums are added to
-- their year's row in the same statement's transaction.
CREATE OR REPLACE FUNCTION line_sales_add(p_day date, lines order_items[], sign bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO line_keys (product_id, piece, variant)
  SELECT p.product_id, p.piece, p.variant FROM line_sales_parts(lines) AS p
  WHERE NOT EXISTS (SELECT 1 FROM line_keys k WHERE (k.product_id, k.piece, k.variant) = (p.product_id, p.piece, p.variant))
  ON CONFLICT DO NOTHING;
  INSERT INTO line_sales_days AS s (day, line_key, slot, orders, piece_orders, units, sales_kobo, swatch_units, swatch_sales_kobo, cost_kobo, cost_unknown)
  SELECT p_day, k.id, (txid_current() % 8)::smallint, sign * p.orders, sign * p.piece_orders, sign * p.units, sign * p.sales,
    sign * p.swatch_units, sign * p.swatch_sales, sign * p.cost, sign * p.cost_unknown
  FROM line_sales_parts(lines) AS p
  JOIN line_keys k ON (k.product_id, k.piece, k.variant) = (p.product_id, p.piece, p.variant)
  ON CONFLICT (day, line_key, slot) DO UPDATE SET orders = s.orders + excluded.orders,
    piece_orders = s.piece_orders + excluded.piece_orders, units = s.units + excluded.units, sales_kobo = s.sales_kobo + excluded.sales_kobo,
    swatch_units = s.swatch_units + excluded.swatch_units, swatch_sales_kobo = s.swatch_sales_kobo + excluded.swatch_sales_kobo,
    cost_kobo = s.cost_kobo + excluded.cost_kobo, cost_unknown = s.cost_unknown + excluded.cost_unknown;
  INSERT INTO line_sales_years AS s (year, line_key, slot, orders, piece_orders, units, sales_kobo, swatch_units, swatch_sales_kobo, cost_kobo, cost_unknown)
  SELECT extract(year FROM p_day)::integer, k.id, (txid_current() % 8)::smallint, sign * p.orders, sign * p.piece_orders, sign * p.units, sign * p.sales,
    sign * p.swatch_units, sign * p.swatch_sales, sign * p.cost, sign * p.cost_unknown
  FROM line_sales_parts(lines) AS p
  JOIN line_keys k ON (k.product_id, k.piece, k.variant) = (p.product_id, p.piece, p.variant)
  ON CONFLICT (year, line_key, slot) DO UPDATE SET orders = s.orders + excluded.orders,
    piece_orders = s.piece_orders + excluded.piece_orders, units = s.units + excluded.units, sales_kobo = s.sales_kobo + excluded.sales_kobo,
    swatch_units = s.swatch_units + excluded.swatch_units, swatch_sales_kobo = s.swatch_sales_kobo + excluded.swatch_sales_kobo,
    cost_kobo = s.cost_kobo + excluded.cost_kobo, cost_unknown = s.cost_unknown + excluded.cost_unknown
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_sums_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_sums_rebuild();
  PERFORM set_config('reports.rebuilding', 'on', true);
  UPDATE order_items i SET unit_cost_kobo = c.cost
  FROM (SELECT i.id, line_cost(i.variant_id, o.created_at) AS cost FROM order_items i JOIN orders o ON o.id = i.order_id
    WHERE i.unit_cost_kobo IS NULL AND i.measurements IS NULL AND i.swatch IS NULL AND i.variant_id IS NOT NULL) AS c
  WHERE c.id = i.id AND c.cost IS NOT NULL;
  PERFORM set_config('reports.rebuilding', 'off', true);
  DELETE FROM line_sales_days;
  CREATE TEMPORARY TABLE line_sales_counted ON COMMIT DROP AS SELECT * FROM line_sales_days_live;
  INSERT INTO line_keys (product_id, piece, variant)
  SELECT DISTINCT c.product_id, c.piece, c.variant FROM line_sales_counted c
  WHERE NOT EXISTS (SELECT 1 FROM line_keys k WHERE (k.product_id, k.piece, k.variant) = (c.product_id, c.piece, c.variant));
  INSERT INTO line_sales_days (day, line_key, slot, orders, piece_orders, units, sales_kobo, swatch_units, swatch_sales_kobo, cost_kobo, cost_unknown)
  SELECT c.day, k.id, 0, c.orders, c.piece_orders, c.units, c.sales_kobo, c.swatch_units, c.swatch_sales_kobo, c.cost_kobo, c.cost_unknown
  FROM line_sales_counted c JOIN line_keys k ON (k.product_id, k.piece, k.variant) = (c.product_id, c.piece, c.variant)
  ORDER BY c.day;
  DELETE FROM line_sales_years;
  INSERT INTO line_sales_years (year, line_key, slot, orders, piece_orders, units, sales_kobo, swatch_units, swatch_sales_kobo, cost_kobo, cost_unknown)
  SELECT extract(year FROM day)::integer, line_key, 0, sum(orders), sum(piece_orders), sum(units), sum(sales_kobo), sum(swatch_units),
    sum(swatch_sales_kobo), sum(cost_kobo), sum(cost_unknown)
  FROM line_sales_days GROUP BY 1, 2 ORDER BY 1, 2;
  DELETE FROM line_keys k WHERE NOT EXISTS (SELECT 1 FROM line_sales_days l WHERE l.line_key = k.id);
  DROP TABLE line_sales_counted;
END $$;--> statement-breakpoint
INSERT INTO line_sales_years (year, line_key, slot, orders, piece_orders, units, sales_kobo, swatch_units, swatch_sales_kobo, cost_kobo, cost_unknown)
SELECT extract(year FROM day)::integer, line_key, 0, sum(orders), sum(piece_orders), sum(units), sum(sales_kobo), sum(swatch_units),
  sum(swatch_sales_kobo), sum(cost_kobo), sum(cost_unknown)
FROM line_sales_days GROUP BY 1, 2 ORDER BY 1, 2;