CREATE TABLE "line_group_months" (
	"month" date NOT NULL,
	"grouping" text NOT NULL,
	"grp" bigint NOT NULL,
	"line_key" integer NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"piece_orders" bigint DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"sales_kobo" bigint DEFAULT 0 NOT NULL,
	"swatch_units" bigint DEFAULT 0 NOT NULL,
	"swatch_sales_kobo" bigint DEFAULT 0 NOT NULL,
	"cost_kobo" bigint DEFAULT 0 NOT NULL,
	"cost_unknown" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "line_group_months_month_grouping_grp_pk" PRIMARY KEY("month","grouping","grp")
);
--> statement-breakpoint
CREATE INDEX "line_group_months_sales_idx" ON "line_group_months" USING btree ("month","grouping","sales_kobo");--> statement-breakpoint
CREATE INDEX "line_group_months_stock_sales_idx" ON "line_group_months" USING btree ("month","grouping",("sales_kobo" - "swatch_sales_kobo"));--> statement-breakpoint
-- The line sums per month and per group of the piece, variant and product tables (docs/decisions/0086-kept-sales-sums.md,
-- amendment "groups per month"): added to with the key rows by line_sales_add, one row per group (an order's lines of
-- one group added up first, the rows taken in one order so that two orders never wait on each other crosswise), and
-- rebuilt from the month rows.
CREATE FUNCTION line_group_months_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM line_group_months;
  INSERT INTO line_group_months (month, grouping, grp, line_key,
    orders, piece_orders, units, sales_kobo, swatch_units, swatch_sales_kobo, cost_kobo, cost_unknown)
  SELECT l.month, g.grouping, g.grp, min(l.line_key), sum(l.orders), sum(l.piece_orders), sum(l.units), sum(l.sales_kobo),
    sum(l.swatch_units), sum(l.swatch_sales_kobo), sum(l.cost_kobo), sum(l.cost_unknown)
  FROM line_sales_months l
  CROSS JOIN LATERAL (VALUES ('piece_group', l.piece_group), ('variant_group', l.variant_group), ('product_group', l.product_group)) AS g(grouping, grp)
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
$$;--> statement-breakpoint
-- sales_sums_rebuild of migration 0069, the groups per month made after the month rows.
CREATE OR REPLACE FUNCTION sales_sums_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_and_line_sums_rebuild();
  PERFORM line_group_months_rebuild();
  DELETE FROM piece_last_sales;
  INSERT INTO piece_last_sales (product_id, day) SELECT product_id, day FROM piece_last_sales_live;
END $$;--> statement-breakpoint
-- line_sales_add of migration 0076, adding to the groups per month as well.
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
  group_months AS (
    INSERT INTO line_group_months AS s (month, grouping, grp, line_key,
      orders, piece_orders, units, sales_kobo, swatch_units, swatch_sales_kobo, cost_kobo, cost_unknown)
    SELECT date_trunc('month', p_day::timestamp)::date, g.grouping, g.grp, min(p.line_key),
      sign * sum(p.orders), sign * sum(p.piece_orders), sign * sum(p.units), sign * sum(p.sales), sign * sum(p.swatch_units),
      sign * sum(p.swatch_sales), sign * sum(p.cost), sign * sum(p.cost_unknown)
    FROM keyed p
    CROSS JOIN LATERAL (VALUES ('piece_group', p.piece_group), ('variant_group', p.variant_group), ('product_group', p.product_group)) AS g(grouping, grp)
    GROUP BY g.grouping, g.grp
    ORDER BY g.grouping, g.grp
    ON CONFLICT (month, grouping, grp) DO UPDATE SET line_key = least(s.line_key, excluded.line_key), orders = s.orders + excluded.orders,
      piece_orders = s.piece_orders + excluded.piece_orders, units = s.units + excluded.units, sales_kobo = s.sales_kobo + excluded.sales_kobo,
      swatch_units = s.swatch_units + excluded.swatch_units, swatch_sales_kobo = s.swatch_sales_kobo + excluded.swatch_sales_kobo,
      cost_kobo = s.cost_kobo + excluded.cost_kobo, cost_unknown = s.cost_unknown + excluded.cost_unknown)
  INSERT INTO line_sales_years AS s (year, line_key, slot, category_group, piece_group, variant_group, product_group,
    orders, piece_orders, units, sales_kobo, swatch_units, swatch_sales_kobo, cost_kobo, cost_unknown)
  SELECT extract(year FROM p_day)::integer, p.line_key, (txid_current() % 8)::smallint, p.category_group, p.piece_group, p.variant_group, p.product_group,
    sign * p.orders, sign * p.piece_orders, sign * p.units, sign * p.sales, sign * p.swatch_units, sign * p.swatch_sales, sign * p.cost, sign * p.cost_unknown
  FROM keyed p
  ON CONFLICT (year, line_key, slot) DO UPDATE SET orders = s.orders + excluded.orders,
    piece_orders = s.piece_orders + excluded.piece_orders, units = s.units + excluded.units, sales_kobo = s.sales_kobo + excluded.sales_kobo,
    swatch_units = s.swatch_units + excluded.swatch_units, swatch_sales_kobo = s.swatch_sales_kobo + excluded.swatch_sales_kobo,
    cost_kobo = s.cost_kobo + excluded.cost_kobo, cost_unknown = s.cost_unknown + excluded.cost_unknown;
  SELECT piece_last_sales_add(p_day, lines, sign)
$$;--> statement-breakpoint
SELECT line_group_months_rebuild();--> statement-breakpoint
ANALYZE line_group_months;
