import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { variantLabel, variantPrice } from '@/lib/catalog/variant-rules';
import { canEncodeCode128 } from '@/lib/barcode/code128';
import { liveVariantsOf } from '../variant-reads';

// What a product's barcode labels show (docs/product.md, "Barcode labels"): each live variant with a SKU
// that a barcode can carry, its name, its values and the price a shopper pays (the sale price when there
// is one), and how many are in stock, for a label per unit.

export type VariantLabel = { name: string; variant: string | null; priceKobo: number; sku: string; stock: number };

/** The product's labels in its variants' order, and how many variants get none (no SKU, or one a barcode cannot carry); null: no such product. */
export async function readProductLabels(productId: string): Promise<{ productName: string; labels: VariantLabel[]; unlabelled: number } | null> {
  const [product] = await db
    .select({ name: products.name, priceKobo: products.priceKobo, discountPriceKobo: products.discountPriceKobo })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return null;
  const variants = await liveVariantsOf(db, [productId]);
  const labels = variants.flatMap((variant) => {
    const { sku } = variant;
    if (!sku || !canEncodeCode128(sku)) return [];
    const paid = variantPrice(product, variant);
    const values = [variant.option1, variant.option2, variant.option3];
    return [{ name: product.name, variant: variantLabel(values), priceKobo: paid.discountPriceKobo ?? paid.priceKobo, sku, stock: variant.stockQuantity }];
  });
  return { productName: product.name, labels, unlabelled: variants.length - labels.length };
}
