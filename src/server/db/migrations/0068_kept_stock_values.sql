CREATE TABLE "location_stock_values" (
	"location_id" uuid NOT NULL,
	"slot" smallint NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"at_cost_kobo" bigint DEFAULT 0 NOT NULL,
	"at_price_kobo" bigint DEFAULT 0 NOT NULL,
	"no_cost_units" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "location_stock_values_location_id_slot_pk" PRIMARY KEY("location_id","slot")
);
--> statement-breakpoint
CREATE TABLE "product_stock_values" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"at_cost_kobo" bigint DEFAULT 0 NOT NULL,
	"at_price_kobo" bigint DEFAULT 0 NOT NULL,
	"no_cost_units" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Kept stock values (docs/decisions/0086-kept-sales-sums.md): what Reports → Stock values per location and per
-- piece, kept in the writing transaction by every change of a count, a variant's cost or price, or a piece's price.
-- What one unit of a variant sells for now: its own price, else its piece's; the sale price while on sale.
CREATE FUNCTION variant_price_now(v_price bigint, v_discount bigint, p_price bigint, p_discount bigint) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN v_price IS NULL THEN coalesce(p_discount, p_price) ELSE coalesce(v_discount, v_price) END
$$;--> statement-breakpoint
-- Adds `units` (fewer when negative) of a variant of `p_product` at `cost` and `price` to its location and its piece.
CREATE FUNCTION stock_values_add(p_location uuid, p_product uuid, units bigint, cost bigint, price bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO location_stock_values AS s (location_id, slot, units, at_cost_kobo, at_price_kobo, no_cost_units)
  VALUES (p_location, (txid_current() % 8)::smallint, units, units * coalesce(cost, 0), units * price, CASE WHEN cost IS NULL THEN units ELSE 0 END)
  ON CONFLICT (location_id, slot) DO UPDATE SET units = s.units + excluded.units, at_cost_kobo = s.at_cost_kobo + excluded.at_cost_kobo,
    at_price_kobo = s.at_price_kobo + excluded.at_price_kobo, no_cost_units = s.no_cost_units + excluded.no_cost_units;
  INSERT INTO product_stock_values AS s (product_id, units, at_cost_kobo, at_price_kobo, no_cost_units)
  VALUES (p_product, units, units * coalesce(cost, 0), units * price, CASE WHEN cost IS NULL THEN units ELSE 0 END)
  ON CONFLICT (product_id) DO UPDATE SET units = s.units + excluded.units, at_cost_kobo = s.at_cost_kobo + excluded.at_cost_kobo,
    at_price_kobo = s.at_price_kobo + excluded.at_price_kobo, no_cost_units = s.no_cost_units + excluded.no_cost_units
$$;--> statement-breakpoint
-- A variant's counts everywhere, at its piece's prices `p_price` and `p_discount`, taken off (-1) or added (1).
CREATE FUNCTION stock_values_variant(v product_variants, p_price bigint, p_discount bigint, sign bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stock_values_add(ls.location_id, v.product_id, sign * ls.quantity, v.cost_kobo, variant_price_now(v.price_kobo, v.discount_price_kobo, p_price, p_discount))
  FROM location_stock ls WHERE ls.variant_id = v.id AND ls.quantity > 0;
END $$;--> statement-breakpoint
-- A piece's counts at its prices: all its variants', or those priced by the piece only.
CREATE FUNCTION stock_values_product(p products, sign bigint, unpriced_only boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stock_values_variant(v, p.price_kobo, p.discount_price_kobo, sign)
  FROM product_variants v WHERE v.product_id = p.id AND (NOT unpriced_only OR v.price_kobo IS NULL);
END $$;--> statement-breakpoint
CREATE FUNCTION location_stock_values_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A variant deleted since (a cascade) is not found: its own trigger took its counts off.
  IF TG_OP <> 'INSERT' THEN
    PERFORM stock_values_add(OLD.location_id, v.product_id, -OLD.quantity, v.cost_kobo, variant_price_now(v.price_kobo, v.discount_price_kobo, p.price_kobo, p.discount_price_kobo))
    FROM product_variants v JOIN products p ON p.id = v.product_id WHERE v.id = OLD.variant_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM stock_values_add(NEW.location_id, v.product_id, NEW.quantity, v.cost_kobo, variant_price_now(v.price_kobo, v.discount_price_kobo, p.price_kobo, p.discount_price_kobo))
    FROM product_variants v JOIN products p ON p.id = v.product_id WHERE v.id = NEW.variant_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER location_stock_values_insert_delete AFTER INSERT OR DELETE ON location_stock FOR EACH ROW EXECUTE FUNCTION location_stock_values_keep();--> statement-breakpoint
CREATE TRIGGER location_stock_values_update AFTER UPDATE ON location_stock FOR EACH ROW
  WHEN ((OLD.location_id, OLD.variant_id, OLD.quantity) IS DISTINCT FROM (NEW.location_id, NEW.variant_id, NEW.quantity))
  EXECUTE FUNCTION location_stock_values_keep();--> statement-breakpoint
-- A variant's cost, price or piece changed: its counts are taken off as they were valued and added as they are.
-- Deleted: taken off before it goes (a piece deleted whole has taken them off already, and is not found).
CREATE FUNCTION product_variants_stock_values_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stock_values_variant(OLD, p.price_kobo, p.discount_price_kobo, -1) FROM products p WHERE p.id = OLD.product_id;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  PERFORM stock_values_variant(NEW, p.price_kobo, p.discount_price_kobo, 1) FROM products p WHERE p.id = NEW.product_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_variants_stock_values_update AFTER UPDATE ON product_variants FOR EACH ROW
  WHEN ((OLD.product_id, OLD.cost_kobo, OLD.price_kobo, OLD.discount_price_kobo) IS DISTINCT FROM (NEW.product_id, NEW.cost_kobo, NEW.price_kobo, NEW.discount_price_kobo))
  EXECUTE FUNCTION product_variants_stock_values_keep();--> statement-breakpoint
CREATE TRIGGER product_variants_stock_values_delete BEFORE DELETE ON product_variants FOR EACH ROW EXECUTE FUNCTION product_variants_stock_values_keep();--> statement-breakpoint
-- A piece's price changed: the variants priced by it are valued again. Deleted: all its counts go first.
CREATE FUNCTION products_stock_values_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM stock_values_product(OLD, -1, false);
    RETURN OLD;
  END IF;
  PERFORM stock_values_product(OLD, -1, true);
  PERFORM stock_values_product(NEW, 1, true);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_stock_values_update AFTER UPDATE ON products FOR EACH ROW
  WHEN ((OLD.price_kobo, OLD.discount_price_kobo) IS DISTINCT FROM (NEW.price_kobo, NEW.discount_price_kobo))
  EXECUTE FUNCTION products_stock_values_keep();--> statement-breakpoint
CREATE TRIGGER products_stock_values_delete BEFORE DELETE ON products FOR EACH ROW EXECUTE FUNCTION products_stock_values_keep();--> statement-breakpoint
-- The same values worked out from the counts, for the proof and the rebuild.
CREATE VIEW stock_values_live AS
  SELECT ls.location_id, v.product_id, sum(ls.quantity)::bigint AS units, sum(ls.quantity::bigint * coalesce(v.cost_kobo, 0))::bigint AS at_cost_kobo,
    sum(ls.quantity::bigint * variant_price_now(v.price_kobo, v.discount_price_kobo, p.price_kobo, p.discount_price_kobo))::bigint AS at_price_kobo,
    coalesce(sum(ls.quantity) FILTER (WHERE v.cost_kobo IS NULL), 0)::bigint AS no_cost_units
  FROM location_stock ls JOIN product_variants v ON v.id = ls.variant_id JOIN products p ON p.id = v.product_id
  WHERE ls.quantity > 0
  GROUP BY ls.location_id, v.product_id;--> statement-breakpoint
CREATE FUNCTION stock_values_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM location_stock_values;
  DELETE FROM product_stock_values;
  CREATE TEMPORARY TABLE stock_values_counted ON COMMIT DROP AS SELECT * FROM stock_values_live;
  INSERT INTO location_stock_values (location_id, slot, units, at_cost_kobo, at_price_kobo, no_cost_units)
  SELECT location_id, 0, sum(units), sum(at_cost_kobo), sum(at_price_kobo), sum(no_cost_units) FROM stock_values_counted GROUP BY location_id;
  INSERT INTO product_stock_values (product_id, units, at_cost_kobo, at_price_kobo, no_cost_units)
  SELECT product_id, sum(units), sum(at_cost_kobo), sum(at_price_kobo), sum(no_cost_units) FROM stock_values_counted GROUP BY product_id;
  DROP TABLE stock_values_counted;
END $$;--> statement-breakpoint
SELECT stock_values_rebuild();
