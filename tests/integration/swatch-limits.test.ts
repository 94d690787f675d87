import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { db } from '@/server/db/client';
import { categories, orders, websiteSettings } from '@/server/db/schema';
import { insertDeliveryZones } from '../../seed/delivery';
import { freeSwatchLimitMessage } from '@/server/catalog/swatch-limits';
import { takeBankTransfers } from '../helpers/checkout';
import { newBuyer, newCategory, newProductWithOptions, placeTestOrder, type OrderLine } from '../helpers/factories';
import { DELIVERY_ZONES, resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';

// Free swatches posted free (docs/decisions/0059-fabric-samples.md) are limited a week, per account and per
// address, by the shop's setting: over it, the order is refused with what to do.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

setUpAdminTestDatabase(dataDir);
let sofaId: string;

beforeAll(async () => {
  await newCategory('Sofas');
  await db.transaction((tx) => insertDeliveryZones(tx));
});
beforeEach(async () => {
  await resetDatabase({ keep: [...SIGNED_IN_ACCOUNTS, categories, ...DELIVERY_ZONES] });
  await takeBankTransfers();
  await db.update(websiteSettings).set({ swatchPriceKobo: 0, swatchParcelFeeKobo: 0, swatchFreeOrdersPerWeek: 2 });
  const sofa = await newProductWithOptions({ name: 'Yaba Loveseat', priceKobo: 495_000_00 }, [{ name: 'Fabric', values: ['Velvet', 'Linen'] }], [
    { values: ['Velvet'], sku: 'YABA-VEL', stockQuantity: 5 },
    { values: ['Linen'], sku: 'YABA-LIN', stockQuantity: 5 },
  ]);
  sofaId = sofa.id;
});

const velvet = (unitPriceKobo = 0): OrderLine => ({ productId: sofaId, unitPriceKobo, swatch: { option: 'Fabric', value: 'Velvet' } });

describe('free swatches posted free', () => {
  it('are refused to an account over the week’s number, with a clear message; a paid order of swatches is not limited', async () => {
    const buyer = await newBuyer();
    const elsewhere = (n: number) => ({ buyer, shipping: { address: `${n} Bourdillon Road, Ikoyi` } });
    expect((await placeTestOrder([velvet()], elsewhere(1))).totalKobo).toBe(0);
    expect((await placeTestOrder([velvet()], elsewhere(2))).totalKobo).toBe(0);

    await expect(placeTestOrder([velvet()], elsewhere(3))).rejects.toThrow(freeSwatchLimitMessage(2));
    expect(freeSwatchLimitMessage(2)).toContain('2 times a week');

    await db.update(websiteSettings).set({ swatchPriceKobo: 1_000_00 });
    expect((await placeTestOrder([velvet(1_000_00)], elsewhere(3))).totalKobo).toBe(1_000_00);
  });

  it('are refused to a third account posting to the same address, however it is typed, and counted again a week later', async () => {
    await placeTestOrder([velvet()], { shipping: { address: '12 Admiralty Way, Lekki' } });
    await placeTestOrder([velvet()], { shipping: { address: '12, admiralty way  lekki' } });

    await expect(placeTestOrder([velvet()], { shipping: { address: '12 ADMIRALTY WAY LEKKI' } })).rejects.toThrow(freeSwatchLimitMessage(2));

    await db.update(orders).set({ createdAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) });
    expect((await placeTestOrder([velvet()], { shipping: { address: '12 Admiralty Way, Lekki' } })).totalKobo).toBe(0);
    expect(await db.select().from(orders).where(eq(orders.samples, true))).toHaveLength(3);
  });

  it('are refused to an address retyped with its abbreviations spelt out or a house number’s “No.”', async () => {
    await placeTestOrder([velvet()], { shipping: { address: 'No. 4 Adeola Odeku St., Victoria Island' } });
    await placeTestOrder([velvet()], { shipping: { address: '4 Adeola Odeku Street Victoria Island' } });

    await expect(placeTestOrder([velvet()], { shipping: { address: 'no 4, adeola odeku str, victoria island' } })).rejects.toThrow(freeSwatchLimitMessage(2));
    // Another door on the street is another address.
    expect((await placeTestOrder([velvet()], { shipping: { address: '14 Adeola Odeku Street, Victoria Island' } })).totalKobo).toBe(0);
  });
});
