import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as } from '../helpers/sessions';
import { newCategory, newDiscountCode, newProduct, variantsOf } from '../helpers/factories';
import { firstLocationId } from '../helpers/locations';
import { takeBankTransfers } from '../helpers/checkout';
import { resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';
import { db } from '@/server/db/client';
import { customers, discountRedemptions, orders, websiteSettings } from '@/server/db/schema';
import { sellInShowroomAction } from '@/server/pos/actions/sell-in-showroom';
import { priceShowroomSaleAction } from '@/server/pos/actions/price-showroom-sale';
import type { ShowroomSaleInput } from '@/lib/schemas/showroom-sale';

// A discount code once per customer at the Sell screen (docs/decisions/0052 and 0065): a walk-in's uses
// cannot be counted, so the code asks for the customer first; a customer the shop knows, or a new one
// with an email, has their earlier uses counted, in the showroom as online.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const callers = setUpAdminTestDatabase(dataDir);

beforeAll(async () => {
  await takeBankTransfers();
});
beforeEach(async () => {
  await resetDatabase({ keep: [...SIGNED_IN_ACCOUNTS, websiteSettings] });
  await newCategory('Sofas');
});

const PRICE = 100_000_00;
/** 10 % off, once per customer. */
const ONCE = { code: 'WELCOME10', percentBasisPoints: 1000, perCustomerLimit: 1 };

async function stool() {
  const product = await newProduct({ name: 'Jos Stool', priceKobo: PRICE, stockQuantity: 5 });
  return (await variantsOf(product.id))[0]!;
}

async function sale(variantId: string, customer: ShowroomSaleInput['customer']): Promise<ShowroomSaleInput> {
  return {
    locationId: await firstLocationId(),
    lines: [{ variantId, quantity: 1, unitPriceKobo: PRICE }],
    customer,
    discountCode: ONCE.code,
    payments: [{ method: 'cash', amount: '90000' }],
    idempotencyKey: randomUUID(),
  };
}

const sell = async (variantId: string, customer: ShowroomSaleInput['customer']) => as(callers.admin, async () => sellInShowroomAction(await sale(variantId, customer)));
const quote = (variantId: string, customer: Parameters<typeof priceShowroomSaleAction>[0]['customer']) =>
  as(callers.admin, () => priceShowroomSaleAction({ lines: [{ variantId, quantity: 1, unitPriceKobo: PRICE }], customer, discountCode: ONCE.code }));

describe('a code once per customer at the Sell screen', () => {
  it('is refused for a walk-in, and for a new customer without an email, in the preview and the sale', async () => {
    await newDiscountCode(ONCE);
    const variantId = (await stool()).id;
    const chooseFirst = 'This code is once per customer: choose the customer first.';
    expect(await quote(variantId, { kind: 'walk_in' })).toMatchObject({ ok: false, error: chooseFirst });
    expect(await sell(variantId, { kind: 'walk_in' })).toMatchObject({ ok: false, error: chooseFirst });
    expect(await quote(variantId, { kind: 'new', email: '' })).toMatchObject({ ok: false, error: expect.stringMatching(/^This code is once per customer: add the customer's email/) });
    expect(await sell(variantId, { kind: 'new', name: 'Musa Bello', phone: '0803 555 0102', email: '' })).toMatchObject({ ok: false });
    expect(await db.select().from(orders)).toHaveLength(0);
  });

  it('counts a chosen customer’s earlier use, and a new customer’s by their email', async () => {
    await newDiscountCode(ONCE);
    const variantId = (await stool()).id;
    const [known] = await db.insert(customers).values({ name: 'Ngozi Eze', email: 'ngozi@example.com', phone: '+2348035550103' }).returning();
    expect(await quote(variantId, { kind: 'customer', customerId: known!.id })).toMatchObject({ ok: true, data: { discountKobo: 10_000_00, totalKobo: 90_000_00 } });
    expect(await sell(variantId, { kind: 'customer', customerId: known!.id })).toMatchObject({ ok: true });
    expect(await db.select().from(discountRedemptions)).toHaveLength(1);

    const usedAlready = 'This customer has already used the code WELCOME10.';
    expect(await quote(variantId, { kind: 'customer', customerId: known!.id })).toMatchObject({ ok: false, error: usedAlready });
    expect(await sell(variantId, { kind: 'customer', customerId: known!.id })).toMatchObject({ ok: false, error: usedAlready });
    // Added again as new with the same address, they are the same customer.
    expect(await sell(variantId, { kind: 'new', name: 'Ngozi Eze', phone: '0803 555 0103', email: 'NGOZI@example.com' })).toMatchObject({ ok: false, error: usedAlready });
    // Someone new with an email of their own may use it once.
    expect(await sell(variantId, { kind: 'new', name: 'Musa Bello', phone: '0803 555 0102', email: 'musa@example.com' })).toMatchObject({ ok: true });
    expect(await db.select().from(orders)).toHaveLength(2);
  });

  it('asks nothing of a walk-in for a code with no per-customer limit', async () => {
    await newDiscountCode({ ...ONCE, perCustomerLimit: null });
    const variantId = (await stool()).id;
    expect(await sell(variantId, { kind: 'walk_in' })).toMatchObject({ ok: true });
  });
});
