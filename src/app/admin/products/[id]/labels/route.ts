import { staffOrRefusal } from '@/server/auth/permissions';
import { isProductId } from '@/server/catalog/product-page-reads';
import { readProductLabels } from '@/server/catalog/labels/label-reads';
import { renderLabels } from '@/server/catalog/labels/render-labels';
import { slugify } from '@/lib/slugify';

// GET /admin/products/<id>/labels[?copies=stock]: the product's barcode labels as a PDF of A4 label sheets,
// one per variant, or with copies=stock one per unit in stock (docs/product.md, "Barcode labels"). For staff
// who may see products; a GET that changes nothing, so nothing is recorded.

/** A hundred sheets: more is a print run for another day, not one download. */
const MAX_LABELS = 2400;

const plain = (message: string, status: number) =>
  new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const staff = await staffOrRefusal(request, 'products.read', plain);
  if (staff instanceof Response) return staff;
  const { id } = await params;
  const product = isProductId(id) ? await readProductLabels(id) : null;
  if (!product) return plain('Product not found.', 404);
  const perUnit = new URL(request.url).searchParams.get('copies') === 'stock';
  // Counted before any copy is made: a large stock must not be spread out in memory only to be refused.
  const wanted = perUnit ? product.labels.reduce((sum, label) => sum + label.stock, 0) : product.labels.length;
  if (wanted === 0) {
    return plain(perUnit ? 'No labels to print: no variant with a SKU is in stock.' : 'No labels to print: give the variants a SKU first.', 422);
  }
  if (wanted > MAX_LABELS) return plain(`That is ${wanted.toLocaleString('en')} labels, more than ${MAX_LABELS.toLocaleString('en')}: print one per variant instead.`, 422);
  const labels = perUnit ? product.labels.flatMap((label) => Array.from({ length: label.stock }, () => label)) : product.labels;
  const pdf = await renderLabels(`Labels: ${product.productName}`, labels);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="labels-${slugify(product.productName) || 'product'}.pdf"`,
      'Content-Length': String(pdf.length),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
