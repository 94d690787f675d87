-- Every live variant without a SKU gets one, so the label's barcode and the Sell screen's finder know it
-- (docs/decisions/0053-variants-are-the-unit-of-sale.md): the product's SKU, then its option values
-- upper-case in letters without accents, digits and hyphens ('AL-ACC-004-INDIGO'), at most 44 characters
-- (with '-999', the 48 a label's barcode carries), -2, -3 ... when another variant holds it. A product
-- without a SKU gives none. New variants get theirs by the same rule in src/lib/catalog/variant-sku.ts.
-- Oldest products first, each product's variants in their order.
DO $$
DECLARE
  variant record;
  wanted text;
  candidate text;
  n integer;
BEGIN
  FOR variant IN
    SELECT v.id, trim(p.sku) AS base,
      (SELECT string_agg(o.part, '-' ORDER BY o.ord) FROM (
        SELECT x.ord, upper(trim(both '-' from regexp_replace(
          regexp_replace(normalize(lower(x.value), NFD), '[\u0300-\u036f]', '', 'g'), '[^a-z0-9]+', '-', 'g'))) AS part
        FROM unnest(array[v.option1, v.option2, v.option3]) WITH ORDINALITY AS x(value, ord)
      ) o WHERE o.part <> '') AS values_part
    FROM product_variants v JOIN products p ON p.id = v.product_id
    WHERE v.sku IS NULL AND v.archived_at IS NULL AND trim(p.sku) <> ''
    ORDER BY p.created_at, p.id, v.position
  LOOP
    wanted := rtrim(left(concat_ws('-', variant.base, variant.values_part), 44), '-');
    candidate := wanted;
    n := 1;
    WHILE EXISTS (SELECT 1 FROM product_variants WHERE sku = candidate) LOOP
      n := n + 1;
      candidate := wanted || '-' || n;
    END LOOP;
    UPDATE product_variants SET sku = candidate WHERE id = variant.id;
  END LOOP;
END $$;
