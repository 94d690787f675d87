-- What the reports' line tables group by, kept as numbers on each line key and copied onto its sums rows
-- (docs/decisions/0086-kept-sales-sums.md): a month's piece table groups and ranks ~100,000 day rows by a number
-- and names only the rows it shows, instead of joining every key to group by its texts.
ALTER TABLE "line_keys" ADD COLUMN "piece_group" bigint GENERATED ALWAYS AS (hashtextextended(piece, 0)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "line_keys" ADD COLUMN "variant_group" bigint GENERATED ALWAYS AS (hashtextextended(piece || ' — ' || variant, 0)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "line_keys" ADD COLUMN "product_group" bigint GENERATED ALWAYS AS (hashtextextended(CASE WHEN product_id = '' THEN 'line:' || piece ELSE product_id END, 0)) STORED NOT NULL;--> statement-breakpoint
-- A key's category group: the hash of its product's category now, of '' once the product is gone.
CREATE FUNCTION line_category_group(p_product text) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT hashtextextended(coalesce((SELECT p.category FROM products p WHERE p.id = nullif(p_product, '')::uuid), ''), 0)
$$;--> statement-breakpoint
ALTER TABLE "line_keys" ADD COLUMN "category_group" bigint;--> statement-breakpoint
UPDATE line_keys SET category_group = line_category_group(product_id);--> statement-breakpoint
ALTER TABLE "line_keys" ALTER COLUMN "category_group" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "line_sales_days" ADD COLUMN "category_group" bigint, ADD COLUMN "piece_group" bigint, ADD COLUMN "variant_group" bigint, ADD COLUMN "product_group" bigint;--> statement-breakpoint
UPDATE line_sales_days l SET category_group = k.category_group, piece_group = k.piece_group, variant_group = k.variant_group, product_group = k.product_group
FROM line_keys k WHERE k.id = l.line_key;--> statement-breakpoint
ALTER TABLE "line_sales_days" ALTER COLUMN "category_group" SET NOT NULL, ALTER COLUMN "piece_group" SET NOT NULL, ALTER COLUMN "variant_group" SET NOT NULL,
  ALTER COLUMN "product_group" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "line_sales_years" ADD COLUMN "category_group" bigint, ADD COLUMN "piece_group" bigint, ADD COLUMN "variant_group" bigint, ADD COLUMN "product_group" bigint;--> statement-breakpoint
UPDATE line_sales_years l SET category_group = k.category_group, piece_group = k.piece_group, variant_group = k.variant_group, product_group = k.product_group
FROM line_keys k WHERE k.id = l.line_key;--> statement-breakpoint
ALTER TABLE "line_sales_years" ALTER COLUMN "category_group" SET NOT NULL, ALTER COLUMN "piece_group" SET NOT NULL, ALTER COLUMN "variant_group" SET NOT NULL,
  ALTER COLUMN "product_group" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "line_sales_years_key_idx" ON "line_sales_years" USING btree ("line_key");--> statement-breakpoint
-- A piece moved to another category (or deleted): its keys and their sums rows follow.
CREATE FUNCTION products_line_category_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved bigint := hashtextextended(CASE WHEN TG_OP = 'DELETE' THEN '' ELSE NEW.category END, 0);
  product text := OLD.id::text;
BEGIN
  UPDATE line_keys SET category_group = moved WHERE product_id = product;
  UPDATE line_sales_days l SET category_group = moved FROM line_keys k WHERE k.product_id = product AND l.line_key = k.id;
  UPDATE line_sales_years l SET category_group = moved FROM line_keys k WHERE k.product_id = product AND l.line_key = k.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_line_category_update AFTER UPDATE OF category ON products FOR EACH ROW
  WHEN (OLD.category IS DISTINCT FROM NEW.category) EXECUTE FUNCTION products_line_category_keep();--> statement-breakpoint
CREATE TRIGGER products_line_category_delete AFTER DELETE ON products FOR EACH ROW EXECUTE FUNCTION products_line_category_keep();--> statement-breakpoint
-- One order's lines added (sign 1) or taken off (-1) on a day, in two statements instead of four: the lines'
-- parts are worked out once, a key already numbered is not looked for twice, and a key numbered meanwhile by
-- another checkout is returned by its conflict; the key's groups are written with its sums. A piece's last day
-- (migration 0069) moves on with a sale (written only when it moves, so checkouts of one piece on one day do not
-- queue on its row), and is looked up again when a sale on it is taken off.
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
-- The rebuild of migration 0066, the keys' groups written with the sums (and each key's category group made again first).
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
  DELETE FROM line_sales_years;
  INSERT INTO line_sales_years (year, line_key, slot, category_group, piece_group, variant_group, product_group,
    orders, piece_orders, units, sales_kobo, swatch_units, swatch_sales_kobo, cost_kobo, cost_unknown)
  SELECT extract(year FROM day)::integer, line_key, 0, category_group, piece_group, variant_group, product_group, sum(orders), sum(piece_orders),
    sum(units), sum(sales_kobo), sum(swatch_units), sum(swatch_sales_kobo), sum(cost_kobo), sum(cost_unknown)
  FROM line_sales_days GROUP BY 1, 2, 4, 5, 6, 7 ORDER BY 1, 2;
  DELETE FROM line_keys k WHERE NOT EXISTS (SELECT 1 FROM line_sales_days l WHERE l.line_key = k.id);
  DROP TABLE line_sales_counted;
END $$;
--> statement-breakpoint
-- A sum of bigints as a bigint, kept as one (sum(bigint) keeps a numeric per group: a month's 66,000 pieces did not
-- fit in work_mem and spilled to disk). Out of range raises, as bigint arithmetic does.
CREATE AGGREGATE bigint_sum(bigint) (SFUNC = int8pl, STYPE = bigint, COMBINEFUNC = int8pl, PARALLEL = SAFE);
