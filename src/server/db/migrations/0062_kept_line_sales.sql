CREATE TABLE "line_sales_days" (
	"day" date NOT NULL,
	"product_id" text NOT NULL,
	"piece" text NOT NULL,
	"variant" text NOT NULL,
	"slot" smallint NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"piece_orders" bigint DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"sales_kobo" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "line_sales_days_day_product_id_piece_variant_slot_pk" PRIMARY KEY("day","product_id","piece","variant","slot")
);
--> statement-breakpoint
-- Kept line sales (docs/decisions/0086-kept-sales-sums.md): what the piece, variant and category tables of the
-- Sales report add up, per Lagos day.
-- A line's variant as the report names it.
CREATE FUNCTION line_variant(measurements jsonb, variant_label text, color text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN measurements IS NOT NULL THEN 'Made to measure' ELSE coalesce(variant_label, color, 'One variant') END
$$;--> statement-breakpoint
-- What one order's lines add: per piece and variant its units and sales, 1 order, and 1 piece order on the
-- piece's first variant (so an order with two variants of a piece counts once for the piece).
CREATE FUNCTION line_sales_parts(lines order_items[])
  RETURNS TABLE (product_id text, piece text, variant text, orders bigint, piece_orders bigint, units bigint, sales bigint)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT product_id, piece, variant, 1, CASE WHEN row_number() OVER (PARTITION BY piece ORDER BY variant, product_id) = 1 THEN 1 ELSE 0 END,
    sum(quantity)::bigint, sum(total_kobo)::bigint
  FROM (SELECT coalesce(l.product_id::text, '') AS product_id, l.product_name AS piece, line_variant(l.measurements, l.variant_label, l.color) AS variant,
      l.quantity, l.total_kobo FROM unnest(lines) AS l) AS keyed
  GROUP BY product_id, piece, variant
$$;--> statement-breakpoint
CREATE FUNCTION line_sales_add(p_day date, lines order_items[], sign bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO line_sales_days AS s (day, product_id, piece, variant, slot, orders, piece_orders, units, sales_kobo)
  SELECT p_day, p.product_id, p.piece, p.variant, (txid_current() % 8)::smallint, sign * p.orders, sign * p.piece_orders, sign * p.units, sign * p.sales
  FROM line_sales_parts(lines) AS p
  ON CONFLICT (day, product_id, piece, variant, slot) DO UPDATE SET orders = s.orders + excluded.orders,
    piece_orders = s.piece_orders + excluded.piece_orders, units = s.units + excluded.units, sales_kobo = s.sales_kobo + excluded.sales_kobo
$$;--> statement-breakpoint
-- An order's lines, added (1) or taken off (-1) on its day while it counts.
CREATE FUNCTION line_sales_order(o orders, sign bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF sale_counted(o.status, o.payment_status) THEN
    PERFORM line_sales_add(lagos_day(o.created_at), array(SELECT i FROM order_items i WHERE i.order_id = o.id), sign);
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION line_sales_orders_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM line_sales_order(OLD, -1);
    RETURN OLD;
  END IF;
  PERFORM line_sales_order(OLD, -1);
  PERFORM line_sales_order(NEW, 1);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_line_sales_update AFTER UPDATE ON orders FOR EACH ROW
  WHEN ((OLD.status, OLD.payment_status, OLD.created_at) IS DISTINCT FROM (NEW.status, NEW.payment_status, NEW.created_at)
    AND (sale_counted(OLD.status, OLD.payment_status) OR sale_counted(NEW.status, NEW.payment_status)))
  EXECUTE FUNCTION line_sales_orders_keep();--> statement-breakpoint
-- Before the order goes: its lines go with it (cascade), after.
CREATE TRIGGER orders_line_sales_delete BEFORE DELETE ON orders FOR EACH ROW
  WHEN (sale_counted(OLD.status, OLD.payment_status)) EXECUTE FUNCTION line_sales_orders_keep();--> statement-breakpoint
-- Lines written by one statement: each order they belong to has its lines as they were taken off and as they
-- are added (statement level, with the rows the statement changed: a multi-row insert is seen whole).
CREATE FUNCTION line_sales_lines_changed(old_lines order_items[], new_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  o orders;
BEGIN
  FOR o IN SELECT * FROM orders WHERE id IN (SELECT order_id FROM unnest(old_lines) UNION SELECT order_id FROM order_items WHERE id = ANY(new_ids))
    AND sale_counted(status, payment_status) LOOP
    PERFORM line_sales_add(lagos_day(o.created_at),
      array(SELECT i FROM order_items i WHERE i.order_id = o.id AND i.id <> ALL(new_ids)) || array(SELECT l FROM unnest(old_lines) l WHERE l.order_id = o.id), -1);
    PERFORM line_sales_add(lagos_day(o.created_at), array(SELECT i FROM order_items i WHERE i.order_id = o.id), 1);
  END LOOP;
END $$;--> statement-breakpoint
CREATE FUNCTION line_sales_lines_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM line_sales_lines_changed(ARRAY[]::order_items[], array(SELECT n.id FROM new_lines n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM line_sales_lines_changed(array(SELECT ROW(l.*)::order_items FROM old_lines l), array(SELECT n.id FROM new_lines n));
  ELSE
    PERFORM line_sales_lines_changed(array(SELECT ROW(l.*)::order_items FROM old_lines l), ARRAY[]::uuid[]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER order_items_line_sales_insert AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION line_sales_lines_keep();--> statement-breakpoint
CREATE TRIGGER order_items_line_sales_update AFTER UPDATE ON order_items REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION line_sales_lines_keep();--> statement-breakpoint
CREATE TRIGGER order_items_line_sales_delete AFTER DELETE ON order_items REFERENCING OLD TABLE AS old_lines
  FOR EACH STATEMENT EXECUTE FUNCTION line_sales_lines_keep();--> statement-breakpoint
-- The same added up from the orders: line_sales_parts' parts, worked out for every order at once (set-based:
-- an array per order was a function call per order).
CREATE VIEW line_sales_days_live AS
  SELECT day, product_id, piece, variant, count(*)::bigint AS orders, sum(first_of_piece)::bigint AS piece_orders,
    sum(units)::bigint AS units, sum(sales)::bigint AS sales_kobo
  FROM (
    SELECT lagos_day(o.created_at) AS day, k.product_id, k.piece, k.variant, sum(k.quantity) AS units, sum(k.total_kobo) AS sales,
      CASE WHEN row_number() OVER (PARTITION BY k.order_id, k.piece ORDER BY k.variant, k.product_id) = 1 THEN 1 ELSE 0 END AS first_of_piece
    FROM orders o
    JOIN (SELECT i.order_id, coalesce(i.product_id::text, '') AS product_id, i.product_name AS piece,
        line_variant(i.measurements, i.variant_label, i.color) AS variant, i.quantity, i.total_kobo FROM order_items i) AS k ON k.order_id = o.id
    WHERE sale_counted(o.status, o.payment_status)
    GROUP BY o.created_at, k.order_id, k.product_id, k.piece, k.variant
  ) AS parts
  GROUP BY day, product_id, piece, variant;--> statement-breakpoint
-- The rebuild of migration 0061 keeps its work under another name and is followed by the line sales, written in
-- the order of their days: a period's rows then lie together on disk, as the days to come will.
ALTER FUNCTION sales_sums_rebuild() RENAME TO order_sums_rebuild;--> statement-breakpoint
CREATE FUNCTION sales_sums_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_sums_rebuild();
  DELETE FROM line_sales_days;
  INSERT INTO line_sales_days (day, product_id, piece, variant, slot, orders, piece_orders, units, sales_kobo)
  SELECT day, product_id, piece, variant, 0, orders, piece_orders, units, sales_kobo FROM line_sales_days_live ORDER BY day;
END $$;--> statement-breakpoint
SELECT sales_sums_rebuild();
