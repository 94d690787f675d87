// @postgres: the activity log's trigger of migration 0046 lets an erasure through
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as, signedInConfirmedShopper, type TestCaller } from '../helpers/sessions';
import { newCategory, newMessageRow, newProduct, variantsOf } from '../helpers/factories';
import { firstLocationId } from '../helpers/locations';
import { auditMark, auditRowsAfter, auditRowsOf, userIdOf } from '../helpers/audit-rows-of';
import { resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';
import { db } from '@/server/db/client';
import { draftOrders, messages, messagingConsents, messagingContacts, messagingWebhookEvents, orders } from '@/server/db/schema';
import { recordConsent } from '@/server/messaging/consent';
import { createDraftAction } from '@/server/drafts/actions/create-draft';
import { mailDraftLinkAction } from '@/server/drafts/actions/manage-draft';
import { sellInShowroomAction } from '@/server/pos/actions/sell-in-showroom';
import { closeMyAccountAction } from '@/server/privacy/actions/store/close-my-account';
import { downloadPhoneRecordsAction, erasePhoneRecordsAction, findPhoneRecordsAction } from '@/server/privacy/actions/phone-records';
import { eraseDraftHistory } from '@/server/privacy/erase-traces';
import { DELETED_CUSTOMER } from '@/lib/privacy';

// Erasing a person reaches their draft orders and the activity log's rows about them (docs/security.md,
// "The shopper's data"): closing an account, and the owner's requests for a phone number, for the drafts
// and showroom sales made with a phone number alone, which no account or customer record reaches.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const callers = setUpAdminTestDatabase(dataDir);

beforeEach(async () => {
  await resetDatabase({ keep: SIGNED_IN_ACCOUNTS });
  await newCategory('Sofas');
});

const PRICE = 450_000_00;
const PHONE = '0803 555 0101';
const STORED_PHONE = '+2348035550101';

async function variant() {
  const product = await newProduct({ name: 'Ikoyi Sofa', priceKobo: PRICE, stockQuantity: 5 });
  return (await variantsOf(product.id))[0]!.id;
}

/** A draft made on the Drafts screen for `customer`, collected at the first location. */
async function madeDraft(customer: { name: string; phone: string; email: string }) {
  const result = await as(callers.admin, async () =>
    createDraftAction({
      customer,
      lines: [{ variantId: await variant(), quantity: 1, price: '450000', measure: null }],
      delivery: { method: 'pickup', locationId: await firstLocationId() },
      discount: '',
      discountReason: '',
      linkDays: '7',
      note: `As agreed with ${customer.name}`,
    }),
  );
  if (!result.ok) throw new Error(result.error);
  return result.data;
}

/** A sale on the Sell screen to a customer added there; handed over and paid unless `handedOver` is false. */
async function sold(customer: { name: string; phone: string; email: string }, handedOver = true) {
  const result = await as(callers.admin, async () =>
    sellInShowroomAction({
      locationId: await firstLocationId(),
      lines: [{ variantId: await variant(), quantity: 1, unitPriceKobo: PRICE }],
      customer: { kind: 'new', ...customer },
      payments: [{ method: 'cash', amount: '450000' }],
      idempotencyKey: randomUUID(),
      handedOver,
    }),
  );
  if (!result.ok) throw new Error(result.error);
  return result.data;
}

const erasureRequest = (phone = PHONE) => ({ phone, reason: 'Asked by phone on 3 March; checked by calling back', confirmation: 'DELETE' });

describe('closing an account', () => {
  it('erases the person from the activity rows of the draft orders made for them, and leaves other customers’ rows', async () => {
    const shopper = await signedInConfirmedShopper();
    const theirs = await madeDraft({ name: 'Amaka Obi', phone: '', email: shopper.email });
    expect(await as(callers.admin, () => mailDraftLinkAction({ draftId: theirs.draftId, token: theirs.token }))).toMatchObject({ ok: true });
    const strangers = await madeDraft({ name: 'Bola Ade', phone: PHONE, email: '' });
    expect((await auditRowsOf('draft_order', theirs.draftId)).map((row) => row.entityLabel)).toEqual(['Draft order for Amaka Obi', 'Draft order for Amaka Obi']);
    // Their consent and a message to their account's number (My Account); a stranger's stay.
    const userId = await userIdOf(shopper);
    const theirMessage = await newMessageRow({ userId, phone: '+2348030000001' });
    await recordConsent(db, { phone: '08030000001', userId, purpose: 'marketing', granted: true, source: 'account', wordsShown: 'Back in stock on WhatsApp' });
    await recordConsent(db, { phone: PHONE, purpose: 'order_updates', granted: true, source: 'draft', wordsShown: 'Updates on WhatsApp or SMS' });

    const closed = await as(shopper, async () => closeMyAccountAction({ accountId: await userIdOf(shopper), password: 'shopper-pass', confirmation: 'DELETE', withPasskey: false }));
    expect(closed).toMatchObject({ ok: true });
    expect(await db.select({ phone: messages.phone, userId: messages.userId }).from(messages).where(eq(messages.id, theirMessage.id))).toEqual([{ phone: null, userId: null }]);
    expect((await db.select({ phone: messagingConsents.phone }).from(messagingConsents)).map((row) => row.phone)).toEqual([STORED_PHONE]);

    const rows = await auditRowsOf('draft_order', theirs.draftId);
    expect(rows.map((row) => [row.action, row.entityLabel])).toEqual([
      ['create', `Draft order for ${DELETED_CUSTOMER}`],
      ['mail_link', `Draft order for ${DELETED_CUSTOMER}`],
    ]);
    expect(rows[0]!.details).toMatchObject({ totalKobo: PRICE, lines: [expect.objectContaining({ piece: 'Ikoyi Sofa', quantity: 1 })] });
    expect(JSON.stringify(rows)).not.toMatch(new RegExp(`Amaka|${shopper.email}`, 'i'));
    expect((await auditRowsOf('draft_order', strangers.draftId)).map((row) => row.entityLabel)).toEqual(['Draft order for Bola Ade']);
    // The log's trigger lets that erasure through only for a draft that is gone or anonymised (migration 0046).
    await expect(db.transaction((tx) => eraseDraftHistory(tx, [strangers.draftId]))).rejects.toMatchObject({ cause: { message: expect.stringMatching(/append-only: UPDATE refused/) } });
  });
});

describe('requests for a phone number', () => {
  it('lets the owner see, download and erase the drafts and showroom sales made with a phone number alone, and records that', async () => {
    const mark = await auditMark();
    const draft = await madeDraft({ name: 'Bola Ade', phone: PHONE, email: '' });
    const sale = await sold({ name: 'Bola Ade', phone: PHONE, email: '' });
    // The same number with an email: the email's records, not this request's.
    const withEmail = await madeDraft({ name: 'Bola Ade', phone: PHONE, email: 'bola@example.com' });
    const saleWithEmail = await sold({ name: 'Bola Ade', phone: PHONE, email: 'bola@example.com' });

    const found = await as(callers.admin, () => findPhoneRecordsAction({ phone: '+234 803 555 0101' }));
    expect(found).toMatchObject({ ok: true, data: { sales: [{ orderNumber: sale.orderNumber, name: 'Bola Ade', totalKobo: PRICE }], drafts: [{ name: 'Bola Ade', totalKobo: PRICE }] } });

    const file = await as(callers.admin, () => downloadPhoneRecordsAction({ phone: PHONE }));
    if (!file.ok) throw new Error(file.error);
    const records = JSON.parse(file.data.json);
    expect(records).toMatchObject({
      phone: STORED_PHONE,
      orders: [{ orderNumber: sale.orderNumber, customerName: 'Bola Ade', customerPhone: STORED_PHONE, lines: [expect.objectContaining({ productName: 'Ikoyi Sofa' })] }],
      draftOrders: [{ name: 'Bola Ade', phone: STORED_PHONE, note: 'As agreed with Bola Ade', pieces: [expect.objectContaining({ productName: 'Ikoyi Sofa' })] }],
    });

    // What messaging holds of the number: the sale's WhatsApp update, the consent given, the window the
    // number opened and a webhook naming it; the sale with an email keeps its own message.
    const message = await newMessageRow({ orderId: sale.orderId, phone: STORED_PHONE, body: 'Hello Bola, thank you for your order.', params: { first_name: 'Bola' } });
    const emailsMessage = await newMessageRow({ orderId: saleWithEmail.orderId, phone: STORED_PHONE });
    await recordConsent(db, { phone: PHONE, purpose: 'order_updates', granted: true, source: 'sell', wordsShown: 'Updates on WhatsApp or SMS' });
    await db.insert(messagingContacts).values({ phone: STORED_PHONE, waId: '2348035550101', lastInboundAt: new Date() });
    await db.insert(messagingWebhookEvents).values({ id: 'whatsapp:wamid.erase-test', provider: 'whatsapp', payload: { from: '2348035550101', text: 'Is it ready?' } });

    expect(await as(callers.admin, () => erasePhoneRecordsAction(erasureRequest()))).toMatchObject({ ok: true, data: { salesKept: 1, draftsErased: 1 } });
    expect(await db.select({ phone: messages.phone, body: messages.body, params: messages.params }).from(messages).where(eq(messages.id, message.id))).toEqual([{ phone: null, body: '(erased on request)', params: {} }]);
    expect(await db.select({ phone: messages.phone }).from(messages).where(eq(messages.id, emailsMessage.id))).toEqual([{ phone: STORED_PHONE }]);
    expect(await db.select().from(messagingConsents).where(eq(messagingConsents.phone, STORED_PHONE))).toEqual([]);
    expect(await db.select().from(messagingContacts).where(eq(messagingContacts.phone, STORED_PHONE))).toEqual([]);
    expect(await db.select().from(messagingWebhookEvents).where(eq(messagingWebhookEvents.id, 'whatsapp:wamid.erase-test'))).toEqual([]);
    const [kept] = await db.select().from(orders).where(eq(orders.id, sale.orderId));
    expect(kept).toMatchObject({ customerName: DELETED_CUSTOMER, customerPhone: null, totalAmountKobo: PRICE, paymentStatus: 'paid' });
    expect(await db.select().from(draftOrders).where(eq(draftOrders.id, draft.draftId))).toEqual([]);
    expect((await auditRowsOf('draft_order', draft.draftId)).map((row) => row.entityLabel)).toEqual([`Draft order for ${DELETED_CUSTOMER}`]);
    expect(await as(callers.admin, () => findPhoneRecordsAction({ phone: PHONE }))).toMatchObject({ ok: true, data: { sales: [], drafts: [] } });

    // The activity log keeps the download and the erasure, who and why, never the number.
    const requests = (await auditRowsAfter(mark)).filter((row) => row.entityType === 'phone_records');
    expect(requests.map((row) => [row.action, row.entityLabel, row.actorEmail])).toEqual([
      ['export', 'Downloaded the records of a phone number on request', callers.admin.email],
      ['erased_on_request', 'Erased the records of a phone number on request', callers.admin.email],
    ]);
    expect(requests[1]!.details).toMatchObject({ reason: erasureRequest().reason, salesKept: 1, draftsErased: 1 });
    expect(JSON.stringify(requests)).not.toMatch(/555\s?0101/);

    // The records with an email are untouched.
    expect(await db.select({ phone: draftOrders.customerPhone }).from(draftOrders).where(eq(draftOrders.id, withEmail.draftId))).toEqual([{ phone: STORED_PHONE }]);
    expect(await db.select({ name: orders.customerName }).from(orders).where(eq(orders.id, saleWithEmail.orderId))).toEqual([{ name: 'Bola Ade' }]);
  });

  it('finds, downloads and erases records kept under the ranges the shop took before libphonenumber’s, however the number is written', async () => {
    // 0800 555 0101 was taken and stored until the shop took libphonenumber's ranges (src/lib/nigeria.ts).
    const earlier = '+2348005550101';
    const draft = await madeDraft({ name: 'Bola Ade', phone: PHONE, email: '' });
    const sale = await sold({ name: 'Bola Ade', phone: PHONE, email: '' });
    await db.update(draftOrders).set({ customerPhone: earlier }).where(eq(draftOrders.id, draft.draftId));
    await db.update(orders).set({ customerPhone: earlier }).where(eq(orders.id, sale.orderId));

    for (const written of ['0800 555 0101', '+234 800 555 0101', '2348005550101']) {
      const found = await as(callers.admin, () => findPhoneRecordsAction({ phone: written }));
      expect(found).toMatchObject({ ok: true, data: { sales: [{ orderNumber: sale.orderNumber }], drafts: [{ name: 'Bola Ade' }] } });
    }
    const file = await as(callers.admin, () => downloadPhoneRecordsAction({ phone: '0800 555 0101' }));
    expect(file.ok && JSON.parse(file.data.json)).toMatchObject({ phone: earlier, orders: [{ orderNumber: sale.orderNumber }], draftOrders: [{ phone: earlier }] });
    expect(await as(callers.admin, () => erasePhoneRecordsAction(erasureRequest('0800 555 0101')))).toEqual({ ok: true, data: { salesKept: 1, draftsErased: 1, conversationsErased: 0 } });
    expect(await db.select({ name: orders.customerName, phone: orders.customerPhone }).from(orders).where(eq(orders.id, sale.orderId))).toEqual([{ name: DELETED_CUSTOMER, phone: null }]);
    // A number no range ever took is still refused.
    expect(await as(callers.admin, () => findPhoneRecordsAction({ phone: '0600 555 0101' }))).toMatchObject({ ok: false });
  });

  it('waits for an unfinished sale, naming it, and changes nothing', async () => {
    const sale = await sold({ name: 'Bola Ade', phone: PHONE, email: '' }, false);
    const mark = await auditMark();
    const refused = await as(callers.admin, () => erasePhoneRecordsAction(erasureRequest()));
    expect(refused).toMatchObject({ ok: false, error: expect.stringContaining(`order ${sale.orderNumber} (being prepared) is not finished`) });
    expect(await db.select({ name: orders.customerName }).from(orders).where(eq(orders.id, sale.orderId))).toEqual([{ name: 'Bola Ade' }]);
    expect(await auditRowsAfter(mark)).toEqual([]);
  });

  it('is refused to a manager: looking up, downloading and erasing', async () => {
    const manager: TestCaller = await callers.staff('manager');
    await madeDraft({ name: 'Bola Ade', phone: PHONE, email: '' });
    for (const refused of [
      await as(manager, () => findPhoneRecordsAction({ phone: PHONE })),
      await as(manager, () => downloadPhoneRecordsAction({ phone: PHONE })),
      await as(manager, () => erasePhoneRecordsAction(erasureRequest())),
    ]) {
      expect(refused).toMatchObject({ ok: false, code: 'forbidden' });
    }
    expect(await db.select({ name: draftOrders.customerName }).from(draftOrders)).toEqual([{ name: 'Bola Ade' }]);
  });
});
