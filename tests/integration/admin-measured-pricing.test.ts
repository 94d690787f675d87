import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as } from '../helpers/sessions';
import { db } from '@/server/db/client';
import { categories } from '@/server/db/schema';
import { getAdminProduct } from '@/server/catalog/admin-product-reads';
import { createProductAction } from '@/server/catalog/actions/create-product';
import { updateProductAction } from '@/server/catalog/actions/update-product';
import { measuredRulesOf } from '@/server/catalog/measured-reads';
import type { ProductFormInput } from '@/lib/schemas/product';
import { productFormInput } from '../helpers/product-form';
import { CURTAIN_RULE } from '../helpers/factories';

// The product form's made-to-measure rule (docs/decisions/0058-made-to-measure.md) through the real actions:
// saved in whole centimetres and kobo, read back into the form, refused when incomplete, and removed.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const callers = setUpAdminTestDatabase(dataDir);

beforeAll(async () => {
  await db.insert(categories).values({ name: 'Curtains', slug: 'curtains' });
});

/** The demo's rule as the admin types it. */
const TYPED: Partial<ProductFormInput> = {
  madeToMeasure: true,
  measureFabricWidthCm: '140',
  measureFullness: '1.75',
  measureAllowanceCm: '10',
  measureMakingPerWidth: '6000',
  measureLiningPerMetre: '3500',
  measureMinWidthCm: '50',
  measureMaxWidthCm: '600',
  measureMinDropCm: '50',
  measureMaxDropCm: '350',
};

const form = (overrides: Partial<ProductFormInput>) =>
  productFormInput({ name: 'Linen Curtains', category: 'curtains', price: '12500', leadTimeMinDays: '7', leadTimeMaxDays: '10', ...overrides });

describe('the made-to-measure rule in the product form', () => {
  it('is saved, read back as typed, and removed when the switch is off', async () => {
    const created = await as(callers.admin, () => createProductAction(form(TYPED)));
    if (!created.ok) throw new Error(created.error);
    const { id } = created.data;
    expect((await measuredRulesOf(db, [id])).get(id)).toEqual(CURTAIN_RULE);

    const product = await as(callers.admin, () => getAdminProduct(id));
    expect(product!.measured).toEqual(CURTAIN_RULE);

    const unlined = await as(callers.admin, () => updateProductAction({ id, ...form({ ...TYPED, measureLiningPerMetre: '' }) }));
    expect(unlined.ok).toBe(true);
    expect((await measuredRulesOf(db, [id])).get(id)?.liningPerMetreKobo).toBeNull();

    const off = await as(callers.admin, () => updateProductAction({ id, ...form({ ...TYPED, madeToMeasure: false }) }));
    expect(off.ok).toBe(true);
    expect((await measuredRulesOf(db, [id])).has(id)).toBe(false);
  });

  it('refuses a rule without its limits, or with the largest width below the smallest, naming the fields', async () => {
    const missing = await as(callers.admin, () => createProductAction(form({ ...TYPED, measureFabricWidthCm: '' })));
    expect(missing.ok).toBe(false);
    expect(!missing.ok && missing.fieldErrors).toMatchObject({ measureFabricWidthCm: ['Required for a piece made to measure'] });
    const flat = await as(callers.admin, () => createProductAction(form({ ...TYPED, measureFullness: '0.5' })));
    expect(!flat.ok && flat.fieldErrors).toMatchObject({ measureFullness: ['Fullness is a number from 1 to 5, e.g. 1.75'] });
    const inverted = await as(callers.admin, () => createProductAction(form({ ...TYPED, measureMaxWidthCm: '40' })));
    expect(!inverted.ok && inverted.fieldErrors).toMatchObject({ measureMaxWidthCm: ['The largest width cannot be below the smallest'] });
  });
});
