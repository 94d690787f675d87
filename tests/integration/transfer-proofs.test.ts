// @postgres: two shoppers and an admin sign up at once
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { signedInAdmin, signedInShopper, signedOut, type TestCaller } from '../helpers/sessions';
import { BANK_TRANSFER, PICKUP, takeBankTransfers } from '../helpers/checkout';
import { db } from '@/server/db/client';
import { orders, payments, users, websiteSettings } from '@/server/db/schema';
import { placeOrder } from '@/server/checkout/place-order';
import { insertDeliveryZones } from '../../seed/delivery';
import { placeOrderSchema } from '@/lib/schemas/checkout';
import { MAX_PROOF_BYTES } from '@/lib/transfer-proof';
import { confirmPayment } from '@/server/payments/confirm-payment';
import { getOrderPayment } from '@/server/payments/order-payment';
import { POST as uploadProof, type ProofUploadResponse } from '@/app/api/payments/proofs/route';
import { GET as downloadProof } from '@/app/api/payments/proofs/[paymentId]/route';
import { GET as getMedia } from '@/app/media/[...key]/route';
import { newCategory, newProduct } from '../helpers/factories';
import { CATALOGUE, DELIVERY_ZONES, resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';

// Proof of a bank transfer, end to end through its two routes with real sessions and real files:
// only the order's owner sends it, only the owner and admins open it, it is stored privately
// (never under /media), and sending again replaces a proof still waiting.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});
const ORIGIN = 'http://localhost:3000';

let database: TestDatabase;
let owner: TestCaller;
let stranger: TestCaller;
let admin: TestCaller;
let productId: string;
const PRICE = 120_000_00;

beforeAll(async () => {
  database = await createTestDatabase();
  await takeBankTransfers();
  await db.transaction((tx) => insertDeliveryZones(tx));
  [owner, stranger, admin] = await Promise.all([signedInShopper(), signedInShopper(), signedInAdmin()]);
  await newCategory('Sofas');
  const product = await newProduct({ name: 'Lekki Sofa', category: 'sofas', priceKobo: PRICE, stockQuantity: 1_000 });
  productId = product.id;
});
afterAll(() => database.dispose());
beforeEach(() => resetDatabase({ keep: [...SIGNED_IN_ACCOUNTS, ...CATALOGUE, websiteSettings, ...DELIVERY_ZONES] }));

async function userIdOf(caller: TestCaller) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, caller.email));
  return row!.id;
}

async function transferOrder(caller = owner, paymentMethod: 'bank_transfer' | 'pay_on_delivery' = BANK_TRANSFER) {
  const request = placeOrderSchema.parse({
    shipping: { fullName: 'Amaka Obi', email: caller.email, phone: '0803 123 4567', address: '12 Admiralty Way', state: 'Lagos' },
    lines: [{ productId, quantity: 1, unitPriceKobo: PRICE }],
    // Lagos takes pay on delivery (the seed's zones); its parcel fee is ₦5,000.
    delivery: paymentMethod === 'pay_on_delivery' ? { method: 'delivery', feeKobo: 5_000_00 } : PICKUP,
    paymentMethod,
    idempotencyKey: randomUUID(),
  });
  return placeOrder({ id: await userIdOf(caller) }, request);
}

const png = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#a4472a' } }).png().toBuffer();
const jpeg = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#1e2a4a' } }).jpeg().toBuffer();
const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

type Sent = { bytes: Buffer; name: string; type: string };

/** POST /api/payments/proofs as the browser sends it: multipart, with its Content-Length. */
async function send(orderNumber: string, file: Sent, caller: TestCaller = owner, extraHeaders: Record<string, string> = {}) {
  const form = new FormData();
  form.append('orderNumber', orderNumber);
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const encoded = new Response(form);
  const body = await encoded.arrayBuffer();
  const headers = new Headers(caller.headers);
  headers.set('content-type', encoded.headers.get('content-type')!);
  headers.set('content-length', String(body.byteLength));
  for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
  const response = await uploadProof(new Request(`${ORIGIN}/api/payments/proofs`, { method: 'POST', headers, body }));
  return { status: response.status, body: (await response.json()) as ProofUploadResponse };
}

const open = (paymentId: string, caller: TestCaller) =>
  downloadProof(new Request(`${ORIGIN}/api/payments/proofs/${paymentId}`, { headers: caller.headers }), { params: Promise.resolve({ paymentId }) });

const paymentRow = async (id: string) => (await db.select().from(payments).where(eq(payments.id, id)))[0]!;
const fileOf = (key: string) => path.join(dataDir, 'uploads', key);

describe('sending proof of a transfer', () => {
  it('records a pending bank-transfer payment for the balance due, with the file stored privately', async () => {
    const order = await transferOrder();
    const sent = await send(order.orderNumber, { bytes: await png(), name: 'receipt.png', type: 'image/png' });
    expect(sent.status).toBe(200);
    const row = await paymentRow(sent.body.data!.paymentId);
    expect(row).toMatchObject({ orderId: order.orderId, method: 'bank_transfer', status: 'pending', amountKobo: PRICE, proofContentType: 'image/png' });
    expect(row.proofKey).toMatch(/^private\/payment-proofs\/[0-9a-f-]{36}\.png$/);
    expect(existsSync(fileOf(row.proofKey!))).toBe(true);
    // Never public: /media refuses the key, on disk and whatever the driver.
    const media = await getMedia(new Request(`${ORIGIN}/media/${row.proofKey}`), { params: Promise.resolve({ key: row.proofKey!.split('/') }) });
    expect(media.status).toBe(404);

    const shown = await getOrderPayment({ ...(await db.select().from(orders).where(eq(orders.id, order.orderId)))[0]! });
    expect(shown.proof).toMatchObject({ paymentId: row.id, status: 'pending' });
    expect(shown.bank).toMatchObject({ accountNumber: '0123456789' });
  });

  it('replaces a proof still waiting (same payment, old file removed), and starts a new one after a rejection', async () => {
    const order = await transferOrder();
    const first = await send(order.orderNumber, { bytes: await png(), name: 'first.png', type: 'image/png' });
    const firstKey = (await paymentRow(first.body.data!.paymentId)).proofKey!;
    const second = await send(order.orderNumber, { bytes: pdf(), name: 'statement.pdf', type: 'application/pdf' });
    expect(second.body.data!.paymentId).toBe(first.body.data!.paymentId);
    const replaced = await paymentRow(second.body.data!.paymentId);
    expect(replaced).toMatchObject({ proofContentType: 'application/pdf', status: 'pending' });
    expect(existsSync(fileOf(firstKey))).toBe(false);
    expect(existsSync(fileOf(replaced.proofKey!))).toBe(true);

    // An admin rejects it (the admin screens do this; the row is what they leave).
    await db.update(payments).set({ status: 'failed', reason: 'No transfer with this reference has arrived.' }).where(eq(payments.id, replaced.id));
    const third = await send(order.orderNumber, { bytes: await jpeg(), name: 'again.jpg', type: 'image/jpeg' });
    expect(third.body.data!.paymentId).not.toBe(replaced.id);
    expect(await db.$count(payments, eq(payments.orderId, order.orderId))).toBe(2);
    expect(existsSync(fileOf(replaced.proofKey!))).toBe(true); // the rejected proof stays on the ledger
  });

  it('refuses files that are not JPEG, PNG or PDF by their bytes, whatever their name says', async () => {
    const order = await transferOrder();
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    for (const file of [
      { bytes: gif, name: 'receipt.png', type: 'image/png' },
      { bytes: html, name: 'receipt.pdf', type: 'application/pdf' },
    ]) {
      const sent = await send(order.orderNumber, file);
      expect(sent.status).toBe(415);
      expect(sent.body.error?.message).toBe('Please send a JPEG or PNG picture, or a PDF.');
    }
    // Right magic bytes, but not a picture that can be decoded.
    const broken = Buffer.concat([(await png()).subarray(0, 40), Buffer.alloc(40)]);
    expect((await send(order.orderNumber, { bytes: broken, name: 'broken.png', type: 'image/png' })).status).toBe(415);
    expect(await db.$count(payments)).toBe(0);
  });

  it('refuses a file over 5 MB', async () => {
    const order = await transferOrder();
    const big = Buffer.concat([pdf(), Buffer.alloc(MAX_PROOF_BYTES)]);
    const sent = await send(order.orderNumber, { bytes: big, name: 'huge.pdf', type: 'application/pdf' });
    expect(sent.status).toBe(413);
    expect(sent.body.error?.message).toBe('That file is larger than 5 MB. Please send a smaller picture or PDF.');
    expect(await db.$count(payments)).toBe(0);
  });

  it('is for the order owner only, signed in, from the shop itself', async () => {
    const order = await transferOrder();
    const file = { bytes: await png(), name: 'receipt.png', type: 'image/png' };
    expect((await send(order.orderNumber, file, stranger)).status).toBe(404);
    expect((await send(order.orderNumber, file, admin)).status).toBe(404);
    expect((await send(order.orderNumber, file, signedOut)).status).toBe(401);
    const crossSite = await send(order.orderNumber, file, owner, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(await db.$count(payments)).toBe(0);
  });

  it('is refused for orders not waiting for a transfer: another method, or already paid', async () => {
    const onDelivery = await transferOrder(owner, 'pay_on_delivery');
    const file = { bytes: await png(), name: 'receipt.png', type: 'image/png' };
    expect((await send(onDelivery.orderNumber, file)).status).toBe(409);
    const paid = await transferOrder();
    await confirmPayment({ orderId: paid.orderId, method: 'manual', amountKobo: paid.totalKobo, currency: 'NGN' });
    const refused = await send(paid.orderNumber, file);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe('This order is not waiting for a bank transfer.');
  });
});

describe('opening a proof', () => {
  it('streams it to the owner and to an admin, privately and never sniffed; a PDF only as a download', async () => {
    const order = await transferOrder();
    const bytes = pdf();
    const { paymentId } = (await send(order.orderNumber, { bytes, name: 'statement.pdf', type: 'application/pdf' })).body.data!;
    for (const caller of [owner, admin]) {
      const response = await open(paymentId, caller);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
      expect(Object.fromEntries(response.headers)).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="proof-${order.orderNumber}.pdf"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
      });
    }
  });

  it('shows a picture inline', async () => {
    const order = await transferOrder();
    const { paymentId } = (await send(order.orderNumber, { bytes: await jpeg(), name: 'receipt.jpg', type: 'image/jpeg' })).body.data!;
    const response = await open(paymentId, owner);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="proof-${order.orderNumber}.jpg"`);
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe('jpeg');
  });

  it('refuses an admin who must first turn on two-factor, as every admin screen does; the owner still gets it', async () => {
    const order = await transferOrder();
    const { paymentId } = (await send(order.orderNumber, { bytes: await png(), name: 'receipt.png', type: 'image/png' })).body.data!;
    await takeBankTransfers({ staffTwoFactorRequired: true });
    try {
      expect((await open(paymentId, admin)).status).toBe(404);
      expect((await open(paymentId, owner)).status).toBe(200);
    } finally {
      await takeBankTransfers({ staffTwoFactorRequired: null });
    }
  });

  it('answers 404 to another shopper, to the signed out, and for ids that are not proofs', async () => {
    const order = await transferOrder();
    const { paymentId } = (await send(order.orderNumber, { bytes: await png(), name: 'receipt.png', type: 'image/png' })).body.data!;
    expect((await open(paymentId, stranger)).status).toBe(404);
    expect((await open(paymentId, signedOut)).status).toBe(404);
    expect((await open(randomUUID(), owner)).status).toBe(404);
    expect((await open('../../etc/passwd', owner)).status).toBe(404);
    const notAProof = await confirmPayment({ orderId: order.orderId, method: 'manual', amountKobo: 1_000_00, currency: 'NGN', partialAllowed: true });
    expect((await open(notAProof.paymentId, owner)).status).toBe(404);
  });
});
