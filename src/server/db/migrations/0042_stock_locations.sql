CREATE TABLE "location_stock" (
	"location_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "location_stock_location_id_variant_id_pk" PRIMARY KEY("location_id","variant_id"),
	CONSTRAINT "location_stock_quantity_check" CHECK ("location_stock"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"opening_hours" text DEFAULT '' NOT NULL,
	"pickup" boolean DEFAULT false NOT NULL,
	"sells_online" boolean DEFAULT true NOT NULL,
	"restock_business_days" integer DEFAULT 3 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_locations_restock_days_check" CHECK ("stock_locations"."restock_business_days" between 0 and 60)
);
--> statement-breakpoint
CREATE TABLE "order_stock_allocations" (
	"order_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_stock_allocations_order_id_variant_id_location_id_pk" PRIMARY KEY("order_id","variant_id","location_id"),
	CONSTRAINT "order_stock_allocations_quantity_check" CHECK ("order_stock_allocations"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_transfer_lines" (
	"transfer_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "stock_transfer_lines_transfer_id_variant_id_pk" PRIMARY KEY("transfer_id","variant_id"),
	CONSTRAINT "stock_transfer_lines_quantity_check" CHECK ("stock_transfer_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_location_id" uuid NOT NULL,
	"to_location_id" uuid NOT NULL,
	"status" text DEFAULT 'in_transit' NOT NULL,
	"note" text,
	"sent_by" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_by" text,
	"received_at" timestamp with time zone,
	CONSTRAINT "stock_transfers_status_check" CHECK ("stock_transfers"."status" in ('in_transit', 'received')),
	CONSTRAINT "stock_transfers_places_check" CHECK ("stock_transfers"."from_location_id" <> "stock_transfers"."to_location_id")
);
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_reason_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_location_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "location_stock_after" integer;--> statement-breakpoint
ALTER TABLE "location_stock" ADD CONSTRAINT "location_stock_location_id_stock_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_stock" ADD CONSTRAINT "location_stock_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stock_allocations" ADD CONSTRAINT "order_stock_allocations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stock_allocations" ADD CONSTRAINT "order_stock_allocations_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stock_allocations" ADD CONSTRAINT "order_stock_allocations_location_id_stock_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer_lines" ADD CONSTRAINT "stock_transfer_lines_transfer_id_stock_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."stock_transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer_lines" ADD CONSTRAINT "stock_transfer_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_from_location_id_stock_locations_id_fk" FOREIGN KEY ("from_location_id") REFERENCES "public"."stock_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_to_location_id_stock_locations_id_fk" FOREIGN KEY ("to_location_id") REFERENCES "public"."stock_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "location_stock_variant_idx" ON "location_stock" USING btree ("variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_locations_name_unique" ON "stock_locations" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "order_stock_allocations_location_idx" ON "order_stock_allocations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "stock_transfers_sent_idx" ON "stock_transfers" USING btree ("sent_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_location_id_stock_locations_id_fk" FOREIGN KEY ("pickup_location_id") REFERENCES "public"."stock_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_location_id_stock_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_location_created_idx" ON "stock_movements" USING btree ("location_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_reason_check" CHECK ("stock_movements"."reason" in ('order', 'cancellation', 'deletion', 'reopening', 'edit', 'counted', 'damaged', 'found', 'sold_offline', 'transfer_sent', 'transfer_received', 'reallocation'));--> statement-breakpoint
-- Stock per location (docs/decisions/0064-stock-locations.md). The shop starts with one location that
-- holds every unit it had; pickup there is offered as showroom pickup was, at the shop's contact address.
INSERT INTO "stock_locations" ("name", "address", "pickup", "sells_online", "position")
SELECT 'Main warehouse', coalesce((SELECT contact_address FROM website_settings WHERE id = 1), ''),
       coalesce((SELECT pickup_enabled FROM delivery_settings WHERE id = 1), true), true, 0;--> statement-breakpoint
INSERT INTO "location_stock" ("location_id", "variant_id", "quantity")
SELECT (SELECT id FROM stock_locations LIMIT 1), id, stock_quantity FROM product_variants WHERE stock_quantity > 0;--> statement-breakpoint
-- A variant's stock_quantity is what the website sells: the sum over the locations that sell online.
CREATE OR REPLACE FUNCTION variants_sum_location_stock(variant_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE product_variants v SET stock_quantity = s.total
  FROM (
    SELECT ids.id, coalesce((
      SELECT sum(ls.quantity) FROM location_stock ls JOIN stock_locations l ON l.id = ls.location_id
      WHERE ls.variant_id = ids.id AND l.sells_online), 0)::int AS total
    FROM unnest(variant_ids) AS ids(id)
  ) s
  WHERE v.id = s.id AND v.stock_quantity IS DISTINCT FROM s.total
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION location_stock_sum() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM variants_sum_location_stock(ARRAY(SELECT DISTINCT variant_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM variants_sum_location_stock(ARRAY(SELECT DISTINCT variant_id FROM old_rows));
  ELSE
    PERFORM variants_sum_location_stock(ARRAY(
      SELECT DISTINCT n.variant_id FROM new_rows n JOIN old_rows o ON o.location_id = n.location_id AND o.variant_id = n.variant_id
      WHERE o.quantity IS DISTINCT FROM n.quantity));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER location_stock_sum_insert AFTER INSERT ON "location_stock"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION location_stock_sum();--> statement-breakpoint
CREATE TRIGGER location_stock_sum_update AFTER UPDATE ON "location_stock"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION location_stock_sum();--> statement-breakpoint
CREATE TRIGGER location_stock_sum_delete AFTER DELETE ON "location_stock"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION location_stock_sum();--> statement-breakpoint
-- A location that starts or stops selling online adds its stock to the website's count, or takes it away.
CREATE OR REPLACE FUNCTION stock_locations_sells_online() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM variants_sum_location_stock(ARRAY(SELECT variant_id FROM location_stock WHERE location_id = NEW.id));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER stock_locations_sells_online AFTER UPDATE OF "sells_online" ON "stock_locations" FOR EACH ROW
  WHEN (OLD.sells_online IS DISTINCT FROM NEW.sells_online) EXECUTE FUNCTION stock_locations_sells_online();--> statement-breakpoint
-- A write of stock_quantity itself (the product form, the stock editor, the import; not the sum above, which
-- runs inside a trigger) says how many the website may sell: the difference lands on the locations that
-- sell online, added to the first of them, taken from them in their order.
CREATE OR REPLACE FUNCTION first_online_location() RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT id FROM stock_locations WHERE sells_online ORDER BY position, created_at, id LIMIT 1
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION online_stock_change(variant uuid, change integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  place record;
  owed integer := -change;
  taken integer;
BEGIN
  IF change > 0 THEN
    IF first_online_location() IS NULL THEN
      RAISE EXCEPTION 'No stock location sells online' USING ERRCODE = 'check_violation';
    END IF;
    INSERT INTO location_stock (location_id, variant_id, quantity) VALUES (first_online_location(), variant, change)
    ON CONFLICT (location_id, variant_id) DO UPDATE SET quantity = location_stock.quantity + excluded.quantity;
    RETURN;
  END IF;
  FOR place IN
    SELECT ls.location_id, ls.quantity FROM location_stock ls JOIN stock_locations l ON l.id = ls.location_id
    WHERE ls.variant_id = variant AND l.sells_online AND ls.quantity > 0
    ORDER BY l.position, l.created_at, l.id
    FOR UPDATE OF ls
  LOOP
    EXIT WHEN owed = 0;
    taken := least(owed, place.quantity);
    UPDATE location_stock SET quantity = quantity - taken WHERE location_id = place.location_id AND variant_id = variant;
    owed := owed - taken;
  END LOOP;
  IF owed > 0 THEN
    RAISE EXCEPTION 'The locations that sell online hold fewer units than were taken' USING ERRCODE = 'check_violation';
  END IF;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_variants_stock_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 OR NOT EXISTS (SELECT 1 FROM new_rows WHERE stock_quantity > 0) THEN RETURN NULL; END IF;
  IF first_online_location() IS NULL THEN
    RAISE EXCEPTION 'No stock location sells online' USING ERRCODE = 'check_violation';
  END IF;
  INSERT INTO location_stock (location_id, variant_id, quantity)
  SELECT first_online_location(), id, stock_quantity FROM new_rows WHERE stock_quantity > 0
  ON CONFLICT (location_id, variant_id) DO UPDATE SET quantity = location_stock.quantity + excluded.quantity;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER product_variants_stock_inserted AFTER INSERT ON "product_variants"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_variants_stock_inserted();--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_variants_stock_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN RETURN NULL; END IF;
  PERFORM online_stock_change(NEW.id, NEW.stock_quantity - OLD.stock_quantity);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER product_variants_stock_set AFTER UPDATE OF "stock_quantity" ON "product_variants" FOR EACH ROW
  WHEN (OLD.stock_quantity IS DISTINCT FROM NEW.stock_quantity) EXECUTE FUNCTION product_variants_stock_set();
