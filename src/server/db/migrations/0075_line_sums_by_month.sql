CREATE TABLE "line_sales_months" (
	"month" date NOT NULL,
	"line_key" integer NOT NULL,
	"slot" smallint NOT NULL,
	"category_group" bigint NOT NULL,
	"piece_group" bigint NOT NULL,
	"variant_group" bigint NOT NULL,
	"product_group" bigint NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"piece_orders" bigint DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"sales_kobo" bigint DEFAULT 0 NOT NULL,
	"swatch_units" bigint DEFAULT 0 NOT NULL,
	"swatch_sales_kobo" bigint DEFAULT 0 NOT NULL,
	"cost_kobo" bigint DEFAULT 0 NOT NULL,
	"cost_unknown" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "line_sales_months_month_line_key_slot_pk" PRIMARY KEY("month","line_key","slot")
);
--> statement-breakpoint
CREATE INDEX "line_sales_months_key_idx" ON "line_sales_months" USING btree ("line_key");--> statement-breakpoint
-- The line sums per month (docs/decisions/0086-kept-sales-sums.md, amendment "months"), kept like the years': a piece
-- moved to another category takes its month rows along, each order's lines are added to its month with its day and
-- its year, and the rebuild adds the days up per month.
CREATE OR REPLACE FUNCTION products_line_category_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved bigint := hashtextextended(CASE WHEN TG_OP = 'DELETE' THEN '' ELSE NEW.category END, 0);
  product text := OLD.id::text;
BEGIN
  UPDATE line_keys SET category_group = moved WHERE product_id = product;
  UPDATE line_sales_days l SET category_group = moved FROM line_keys k WHERE k.product_id = product AND l.line_key = k.id;
  UPDATE line_sales_months l SET category_group = moved FROM line_keys k WHERE k.product_id = product AND l.line_key = k.id;
  UPDATE line_sales_years l SET category_group = moved FROM line_keys k WHERE k.product_id = product AND l.line_key = k.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION line_sales_add(p_day date, lines order_items[], sign bigint) RETURNS void LANGUAGE sql AS $$
  WITH parts AS MATERIALIZED (SELECT * FROM line_sales_parts(lines)),
  known AS (
    SELECT k.id AS line_key, k.category_group, k.piece_group, k.variant_group, k.product_group, p.*
    FROM parts p JOIN line_keys k ON (k.product_id, k.piece, k.variant) = (p.product_id, p.piece, p.variant)),
  numbered AS (
    INSERT INTO line_keys AS k (product_id, piece, variant, category_group)
    SELECT p.product_id, p.piece, p.variant, line_category_group(p.product_id) FROM parts p
    WHERE NOT EXISTS (SELECT 1 FROM known n WHERE (n.product_id, n.piece, n.variant) = (p.product_id, p.piece, p.variant))
    ON CONFLICT (product_id, piece, variant) DO UPDATE SET piece = excluded.piece
    RETURNING k.id, k.product_id, k.piece, k.variant, k.category_group, k.piece_group, k.variant_group, k.product_group),
  keyed AS (
    SELECT * FROM known
    UNION ALL
    SELECT n.id, n.category_group, n.piece_group, n.variant_group, n.product_group, p.*
    FROM numbered n JOIN parts p ON (p.product_id, p.piece, p.variant) = (n.product_id, n.piece, n.variant)),
  days AS (
    INSERT INTO line_sales_days AS s (day, line_key, slot, category_group, piece_group, variant_group, product_group,
      orders, piece_orders, units, sales_kobo, swatch_units, swatch_sales_kobo, cost_kobo, cost_unknown)
    SELECT p_day, p.line_key, (txid_current() % 8)::smallint, p.category_group, p.piece_group, p.variant_group, p.product_group,
      sign * p.orders, sign * p.piece_orders, sign * p.units, sign * p.sales, sign * p.swatch_units, sign * p.swatch_sales, sign * p.cost, sign * p.cost_unknown
    FROM keyed p
    ON CONFLICT (day, line_key, slot) DO UPDATE SET orders = s.orders + excluded.orders,
      piece_orders = s.piece_orders + excluded.piece_orders, units = s.units + excluded.units, sales_kobo = s.sales_kobo + excluded.sales_kobo,
      swatch_units = s.swatch_units + excluded.swatch_units, swatch_sales_kobo = s.swatch_sales_kobo + excluded.swatch_sales_kobo,
      cost_kobo = s.cost_kobo + excluded.cost_kobo, cost_unknown = s.cost_unknown + excluded.cost_unknown),
  months AS (
    INSERT INTO line_sales_months AS s (month, line_key, slot, category_group, piece_group, variant_group, product_group,
      orders, piece_orders, units, sales_kobo, swatch_units, swatch_sales_kobo, cost_kobo, cost_unknown)
    SELECT date_trunc('month', p_day::timestamp)::date, p.line_key, (txid_current() % 8)::smallint, p.category_group, p.piece_group, p.variant_group, p.product_group,
      sign * p.orders, sign * p.piece_orders, sign * p.units, sign * p.sales, sign * p.swatch_units, sign * p.swatch_sales, sign * p.cost, sign * p.cost_unknown
    FROM keyed p
    ON CONFLICT (month, line_key, slot) DO UPDATE SET orders = s.orders + excluded.orders,
      piece_orders = s.piece_orders + excluded.piece_orders, units = s.units + excluded.units, sales_kobo = s.sales_kobo + excluded.sales_kobo,
      swatch_units = s.swatch_units + excluded.swatch_units, swatch_sales_kobo = s.swatch_sales_kobo + excluded.swatch_sales_kobo,
      cost_kobo = s.cost_kobo + excluded.cost_kobo, cost_unknown = s.cost_unknown + excluded.cost_unknown),
  years AS (
    INSERT INTO line_sales_years AS s (year, line_key, slot, category_group, piece_group, variant_group, product_group,
      orders, piece_orders, units, sales_kobo, swatch_units, swatch_sales_kobo, cost_kobo, cost_unknown)
    SELECT extract(year FROM p_day)::integer, p.line_key, (txid_current() % 8)::smallint, p.category_group, p.piece_group, p.variant_group, p.product_group,
      sign * p.orders, sign * p.piece_orders, sign * p.units, sign * p.sales, sign * p.swatch_units, sign * p.swatch_sales, sign * p.cost, sign * p.cost_unknown
    FROM keyed p
    ON CONFLICT (year, line_key, slot) DO UPDATE SET orders = s.orders + excluded.orders,
      piece_orders = s.piece_orders + excluded.piece_orders, units = s.units + excluded.units, sales_kobo = s.sales_kobo + excluded.sales_kobo,
      swatch_units = s.swatch_units + excluded.swatch_units, swatch_sales_kobo = s.swatch_sales_kobo + excluded.swatch_sales_kobo,
      cost_kobo = s.cost_kobo + excluded.cost_kobo, cost_unknown = s.cost_unknown + excluded.cost_unknown)
  INSERT INTO piece_last_sales AS s (product_id, day)
  SELECT DISTINCT nullif(p.product_id, '')::uuid, p_day FROM parts p
  WHERE sign > 0 AND p.product_id <> '' AND NOT EXISTS (SELECT 1 FROM piece_last_sales s WHERE s.product_id = nullif(p.product_id, '')::uuid AND s.day >= p_day)
  ON CONFLICT (product_id) DO UPDATE SET day = excluded.day WHERE s.day < excluded.day;
  WITH moved AS (
    SELECT s.product_id, piece_last_sale_counted(s.product_id) AS day FROM piece_last_sales s
    WHERE sign < 0 AND s.day = p_day AND s.product_id IN (SELECT nullif(product_id, '')::uuid FROM line_sales_parts(lines))),
  still_sold AS (UPDATE piece_last_sales s SET day = m.day FROM moved m WHERE s.product_id = m.product_id AND m.day IS NOT NULL)
  DELETE FROM piece_last_sales s USING moved m WHERE s.product_id = m.product_id AND m.day IS NULL
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_and_line_sums_rebuild() RETURNS void LANGUAGE plpgsql AS $$
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
  UPDATE line_keys k SET category_group = g.category_group
  FROM (SELECT id, line_category_group(product_id) AS category_group FROM line_keys) AS g
  WHERE g.id = k.id AND g.category_group <> k.category_group;
  INSERT INTO line_keys (product_id, piece, variant, category_group)
  SELECT c.product_id, c.piece, c.variant, line_category_group(c.product_id) FROM (SELECT DISTINCT product_id, piece, variant FROM line_sales_counted) AS c
  WHERE NOT EXISTS (SELECT 1 FROM line_keys k WHERE (k.product_id, k.piece, k.variant) = (c.product_id, c.piece, c.variant));
  INSERT INTO line_sales_days (day, line_key, slot, category_group, piece_group, variant_group, product_group,
    orders, piece_orders, units, sales_kobo, swatch_units, swatch_sales_kobo, cost_kobo, cost_unknown)
  SELECT c.day, k.id, 0, k.category_group, k.piece_group, k.variant_group, k.product_group,
    c.orders, c.piece_orders, c.units, c.sales_kobo, c.swatch_units, c.swatch_sales_kobo, c.cost_kobo, c.cost_unknown
  FROM line_sales_counted c JOIN line_keys k ON (k.product_id, k.piece, k.variant) = (c.product_id, c.piece, c.variant)
  ORDER BY c.day;
  DELETE FROM line_sales_months;
  INSERT INTO line_sales_months (month, line_key, slot, category_group, piece_group, variant_group, product_group,
    orders, piece_orders, units, sales_kobo, swatch_units, swatch_sales_kobo, cost_kobo, cost_unknown)
  SELECT date_trunc('month', day::timestamp)::date, line_key, 0, category_group, piece_group, variant_group, product_group, sum(orders), sum(piece_orders),
    sum(units), sum(sales_kobo), sum(swatch_units), sum(swatch_sales_kobo), sum(cost_kobo), sum(cost_unknown)
  FROM line_sales_days GROUP BY 1, 2, 4, 5, 6, 7 ORDER BY 1, 2;
  DELETE FROM line_sales_years;
  INSERT INTO line_sales_years (year, line_key, slot, category_group, piece_group, variant_group, product_group,
    orders, piece_orders, units, sales_kobo, swatch_units, swatch_sales_kobo, cost_kobo, cost_unknown)
  SELECT extract(year FROM day)::integer, line_key, 0, category_group, piece_group, variant_group, product_group, sum(orders), sum(piece_orders),
    sum(units), sum(sales_kobo), sum(swatch_units), sum(swatch_sales_kobo), sum(cost_kobo), sum(cost_unknown)
  FROM line_sales_days GROUP BY 1, 2, 4, 5, 6, 7 ORDER BY 1, 2;
  DELETE FROM line_keys k WHERE NOT EXISTS (SELECT 1 FROM line_sales_days l WHERE l.line_key = k.id);
  DROP TABLE line_sales_counted;
END $$;--> statement-breakpoint
INSERT INTO line_sales_months (month, line_key, slot, category_group, piece_group, variant_group, product_group,
  orders, piece_orders, units, sales_kobo, swatch_units, swatch_sales_kobo, cost_kobo, cost_unknown)
SELECT date_trunc('month', day::timestamp)::date, line_key, 0, category_group, piece_group, variant_group, product_group, sum(orders), sum(piece_orders),
  sum(units), sum(sales_kobo), sum(swatch_units), sum(swatch_sales_kobo), sum(cost_kobo), sum(cost_unknown)
FROM line_sales_days GROUP BY 1, 2, 4, 5, 6, 7 ORDER BY 1, 2;--> statement-breakpoint
ANALYZE line_sales_months;
