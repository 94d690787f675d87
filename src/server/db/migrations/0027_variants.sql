CREATE TABLE "product_option_values" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"option_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"value" text NOT NULL,
	"swatch_image_url" text
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "product_options_position_check" CHECK ("product_options"."position" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"option1" text,
	"option2" text,
	"option3" text,
	"sku" text,
	"price_kobo" bigint,
	"discount_price_kobo" bigint,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"image_url" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_stock_check" CHECK ("product_variants"."stock_quantity" >= 0),
	CONSTRAINT "product_variants_price_check" CHECK ("product_variants"."price_kobo" is null or "product_variants"."price_kobo" >= 0),
	CONSTRAINT "product_variants_discount_check" CHECK ("product_variants"."discount_price_kobo" is null or ("product_variants"."discount_price_kobo" >= 0 and ("product_variants"."price_kobo" is null or "product_variants"."discount_price_kobo" < "product_variants"."price_kobo")))
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_label" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "product_option_values" ADD CONSTRAINT "product_option_values_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_option_values_value_unique" ON "product_option_values" USING btree ("option_id",lower("value"));--> statement-breakpoint
CREATE INDEX "product_option_values_option_position_idx" ON "product_option_values" USING btree ("option_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_options_position_unique" ON "product_options" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_unique" ON "product_variants" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_combination_unique" ON "product_variants" USING btree ("product_id",coalesce(lower("option1"), ''),coalesce(lower("option2"), ''),coalesce(lower("option3"), '')) WHERE "product_variants"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "product_variants_product_position_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_variant_id_idx" ON "order_items" USING btree ("variant_id");--> statement-breakpoint
-- Colours become the Colour option (docs/decisions/0053-variants-are-the-unit-of-sale.md): its values in
-- the product's order, a colour spelled twice (in another case) kept once.
INSERT INTO "product_options" ("product_id", "position", "name")
SELECT "id", 1, 'Colour' FROM "products" WHERE cardinality("color_variants") > 0;--> statement-breakpoint
INSERT INTO "product_option_values" ("option_id", "position", "value")
SELECT o."id", (row_number() OVER (PARTITION BY o."id" ORDER BY f."ord"))::smallint, f."value"
FROM (
  SELECT DISTINCT ON (p."id", lower(c."value")) p."id" AS "product_id", c."value", c."ord"
  FROM "products" p, unnest(p."color_variants") WITH ORDINALITY AS c("value", "ord")
  ORDER BY p."id", lower(c."value"), c."ord"
) f
JOIN "product_options" o ON o."product_id" = f."product_id";--> statement-breakpoint
-- One variant per colour. The product's stock is shared out evenly, the first colours taking one
-- more while some is left over: no unit is invented or lost, and every colour in stock stays buyable.
INSERT INTO "product_variants" ("product_id", "position", "option1", "stock_quantity")
SELECT o."product_id", v."position", v."value",
  p."stock_quantity" / n."colours" + CASE WHEN v."position" <= p."stock_quantity" % n."colours" THEN 1 ELSE 0 END
FROM "product_option_values" v
JOIN "product_options" o ON o."id" = v."option_id"
JOIN "products" p ON p."id" = o."product_id"
JOIN (SELECT "option_id", count(*)::int AS "colours" FROM "product_option_values" GROUP BY "option_id") n ON n."option_id" = v."option_id";--> statement-breakpoint
-- A product without colours: its one variant, with the product's SKU and all its stock.
INSERT INTO "product_variants" ("product_id", "position", "sku", "stock_quantity")
SELECT "id", 1, "sku", "stock_quantity" FROM "products" WHERE cardinality("color_variants") = 0;--> statement-breakpoint
-- Past order lines name the variant of their colour; a line whose colour the piece no longer offers
-- keeps its colour's name and no variant.
UPDATE "order_items" i SET "variant_id" = v."id", "variant_label" = v."option1", "sku" = v."sku"
FROM "product_variants" v
WHERE v."product_id" = i."product_id" AND coalesce(lower(v."option1"), '') = coalesce(lower(i."color"), '');--> statement-breakpoint
-- The product's stock is the sum of its live variants' stock, kept here whatever code changes a
-- variant (an order, a cancellation, an edit): by the difference, so concurrent orders of two
-- variants of one piece each add their own change under the product row's lock.
CREATE FUNCTION product_variants_stock_sum() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_part integer := 0;
  new_part integer := 0;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.archived_at IS NULL THEN old_part := OLD.stock_quantity; END IF;
  IF TG_OP <> 'DELETE' AND NEW.archived_at IS NULL THEN new_part := NEW.stock_quantity; END IF;
  IF TG_OP = 'DELETE' THEN
    UPDATE products SET stock_quantity = stock_quantity - old_part WHERE id = OLD.product_id AND old_part <> 0;
  ELSIF TG_OP = 'UPDATE' AND OLD.product_id <> NEW.product_id THEN
    UPDATE products SET stock_quantity = stock_quantity - old_part WHERE id = OLD.product_id;
    UPDATE products SET stock_quantity = stock_quantity + new_part WHERE id = NEW.product_id;
  ELSIF new_part <> old_part THEN
    UPDATE products SET stock_quantity = stock_quantity + new_part - old_part WHERE id = NEW.product_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER product_variants_stock_sum AFTER INSERT OR DELETE OR UPDATE OF stock_quantity, archived_at, product_id ON "product_variants"
  FOR EACH ROW EXECUTE FUNCTION product_variants_stock_sum();--> statement-breakpoint
-- Nothing else writes a product's stock: code that still did would make the sum lie.
CREATE FUNCTION products_stock_from_variants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() = 1 AND NEW.stock_quantity IS DISTINCT FROM (CASE WHEN TG_OP = 'INSERT' THEN 0 ELSE OLD.stock_quantity END) THEN
    RAISE EXCEPTION 'A product''s stock is the sum of its variants'' stock: change a variant instead' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER products_stock_from_variants BEFORE INSERT OR UPDATE OF stock_quantity ON "products"
  FOR EACH ROW EXECUTE FUNCTION products_stock_from_variants();
