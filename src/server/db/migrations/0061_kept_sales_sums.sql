-- Kept sales sums (docs/decisions/0086-kept-sales-sums.md). What each figure counts is written once, here,
-- as SQL functions the reports' queries call too (src/server/reports/sale-definitions.ts), and the views
-- sales_days_live and money_days_live add it up from the orders: the rebuild fills the kept tables from them
-- and the check compares the two (npm run reports:rebuild).
CREATE FUNCTION shop_vat_rate() RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT CASE WHEN vat_registered THEN vat_rate_basis_points ELSE 0 END FROM website_settings WHERE id = 1), 0)
$$;--> statement-breakpoint
-- The VAT contained in a VAT-inclusive amount (>= 0) at `rate` basis points, rounded half up to the kobo
-- (src/lib/vat.ts's vatContainedKobo): floor((2 * amount * rate + d) / 2d), d = 10000 + rate.
CREATE FUNCTION vat_in(amount bigint, rate integer) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT (amount * 2 * rate + (10000 + rate)) / (2 * (10000 + rate))
$$;--> statement-breakpoint
-- An order is a sale once money came in for it or the shop confirmed it (docs/decisions/0082-what-each-figure-counts.md).
CREATE FUNCTION sale_counted(status text, payment_status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT payment_status IN ('deposit_paid', 'paid', 'refunded') OR status IN ('processing', 'shipped', 'delivered')
$$;--> statement-breakpoint
-- Where an order was made: its channel, or 'quote' when a quote was accepted to place it.
CREATE FUNCTION sale_channel(channel text, quote_id uuid) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN quote_id IS NOT NULL THEN 'quote' ELSE channel END
$$;--> statement-breakpoint
-- Where it went: picked up, or the state delivered to.
CREATE FUNCTION sale_delivery(delivery_method text, delivery_state text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN delivery_method = 'pickup' THEN 'Pickup' ELSE coalesce(delivery_state, 'Not recorded') END
$$;--> statement-breakpoint
CREATE FUNCTION lagos_day(moment timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (moment AT TIME ZONE 'Africa/Lagos')::date
$$;--> statement-breakpoint
CREATE TABLE "money_days" (
	"day" date NOT NULL,
	"direction" text NOT NULL,
	"method" text NOT NULL,
	"slot" smallint NOT NULL,
	"amount_kobo" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "money_days_day_direction_method_slot_pk" PRIMARY KEY("day","direction","method","slot")
);
--> statement-breakpoint
CREATE TABLE "sales_days" (
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"location_id" text NOT NULL,
	"sold_by" text NOT NULL,
	"delivery" text NOT NULL,
	"slot" smallint NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"gross_kobo" bigint DEFAULT 0 NOT NULL,
	"discounts_kobo" bigint DEFAULT 0 NOT NULL,
	"delivery_kobo" bigint DEFAULT 0 NOT NULL,
	"charged_kobo" bigint DEFAULT 0 NOT NULL,
	"vat_kobo" bigint DEFAULT 0 NOT NULL,
	"refunds_kobo" bigint DEFAULT 0 NOT NULL,
	"refund_vat_kobo" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_days_day_channel_location_id_sold_by_delivery_slot_pk" PRIMARY KEY("day","channel","location_id","sold_by","delivery","slot")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_rate_bp" integer DEFAULT shop_vat_rate() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "line_vat_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "vat_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The kept tables, added to in one of eight slots, the writing transaction's (its id modulo 8): concurrent orders
-- of one day rarely wait on one row, and two transactions of different slots never wait on each other.
CREATE FUNCTION sales_days_add(p_day date, p_channel text, p_location text, p_staff text, p_delivery text,
  p_orders bigint, p_units bigint, p_gross bigint, p_discounts bigint, p_delivery_fee bigint, p_charged bigint,
  p_vat bigint, p_refunds bigint, p_refund_vat bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO sales_days AS s (day, channel, location_id, sold_by, delivery, slot, orders, units, gross_kobo, discounts_kobo,
    delivery_kobo, charged_kobo, vat_kobo, refunds_kobo, refund_vat_kobo)
  VALUES (p_day, p_channel, p_location, p_staff, p_delivery, (txid_current() % 8)::smallint, p_orders, p_units, p_gross,
    p_discounts, p_delivery_fee, p_charged, p_vat, p_refunds, p_refund_vat)
  ON CONFLICT (day, channel, location_id, sold_by, delivery, slot) DO UPDATE SET
    orders = s.orders + excluded.orders, units = s.units + excluded.units, gross_kobo = s.gross_kobo + excluded.gross_kobo,
    discounts_kobo = s.discounts_kobo + excluded.discounts_kobo, delivery_kobo = s.delivery_kobo + excluded.delivery_kobo,
    charged_kobo = s.charged_kobo + excluded.charged_kobo, vat_kobo = s.vat_kobo + excluded.vat_kobo,
    refunds_kobo = s.refunds_kobo + excluded.refunds_kobo, refund_vat_kobo = s.refund_vat_kobo + excluded.refund_vat_kobo
$$;--> statement-breakpoint
CREATE FUNCTION money_days_add(p_day date, p_direction text, p_method text, p_amount bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO money_days AS m (day, direction, method, slot, amount_kobo)
  VALUES (p_day, p_direction, p_method, (txid_current() % 8)::smallint, p_amount)
  ON CONFLICT (day, direction, method, slot) DO UPDATE SET amount_kobo = m.amount_kobo + excluded.amount_kobo
$$;--> statement-breakpoint
-- An order's part of the sums, added (sign 1) or taken off (-1): nothing until it counts.
CREATE FUNCTION sales_days_order(o orders, sign bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF sale_counted(o.status, o.payment_status) THEN
    PERFORM sales_days_add(lagos_day(o.created_at), sale_channel(o.channel, o.quote_id), coalesce(o.sold_at_location_id::text, ''),
      coalesce(o.sold_by, ''), sale_delivery(o.delivery_method, o.delivery_state), sign, sign * o.units, sign * o.subtotal_kobo,
      sign * o.discount_kobo, sign * o.delivery_fee_kobo, sign * o.total_amount_kobo,
      sign * (o.line_vat_kobo + vat_in(o.delivery_fee_kobo, o.vat_rate_bp) - vat_in(o.discount_kobo, o.vat_rate_bp)), 0, 0);
  END IF;
END $$;--> statement-breakpoint
-- A processed refund's part, under its order's keys (all '' once the order is deleted: `o` is null).
CREATE FUNCTION sales_days_refund(r refunds, o orders, sign bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF r.status = 'processed' AND r.processed_at IS NOT NULL THEN
    PERFORM sales_days_add(lagos_day(r.processed_at), coalesce(sale_channel(o.channel, o.quote_id), ''),
      coalesce(o.sold_at_location_id::text, ''), coalesce(o.sold_by, ''), coalesce(sale_delivery(o.delivery_method, o.delivery_state), ''),
      0, 0, 0, 0, 0, 0, 0, sign * r.amount_kobo, sign * r.vat_kobo);
    PERFORM money_days_add(lagos_day(r.processed_at), 'out', coalesce(r.payout_method, 'not recorded'), sign * r.amount_kobo);
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION sales_days_orders_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r refunds;
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- Before the row goes (and its refunds' order_id is set null): its refunds move to the deleted order's keys.
    PERFORM sales_days_order(OLD, -1);
    FOR r IN SELECT * FROM refunds WHERE order_id = OLD.id AND status = 'processed' LOOP
      PERFORM sales_days_refund(r, OLD, -1);
      PERFORM sales_days_refund(r, NULL, 1);
    END LOOP;
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    PERFORM sales_days_order(OLD, -1);
    IF (OLD.channel, OLD.quote_id, OLD.sold_at_location_id, OLD.sold_by, OLD.delivery_method, OLD.delivery_state)
       IS DISTINCT FROM (NEW.channel, NEW.quote_id, NEW.sold_at_location_id, NEW.sold_by, NEW.delivery_method, NEW.delivery_state) THEN
      FOR r IN SELECT * FROM refunds WHERE order_id = NEW.id AND status = 'processed' LOOP
        PERFORM sales_days_refund(r, OLD, -1);
        PERFORM sales_days_refund(r, NEW, 1);
      END LOOP;
    END IF;
  END IF;
  PERFORM sales_days_order(NEW, 1);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_sales_insert AFTER INSERT ON orders FOR EACH ROW EXECUTE FUNCTION sales_days_orders_keep();--> statement-breakpoint
CREATE TRIGGER orders_sales_update AFTER UPDATE ON orders FOR EACH ROW
  WHEN ((OLD.status, OLD.payment_status, OLD.created_at, OLD.channel, OLD.quote_id, OLD.sold_at_location_id, OLD.sold_by,
    OLD.delivery_method, OLD.delivery_state, OLD.subtotal_kobo, OLD.discount_kobo, OLD.delivery_fee_kobo, OLD.total_amount_kobo,
    OLD.units, OLD.line_vat_kobo, OLD.vat_rate_bp)
  IS DISTINCT FROM (NEW.status, NEW.payment_status, NEW.created_at, NEW.channel, NEW.quote_id, NEW.sold_at_location_id, NEW.sold_by,
    NEW.delivery_method, NEW.delivery_state, NEW.subtotal_kobo, NEW.discount_kobo, NEW.delivery_fee_kobo, NEW.total_amount_kobo,
    NEW.units, NEW.line_vat_kobo, NEW.vat_rate_bp))
  EXECUTE FUNCTION sales_days_orders_keep();--> statement-breakpoint
CREATE TRIGGER orders_sales_delete BEFORE DELETE ON orders FOR EACH ROW EXECUTE FUNCTION sales_days_orders_keep();--> statement-breakpoint
-- An order's units and its lines' VAT at its rate, each line's change added in (the update then moves the sums).
CREATE FUNCTION order_lines_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE orders SET units = units - OLD.quantity, line_vat_kobo = line_vat_kobo - vat_in(OLD.total_kobo, vat_rate_bp) WHERE id = OLD.order_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE orders SET units = units + NEW.quantity, line_vat_kobo = line_vat_kobo + vat_in(NEW.total_kobo, vat_rate_bp) WHERE id = NEW.order_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER order_items_sums_insert_delete AFTER INSERT OR DELETE ON order_items FOR EACH ROW EXECUTE FUNCTION order_lines_keep();--> statement-breakpoint
CREATE TRIGGER order_items_sums_update AFTER UPDATE ON order_items FOR EACH ROW
  WHEN ((OLD.order_id, OLD.quantity, OLD.total_kobo) IS DISTINCT FROM (NEW.order_id, NEW.quantity, NEW.total_kobo))
  EXECUTE FUNCTION order_lines_keep();--> statement-breakpoint
-- A refund's VAT at its order's rate, worked out as it is written; kept when its order is deleted (order_id set null).
CREATE FUNCTION refund_vat_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.amount_kobo IS DISTINCT FROM OLD.amount_kobo OR NEW.order_id IS NOT NULL AND NEW.order_id IS DISTINCT FROM OLD.order_id THEN
    NEW.vat_kobo := vat_in(NEW.amount_kobo, coalesce((SELECT vat_rate_bp FROM orders WHERE id = NEW.order_id), shop_vat_rate()));
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER refunds_vat BEFORE INSERT OR UPDATE ON refunds FOR EACH ROW EXECUTE FUNCTION refund_vat_keep();--> statement-breakpoint
CREATE FUNCTION sales_days_refunds_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM sales_days_refund(OLD, (SELECT o FROM orders o WHERE o.id = OLD.order_id), -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM sales_days_refund(NEW, (SELECT o FROM orders o WHERE o.id = NEW.order_id), 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER refunds_sales_insert_delete AFTER INSERT OR DELETE ON refunds FOR EACH ROW EXECUTE FUNCTION sales_days_refunds_keep();--> statement-breakpoint
CREATE TRIGGER refunds_sales_update AFTER UPDATE ON refunds FOR EACH ROW
  WHEN ((OLD.order_id, OLD.status, OLD.amount_kobo, OLD.vat_kobo, OLD.processed_at, OLD.payout_method)
    IS DISTINCT FROM (NEW.order_id, NEW.status, NEW.amount_kobo, NEW.vat_kobo, NEW.processed_at, NEW.payout_method))
  EXECUTE FUNCTION sales_days_refunds_keep();--> statement-breakpoint
CREATE FUNCTION money_days_payments_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'succeeded' THEN
    PERFORM money_days_add(lagos_day(coalesce(OLD.paid_at, OLD.created_at)), 'in', OLD.method, -OLD.amount_kobo);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'succeeded' THEN
    PERFORM money_days_add(lagos_day(coalesce(NEW.paid_at, NEW.created_at)), 'in', NEW.method, NEW.amount_kobo);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER payments_money_insert_delete AFTER INSERT OR DELETE ON payments FOR EACH ROW EXECUTE FUNCTION money_days_payments_keep();--> statement-breakpoint
CREATE TRIGGER payments_money_update AFTER UPDATE ON payments FOR EACH ROW
  WHEN ((OLD.status, OLD.amount_kobo, OLD.method, OLD.paid_at, OLD.created_at) IS DISTINCT FROM (NEW.status, NEW.amount_kobo, NEW.method, NEW.paid_at, NEW.created_at))
  EXECUTE FUNCTION money_days_payments_keep();--> statement-breakpoint
-- The same sums added up from the orders: what the kept tables must equal.
CREATE VIEW sales_days_live AS
  SELECT day, channel, location_id, sold_by, delivery, sum(orders)::bigint AS orders, sum(units)::bigint AS units,
    sum(gross_kobo)::bigint AS gross_kobo, sum(discounts_kobo)::bigint AS discounts_kobo, sum(delivery_kobo)::bigint AS delivery_kobo,
    sum(charged_kobo)::bigint AS charged_kobo, sum(vat_kobo)::bigint AS vat_kobo, sum(refunds_kobo)::bigint AS refunds_kobo,
    sum(refund_vat_kobo)::bigint AS refund_vat_kobo
  FROM (
    SELECT lagos_day(o.created_at) AS day, sale_channel(o.channel, o.quote_id) AS channel, coalesce(o.sold_at_location_id::text, '') AS location_id,
      coalesce(o.sold_by, '') AS sold_by, sale_delivery(o.delivery_method, o.delivery_state) AS delivery, 1 AS orders,
      coalesce(l.units, 0) AS units, o.subtotal_kobo AS gross_kobo, o.discount_kobo AS discounts_kobo, o.delivery_fee_kobo AS delivery_kobo,
      o.total_amount_kobo AS charged_kobo,
      coalesce(l.vat, 0) + vat_in(o.delivery_fee_kobo, o.vat_rate_bp) - vat_in(o.discount_kobo, o.vat_rate_bp) AS vat_kobo,
      0 AS refunds_kobo, 0 AS refund_vat_kobo
    FROM orders o
    LEFT JOIN (SELECT i.order_id, sum(i.quantity) AS units, sum(vat_in(i.total_kobo, oo.vat_rate_bp)) AS vat
      FROM order_items i JOIN orders oo ON oo.id = i.order_id GROUP BY i.order_id) l ON l.order_id = o.id
    WHERE sale_counted(o.status, o.payment_status)
    UNION ALL
    SELECT lagos_day(r.processed_at), coalesce(sale_channel(o.channel, o.quote_id), ''), coalesce(o.sold_at_location_id::text, ''),
      coalesce(o.sold_by, ''), coalesce(sale_delivery(o.delivery_method, o.delivery_state), ''), 0, 0, 0, 0, 0, 0, 0, r.amount_kobo, r.vat_kobo
    FROM refunds r LEFT JOIN orders o ON o.id = r.order_id
    WHERE r.status = 'processed' AND r.processed_at IS NOT NULL
  ) AS parts
  GROUP BY day, channel, location_id, sold_by, delivery;--> statement-breakpoint
CREATE VIEW money_days_live AS
  SELECT day, direction, method, sum(amount_kobo)::bigint AS amount_kobo FROM (
    SELECT lagos_day(coalesce(p.paid_at, p.created_at)) AS day, 'in' AS direction, p.method, p.amount_kobo FROM payments p WHERE p.status = 'succeeded'
    UNION ALL
    SELECT lagos_day(r.processed_at), 'out', coalesce(r.payout_method, 'not recorded'), r.amount_kobo FROM refunds r
    WHERE r.status = 'processed' AND r.processed_at IS NOT NULL
  ) AS moves
  GROUP BY day, direction, method;--> statement-breakpoint
-- Rebuilds every kept sum from the orders: the lines' units and VAT, the refunds' VAT, then both tables.
CREATE FUNCTION sales_sums_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders o SET units = coalesce(l.units, 0), line_vat_kobo = coalesce(l.vat, 0)
  FROM orders oo LEFT JOIN (SELECT i.order_id, sum(i.quantity)::int AS units, sum(vat_in(i.total_kobo, x.vat_rate_bp))::bigint AS vat
    FROM order_items i JOIN orders x ON x.id = i.order_id GROUP BY i.order_id) l ON l.order_id = oo.id
  WHERE oo.id = o.id AND (o.units, o.line_vat_kobo) IS DISTINCT FROM (coalesce(l.units, 0), coalesce(l.vat, 0));
  UPDATE refunds r SET vat_kobo = vat_in(r.amount_kobo, o.vat_rate_bp) FROM orders o
  WHERE o.id = r.order_id AND r.vat_kobo <> vat_in(r.amount_kobo, o.vat_rate_bp);
  DELETE FROM sales_days;
  INSERT INTO sales_days (day, channel, location_id, sold_by, delivery, slot, orders, units, gross_kobo, discounts_kobo, delivery_kobo,
    charged_kobo, vat_kobo, refunds_kobo, refund_vat_kobo)
  SELECT day, channel, location_id, sold_by, delivery, 0, orders, units, gross_kobo, discounts_kobo, delivery_kobo, charged_kobo,
    vat_kobo, refunds_kobo, refund_vat_kobo FROM sales_days_live;
  DELETE FROM money_days;
  INSERT INTO money_days (day, direction, method, slot, amount_kobo) SELECT day, direction, method, 0, amount_kobo FROM money_days_live;
END $$;--> statement-breakpoint
SELECT sales_sums_rebuild();
