import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as, signedOut, type TestCaller } from '../helpers/sessions';
import { newCategory, newLocation, newProduct, putStockAt, variantsOf } from '../helpers/factories';
import { firstLocationId, heldAt } from '../helpers/locations';
import { takeBankTransfers } from '../helpers/checkout';
import { readableMail } from '../helpers/smtp-sink';
import { DELIVERY_ZONES, resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';
import { expectOpenedThroughTheDoor } from '../helpers/order-door';
import { insertDeliveryZones } from '../../seed/delivery';
import { db } from '@/server/db/client';
import { draftOrders, orderItems, orders, staffDiscountLimits, websiteSettings } from '@/server/db/schema';
import { createDraftAction } from '@/server/drafts/actions/create-draft';
import { cancelDraftAction, mailDraftLinkAction, renewDraftLinkAction } from '@/server/drafts/actions/manage-draft';
import { payDraftAction } from '@/server/drafts/actions/store/pay-draft';
import { draftForLink } from '@/server/drafts/customer-draft';
import { listDrafts } from '@/server/drafts/draft-reads';
import { DRAFT_LINK_CANCELLED, DRAFT_LINK_EXPIRED, DRAFT_LINK_USED } from '@/server/drafts/place-draft-order';
import { confirmPayment } from '@/server/payments/confirm-payment';
import { listAdminOrders } from '@/server/order-desk/admin-order-list-reads';
import { adminOrderListParamsSchema } from '@/lib/schemas/order-admin';
import type { DraftOrderInput, PayDraftInput } from '@/lib/schemas/draft-order';

// Sales made by chat (docs/decisions/0066-draft-orders.md): staff build an order at prices they set,
// held to their role's discount limit; the customer opens the link once, before it expires, and pays
// the whole or the deposit; the order is then like any online order, on channel "Chat".

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const callers = setUpAdminTestDatabase(dataDir);

beforeAll(async () => {
  await db.transaction((tx) => insertDeliveryZones(tx));
  await takeBankTransfers({ depositPercent: 50 });
});
beforeEach(async () => {
  await resetDatabase({ keep: [...SIGNED_IN_ACCOUNTS, ...DELIVERY_ZONES, websiteSettings] });
  await db.insert(staffDiscountLimits).values([{ role: 'owner', maxPercent: 100 }, { role: 'manager', maxPercent: 15 }]);
  await newCategory('Sofas');
});

const PRICE = 400_000_00;

/** A made-to-order sofa (a deposit may be paid), three in stock. */
async function sofa(stockQuantity = 3) {
  const product = await newProduct({ name: 'Ikoyi Sofa', priceKobo: PRICE, stockQuantity, leadTimeMinDays: 14, leadTimeMaxDays: 28 });
  return { product, variant: (await variantsOf(product.id))[0]! };
}

function draft(variantId: string, changes: Partial<DraftOrderInput> = {}): DraftOrderInput {
  return {
    customer: { name: 'Amaka Obi', phone: '0803 123 4567', email: 'amaka@example.com' },
    lines: [{ variantId, quantity: 1, price: '400000', measure: null }],
    delivery: { method: 'delivery', state: 'Lagos' },
    discount: '',
    discountReason: '',
    linkDays: '7',
    note: 'As we discussed on WhatsApp.',
    ...changes,
  };
}

async function made(caller: TestCaller, input: DraftOrderInput) {
  const result = await as(caller, () => createDraftAction(input));
  if (!result.ok) throw new Error(result.error);
  return result.data;
}

function payment(token: string, changes: Partial<PayDraftInput> = {}): PayDraftInput {
  return {
    token,
    shipping: { fullName: 'Amaka Obi', email: 'amaka@example.com', phone: '08031234567', address: '12 Admiralty Way, Lekki', state: 'Lagos', notes: '' },
    paymentMethod: 'bank_transfer',
    deposit: false,
    ...changes,
  };
}

const pay = (caller: TestCaller, input: PayDraftInput) => as(caller, () => payDraftAction(input));

describe('a draft order sent by chat', () => {
  it('is made at a price within the manager’s limit, opened from its link, paid as a deposit, and becomes an order on channel Chat', async () => {
    const { product, variant } = await sofa();
    const manager = await callers.staff('manager');
    // 10 % off the sofa: within the manager's 15 %.
    const link = await made(manager, draft(variant.id, { lines: [{ variantId: variant.id, quantity: 1, price: '360000', measure: null }], discountReason: 'Returning customer' }));
    expect(link.url).toMatch(/\/pay\/[\w-]{43}$/);
    // The database keeps only the link's hash: a copy of it opens no draft.
    const stored = JSON.stringify(await db.select().from(draftOrders));
    expect(stored).not.toContain(link.token);
    expect(stored).toContain(createHash('sha256').update(link.token).digest('hex'));

    const shown = await draftForLink(link.token);
    expect(shown).toMatchObject({ state: 'open', customerName: 'Amaka Obi', subtotalKobo: 360_000_00, listSubtotalKobo: PRICE, note: 'As we discussed on WhatsApp.' });
    expect(shown!.lines).toEqual([expect.objectContaining({ name: 'Ikoyi Sofa', quantity: 1, listPriceKobo: PRICE, priceKobo: 360_000_00 })]);
    expect(shown!.delivery).toMatchObject({ method: 'delivery', state: 'Lagos' });
    expect(shown!.totalKobo).toBe(360_000_00 + shown!.deliveryFeeKobo);
    // Half the sofa; the delivery fee is paid with the balance.
    expect(shown!.depositKobo).toBe(180_000_00);
    // No stock is held while the draft waits.
    expect(await heldAt(await firstLocationId(), variant.id)).toBe(3);

    // Paying needs an account: signed out is refused.
    expect(await pay(signedOut, payment(link.token, { deposit: true }))).toMatchObject({ ok: false, code: 'signed-out' });
    const placed = await pay(callers.shopper, payment(link.token, { deposit: true }));
    expect(placed).toMatchObject({ ok: true, data: { next: { kind: 'order-page', notice: 'placed' } } });
    const orderNumber = placed.ok ? placed.data.orderNumber : '';
    const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(order).toMatchObject({
      channel: 'chat', paymentMethod: 'bank_transfer', depositKobo: shown!.depositKobo, totalAmountKobo: shown!.totalKobo, subtotalKobo: 360_000_00,
      manualDiscountReason: 'Returning customer', deliveryMethod: 'delivery', deliveryState: 'Lagos', paymentStatus: 'pending',
    });
    expect(order!.soldBy).toBe((await db.select().from(draftOrders))[0]!.createdBy);
    expect(await db.select({ productId: orderItems.productId, priceKobo: orderItems.priceKobo }).from(orderItems).where(eq(orderItems.orderId, order!.id))).toEqual([
      { productId: product.id, priceKobo: 360_000_00 },
    ]);
    expect(await heldAt(await firstLocationId(), variant.id)).toBe(2);
    const [row] = await db.select().from(draftOrders);
    expect(row).toMatchObject({ status: 'ordered', orderId: order!.id });
    await expectOpenedThroughTheDoor(order!.id, { action: 'draft_ordered', unitsTaken: 1, by: 'system' });

    // The deposit arrives: the order continues as any online order.
    await confirmPayment({ orderId: order!.id, method: 'bank_transfer', amountKobo: shown!.depositKobo!, currency: 'NGN' });
    expect((await db.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, order!.id)))[0]!.paymentStatus).toBe('deposit_paid');

    // The Orders list shows it under Chat; the Drafts list says it is ordered.
    const chat = await as(callers.admin, () => listAdminOrders(adminOrderListParamsSchema.parse({ channel: 'chat' })));
    expect(chat.rows.map((listed) => listed.orderNumber)).toEqual([orderNumber]);
    expect(await as(manager, () => listDrafts())).toEqual([expect.objectContaining({ state: 'ordered', orderNumber, pieces: 1, createdByName: expect.any(String) })]);
  });

  it('works once: the same customer again gets the same order; anyone else is refused', async () => {
    const { variant } = await sofa();
    const link = await made(callers.admin, draft(variant.id));
    const first = await pay(callers.shopper, payment(link.token));
    const again = await pay(callers.shopper, payment(link.token));
    expect(first.ok && again.ok && again.data.orderNumber).toBe(first.ok && first.data.orderNumber);
    expect(await pay(await callers.staff('content'), payment(link.token))).toMatchObject({ ok: false, error: DRAFT_LINK_USED });
    expect(await db.select().from(orders)).toHaveLength(1);
  });

  it('holds staff’s prices to their role: none lower for fulfilment, 15 % for a manager, with a reason; never above the list price', async () => {
    const { variant } = await sofa();
    const lower = draft(variant.id, { lines: [{ variantId: variant.id, quantity: 1, price: '390000', measure: null }], discountReason: 'Friend of the shop' });
    const fulfilment = await as(await callers.staff('fulfilment'), () => createDraftAction(lower));
    expect(fulfilment).toMatchObject({ ok: false, error: 'Your role may not lower prices. Ask the owner or a manager.' });
    // 10 % by price and 6 % by discount: 16 %, over the manager's 15 %.
    const tooMuch = draft(variant.id, { lines: [{ variantId: variant.id, quantity: 1, price: '360000', measure: null }], discount: '24000', discountReason: 'Bulk' });
    expect(await as(await callers.staff('manager'), () => createDraftAction(tooMuch))).toMatchObject({ ok: false, error: expect.stringContaining('at most 15 %') });
    expect(await as(callers.admin, () => createDraftAction({ ...lower, discountReason: '' }))).toMatchObject({ ok: false, error: expect.stringContaining('Say why') });
    const above = draft(variant.id, { lines: [{ variantId: variant.id, quantity: 1, price: '410000', measure: null }] });
    expect(await as(callers.admin, () => createDraftAction(above))).toMatchObject({ ok: false, error: expect.stringContaining('cannot be more') });
    // The owner's 100 % allows it; nothing was written by the refusals.
    await made(callers.admin, tooMuch);
    expect(await db.select().from(draftOrders)).toHaveLength(1);
  });

  it('stops working when it expires, is replaced by a new link, or the draft is cancelled', async () => {
    const { variant } = await sofa();
    const link = await made(callers.admin, draft(variant.id));
    await db.update(draftOrders).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await draftForLink(link.token))?.state).toBe('expired');
    expect(await pay(callers.shopper, payment(link.token))).toMatchObject({ ok: false, error: DRAFT_LINK_EXPIRED });

    const renewed = await as(callers.admin, () => renewDraftLinkAction({ draftId: link.draftId, linkDays: 2 }));
    if (!renewed.ok) throw new Error(renewed.error);
    expect(await draftForLink(link.token)).toBeNull();
    expect((await draftForLink(renewed.data.token))?.state).toBe('open');

    // Mailed at once (no mail server here: to the outbox): the link the screen holds, to the customer's address; an old link is not mailed.
    expect(await as(callers.admin, () => mailDraftLinkAction({ draftId: link.draftId, token: link.token }))).toMatchObject({ ok: false });
    expect(await as(callers.admin, () => mailDraftLinkAction({ draftId: link.draftId, token: renewed.data.token }))).toMatchObject({ ok: true });
    const outbox = path.join(dataDir, 'mail');
    const mails = readdirSync(outbox).map((file) => readableMail(readFileSync(path.join(outbox, file), 'utf8')));
    expect(mails).toEqual([expect.stringContaining('To: amaka@example.com')]);
    expect(mails[0]).toContain(`/pay/${renewed.data.token}`);

    expect(await as(callers.admin, () => cancelDraftAction({ draftId: link.draftId }))).toMatchObject({ ok: true });
    expect(await pay(callers.shopper, payment(renewed.data.token))).toMatchObject({ ok: false, error: DRAFT_LINK_CANCELLED });
    expect(await db.select().from(orders)).toHaveLength(0);
  });

  it('is refused, and writes nothing, when the piece sold out since the link was sent', async () => {
    const { variant } = await sofa(1);
    const link = await made(callers.admin, draft(variant.id));
    const other = await made(callers.admin, draft(variant.id, { customer: { name: 'Bola Ade', phone: '0803 765 4321', email: '' } }));
    expect(await pay(callers.shopper, payment(other.token))).toMatchObject({ ok: true });
    expect(await pay(callers.shopper, payment(link.token))).toMatchObject({ ok: false, error: expect.stringContaining('has sold out since') });
    expect((await draftForLink(link.token))?.state).toBe('open');
    expect(await db.select().from(orders)).toHaveLength(1);
  });

  it('collected at a showroom takes that showroom’s stock, and asks the address of no state', async () => {
    const { variant } = await sofa(0);
    const lekki = await newLocation({ name: 'Lekki showroom', sellsOnline: false });
    await putStockAt(lekki.id, variant.id, 1);
    const link = await made(callers.admin, draft(variant.id, { delivery: { method: 'pickup', locationId: lekki.id } }));
    expect((await draftForLink(link.token))?.delivery).toMatchObject({ method: 'pickup', name: 'Lekki showroom' });
    const placed = await pay(callers.shopper, payment(link.token, { shipping: { ...payment(link.token).shipping, state: 'Oyo' } }));
    expect(placed, JSON.stringify(placed)).toMatchObject({ ok: true });
    expect(await heldAt(lekki.id, variant.id)).toBe(0);
    expect((await db.select({ pickupLocationId: orders.pickupLocationId, deliveryFeeKobo: orders.deliveryFeeKobo }).from(orders))[0]).toEqual({ pickupLocationId: lekki.id, deliveryFeeKobo: 0 });
  });

  it('delivered to another state than the one priced is refused', async () => {
    const { variant } = await sofa();
    const link = await made(callers.admin, draft(variant.id));
    expect(await pay(callers.shopper, payment(link.token, { shipping: { ...payment(link.token).shipping, state: 'Kano' } }))).toMatchObject({
      ok: false,
      error: expect.stringContaining('priced for Lagos'),
    });
  });
});
