// @postgres: jobs found in their JSON payload (->>), and rows changed in SQL
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { and, asc, eq, sql } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as, signedInShopper, signedOut, type TestCaller } from '../helpers/sessions';
import { jobsOfKind } from '../helpers/jobs';
import { auditMark, auditRowsAfter, auditRowsOf, userIdOf } from '../helpers/audit-rows-of';
import { db } from '@/server/db/client';
import { categories, jobs, orderEvents, orderItems, orders, payments, users, websiteSettings } from '@/server/db/schema';
import { SEND_MAIL_JOB } from '@/server/mail/mail-jobs';
import { BALANCE_OWED_REFUSAL, BALANCE_REMINDER_JOB } from '@/server/payments/balance';
import { setOrderStageAction } from '@/server/order-desk/actions/set-order-stage';
import { resolveProblemReportAction } from '@/server/orders/stages/actions/resolve-problem-report';
import { updateDeliveryWindowAction } from '@/server/orders/actions/update-delivery-window';
import { confirmReceiptAction } from '@/server/order-desk/actions/store/confirm-receipt';
import { reportProblemAction } from '@/server/order-desk/actions/store/report-problem';
import { checkTracking, TRACK_LIMITS, trackedOrderId } from '@/server/orders/stages/track';
import { loadOrderTimeline } from '@/server/order-desk/order-timeline';
import { readTrackPass, saveOrderPhoto, trackPass } from '@/server/orders/stages/order-photos';
import { countOrdersNeedingAttention } from '@/server/payments/needs-attention';
import { listAdminOrders } from '@/server/order-desk/admin-order-list-reads';
import { GET as orderPhoto } from '@/app/api/orders/photos/route';
import { POST as uploadProblemPhoto } from '@/app/api/orders/problem-photos/route';
import { nationalDigits, orderPhotoUrl, whatsappNumber } from '@/lib/order-following';
import { PROBLEM_REPORT_HOURS } from '@/lib/made-to-order-constants';
import { newProduct } from '../helpers/factories';

// Following an order (docs/product.md, "Following an order") against a real database (PGlite
// here, PostgreSQL with TEST_DATABASE_URL), through the real actions, routes and sessions: stages
// recorded with their date and admin, the status moved forward, the dispatch rule and its kept
// reason, the balance falling due at Ready, stage mails (and not when switched off), window moves
// on the timeline, /track's check and limits, the answers after delivery and photo access.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const ORIGIN = 'http://localhost:3000';
const callers = setUpAdminTestDatabase(dataDir);

let buyer: TestCaller;
let buyerId: string;

beforeAll(async () => {
  await db.insert(websiteSettings).values({ id: 1, siteName: 'Adire Living' }).onConflictDoNothing();
  await db.insert(categories).values({ name: 'Sofas', slug: 'sofas' }).onConflictDoNothing();
  buyer = await signedInShopper();
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, buyer.email));
  buyerId = row!.id;
});

const unique = () => randomUUID().slice(0, 6).replace(/[^A-HJ-NP-Z2-9]/gi, 'K').toUpperCase().padEnd(6, 'K');

type OrderOptions = { madeToOrder?: boolean; depositKobo?: number; paidKobo?: number; phone?: string; email?: string; userId?: string | null };

/** An order of the buyer's account: a made-to-order line (a lead time) unless said otherwise. */
async function newOrder({ madeToOrder = true, depositKobo, paidKobo = 0, phone = '0803 123 4567', email, userId }: OrderOptions = {}) {
  const product = await newProduct({ name: `Lekki Sofa ${unique()}`, priceKobo: 900_000_00 });
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `ORD-20261124-${unique()}`,
      userId: userId === undefined ? buyerId : userId,
      customerName: 'Amaka Obi',
      // The email typed at checkout: never where the shop writes (docs/security.md).
      customerEmail: email ?? `typed-${randomUUID().slice(0, 8)}@example.com`,
      customerPhone: phone,
      shippingAddress: '12 Admiralty Way, Lekki Phase 1\nLagos',
      subtotalKobo: 900_000_00,
      totalAmountKobo: 900_000_00,
      depositKobo: depositKobo ?? null,
      paymentStatus: depositKobo && paidKobo ? 'deposit_paid' : paidKobo ? 'paid' : 'pending',
      paymentMethod: 'bank_transfer',
      deliveryWindowStart: '2026-12-14',
      deliveryWindowEnd: '2026-12-18',
    })
    .returning();
  await db.insert(orderItems).values({
    orderId: order!.id,
    productId: product.id,
    productName: product.name,
    quantity: 1,
    priceKobo: 900_000_00,
    totalKobo: 900_000_00,
    leadTimeMinDays: madeToOrder ? 20 : null,
    leadTimeMaxDays: madeToOrder ? 30 : null,
  });
  if (paidKobo) await db.insert(payments).values({ orderId: order!.id, method: 'manual', status: 'succeeded', amountKobo: paidKobo });
  return order!;
}

/** A workshop photo stored as the back office does, without a request around it. */
const byStaff = { userId: null, clientAddress: null };

const orderRow = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const eventsOf = (id: string) => db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
const stageMailsOf = async (orderNumber: string) =>
  (await jobsOfKind(SEND_MAIL_JOB)).map((job) => job.payload as { to: string; subject: string; text: string }).filter((mail) => mail.subject.startsWith(`Your order ${orderNumber}:`));
const setStage = (input: Parameters<typeof setOrderStageAction>[0], caller: TestCaller = callers.admin) => as(caller, () => setOrderStageAction(input));

async function png(color = '#a4472a') {
  return sharp({ create: { width: 12, height: 12, channels: 3, background: color } }).png().toBuffer();
}

describe('stages set by an admin', () => {
  it('records each stage with its date and admin, moves the status forward only, and mails the account (not the checkout email)', async () => {
    const order = await newOrder({ paidKobo: 900_000_00 });
    const before = Date.now();
    const confirmed = await setStage({ id: order.id, stage: 'confirmed' });
    expect(confirmed, JSON.stringify(confirmed)).toMatchObject({ ok: true, data: { status: 'processing', mail: 'queued' } });
    const key = await saveOrderPhoto('stage', order.id, await png(), byStaff);
    expect(await setStage({ id: order.id, stage: 'in_production', note: 'Frame built, upholstery next week', photoKeys: [key] })).toMatchObject({ ok: true });

    const events = await eventsOf(order.id);
    expect(events.map((event) => event.stage)).toEqual(['confirmed', 'in_production']);
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, callers.admin.email));
    expect(events.every((event) => event.createdBy === admin!.id && event.createdAt.getTime() >= before - 1000)).toBe(true);
    expect(events[1]).toMatchObject({ note: 'Frame built, upholstery next week', photoKeys: [key] });
    expect(await orderRow(order.id)).toMatchObject({ stage: 'in_production', status: 'processing' });

    const mails = await stageMailsOf(order.orderNumber);
    expect(mails.map((mail) => mail.subject)).toEqual([`Your order ${order.orderNumber}: Confirmed`, `Your order ${order.orderNumber}: In production`]);
    expect(mails.every((mail) => mail.to === buyer.email)).toBe(true);
    expect(mails[1]!.text).toContain('Frame built, upholstery next week');

    // Out for delivery needs the courier; with it, the status moves on to shipped.
    const noCourier = await setStage({ id: order.id, stage: 'out_for_delivery' });
    expect(noCourier).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { courierName: ['Enter the driver or courier'] } });
    expect(await setStage({ id: order.id, stage: 'out_for_delivery', courierName: 'Tunde (GIG Logistics)', courierPhone: '0809 555 0101' })).toMatchObject({
      ok: true,
      data: { status: 'shipped' },
    });
    expect(await orderRow(order.id)).toMatchObject({ status: 'shipped', courierName: 'Tunde (GIG Logistics)', courierPhone: '0809 555 0101' });
    expect((await stageMailsOf(order.orderNumber)).at(-1)!.text).toContain('Tunde (GIG Logistics)');
    // Never backwards: an update at Quality check leaves the status shipped.
    expect(await setStage({ id: order.id, stage: 'quality_check' })).toMatchObject({ ok: true, data: { status: 'shipped' } });
    expect((await orderRow(order.id)).status).toBe('shipped');
    // One mail per change: no shipped status mail beside the stage mail.
    const statusMails = (await jobsOfKind(SEND_MAIL_JOB)).filter((job) => /has shipped/.test((job.payload as { subject: string }).subject));
    expect(statusMails).toEqual([]);
  });

  it('refuses a stage on a cancelled order, and the production stages for pieces in stock', async () => {
    const cancelled = await newOrder();
    await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cancelled.id));
    expect(await setStage({ id: cancelled.id, stage: 'confirmed' })).toMatchObject({ ok: false, code: 'rejected' });
    expect(await eventsOf(cancelled.id)).toEqual([]);
    expect((await orderRow(cancelled.id)).status).toBe('cancelled');

    const inStock = await newOrder({ madeToOrder: false });
    expect(await setStage({ id: inStock.id, stage: 'in_production' })).toMatchObject({ ok: false, code: 'rejected' });
    expect(await setStage({ id: inStock.id, stage: 'ready_for_delivery' })).toMatchObject({ ok: true });
  });

  it('refuses a photo of another order', async () => {
    const [mine, other] = [await newOrder(), await newOrder()];
    const key = await saveOrderPhoto('stage', other.id, await png(), byStaff);
    expect(await setStage({ id: mine.id, stage: 'confirmed', photoKeys: [key] })).toMatchObject({ ok: false, code: 'rejected' });
    expect(await eventsOf(mine.id)).toEqual([]);
  });

  it('sends no stage mail for a stage switched off in Website Settings', async () => {
    await db.update(websiteSettings).set({ stageMails: { in_production: false } });
    try {
      const order = await newOrder();
      expect(await setStage({ id: order.id, stage: 'in_production' })).toMatchObject({ ok: true, data: { mail: null } });
      expect(await setStage({ id: order.id, stage: 'quality_check' })).toMatchObject({ ok: true, data: { mail: 'queued' } });
      expect((await stageMailsOf(order.orderNumber)).map((mail) => mail.subject)).toEqual([`Your order ${order.orderNumber}: Quality check`]);
    } finally {
      await db.update(websiteSettings).set({ stageMails: {} });
    }
  });

  it('sets the balance due at Ready for delivery, refuses dispatch while it is owed, and allows it with a reason that is kept', async () => {
    const order = await newOrder({ depositKobo: 450_000_00, paidKobo: 450_000_00 });
    expect(await setStage({ id: order.id, stage: 'ready_for_delivery' })).toMatchObject({ ok: true });
    const ready = await orderRow(order.id);
    expect(ready.balanceDueAt).not.toBeNull();
    expect(ready.balanceDueAt!.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3_600_000);
    const reminders = await db.select().from(jobs).where(and(eq(jobs.kind, BALANCE_REMINDER_JOB), sql`${jobs.payload}->>'orderId' = ${order.id}`));
    expect(reminders).toHaveLength(2);

    const refused = await setStage({ id: order.id, stage: 'out_for_delivery', courierName: 'Tunde', courierPhone: '08095550101' });
    expect(refused).toMatchObject({ ok: false, code: 'rejected', error: BALANCE_OWED_REFUSAL, details: { fieldErrors: { balanceWaivedReason: [BALANCE_OWED_REFUSAL] } } });
    expect(await orderRow(order.id)).toMatchObject({ stage: 'ready_for_delivery', status: 'processing', courierName: null });

    const allowed = await setStage({ id: order.id, stage: 'out_for_delivery', courierName: 'Tunde', courierPhone: '08095550101', balanceWaivedReason: 'Balance by POS on delivery' });
    expect(allowed).toMatchObject({ ok: true, data: { status: 'shipped' } });
    expect((await orderRow(order.id)).balanceWaivedReason).toBe('Balance by POS on delivery');
    // Kept: Delivered needs no reason again.
    expect(await setStage({ id: order.id, stage: 'delivered' })).toMatchObject({ ok: true, data: { status: 'delivered' } });
    const listed = await as(callers.admin, () => listAdminOrders({ q: order.orderNumber, page: 1, sort: 'created', dir: 'desc', attention: false, samples: false }));
    expect(listed.rows[0]!.following.stage).toBe('delivered');
    expect(listed.rows[0]!.balanceWaivedReason).toBe('Balance by POS on delivery');
  });

  it('offers the balance reminder on WhatsApp once the balance is due', async () => {
    const order = await newOrder({ depositKobo: 450_000_00, paidKobo: 450_000_00 });
    const listedBefore = await as(callers.admin, () => listAdminOrders({ q: order.orderNumber, page: 1, sort: 'created', dir: 'desc', attention: false, samples: false }));
    expect(listedBefore.rows[0]!.following.balanceReminder).toBeNull();
    await setStage({ id: order.id, stage: 'ready_for_delivery' });
    const listed = await as(callers.admin, () => listAdminOrders({ q: order.orderNumber, page: 1, sort: 'created', dir: 'desc', attention: false, samples: false }));
    expect(listed.rows[0]!.following.balanceReminder).toContain(`Your order ${order.orderNumber} is ready for delivery. The balance of ₦450,000`);
  });

  it('records a move of the delivery window on the timeline, in the same change', async () => {
    const order = await newOrder();
    expect(await as(callers.admin, () => updateDeliveryWindowAction({ id: order.id, start: '2026-12-21', end: '2026-12-23' }))).toMatchObject({ ok: true });
    const events = await eventsOf(order.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: 'window', windowStart: '2026-12-21', windowEnd: '2026-12-23', stage: null });
    const timeline = await loadOrderTimeline(order.id, { kind: 'owner' });
    expect(timeline!.events[0]).toMatchObject({ kind: 'window', label: 'Estimated delivery moved' });
    // Saving the same dates again records nothing.
    await as(callers.admin, () => updateDeliveryWindowAction({ id: order.id, start: '2026-12-21', end: '2026-12-23' }));
    expect(await eventsOf(order.id)).toHaveLength(1);
  });
});

describe('/track', () => {
  it('finds the order by its phone (any prefix) or email (any case), and answers a wrong one exactly as an unknown number', async () => {
    const order = await newOrder({ phone: '0803 123 4567', email: 'Amaka.Obi@Example.com' });
    const ip = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    for (const contact of ['08031234567', '+234 803 123 4567', '2348031234567', 'amaka.obi@example.COM']) {
      const found = await checkTracking({ orderNumber: order.orderNumber.toLowerCase(), contact }, ip);
      expect(found.ok, contact).toBe(true);
      if (found.ok) expect(readTrackPass(found.pass)).toBe(order.orderNumber);
    }
    const wrongPhone = await checkTracking({ orderNumber: order.orderNumber, contact: '0803 123 4568' }, ip);
    const wrongEmail = await checkTracking({ orderNumber: order.orderNumber, contact: 'someone@example.com' }, ip);
    const unknown = await checkTracking({ orderNumber: 'ORD-20261124-ZZZZZZ', contact: '0803 123 4567' }, ip);
    expect(wrongPhone).toEqual({ ok: false, reason: 'not-found' });
    expect(wrongEmail).toEqual(wrongPhone);
    expect(unknown).toEqual(wrongPhone);
  });

  it('limits tries per order number and per client address', async () => {
    const order = await newOrder();
    for (let i = 0; i < TRACK_LIMITS.perOrder.max; i++) await checkTracking({ orderNumber: order.orderNumber, contact: '0700 000 0000' }, `198.51.100.${i + 1}`);
    // Even the right phone is refused now, from a fresh address.
    expect(await checkTracking({ orderNumber: order.orderNumber, contact: '0803 123 4567' }, '198.51.100.200')).toEqual({ ok: false, reason: 'limited' });

    const ip = '192.0.2.77';
    for (let i = 0; i < TRACK_LIMITS.perAddress.max; i++) await checkTracking({ orderNumber: `ORD-20261124-${unique()}`, contact: '0700 000 0000' }, ip);
    const other = await newOrder();
    expect(await checkTracking({ orderNumber: other.orderNumber, contact: '0803 123 4567' }, ip)).toEqual({ ok: false, reason: 'limited' });
    expect((await checkTracking({ orderNumber: other.orderNumber, contact: '0803 123 4567' }, '192.0.2.78')).ok).toBe(true);
  });

  it('shows the timeline without the address, phone or name, and only a valid, unexpired pass opens it', async () => {
    const order = await newOrder();
    await setStage({ id: order.id, stage: 'confirmed', note: 'Fabric chosen' });
    const pass = trackPass(order.orderNumber);
    expect(await trackedOrderId(pass)).toBe(order.id);
    expect(await trackedOrderId(`${pass.slice(0, -2)}xx`)).toBeNull();
    expect(await trackedOrderId(trackPass(order.orderNumber, Date.now() - 2 * 3_600_000))).toBeNull();
    const timeline = await loadOrderTimeline(order.id, { kind: 'track', pass });
    const shown = JSON.stringify(timeline);
    expect(shown).toContain('Fabric chosen');
    for (const secret of ['Admiralty', '0803', 'Amaka', order.customerEmail]) expect(shown).not.toContain(secret);
  });
});

describe('order photos', () => {
  it('serves a workshop photo to the owner, an admin and a /track pass of that order; never to strangers', async () => {
    const order = await newOrder();
    const other = await newOrder();
    const key = await saveOrderPhoto('stage', order.id, await png(), byStaff);
    await setStage({ id: order.id, stage: 'in_production', photoKeys: [key] });
    const get = (caller: TestCaller, pass?: string) => orderPhoto(new Request(`${ORIGIN}${orderPhotoUrl(key, pass)}`, { headers: caller.headers }));

    const served = await get(buyer);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('jpeg');
    expect((await get(callers.admin)).status).toBe(200);
    expect((await get(signedOut, trackPass(order.orderNumber))).status).toBe(200);

    expect((await get(signedOut)).status).toBe(404);
    expect((await get(callers.shopper)).status).toBe(404);
    expect((await get(signedOut, trackPass(other.orderNumber))).status).toBe(404);
    expect((await get(signedOut, trackPass(order.orderNumber, Date.now() - 2 * 3_600_000))).status).toBe(404);
    expect((await get(signedOut, 'forged.9999999999.abc')).status).toBe(404);
    // Uploaded but on no stage yet: shown to nobody.
    const loose = await saveOrderPhoto('stage', order.id, await png('#123456'), byStaff);
    expect((await orderPhoto(new Request(`${ORIGIN}${orderPhotoUrl(loose)}`, { headers: buyer.headers }))).status).toBe(404);
  });

  it('refuses what is not a picture, by its bytes', async () => {
    const order = await newOrder();
    await expect(saveOrderPhoto('stage', order.id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), byStaff)).rejects.toMatchObject({ status: 415 });
    await expect(saveOrderPhoto('stage', order.id, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a jpeg')]), byStaff)).rejects.toMatchObject({ status: 415 });
  });
});

describe('after delivery', () => {
  async function delivered(at = new Date()) {
    const order = await newOrder({ paidKobo: 900_000_00 });
    expect(await setStage({ id: order.id, stage: 'confirmed' })).toMatchObject({ ok: true });
    await db.insert(orderEvents).values({ orderId: order.id, kind: 'stage', stage: 'delivered', createdAt: at });
    await db.update(orders).set({ stage: 'delivered', status: 'delivered' }).where(eq(orders.id, order.id));
    return order;
  }

  async function uploadProblem(caller: TestCaller, orderNumber: string) {
    const form = new FormData();
    form.append('orderNumber', orderNumber);
    form.append('file', new Blob([new Uint8Array(await png('#334455'))], { type: 'image/png' }), 'scratch.png');
    const encoded = new Response(form);
    const body = await encoded.arrayBuffer();
    const headers = new Headers(caller.headers);
    headers.set('content-type', encoded.headers.get('content-type')!);
    headers.set('content-length', String(body.byteLength));
    const response = await uploadProblemPhoto(new Request(`${ORIGIN}/api/orders/problem-photos`, { method: 'POST', headers, body }));
    return { status: response.status, key: ((await response.json()) as { data: { key: string } | null }).data?.key };
  }

  it('lets the buyer confirm receipt within the 48 hours, and nobody else', async () => {
    const order = await delivered();
    expect(await as(callers.shopper, () => confirmReceiptAction({ orderNumber: order.orderNumber }))).toMatchObject({ ok: false, error: 'This order does not exist.' });
    expect(await as(signedOut, () => confirmReceiptAction({ orderNumber: order.orderNumber }))).toMatchObject({ ok: false, code: 'signed-out' });
    expect(await as(buyer, () => confirmReceiptAction({ orderNumber: order.orderNumber }))).toMatchObject({ ok: true });
    expect((await orderRow(order.id)).receiptConfirmedAt).not.toBeNull();
  });

  it('refuses an answer after the 48 hours and before Delivered', async () => {
    const late = await delivered(new Date(Date.now() - (PROBLEM_REPORT_HOURS + 1) * 3_600_000));
    expect(await as(buyer, () => confirmReceiptAction({ orderNumber: late.orderNumber }))).toMatchObject({ ok: false, code: 'rejected' });
    expect(await as(buyer, () => reportProblemAction({ orderNumber: late.orderNumber, report: 'The sofa leg is broken.' }))).toMatchObject({ ok: false, code: 'rejected' });
    expect(await orderRow(late.id)).toMatchObject({ receiptConfirmedAt: null, problemReportedAt: null });

    const early = await newOrder();
    expect(await as(buyer, () => confirmReceiptAction({ orderNumber: early.orderNumber }))).toMatchObject({ ok: false, error: 'This order has not been delivered yet.' });
  });

  it('takes a problem report with photos within the 48 hours, lists it in Needs attention until an admin resolves it', async () => {
    const order = await delivered(new Date(Date.now() - (PROBLEM_REPORT_HOURS - 1) * 3_600_000));
    const before = await as(callers.admin, () => countOrdersNeedingAttention());

    expect((await uploadProblem(callers.shopper, order.orderNumber)).status).toBe(404);
    const photo = await uploadProblem(buyer, order.orderNumber);
    expect(photo.status).toBe(200);
    expect(photo.key).toMatch(new RegExp(`^private/problem-photos/${order.id}/`));

    const report = await as(buyer, () => reportProblemAction({ orderNumber: order.orderNumber, report: 'One leg arrived scratched.', photoKeys: [photo.key!] }));
    expect(report).toMatchObject({ ok: true });
    expect(await orderRow(order.id)).toMatchObject({ problemReport: 'One leg arrived scratched.', problemPhotoKeys: [photo.key] });

    const after = await as(callers.admin, () => countOrdersNeedingAttention());
    expect(after.problemsReported).toBe(before.problemsReported + 1);
    expect(after.orders).toBe(before.orders + 1);
    const listed = await as(callers.admin, () => listAdminOrders({ q: '', page: 1, sort: 'created', dir: 'desc', attention: true, samples: false }));
    const row = listed.rows.find((candidate) => candidate.id === order.id);
    expect(row?.attention.problemReported).toBe(true);
    expect(row?.following.problem).toMatchObject({ report: 'One leg arrived scratched.', resolvedAt: null });
    // Its photo is the buyer's and staff's, not a /track visitor's.
    const photoUrl = `${ORIGIN}${orderPhotoUrl(photo.key!, trackPass(order.orderNumber))}`;
    expect((await orderPhoto(new Request(photoUrl, { headers: signedOut.headers }))).status).toBe(404);
    expect((await orderPhoto(new Request(photoUrl, { headers: callers.admin.headers }))).status).toBe(200);

    expect(await as(buyer, () => reportProblemAction({ orderNumber: order.orderNumber, report: 'And another thing here.' }))).toMatchObject({ ok: false, code: 'rejected' });
    expect(await as(callers.admin, () => resolveProblemReportAction({ id: order.id }))).toMatchObject({ ok: true });
    expect((await as(callers.admin, () => countOrdersNeedingAttention())).problemsReported).toBe(before.problemsReported);
  });
});

describe('phone numbers', () => {
  it('compares by national digits and writes WhatsApp numbers in international form', () => {
    expect(nationalDigits('+234 (0) 803 123 4567')).toBe('8031234567');
    expect(nationalDigits('0803-123-4567')).toBe('8031234567');
    expect(whatsappNumber('0803 123 4567')).toBe('2348031234567');
    expect(whatsappNumber('+234 803 123 4567')).toBe('2348031234567');
    expect(whatsappNumber('')).toBeNull();
  });
});

describe('the activity log', () => {
  it('records a stage change with the stage and status before and after, the fulfilment member and their role', async () => {
    const order = await newOrder({ paidKobo: 900_000_00 });
    const fulfilment = await callers.staff('fulfilment');
    expect(await setStage({ id: order.id, stage: 'confirmed' }, fulfilment)).toMatchObject({ ok: true });
    expect(await setStage({ id: order.id, stage: 'in_production', note: 'Frame built' }, fulfilment)).toMatchObject({ ok: true });

    const stages = (await auditRowsOf('order', order.id)).filter((row) => row.action === 'stage_change');
    expect(stages.map((row) => row.changes)).toEqual([
      { stage: { before: null, after: 'confirmed' }, status: { before: 'pending', after: 'processing' } },
      { stage: { before: 'confirmed', after: 'in_production' } },
    ]);
    expect(stages[1]).toMatchObject({ actorId: await userIdOf(fulfilment), actorRole: 'fulfilment', details: { note: 'Frame built' } });
  });

  it('a stage refused writes no row', async () => {
    const order = await newOrder({ madeToOrder: false });
    const mark = await auditMark();
    expect(await setStage({ id: order.id, stage: 'in_production' })).toMatchObject({ ok: false });
    expect(await auditRowsAfter(mark)).toEqual([]);
  });
});
