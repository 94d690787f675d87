// @postgres: twenty checkouts at once for a code's last uses, under its row lock; its window in Lagos time
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as } from '../helpers/sessions';
import { db } from '@/server/db/client';
import { auditLog, categories, deliveryZones, discountCodes, discountRedemptions, orders, payments, websiteSettings } from '@/server/db/schema';
import { insertDeliveryZones } from '../../seed/delivery';
import { placeOrder } from '@/server/checkout/place-order';
import { priceCheckout } from '@/server/checkout/checkout-pricing';
import { cancelOrder } from '@/server/orders/cancel-order';
import { deleteOrderAction } from '@/server/order-desk/actions/delete-order';
import { lockOrder, takeStock } from '@/server/orders/order-stock';
import { receiptForOrder } from '@/server/receipts/load-receipt';
import { listAdminDiscounts } from '@/server/discounts/admin-discount-reads';
import { createDiscountAction } from '@/server/discounts/actions/create-discount';
import { updateDiscountAction } from '@/server/discounts/actions/update-discount';
import { deleteDiscountAction } from '@/server/discounts/actions/delete-discount';
import { createRefundAction } from '@/server/refunds/actions/create-refund';
import { DISCOUNT_GUESS_LIMITS } from '@/server/discounts/guess-limit';
import { ActionError } from '@/server/action-error';
import { discountAmount, shareOut } from '@/lib/discounts/discount-amount';
import { DISCOUNT_IN_USE, type DiscountFormInput } from '@/lib/schemas/discount';
import { placeOrderSchema, type PlaceOrderInput } from '@/lib/schemas/checkout';
import { vatContainedKobo } from '@/lib/vat';
import { BANK_TRANSFER, PICKUP, takeBankTransfers } from '../helpers/checkout';
import { newBuyer, newCategory, newDiscountCode, newProduct, newProductWithOptions } from '../helpers/factories';
import { DELIVERY_ZONES, resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';

// Discount codes against a real database (PGlite here, PostgreSQL with TEST_DATABASE_URL): every
// rule of a code, its use counted in the order's transaction (20 buyers at once for 5 uses), given
// back when an unpaid order is cancelled, VAT on what is charged, guessing limited, and the back
// office's changes in the activity log.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});
const callers = setUpAdminTestDatabase(dataDir);

const LAGOS_FEE = 5_000_00;

beforeAll(async () => {
  await newCategory('Sofas');
  await newCategory('Accessories');
  await db.transaction((tx) => insertDeliveryZones(tx));
  await db.update(deliveryZones).set({ active: true, parcelFeeKobo: LAGOS_FEE, largeFeeKobo: LAGOS_FEE }).where(eq(deliveryZones.name, 'Lagos'));
  await takeBankTransfers({ vatRegistered: true, vatRateBasisPoints: 750, legalName: 'Adire Living Ltd', staffTwoFactorRequired: false });
});

beforeEach(() => resetDatabase({ keep: [...SIGNED_IN_ACCOUNTS, categories, ...DELIVERY_ZONES, websiteSettings] }));

// This file's pieces: ₦100,000 each, fifty in stock, unless a test says otherwise.
const PIECE = { priceKobo: 100_000_00, stockQuantity: 50 };

type Line = { productId: string; quantity: number; unitPriceKobo: number; variant?: string };

function request(buyerEmail: string, lines: Line[], extra: Partial<PlaceOrderInput> = {}) {
  return placeOrderSchema.parse({
    shipping: { fullName: 'Amaka Obi', email: buyerEmail, phone: '0803 123 4567', address: '12 Admiralty Way', state: 'Lagos', notes: '' },
    lines,
    delivery: PICKUP,
    paymentMethod: BANK_TRANSFER,
    idempotencyKey: randomUUID(),
    ...extra,
  });
}

const line = (product: { id: string; priceKobo: number }, quantity = 1): Line => ({ productId: product.id, quantity, unitPriceKobo: product.priceKobo });

/** What checkout shows for this cart and code (no guessing limit in play: no account or address). */
async function shown(code: string, lines: Line[], customer: { id: string; email: string } | null = null, where: { method: 'pickup' | 'delivery'; state: string | null } = { method: 'pickup', state: null }) {
  const priced = await priceCheckout({
    lines,
    ...where,
    discount: { code, guesser: { userId: null, clientAddress: null }, customer: customer ? { userId: customer.id, email: customer.email } : null },
  });
  return priced.discount!;
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ActionError);
  return (error as ActionError).message;
}

async function codeRow(id: string) {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id));
  return row!;
}

describe('what a code takes off', () => {
  it('rounds a percentage up to the kobo, in the customer’s favour, and shares it over the lines without taking one below zero', () => {
    const terms = { kind: 'percentage' as const, percentBasisPoints: 1250, amountKobo: null, productIds: [], variantIds: [], categorySlugs: [] };
    // 12.5% of 333 kobo is 41.625 kobo: the customer gets 42.
    expect(discountAmount(terms, [{ productId: 'a', category: null, totalKobo: 333 }], 0).discountKobo).toBe(42);
    const fixed = discountAmount({ ...terms, kind: 'fixed', percentBasisPoints: null, amountKobo: 10_000_00 }, [
      { productId: 'a', category: null, totalKobo: 3_000_00 },
      { productId: 'b', category: null, totalKobo: 1_000_00 },
    ], 5_000_00);
    // ₦10,000 off ₦4,000 of pieces takes ₦4,000: no line below zero, the delivery fee untouched.
    expect(fixed).toMatchObject({ discountKobo: 4_000_00, lineDiscountsKobo: [3_000_00, 1_000_00], deliveryDiscountKobo: 0 });
    expect(shareOut(100, [300, 300, 300])).toEqual([34, 33, 33]);
    expect(shareOut(100, [1, 1, 1])).toEqual([1, 1, 1]);
    // Equal remainders go by product id, not by position: checkout's quote and the order list a cart's
    // lines in different orders, and the deposit worked out from the shares must agree.
    expect(shareOut(100, [300, 300, 300], ['c', 'a', 'b'])).toEqual([33, 34, 33]);
    const [chair, sofa] = [
      { productId: 'f3c1', category: null, totalKobo: 150_001_00 },
      { productId: '0a9e', category: null, totalKobo: 150_001_00 },
    ];
    const inCartOrder = discountAmount(terms, [chair, sofa], 0).lineDiscountsKobo;
    const inOrderOrder = discountAmount(terms, [sofa, chair], 0).lineDiscountsKobo;
    expect(inCartOrder[0]! + inCartOrder[1]!).toBe(37_500_25);
    expect(inOrderOrder).toEqual([inCartOrder[1], inCartOrder[0]]);
  });

  it('applies each kind at checkout: percentage and fixed off the lines only, free delivery takes exactly the fee', async () => {
    const sofa = await newProduct({ ...PIECE, priceKobo: 123_456_78 });
    await newDiscountCode({ code: 'PCT', percentBasisPoints: 1000 });
    await newDiscountCode({ code: 'FIXED', kind: 'fixed', percentBasisPoints: null, amountKobo: 20_000_00 });
    await newDiscountCode({ code: 'SHIPFREE', kind: 'free_delivery', percentBasisPoints: null });
    const delivered = { method: 'delivery' as const, state: 'Lagos' };
    expect(await shown('pct', [line(sofa)], null, delivered)).toEqual({ applied: true, code: 'PCT', kind: 'percentage', discountKobo: 12_345_68 });
    expect(await shown('fixed', [line(sofa)], null, delivered)).toMatchObject({ applied: true, discountKobo: 20_000_00 });
    expect(await shown('shipfree', [line(sofa)], null, delivered)).toMatchObject({ applied: true, kind: 'free_delivery', discountKobo: LAGOS_FEE });
    expect(await shown('shipfree', [line(sofa)])).toMatchObject({ applied: true, discountKobo: 0 });

    const buyer = await newBuyer();
    const placed = await placeOrder(
      buyer,
      request(buyer.email, [line(sofa)], { delivery: { method: 'delivery', feeKobo: LAGOS_FEE }, discountCode: 'Pct', discountKobo: 12_345_68 }),
    );
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({ subtotalKobo: 123_456_78, deliveryFeeKobo: LAGOS_FEE, discountCode: 'PCT', discountKobo: 12_345_68, totalAmountKobo: 123_456_78 + LAGOS_FEE - 12_345_68 });
  });

  it('matches codes in any case and says an unknown or switched-off code is not recognised', async () => {
    const sofa = await newProduct(PIECE);
    await newDiscountCode({ code: 'Detty25' });
    await newDiscountCode({ code: 'OFF10', active: false });
    expect(await shown('dEtTy25', [line(sofa)])).toMatchObject({ applied: true, code: 'Detty25', discountKobo: 25_000_00 });
    expect(await shown('NOPE', [line(sofa)])).toEqual({ applied: false, code: 'NOPE', message: "We don't recognise the code NOPE. Check it and try again." });
    expect(await shown('off10', [line(sofa)])).toMatchObject({ applied: false, message: "We don't recognise the code off10. Check it and try again." });
  });

  it('holds to its window in Lagos time, its minimum (of the pieces it is for) and its products or categories', async () => {
    const sofa = await newProduct({ ...PIECE, priceKobo: 80_000_00 });
    const cushion = await newProduct({ ...PIECE, category: 'accessories', priceKobo: 30_000_00 });
    const hour = 60 * 60 * 1000;
    await newDiscountCode({ code: 'LATER', startsAt: new Date(Date.now() + hour) });
    await newDiscountCode({ code: 'GONE', endsAt: new Date(Date.now() - 1000) });
    await newDiscountCode({ code: 'BIG', minSubtotalKobo: 100_000_00 });
    await newDiscountCode({ code: 'SOFAS', categorySlugs: ['sofas'], minSubtotalKobo: 100_000_00 });
    await newDiscountCode({ code: 'CUSHION', productIds: [cushion.id] });
    expect(await shown('LATER', [line(sofa)])).toMatchObject({ applied: false, message: 'The code LATER is not valid yet.' });
    expect(await shown('GONE', [line(sofa)])).toMatchObject({ applied: false, message: 'The code GONE has ended.' });
    expect(await shown('BIG', [line(sofa)])).toMatchObject({ applied: false, message: 'The code BIG needs an order of at least ₦100,000.' });
    expect(await shown('BIG', [line(sofa), line(cushion)])).toMatchObject({ applied: true, discountKobo: 27_500_00 });
    // Only sofas count toward SOFAS' minimum, and only they are discounted.
    expect(await shown('SOFAS', [line(sofa), line(cushion)])).toMatchObject({ applied: false, message: 'The code SOFAS needs at least ₦100,000 of the pieces it is for.' });
    expect(await shown('SOFAS', [line(sofa, 2), line(cushion)])).toMatchObject({ applied: true, discountKobo: 40_000_00 });
    expect(await shown('CUSHION', [line(sofa)])).toMatchObject({ applied: false, message: 'The code CUSHION is not for the pieces in your cart.' });
    expect(await shown('CUSHION', [line(sofa), line(cushion)])).toMatchObject({ applied: true, discountKobo: 7_500_00 });

    // The window is compared in instants: a code typed to start 09:00 in Lagos starts at 08:00 UTC.
    const { fromLagosDateTimeInput } = await import('@/lib/dates');
    expect(fromLagosDateTimeInput('2026-12-01T09:00')?.toISOString()).toBe('2026-12-01T08:00:00.000Z');
  });

  it('applies a code limited to a product to each of its variants, and one limited to a variant to that variant’s lines only', async () => {
    const sofa = await newProductWithOptions(
      { ...PIECE, name: 'Ikoyi Sofa', priceKobo: 900_000_00 },
      [
        { name: 'Size', values: ['2-seater', '3-seater'] },
        { name: 'Fabric', values: ['Linen', 'Velvet'] },
      ],
      [
        { values: ['2-seater', 'Linen'], sku: 'IK-2-LIN', priceKobo: 700_000_00, stockQuantity: 5 },
        { values: ['3-seater', 'Velvet'], sku: 'IK-3-VEL', priceKobo: 1_100_000_00, stockQuantity: 5 },
      ],
    );
    const velvet = sofa.variants.find((variant) => variant.sku === 'IK-3-VEL')!;
    const linenLine: Line = { productId: sofa.id, variant: '2-seater / Linen', quantity: 1, unitPriceKobo: 700_000_00 };
    const velvetLine: Line = { productId: sofa.id, variant: '3-seater / Velvet', quantity: 1, unitPriceKobo: 1_100_000_00 };
    await newDiscountCode({ code: 'SOFA25', productIds: [sofa.id] });
    await newDiscountCode({ code: 'VELVET25', variantIds: [velvet.id] });

    expect(await shown('SOFA25', [linenLine, velvetLine])).toMatchObject({ applied: true, discountKobo: 450_000_00 });
    expect(await shown('VELVET25', [linenLine])).toMatchObject({ applied: false, message: 'The code VELVET25 is not for the pieces in your cart.' });
    expect(await shown('VELVET25', [linenLine, velvetLine])).toMatchObject({ applied: true, discountKobo: 275_000_00 });

    // The order takes off the same, from the velvet line alone.
    const buyer = await newBuyer();
    const placed = await placeOrder(buyer, request(buyer.email, [linenLine, velvetLine], { discountCode: 'velvet25', discountKobo: 275_000_00 }));
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({ discountCode: 'VELVET25', discountKobo: 275_000_00, totalAmountKobo: 1_800_000_00 - 275_000_00 });
  });

  it('counts a code’s total and per-customer limits, and refuses the order (placing nothing) when the code stopped applying', async () => {
    const sofa = await newProduct(PIECE);
    const code = await newDiscountCode({ code: 'ONCE', perCustomerLimit: 1, usageLimit: 2 });
    const buyer = await newBuyer();
    const withCode = (email: string) => request(email, [line(sofa)], { discountCode: 'ONCE', discountKobo: 25_000_00 });
    await placeOrder(buyer, withCode(buyer.email));
    expect(await shown('ONCE', [line(sofa)], buyer)).toMatchObject({ applied: false, message: 'You have already used the code ONCE.' });
    const again = await refusal(placeOrder(buyer, withCode(buyer.email)));
    expect(again).toBe('You have already used the code ONCE. Remove the code to place your order without it.');
    const other = await newBuyer();
    await placeOrder(other, withCode(other.email));
    const third = await newBuyer();
    expect(await refusal(placeOrder(third, withCode(third.email)))).toBe('The code ONCE has been used up. Remove the code to place your order without it.');
    expect(await db.select().from(orders).where(eq(orders.userId, third.id))).toHaveLength(0);
    expect(await codeRow(code.id)).toMatchObject({ usesCount: 2, givenAwayKobo: 50_000_00 });

    // A saving that changed since checkout showed it is refused like a changed price.
    await newDiscountCode({ code: 'TENOFF', percentBasisPoints: 1000 });
    const fourth = await newBuyer();
    expect(await refusal(placeOrder(fourth, request(fourth.email, [line(sofa)], { discountCode: 'TENOFF', discountKobo: 25_000_00 })))).toBe(
      'The discount for this order is now ₦10,000. Please check your order and place it again.',
    );
  });

  it('counts a customer by the account and its confirmed address, never by the email typed at checkout', async () => {
    const sofa = await newProduct(PIECE);
    await newDiscountCode({ code: 'MINE', perCustomerLimit: 1 });
    const withCode = (email: string) => request(email, [line(sofa)], { discountCode: 'MINE', discountKobo: 25_000_00 });
    const usesOf = (orderId: string) => db.select().from(discountRedemptions).where(eq(discountRedemptions.orderId, orderId));
    const signedOutCheckout = (email: string) =>
      priceCheckout({ lines: [line(sofa)], method: 'pickup', state: null, discount: { code: 'MINE', guesser: { userId: null, clientAddress: null }, customer: { userId: null, email } } });
    const [a, b] = [await newBuyer({ emailVerified: true }), await newBuyer({ emailVerified: true })];

    // A, signed in, types B's address: the use is A's own, counted against A's account and A's confirmed address.
    const byA = await placeOrder(a, withCode(b.email.toUpperCase()));
    expect(await usesOf(byA.orderId)).toMatchObject([{ userId: a.id, customerEmail: a.email }]);
    expect(await refusal(placeOrder(a, withCode(`someone-${randomUUID()}@example.com`)))).toBe(
      'You have already used the code MINE. Remove the code to place your order without it.',
    );
    // B's allowance is untouched: B still uses the code.
    expect(await shown('MINE', [line(sofa)], b)).toMatchObject({ applied: true });
    const byB = await placeOrder(b, withCode(b.email));
    expect(await usesOf(byB.orderId)).toMatchObject([{ userId: b.id, customerEmail: b.email }]);
    // A signed-out checkout typing an address counts against it, shared with the account whose confirmed address it is.
    expect((await signedOutCheckout(b.email.toUpperCase())).discount).toMatchObject({ applied: false, message: 'You have already used the code MINE.' });
    expect((await signedOutCheckout(`someone-${randomUUID()}@example.com`)).discount).toMatchObject({ applied: true });

    // An account whose address is not confirmed proves nothing about it: its use counts by the account alone.
    const unconfirmed = await newBuyer();
    const byUnconfirmed = await placeOrder(unconfirmed, withCode(unconfirmed.email));
    expect(await usesOf(byUnconfirmed.orderId)).toMatchObject([{ userId: unconfirmed.id, customerEmail: null }]);
    expect((await signedOutCheckout(unconfirmed.email)).discount).toMatchObject({ applied: true });
    expect(await refusal(placeOrder(unconfirmed, withCode(unconfirmed.email)))).toBe(
      'You have already used the code MINE. Remove the code to place your order without it.',
    );
  });

  it('computes a deposit on the discounted pieces', async () => {
    const table = await newProduct({ ...PIECE, priceKobo: 200_000_00, leadTimeMinDays: 14, leadTimeMaxDays: 21, paymentTerms: 'deposit', depositPercent: 50 });
    await newDiscountCode({ code: 'HALF', percentBasisPoints: 5000 });
    const priced = await priceCheckout({
      lines: [{ productId: table.id, quantity: 1 }],
      method: 'pickup',
      state: null,
      discount: { code: 'HALF', guesser: { userId: null, clientAddress: null }, customer: null },
    });
    // ₦100,000 to pay after 50% off; the deposit is 50% of that.
    expect(priced).toMatchObject({ ok: true, payment: { deposit: { depositKobo: 50_000_00, balanceKobo: 50_000_00 } } });
    const buyer = await newBuyer();
    const placed = await placeOrder(buyer, request(buyer.email, [line(table)], { discountCode: 'HALF', discountKobo: 100_000_00, depositKobo: 50_000_00 }));
    expect(placed.totalKobo).toBe(100_000_00);
  });
});

describe('uses under concurrent checkouts', () => {
  it('gives a code with 5 uses to exactly 5 of 20 buyers at once', async () => {
    const code = await newDiscountCode({ code: 'FIVE', usageLimit: 5 });
    // One piece each, so nothing but the code's row makes them wait on one another.
    const pieces = await Promise.all(Array.from({ length: 20 }, () => newProduct(PIECE)));
    const buyers = await Promise.all(pieces.map(() => newBuyer()));
    const results = await Promise.allSettled(
      buyers.map((buyer, index) => placeOrder(buyer, request(buyer.email, [line(pieces[index]!)], { discountCode: 'five', discountKobo: 25_000_00 }))),
    );
    const placed = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as Error] : []));
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const error of refused) expect(error.message).toBe('The code five has been used up. Remove the code to place your order without it.');
    expect(await db.select().from(orders)).toHaveLength(5);
    expect(await db.select().from(discountRedemptions).where(eq(discountRedemptions.discountId, code.id))).toHaveLength(5);
    expect(await codeRow(code.id)).toMatchObject({ usesCount: 5, givenAwayKobo: 5 * 25_000_00 });
  });
});

describe('a placed order with a code', () => {
  it('gives the use back when the unpaid order is cancelled, and counts it again when it is reopened', async () => {
    const sofa = await newProduct(PIECE);
    const code = await newDiscountCode({ code: 'BACK', usageLimit: 1 });
    const buyer = await newBuyer();
    const placed = await placeOrder(buyer, request(buyer.email, [line(sofa)], { discountCode: 'BACK', discountKobo: 25_000_00 }));
    expect(await codeRow(code.id)).toMatchObject({ usesCount: 1, givenAwayKobo: 25_000_00 });

    await db.transaction(async (tx) => cancelOrder(tx, (await lockOrder(tx, placed.orderId))!));
    expect(await codeRow(code.id)).toMatchObject({ usesCount: 0, givenAwayKobo: 0 });
    expect(await db.select().from(discountRedemptions)).toHaveLength(0);
    expect(await shown('BACK', [line(sofa)], buyer)).toMatchObject({ applied: true });

    await db.transaction((tx) => takeStock(tx, placed.orderId));
    expect(await codeRow(code.id)).toMatchObject({ usesCount: 1, givenAwayKobo: 25_000_00 });
  });

  it('counts a reopened order’s use on the code it was placed with, renamed since, never on a new code of that name', async () => {
    const sofa = await newProduct(PIECE);
    const code = await newDiscountCode({ code: 'RENAMED' });
    const buyer = await newBuyer();
    const placed = await placeOrder(buyer, request(buyer.email, [line(sofa)], { discountCode: 'renamed', discountKobo: 25_000_00 }));
    await db.transaction(async (tx) => cancelOrder(tx, (await lockOrder(tx, placed.orderId))!));
    // No use is left, but the cancelled order still names the code: it is kept.
    expect(await as(callers.admin, () => deleteDiscountAction({ id: code.id }))).toMatchObject({ ok: false, error: DISCOUNT_IN_USE });
    await db.update(discountCodes).set({ code: 'RENAMED2027' }).where(eq(discountCodes.id, code.id));
    const newer = await newDiscountCode({ code: 'RENAMED' });

    await db.transaction((tx) => takeStock(tx, placed.orderId));
    expect(await codeRow(code.id)).toMatchObject({ usesCount: 1, givenAwayKobo: 25_000_00 });
    expect(await codeRow(newer.id)).toMatchObject({ usesCount: 0, givenAwayKobo: 0 });
    const [order] = await db.select({ code: orders.discountCode }).from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toEqual({ code: 'RENAMED' });
  });

  it('keeps the use of a paid order that is cancelled', async () => {
    const sofa = await newProduct(PIECE);
    const code = await newDiscountCode({ code: 'KEPT' });
    const buyer = await newBuyer();
    const placed = await placeOrder(buyer, request(buyer.email, [line(sofa)], { discountCode: 'KEPT', discountKobo: 25_000_00 }));
    await db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, placed.orderId));
    await db.transaction(async (tx) => cancelOrder(tx, (await lockOrder(tx, placed.orderId))!));
    expect(await codeRow(code.id)).toMatchObject({ usesCount: 1 });
  });

  it('gives the use and the amount given away back when the order is deleted, once', async () => {
    const sofa = await newProduct(PIECE);
    const code = await newDiscountCode({ code: 'GONE' });
    const placed = [];
    for (let i = 0; i < 3; i++) {
      const buyer = await newBuyer();
      placed.push(await placeOrder(buyer, request(buyer.email, [line(sofa)], { discountCode: 'GONE', discountKobo: 25_000_00 })));
    }
    const [live, cancelled] = placed;
    expect(await codeRow(code.id)).toMatchObject({ usesCount: 3, givenAwayKobo: 75_000_00 });

    expect(await as(callers.admin, () => deleteOrderAction({ id: live!.orderId }))).toMatchObject({ ok: true });
    expect(await codeRow(code.id)).toMatchObject({ usesCount: 2, givenAwayKobo: 50_000_00 });

    // Cancelling an unpaid order already gave its use back: deleting it afterwards gives nothing more.
    await db.transaction(async (tx) => cancelOrder(tx, (await lockOrder(tx, cancelled!.orderId))!));
    expect(await as(callers.admin, () => deleteOrderAction({ id: cancelled!.orderId }))).toMatchObject({ ok: true });
    expect(await codeRow(code.id)).toMatchObject({ usesCount: 1, givenAwayKobo: 25_000_00 });
    expect(await db.select().from(discountRedemptions).where(eq(discountRedemptions.discountId, code.id))).toHaveLength(1);
  });

  it('prints the discount on the receipt with VAT on what is charged', async () => {
    const sofa = await newProduct({ ...PIECE, priceKobo: 107_500_00 });
    await newDiscountCode({ code: 'VAT10', percentBasisPoints: 1000 });
    const buyer = await newBuyer();
    const placed = await placeOrder(
      buyer,
      request(buyer.email, [line(sofa)], { delivery: { method: 'delivery', feeKobo: LAGOS_FEE }, discountCode: 'VAT10', discountKobo: 10_750_00 }),
    );
    const receipt = (await receiptForOrder(placed.orderId))!;
    expect(receipt.totalKobo).toBe(107_500_00 + LAGOS_FEE - 10_750_00);
    expect(receipt.discount).toEqual({ description: 'Discount (VAT10)', amountKobo: -10_750_00, vatKobo: -vatContainedKobo(10_750_00, 750) });
    // The VAT is the VAT in the lines and the fee less the VAT in the discount: the VAT in what is charged.
    expect(receipt.vat!.totalKobo).toBe(vatContainedKobo(107_500_00, 750) + vatContainedKobo(LAGOS_FEE, 750) - vatContainedKobo(10_750_00, 750));
    expect(Math.abs(receipt.vat!.totalKobo - vatContainedKobo(receipt.totalKobo, 750))).toBeLessThanOrEqual(1);
  });
});

describe('refunds of a discounted order', () => {
  it('cap at what was paid: the discounted total, not the price before it', async () => {
    const sofa = await newProduct(PIECE);
    await newDiscountCode({ code: 'REFUND25' });
    const buyer = await newBuyer();
    const placed = await placeOrder(buyer, request(buyer.email, [line(sofa)], { discountCode: 'REFUND25', discountKobo: 25_000_00 }));
    await db.insert(payments).values({ orderId: placed.orderId, method: 'manual', amountKobo: placed.totalKobo, status: 'succeeded', paidAt: new Date() });
    const refund = (amount: string) => as(callers.admin, () => createRefundAction({ orderId: placed.orderId, amount, reason: 'Returned', status: 'pending', notes: '', idempotencyKey: randomUUID() }));
    expect(await refund('100000')).toMatchObject({ ok: false, details: { fieldErrors: { amount: [expect.any(String)] } } });
    expect(await refund('75000')).toMatchObject({ ok: true });
  });
});

describe('guessing codes', () => {
  it('stops looking codes up for an account after too many unknown ones, even a real one', async () => {
    const sofa = await newProduct(PIECE);
    await newDiscountCode({ code: 'REAL' });
    const guesser = { userId: (await newBuyer()).id, clientAddress: `203.0.113.${Math.floor(Math.random() * 200)}` };
    const attempt = (code: string) => priceCheckout({ lines: [line(sofa)], method: 'pickup', state: null, discount: { code, guesser, customer: null } });
    // A real code never counts as a guess.
    for (let i = 0; i < 3; i += 1) expect((await attempt('REAL')).discount).toMatchObject({ applied: true });
    for (let i = 0; i < DISCOUNT_GUESS_LIMITS.perAccount.max; i += 1) expect((await attempt(`GUESS${i}`)).discount).toMatchObject({ applied: false });
    expect((await attempt('REAL')).discount).toMatchObject({ applied: false, message: expect.stringMatching(/^Too many codes tried\. Please wait \d+ min/) });
    // Another account from another address is not held back.
    const other = { userId: (await newBuyer()).id, clientAddress: '198.51.100.7' };
    expect((await priceCheckout({ lines: [line(sofa)], method: 'pickup', state: null, discount: { code: 'REAL', guesser: other, customer: null } })).discount).toMatchObject({
      applied: true,
    });
  });

  it('counts tries sent at once before looking them up, so a burst cannot pass the limit', async () => {
    const sofa = await newProduct(PIECE);
    const guesser = { userId: (await newBuyer()).id, clientAddress: null };
    const tries = Array.from({ length: 40 }, (_, i) =>
      priceCheckout({ lines: [line(sofa)], method: 'pickup', state: null, discount: { code: `BURST${i}`, guesser, customer: null } }),
    );
    const messages = (await Promise.all(tries)).map((priced) => (priced.discount as { message: string }).message);
    expect(messages.filter((message) => message.startsWith("We don't recognise"))).toHaveLength(DISCOUNT_GUESS_LIMITS.perAccount.max);
    expect(messages.filter((message) => message.startsWith('Too many codes tried'))).toHaveLength(40 - DISCOUNT_GUESS_LIMITS.perAccount.max);
  });

  it('counts an unknown code sent with an order, and not a real one that no longer applies', async () => {
    const sofa = await newProduct(PIECE);
    await newDiscountCode({ code: 'ENDED', endsAt: new Date(Date.now() - 1000) });
    const buyer = await newBuyer();
    const withCode = (code: string) => request(buyer.email, [line(sofa)], { discountCode: code, discountKobo: 25_000_00 });
    for (let i = 0; i < 3; i += 1) expect(await refusal(placeOrder(buyer, withCode('ENDED')))).toMatch(/^The code ENDED has ended\./);
    for (let i = 0; i < DISCOUNT_GUESS_LIMITS.perAccount.max; i += 1) expect(await refusal(placeOrder(buyer, withCode(`ORDER${i}`)))).toMatch(/^We don't recognise/);
    expect(await refusal(placeOrder(buyer, withCode('ENDED')))).toMatch(/^Too many codes tried\. Please wait \d+ min/);
    expect(await db.select().from(orders).where(eq(orders.userId, buyer.id))).toHaveLength(0);
  });
});

describe('the back office', () => {
  const form = (changes: Partial<DiscountFormInput> = {}): DiscountFormInput => ({
    code: 'DETTY25',
    kind: 'percentage',
    percent: '12.5',
    amount: '',
    minSubtotal: '50000',
    startsAt: '2026-12-01T09:00',
    endsAt: '2026-12-31T23:59',
    usageLimit: '100',
    perCustomerLimit: '1',
    productIds: [],
    categorySlugs: ['sofas'],
    active: true,
    ...changes,
  });

  it('creates, updates and deletes codes, each change in the activity log; a taken code is refused at its field', async () => {
    const created = await as(callers.admin, () => createDiscountAction(form()));
    expect(created.ok).toBe(true);
    const id = created.ok ? created.data.id : '';
    expect(await codeRow(id)).toMatchObject({
      code: 'DETTY25',
      percentBasisPoints: 1250,
      amountKobo: null,
      minSubtotalKobo: 50_000_00,
      startsAt: new Date('2026-12-01T08:00:00Z'),
      usageLimit: 100,
      perCustomerLimit: 1,
      categorySlugs: ['sofas'],
    });

    const taken = await as(callers.admin, () => createDiscountAction(form({ code: 'detty25' })));
    expect(taken).toMatchObject({ ok: false, code: 'rejected', details: { fieldErrors: { code: [expect.stringContaining('already taken')] } } });

    const updated = await as(callers.admin, () => updateDiscountAction({ id, ...form({ kind: 'fixed', amount: '5000', active: false }) }));
    expect(updated.ok).toBe(true);
    expect(await codeRow(id)).toMatchObject({ kind: 'fixed', amountKobo: 5_000_00, percentBasisPoints: null, active: false });

    const rows = await db.select().from(auditLog).where(and(eq(auditLog.entityType, 'discount'), eq(auditLog.entityId, id)));
    expect(rows.map((row) => row.action).sort()).toEqual(['create', 'update']);
    const update = rows.find((row) => row.action === 'update')!;
    expect(update).toMatchObject({ entityLabel: 'Discount code DETTY25', actorEmail: callers.admin.email });
    expect(update.changes).toMatchObject({ kind: { before: 'percentage', after: 'fixed' }, amountKobo: { before: null, after: 5_000_00 }, active: { before: true, after: false } });

    const deleted = await as(callers.admin, () => deleteDiscountAction({ id }));
    expect(deleted.ok).toBe(true);
    expect(await db.select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'delete')))).toHaveLength(1);
  });

  it('stores a product narrowed to some of its variants as those variants, a product with all of them as the product, and refuses a deleted variant', async () => {
    const sofa = await newProductWithOptions(
      { ...PIECE, name: 'Ikoyi Sofa' },
      [{ name: 'Fabric', values: ['Linen', 'Velvet', 'Boucle'] }],
      ['Linen', 'Velvet', 'Boucle'].map((fabric) => ({ values: [fabric], sku: `IK-${fabric}`, stockQuantity: 2 })),
    );
    const lamp = await newProduct({ ...PIECE, name: 'Brass Lamp' });
    const [linen, velvet] = sofa.variants;
    const created = await as(callers.admin, () =>
      createDiscountAction(form({ code: 'FABRIC', categorySlugs: [], productIds: [sofa.id, lamp.id], variantIds: [linen!.id, velvet!.id] })),
    );
    expect(created.ok).toBe(true);
    const id = created.ok ? created.data.id : '';
    expect(await codeRow(id)).toMatchObject({ productIds: [lamp.id], variantIds: [linen!.id, velvet!.id] });

    // Every variant ticked again (none listed): the sofa as a whole. Variants of a product no longer ticked are dropped.
    expect((await as(callers.admin, () => updateDiscountAction({ id, ...form({ code: 'FABRIC', categorySlugs: [], productIds: [sofa.id] }) }))).ok).toBe(true);
    expect(await codeRow(id)).toMatchObject({ productIds: [sofa.id], variantIds: [] });
    expect((await as(callers.admin, () => updateDiscountAction({ id, ...form({ code: 'FABRIC', categorySlugs: [], productIds: [lamp.id], variantIds: [velvet!.id] }) }))).ok).toBe(true);
    expect(await codeRow(id)).toMatchObject({ productIds: [lamp.id], variantIds: [] });

    const [update] = (await db.select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'update')))).filter(
      (row) => (row.changes as Record<string, unknown>).variantIds,
    );
    expect(update!.changes).toMatchObject({ variantIds: { before: [linen!.id, velvet!.id], after: [] } });

    const deleted = await as(callers.admin, () =>
      updateDiscountAction({ id, ...form({ code: 'FABRIC', categorySlugs: [], productIds: [sofa.id], variantIds: [randomUUID()] }) }),
    );
    expect(deleted).toMatchObject({ ok: false, code: 'rejected', details: { fieldErrors: { variantIds: [expect.stringContaining('no longer sold')] } } });
  });

  it('keeps a used code (it can be switched off) and lists codes with their uses and money given away', async () => {
    const sofa = await newProduct(PIECE);
    const code = await newDiscountCode({ code: 'USED' });
    const buyer = await newBuyer();
    await placeOrder(buyer, request(buyer.email, [line(sofa)], { discountCode: 'USED', discountKobo: 25_000_00 }));
    expect(await as(callers.admin, () => deleteDiscountAction({ id: code.id }))).toMatchObject({ ok: false, error: DISCOUNT_IN_USE });

    const page = await as(callers.admin, () => listAdminDiscounts({ q: 'use', status: 'active', kind: 'percentage', page: 1 }));
    expect(page.rows.map((row) => [row.code, row.usesCount, row.givenAwayKobo])).toEqual([['USED', 1, 25_000_00]]);
    expect((await as(callers.admin, () => listAdminDiscounts({ q: '', status: 'ended', kind: undefined, page: 1 }))).total).toBe(0);
  });

  it('refuses roles without discounts.manage', async () => {
    const fulfilment = await callers.staff('fulfilment');
    expect(await as(fulfilment, () => createDiscountAction(form({ code: 'NOPE' })))).toMatchObject({ ok: false, code: 'forbidden' });
    const manager = await callers.staff('manager');
    expect(await as(manager, () => createDiscountAction(form({ code: 'MGR' })))).toMatchObject({ ok: true });
  });
});

