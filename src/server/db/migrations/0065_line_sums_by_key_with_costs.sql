CREATE TABLE "line_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "line_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" text NOT NULL,
	"piece" text NOT NULL,
	"variant" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_sales_days" (
	"day" date NOT NULL,
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
	CONSTRAINT "line_sales_days_day_line_key_slot_pk" PRIMARY KEY("day","line_key","slot")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "unit_cost_kobo" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "line_keys_product_piece_variant_idx" ON "line_keys" USING btree ("product_id","piece","variant");--> statement-breakpoint
CREATE INDEX "line_sales_days_key_day_idx" ON "line_sales_days" USING btree ("line_key","day");--> statement-breakpoint
-- Kept line sums by line key, with the stock report's costs (docs/decisions/0086-kept-sales-sums.md).
-- A variant's cost per unit when an order was placed: the cost in force then, else (a cost first entered after
-- the sale) its first cost.
CREATE FUNCTION line_cost(p_variant uuid, placed timestamptz) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT vc.cost_kobo FROM variant_costs vc WHERE vc.variant_id = p_variant AND vc.effective_from <= placed ORDER BY vc.effective_from DESC LIMIT 1),
    (SELECT vc.cost_kobo FROM variant_costs vc WHERE vc.variant_id = p_variant ORDER BY vc.effective_from LIMIT 1))
$$;--> statement-breakpoint
-- A line's cost is recorded as it is written (a restore brings it along) and again when its variant, size or
-- swatch changes; a variant deleted since leaves it as it was.
CREATE FUNCTION order_items_cost_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.unit_cost_kobo IS NOT NULL THEN RETURN NEW; END IF;
  IF TG_OP = 'UPDATE' AND (NEW.variant_id IS NULL
    OR (NEW.variant_id, NEW.measurements, NEW.swatch) IS NOT DISTINCT FROM (OLD.variant_id, OLD.measurements, OLD.swatch)) THEN
    RETURN NEW;
  END IF;
  NEW.unit_cost_kobo := CASE WHEN NEW.measurements IS NULL AND NEW.swatch IS NULL AND NEW.variant_id IS NOT NULL
    THEN line_cost(NEW.variant_id, (SELECT o.created_at FROM orders o WHERE o.id = NEW.order_id)) END;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER order_items_cost BEFORE INSERT OR UPDATE OF variant_id, measurements, swatch ON order_items
  FOR EACH ROW EXECUTE FUNCTION order_items_cost_keep();--> statement-breakpoint
-- A variant's first cost, entered after it sold, is the cost of the lines sold before.
CREATE FUNCTION variant_costs_fill_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE order_items i SET unit_cost_kobo = line_cost(i.variant_id, o.created_at)
  FROM orders o
  WHERE i.variant_id = NEW.variant_id AND i.unit_cost_kobo IS NULL AND i.measurements IS NULL AND i.swatch IS NULL
    AND o.id = i.order_id AND line_cost(i.variant_id, o.created_at) IS NOT NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER variant_costs_lines AFTER INSERT ON variant_costs FOR EACH ROW WHEN (NEW.cost_kobo IS NOT NULL)
  EXECUTE FUNCTION variant_costs_fill_lines();--> statement-breakpoint
-- What one order's lines add, per piece and variant (the key): as before, and the swatches among them and the
-- other lines' known cost and how many have none.
DROP FUNCTION line_sales_add(date, order_items[], bigint);--> statement-breakpoint
DROP FUNCTION line_sales_parts(order_items[]);--> statement-breakpoint
CREATE FUNCTION line_sales_parts(lines order_items[])
  RETURNS TABLE (product_id text, piece text, variant text, orders bigint, piece_orders bigint, units bigint, sales bigint,
    swatch_units bigint, swatch_sales bigint, cost bigint, cost_unknown bigint)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT product_id, piece, variant, 1, CASE WHEN row_number() OVER (PARTITION BY piece ORDER BY variant, product_id) = 1 THEN 1 ELSE 0 END,
    sum(quantity)::bigint, sum(total_kobo)::bigint,
    coalesce(sum(quantity) FILTER (WHERE swatch), 0)::bigint, coalesce(sum(total_kobo) FILTER (WHERE swatch), 0)::bigint,
    coalesce(sum(quantity::bigint * unit_cost_kobo) FILTER (WHERE NOT swatch), 0)::bigint,
    count(*) FILTER (WHERE NOT swatch AND unit_cost_kobo IS NULL)
  FROM (SELECT coalesce(l.product_id::text, '') AS product_id, l.product_name AS piece, line_variant(l.measurements, l.variant_label, l.color) AS variant,
      l.quantity, l.total_kobo, l.swatch IS NOT NULL AS swatch, l.unit_cost_kobo FROM unnest(lines) AS l) AS keyed
  GROUP BY product_id, piece, variant
$$;--> statement-breakpoint
-- A new key is numbered once (looked for first, so a sum only rarely spends a number).
CREATE FUNCTION line_sales_add(p_day date, lines order_items[], sign bigint) RETURNS void LANGUAGE sql AS $$
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
    cost_kobo = s.cost_kobo + excluded.cost_kobo, cost_unknown = s.cost_unknown + excluded.cost_unknown
$$;--> statement-breakpoint
DROP VIEW line_sales_days_live;--> statement-breakpoint
CREATE VIEW line_sales_days_live AS
  SELECT day, product_id, piece, variant, count(*)::bigint AS orders, sum(first_of_piece)::bigint AS piece_orders,
    sum(units)::bigint AS units, sum(sales)::bigint AS sales_kobo, sum(swatch_units)::bigint AS swatch_units,
    sum(swatch_sales)::bigint AS swatch_sales_kobo, sum(cost)::bigint AS cost_kobo, sum(cost_unknown)::bigint AS cost_unknown
  FROM (
    SELECT lagos_day(o.created_at) AS day, k.product_id, k.piece, k.variant, sum(k.quantity) AS units, sum(k.total_kobo) AS sales,
      coalesce(sum(k.quantity) FILTER (WHERE k.swatch), 0) AS swatch_units, coalesce(sum(k.total_kobo) FILTER (WHERE k.swatch), 0) AS swatch_sales,
      coalesce(sum(k.quantity::bigint * k.unit_cost_kobo) FILTER (WHERE NOT k.swatch), 0) AS cost,
      count(*) FILTER (WHERE NOT k.swatch AND k.unit_cost_kobo IS NULL) AS cost_unknown,
      CASE WHEN row_number() OVER (PARTITION BY k.order_id, k.piece ORDER BY k.variant, k.product_id) = 1 THEN 1 ELSE 0 END AS first_of_piece
    FROM orders o
    JOIN (SELECT i.order_id, coalesce(i.product_id::text, '') AS product_id, i.product_name AS piece,
        line_variant(i.measurements, i.variant_label, i.color) AS variant, i.quantity, i.total_kobo, i.swatch IS NOT NULL AS swatch,
        i.unit_cost_kobo FROM order_items i) AS k ON k.order_id = o.id
    WHERE sale_counted(o.status, o.payment_status)
    GROUP BY o.created_at, k.order_id, k.product_id, k.piece, k.variant
  ) AS parts
  GROUP BY day, product_id, piece, variant;--> statement-breakpoint
-- The rebuild records the costs that can be known and not yet are (a restore of a backup from before they were
-- recorded), then writes the line sums in the order of their days (a period's rows then lie together on disk) and
-- forgets the keys no sum uses.
-- The line sums' triggers stand aside while it records the costs (every order's lines again, for sums about
-- to be written whole).
CREATE OR REPLACE FUNCTION line_sales_lines_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('reports.rebuilding', true) = 'on' THEN
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM line_sales_lines_changed(ARRAY[]::order_items[], array(SELECT n.id FROM new_lines n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM line_sales_lines_changed(array(SELECT ROW(l.*)::order_items FROM old_lines l), array(SELECT n.id FROM new_lines n));
  ELSE
    PERFORM line_sales_lines_changed(array(SELECT ROW(l.*)::order_items FROM old_lines l), ARRAY[]::uuid[]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
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
  DELETE FROM line_keys k WHERE NOT EXISTS (SELECT 1 FROM line_sales_days l WHERE l.line_key = k.id);
  DROP TABLE line_sales_counted;
END $$;--> statement-breakpoint
SELECT sales_sums_rebuild();
