import { Barcode } from 'lucide-react';
import { readProductLabels } from '@/server/catalog/labels/label-reads';

/**
 * The product screen's barcode labels (docs/product.md, "Barcode labels"): A4 sheets of 24 labels with the
 * name, variant, price and a Code 128 barcode of the SKU, one per variant or one per unit in stock, opened
 * as a PDF to print at actual size.
 */
export async function BarcodeLabels({ productId }: { productId: string }) {
  const product = await readProductLabels(productId);
  if (!product) return null;
  const units = product.labels.reduce((sum, label) => sum + label.stock, 0);
  const href = `/admin/products/${productId}/labels`;
  const link = 'inline-flex min-h-11 items-center rounded-md border border-border px-4 text-sm font-medium hover:bg-muted';
  return (
    <section aria-labelledby="barcode-labels-heading" className="flex flex-col gap-3 rounded-lg border border-border bg-card px-4 py-3">
      <h2 id="barcode-labels-heading" className="flex items-center gap-2 text-sm font-semibold">
        <Barcode aria-hidden="true" className="size-4" />
        Barcode labels
      </h2>
      <p className="text-sm text-muted-foreground">
        A4 sheets of 24 labels (63.5 × 33.9 mm): name, variant, price and the SKU as a barcode. Print at actual size.
        {product.unlabelled > 0 ? ` ${product.unlabelled === 1 ? '1 variant has' : `${product.unlabelled} variants have`} no SKU a barcode can carry and get no label.` : ''}
      </p>
      {product.labels.length === 0 ? (
        <p className="text-sm">Give the variants a SKU to print their labels.</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          <a href={href} target="_blank" rel="noopener" className={link}>
            One per variant ({product.labels.length})
          </a>
          {units > 0 ? (
            <a href={`${href}?copies=stock`} target="_blank" rel="noopener" className={link}>
              One per unit in stock ({units})
            </a>
          ) : null}
        </div>
      )}
    </section>
  );
}
