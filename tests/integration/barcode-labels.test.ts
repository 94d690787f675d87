import { describe, expect, it, vi } from 'vitest';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import type { TestCaller } from '../helpers/sessions';
import { newCategory, newProduct, newProductWithOptions } from '../helpers/factories';
import { pdfLines } from '../helpers/pdf-text';
import { GET as labelsRoute } from '@/app/admin/products/[id]/labels/route';

// The product screen's barcode labels (docs/product.md, "Barcode labels"): A4 sheets of 24, each with the
// piece's name, its variant, the price paid and the SKU under its Code 128 barcode (the encoding is read
// back by a decoder in tests/unit/code128.test.ts); for staff who may see products.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const callers = setUpAdminTestDatabase(dataDir);

async function labels(caller: TestCaller, productId: string, query = '') {
  return labelsRoute(new Request(`http://localhost/admin/products/${productId}/labels${query}`, { headers: caller.headers }), { params: Promise.resolve({ id: productId }) });
}

/** Every piece of text on the sheets: labels side by side share a line of pdfLines. */
const texts = async (pdf: Buffer) => (await pdfLines(pdf)).flatMap((line) => line.split(' | '));

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

describe('barcode labels', () => {
  it('prints one label per variant with its name, values, price paid and SKU, or one per unit in stock', async () => {
    await newCategory('Sofas');
    const sofa = await newProductWithOptions(
      { name: 'Ikoyi Sofa', category: 'sofas', priceKobo: 450_000_00 },
      [{ name: 'Size', values: ['2-seater', '3-seater'] }, { name: 'Fabric', values: ['Velvet'] }],
      [
        { values: ['2-seater', 'Velvet'], sku: 'IK-2-VEL', stockQuantity: 20 },
        { values: ['3-seater', 'Velvet'], sku: 'IK-3-VEL', priceKobo: 650_000_00, discountPriceKobo: 610_000_00, stockQuantity: 10 },
      ],
    );
    const response = await labels(callers.admin, sofa.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="labels-ikoyi-sofa.pdf"');
    const pdf = Buffer.from(await response.arrayBuffer());
    const onSheet = await texts(pdf);
    expect(onSheet.filter((text) => text === 'Ikoyi Sofa')).toHaveLength(2);
    for (const expected of ['2-seater / Velvet', '₦450,000', 'IK-2-VEL', '3-seater / Velvet', '₦610,000', 'IK-3-VEL']) {
      expect(onSheet.filter((text) => text === expected), expected).toHaveLength(1);
    }
    expect(pageCount(pdf)).toBe(1);

    // 30 units: a full sheet of 24 and 6 on the next.
    const perUnit = Buffer.from(await (await labels(callers.admin, sofa.id, '?copies=stock')).arrayBuffer());
    expect(pageCount(perUnit)).toBe(2);
    expect((await texts(perUnit)).filter((text) => text === 'IK-3-VEL')).toHaveLength(10);
  });

  it('says why there is nothing to print, and answers 404 for no such product', async () => {
    await newCategory('Lighting');
    const lamp = await newProduct({ name: 'Oja Lamp', category: 'lighting', sku: null, stockQuantity: 0 });
    const response = await labels(callers.admin, lamp.id);
    expect(response.status).toBe(422);
    expect(await response.text()).toBe('No labels to print: give the variants a SKU first.');
    expect((await labels(callers.admin, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await labels(callers.admin, 'not-a-product')).status).toBe(404);
  });

  it('is for staff who may see products: a content editor and a shopper are refused', async () => {
    await newCategory('Beds');
    const bed = await newProduct({ name: 'Eko Bed', category: 'beds', sku: 'EKO-BED' });
    expect((await labels(await callers.staff('content'), bed.id)).status).toBe(403);
    expect((await labels(callers.shopper, bed.id)).status).toBe(403);
    expect((await labels(await callers.staff('fulfilment'), bed.id)).status).toBe(403);
    expect((await labels(await callers.staff('manager'), bed.id)).status).toBe(200);
  });
});
