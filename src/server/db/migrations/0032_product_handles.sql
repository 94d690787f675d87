-- Products get a handle, the name a catalogue file (Shopify's product CSV) knows them by
-- (docs/decisions/0055-catalogue-import.md): lower-case letters, digits and hyphens made from the
-- name, its letters without their accents ('Ọ̀yọ́' -> 'oyo'), -2, -3 ... when taken. Existing products get theirs oldest first, so the oldest keeps the plain one.
ALTER TABLE "products" ADD COLUMN "handle" text;--> statement-breakpoint
CREATE FUNCTION product_free_handle(product_name text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  base text := coalesce(nullif(trim(both '-' from regexp_replace(
    regexp_replace(normalize(lower(product_name), NFD), '[\u0300-\u036f]', '', 'g'), '[^a-z0-9]+', '-', 'g')), ''), 'product');
  candidate text := base;
  n integer := 1;
BEGIN
  WHILE EXISTS (SELECT 1 FROM products WHERE handle = candidate) LOOP
    n := n + 1;
    candidate := base || '-' || n;
  END LOOP;
  RETURN candidate;
END $$;--> statement-breakpoint
DO $$
DECLARE product record;
BEGIN
  FOR product IN SELECT id, name FROM products ORDER BY created_at, id LOOP
    UPDATE products SET handle = product_free_handle(product.name) WHERE id = product.id;
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "handle" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_handle_unique" UNIQUE("handle");--> statement-breakpoint
-- Every insert that names no handle (the product form, the seed, an API client) gets one, whatever code writes it.
CREATE FUNCTION products_fill_handle() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.handle IS NULL THEN
    NEW.handle := product_free_handle(NEW.name);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_fill_handle BEFORE INSERT ON products FOR EACH ROW EXECUTE FUNCTION products_fill_handle();
