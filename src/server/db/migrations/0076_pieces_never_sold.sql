ALTER TABLE "piece_last_sales" ALTER COLUMN "day" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "piece_last_sales_day_idx" ON "piece_last_sales" USING btree ("day");--> statement-breakpoint
-- Every piece has a last-sale row from its creation, its day null until it sells (docs/decisions/0086-kept-sales-sums.md,
-- amendment "pieces never sold"): Reports → Stock's unsold lists read the pieces sold long ago or never from the
-- day's index, instead of hashing every piece's row to find those without one.
CREATE OR REPLACE VIEW piece_last_sales_live AS
  SELECT coalesce(sold.product_id, p.id) AS product_id, sold.day FROM (
    SELECT product_id::uuid AS product_id, max(day) AS day FROM (
      SELECT l.day, k.product_id FROM line_sales_days l JOIN line_keys k ON k.id = l.line_key
      WHERE k.product_id <> '' GROUP BY l.day, k.product_id HAVING sum(l.orders) > 0) AS sold_days
    GROUP BY product_id) AS sold
  FULL JOIN products p ON p.id = sold.product_id;--> statement-breakpoint
CREATE FUNCTION products_never_sold_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO piece_last_sales (product_id, day) SELECT n.id, NULL FROM added n ON CONFLICT (product_id) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_never_sold_insert AFTER INSERT ON products REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION products_never_sold_insert();--> statement-breakpoint
-- A piece deleted unsold leaves nothing; one sold keeps its last day, as its line sums keep its sales.
CREATE FUNCTION products_never_sold_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM piece_last_sales s USING gone g WHERE s.product_id = g.id AND s.day IS NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_never_sold_delete AFTER DELETE ON products REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION products_never_sold_delete();--> statement-breakpoint
-- An order's lines move their pieces' last days (line_sales_add, below): a first sale fills a null day, and a piece
-- whose only sales are taken off is never sold again while it is there, gone with it otherwise.
CREATE FUNCTION piece_last_sales_add(p_day date, lines order_items[], sign bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO piece_last_sales AS s (product_id, day)
  SELECT DISTINCT nullif(p.product_id, '')::uuid, p_day FROM line_sales_parts(lines) p
  WHERE sign > 0 AND p.product_id <> '' AND NOT EXISTS (SELECT 1 FROM piece_last_sales s WHERE s.product_id = nullif(p.product_id, '')::uuid AND s.day >= p_day)
  ON CONFLICT (product_id) DO UPDATE SET day = excluded.day WHERE s.day IS NULL OR s.day < excluded.day;
  WITH moved AS (
    SELECT s.product_id, piece_last_sale_counted(s.product_id) AS day, EXISTS (SELECT 1 FROM products p WHERE p.id = s.product_id) AS listed
    FROM piece_last_sales s
    WHERE sign < 0 AND s.day = p_day AND s.product_id IN (SELECT nullif(product_id, '')::uuid FROM line_sales_parts(lines))),
  still_there AS (UPDATE piece_last_sales s SET day = m.day FROM moved m WHERE s.product_id = m.product_id AND (m.day IS NOT NULL OR m.listed))
  DELETE FROM piece_last_sales s USING moved m WHERE s.product_id = m.product_id AND m.day IS NULL AND NOT m.listed
$$;--> statement-breakpoint
-- line_sales_add of migration 0075, its pieces' last days handed to piece_last_sales_add.
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
INSERT INTO piece_last_sales (product_id, day) SELECT p.id, NULL FROM products p ON CONFLICT (product_id) DO NOTHING;--> statement-breakpoint
ANALYZE piece_last_sales;
