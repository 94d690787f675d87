import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as, type TestCaller } from '../helpers/sessions';
import { newCategory, newMeasuredProduct, newProduct, variantsOf } from '../helpers/factories';
import { takeBankTransfers } from '../helpers/checkout';
import { DELIVERY_ZONES, resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';
import { insertDeliveryZones } from '../../seed/delivery';
import { db } from '@/server/db/client';
import { draftOrderLines, draftOrders, orders, products, productVariants, staffDiscountLimits, websiteSettings } from '@/server/db/schema';
import { createDraftAction } from '@/server/drafts/actions/create-draft';
import { renewDraftLinkAction } from '@/server/drafts/actions/manage-draft';
import { payDraftAction } from '@/server/drafts/actions/store/pay-draft';
import { draftForLink } from '@/server/drafts/customer-draft';
import { confirmPayment } from '@/server/payments/confirm-payment';
import { cancelOrder } from '@/server/orders/cancel-order';
import { lockOrder } from '@/server/orders/order-stock';
import type { DraftOrderInput, PayDraftInput } from '@/lib/schemas/draft-order';

// A draft's new link and its payment (docs/decisions/0066-draft-orders.md): renewing prices the draft again
// for whoever renews it (their role's limit holds its cut, today's list prices apply and staff read what
// changed); a piece no longer sold cannot be paid for; money arriving late for a chat order whose customer
// was sent another draft since is given back, never reopening the order.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const callers = setUpAdminTestDatabase(dataDir);
const PRICE = 400_000_00;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  await db.transaction((tx) => insertDeliveryZones(tx));
  await takeBankTransfers({ depositPercent: 50 });
});
beforeEach(async () => {
  await resetDatabase({ keep: [...SIGNED_IN_ACCOUNTS, ...DELIVERY_ZONES, websiteSettings] });
  await db.insert(staffDiscountLimits).values([{ role: 'owner', maxPercent: 100 }, { role: 'manager', maxPercent: 15 }]);
  await newCategory('Sofas');
  await newCategory('Curtains');
});

async function sofa() {
  const product = await newProduct({ name: 'Ikoyi Sofa', priceKobo: PRICE, stockQuantity: 3 });
  return { product, variant: (await variantsOf(product.id))[0]! };
}

function draft(line: DraftOrderInput['lines'][number], changes: Partial<DraftOrderInput> = {}): DraftOrderInput {
  return {
    customer: { name: 'Amaka Obi', phone: '0803 123 4567', email: 'amaka@example.com' },
    lines: [line],
    delivery: { method: 'delivery', state: 'Lagos' },
    discount: '',
    discountReason: '',
    linkDays: '7',
    note: '',
    ...changes,
  };
}

async function made(caller: TestCaller, input: DraftOrderInput) {
  const result = await as(caller, () => createDraftAction(input));
  if (!result.ok) throw new Error(result.error);
  return result.data;
}

const renew = (caller: TestCaller, draftId: string) => as(caller, () => renewDraftLinkAction({ draftId, linkDays: 7 }));

function payment(token: string): PayDraftInput {
  return {
    token,
    shipping: { fullName: 'Amaka Obi', email: 'amaka@example.com', phone: '08031234567', address: '12 Admiralty Way, Lekki', state: 'Lagos', notes: '' },
    paymentMethod: 'bank_transfer',
    deposit: false,
  };
}

const pay = (token: string) => as(callers.shopper, () => payDraftAction(payment(token)));

describe('a new link for a draft', () => {
  it('is refused to a role whose limit does not cover the draft’s cut, even long expired; the one who made it renews it', async () => {
    const { variant } = await sofa();
    const manager = await callers.staff('manager');
    const link = await made(manager, draft({ variantId: variant.id, quantity: 1, price: '360000', measure: null }, { discountReason: 'Loyal customer' }));
    await db.update(draftOrders).set({ expiresAt: new Date(Date.now() - 90 * DAY) });

    const fulfilment = await renew(await callers.staff('fulfilment'), link.draftId);
    expect(fulfilment).toMatchObject({ ok: false, error: 'Your role may not lower prices. Ask the owner or a manager.' });
    expect((await draftForLink(link.token))?.state).toBe('expired');

    const renewed = await renew(manager, link.draftId);
    expect(renewed).toMatchObject({ ok: true, data: { changes: [] } });
    expect(renewed.ok && (await draftForLink(renewed.data.token))?.state).toBe('open');
  });

  it('prices the draft again at today’s list prices and tells staff what changed', async () => {
    const { product, variant } = await sofa();
    const link = await made(callers.admin, draft({ variantId: variant.id, quantity: 1, price: '', measure: null }));
    const [before] = await db.select().from(draftOrders).where(eq(draftOrders.id, link.draftId));
    await db.update(products).set({ priceKobo: 450_000_00 }).where(eq(products.id, product.id));
    await db.update(productVariants).set({ priceKobo: null }).where(eq(productVariants.id, variant.id));

    const renewed = await renew(callers.admin, link.draftId);

    expect(renewed).toMatchObject({
      ok: true,
      data: { changes: ['Ikoyi Sofa: ₦400,000 now ₦450,000', `Total: ${formatted(before!.totalKobo)} now ${formatted(before!.totalKobo + 50_000_00)}`] },
    });
    const [after] = await db.select().from(draftOrders).where(eq(draftOrders.id, link.draftId));
    expect(after).toMatchObject({ subtotalKobo: 450_000_00, totalKobo: before!.totalKobo + 50_000_00 });
    expect((await db.select().from(draftOrderLines).where(eq(draftOrderLines.draftOrderId, link.draftId))).map((line) => line.priceKobo)).toEqual([450_000_00]);
  });
});

const formatted = (kobo: number) => `₦${(kobo / 100).toLocaleString('en-NG')}`;

describe('paying a draft', () => {
  it('is refused once its piece was taken off the shop or its variant archived, and writes no order', async () => {
    const { product, variant } = await sofa();
    const unpublished = await made(callers.admin, draft({ variantId: variant.id, quantity: 1, price: '', measure: null }));
    await db.update(products).set({ status: 'hidden' }).where(eq(products.id, product.id));
    const refusal = 'Ikoyi Sofa is no longer sold, so this order cannot be paid. Please contact us for a new link.';
    // The link's page says so in place of the payment form, and paying is refused.
    expect((await draftForLink(unpublished.token))?.unpayable).toBe(refusal);
    expect(await pay(unpublished.token)).toMatchObject({ ok: false, error: refusal });

    await db.update(products).set({ status: 'active' }).where(eq(products.id, product.id));
    const archived = await made(callers.admin, draft({ variantId: variant.id, quantity: 1, price: '', measure: null }, { customer: { name: 'Bola Ade', phone: '0803 765 4321', email: '' } }));
    await db.update(productVariants).set({ archivedAt: new Date() }).where(eq(productVariants.id, variant.id));
    expect(await pay(archived.token)).toMatchObject({ ok: false, error: expect.stringContaining('is no longer sold') });
    expect(await db.select().from(orders)).toHaveLength(0);
  });

  it('of a piece made to measure is refused once the piece was taken off the shop', async () => {
    const curtain = await newMeasuredProduct({ name: 'Lekki Curtain' });
    const variant = (await variantsOf(curtain.id))[0]!;
    const link = await made(callers.admin, draft({ variantId: variant.id, quantity: 1, price: '', measure: { widthCm: 240, dropCm: 270, lined: true } }));
    await db.update(products).set({ status: 'draft' }).where(eq(products.id, curtain.id));

    expect(await pay(link.token)).toMatchObject({ ok: false, error: expect.stringContaining('Lekki Curtain is no longer sold') });
    expect(await db.select().from(orders)).toHaveLength(0);
  });
});

describe('money arriving late for a chat order', () => {
  it('is a refund due, and the order stays cancelled, once its customer was sent another draft', async () => {
    const { variant } = await sofa();
    const first = await made(callers.admin, draft({ variantId: variant.id, quantity: 1, price: '', measure: null }));
    expect(await pay(first.token)).toMatchObject({ ok: true });
    const [placed] = await db.select({ id: orders.id, totalKobo: orders.totalAmountKobo }).from(orders);
    await db.transaction(async (tx) => cancelOrder(tx, (await lockOrder(tx, placed!.id))!, 'Not paid in time'));
    // The sale sent again: a new draft for the same customer.
    await made(callers.admin, draft({ variantId: variant.id, quantity: 1, price: '', measure: null }));

    const late = await confirmPayment({ orderId: placed!.id, method: 'bank_transfer', amountKobo: placed!.totalKobo, currency: 'NGN' });

    expect(late).toMatchObject({ outcome: 'refund_due', reason: expect.stringContaining('sent another draft order since') });
    expect((await db.select({ status: orders.status }).from(orders).where(eq(orders.id, placed!.id)))[0]!.status).toBe('cancelled');
  });
});
