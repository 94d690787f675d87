import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { pointDataDirAtTempFolder } from '../helpers/temp-data-dir';
import { takeBankTransfers } from '../helpers/checkout';
import { newBuyer, newCategory, newProduct, placeTestOrder, variantsOf } from '../helpers/factories';
import { as, signedInShopper, signedInStaff } from '../helpers/sessions';
import { firstLocationId } from '../helpers/locations';
import { db } from '@/server/db/client';
import { messagingConsents, users } from '@/server/db/schema';
import { consentHistory, consentOf, recordConsent } from '@/server/messaging/consent';
import { accountConsents } from '@/server/account/messaging-consent-reads';
import { setMessagingConsentAction } from '@/server/account/actions/store/set-messaging-consent';
import { saveQuoteRequest } from '@/server/quotes/request-quote';
import { quoteRequestSchema } from '@/lib/schemas/quote';
import { sellInShowroomAction } from '@/server/pos/actions/sell-in-showroom';
import { createDraftAction } from '@/server/drafts/actions/create-draft';
import { MARKETING_CONSENT_WORDS, ORDER_UPDATES_CONSENT_WORDS } from '@/lib/messaging/consent-words';

// Consent to WhatsApp and SMS (NDPA): recorded only when the person ticks a box, with the words it showed;
// the latest row for a phone and purpose is the consent in force, however the number was typed.

let database: TestDatabase;
let sofa: { id: string; priceKobo: number; variantId: string };

beforeAll(async () => {
  pointDataDirAtTempFolder();
  database = await createTestDatabase();
  await takeBankTransfers();
  await newCategory('Sofas');
  const product = await newProduct({ stockQuantity: 50 });
  sofa = { id: product.id, priceKobo: product.priceKobo, variantId: (await variantsOf(product.id))[0]!.id };
});
afterAll(() => database.dispose());

const rowsFor = (userId: string) => db.select().from(messagingConsents).where(eq(messagingConsents.userId, userId));
const placeWith = (changes: Parameters<typeof placeTestOrder>[1]) => placeTestOrder([{ productId: sofa.id, unitPriceKobo: sofa.priceKobo }], changes);

describe('checkout', () => {
  it('records the ticked box with the order, for the phone typed, as +234…', async () => {
    const { buyer } = await placeWith({ orderUpdatesConsent: true, shipping: { phone: '0806 555 0101', email: 'ticked@example.com' } });
    const rows = await rowsFor(buyer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      phone: '+2348065550101',
      purpose: 'order_updates',
      granted: true,
      source: 'checkout',
      wordsShown: ORDER_UPDATES_CONSENT_WORDS,
      email: 'ticked@example.com',
      recordedBy: null,
    });
    expect((await consentOf('0806 555 0101', 'order_updates'))?.granted).toBe(true);
    expect(await consentOf('0806 555 0101', 'marketing')).toBeNull();
  });

  it('records nothing when the box is left unticked or not sent', async () => {
    const unticked = await placeWith({ orderUpdatesConsent: false, shipping: { phone: '0806 555 0202' } });
    const absent = await placeWith({ shipping: { phone: '0806 555 0202' } });
    expect(await rowsFor(unticked.buyer.id)).toEqual([]);
    expect(await rowsFor(absent.buyer.id)).toEqual([]);
    expect(await consentOf('08065550202', 'order_updates')).toBeNull();
  });
});

describe('the quote request', () => {
  const request = (phone: string, orderUpdatesConsent?: string) =>
    quoteRequestSchema.parse({ kind: 'piece', description: 'A bench', quantity: '1', name: 'Ada', email: 'ada@example.com', phone, contactVia: 'whatsapp', orderUpdatesConsent });
  const sender = { userId: null, clientAddress: '198.51.100.7' };

  it('records the ticked box for the phone given, and nothing when it is not ticked', async () => {
    await saveQuoteRequest(request('0813 444 5555', 'on'), [], sender);
    await saveQuoteRequest(request('0813 444 6666'), [], sender);
    expect(await consentOf('+2348134445555', 'order_updates')).toMatchObject({ granted: true, source: 'quote_request' });
    expect(await consentOf('+2348134446666', 'order_updates')).toBeNull();
  });
});

describe('asked by staff', () => {
  it('records the consent the Sell screen and a draft tick, with who asked; none unticked', async () => {
    const staff = await signedInStaff('owner');
    const [asker] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, staff.email));
    const locationId = await firstLocationId();
    const sale = (phone: string, orderUpdatesConsent?: boolean) =>
      as(staff, () =>
        sellInShowroomAction({
          locationId,
          lines: [{ variantId: sofa.variantId, quantity: 1, unitPriceKobo: sofa.priceKobo }],
          customer: { kind: 'new', name: 'Tunde Bakare', phone, email: '', orderUpdatesConsent },
          payments: [{ method: 'cash', amount: String(sofa.priceKobo / 100) }],
          idempotencyKey: randomUUID(),
        }),
      );
    expect(await sale('0803 555 0101', true)).toMatchObject({ ok: true });
    expect(await sale('0803 555 0102')).toMatchObject({ ok: true });
    const draft = await as(staff, () =>
      createDraftAction({
        customer: { name: 'Amaka Obi', phone: '0803 555 0103', email: '' },
        lines: [{ variantId: sofa.variantId, quantity: 1, price: '', measure: null }],
        delivery: { method: 'pickup', locationId },
        discount: '',
        discountReason: '',
        linkDays: '7',
        note: '',
        orderUpdatesConsent: true,
      }),
    );
    expect(draft).toMatchObject({ ok: true });

    expect(await consentHistory('08035550101')).toEqual([expect.objectContaining({ source: 'sell', granted: true, recordedByName: asker!.name, wordsShown: ORDER_UPDATES_CONSENT_WORDS })]);
    expect(await consentHistory('08035550102')).toEqual([]);
    expect(await consentHistory('08035550103')).toEqual([expect.objectContaining({ source: 'draft', granted: true, recordedByName: asker!.name })]);
  });
});

describe('the log', () => {
  it('matches a number however it was typed', async () => {
    expect(await recordConsent(db, { phone: '0803 123 4567', purpose: 'marketing', granted: true, source: 'account', wordsShown: MARKETING_CONSENT_WORDS })).toBe(true);
    for (const typed of ['+234 803 123 4567', '2348031234567', '803-123-4567', '(0803) 123 4567']) {
      expect((await consentOf(typed, 'marketing'))?.granted, typed).toBe(true);
    }
  });

  it('keeps every row; the latest, even within one transaction, is the consent in force', async () => {
    const phone = '0909 000 1111';
    await db.transaction(async (tx) => {
      await recordConsent(tx, { phone, purpose: 'order_updates', granted: true, source: 'sell', wordsShown: ORDER_UPDATES_CONSENT_WORDS });
      await recordConsent(tx, { phone: '+2349090001111', purpose: 'order_updates', granted: false, source: 'account', wordsShown: ORDER_UPDATES_CONSENT_WORDS });
    });
    expect(await consentOf(phone, 'order_updates')).toMatchObject({ granted: false, source: 'account' });
    await recordConsent(db, { phone, purpose: 'order_updates', granted: true, source: 'draft', wordsShown: ORDER_UPDATES_CONSENT_WORDS });
    expect(await consentOf(phone, 'order_updates')).toMatchObject({ granted: true, source: 'draft' });
    expect((await consentHistory('+234 909 000 1111')).map((row) => [row.source, row.granted])).toEqual([
      ['draft', true],
      ['account', false],
      ['sell', true],
    ]);
  });

  it('writes nothing for a number no message reaches', async () => {
    expect(await recordConsent(db, { phone: '0201 234 5678', purpose: 'order_updates', granted: true, source: 'checkout', wordsShown: ORDER_UPDATES_CONSENT_WORDS })).toBe(false);
    expect(await consentHistory('0201 234 5678')).toEqual([]);
  });
});

describe('My Account', () => {
  it('shows and changes both consents for the profile phone, and refuses another person’s number', async () => {
    const shopper = await signedInShopper();
    const [user] = await db.update(users).set({ phone: '+2348127770001' }).where(eq(users.email, shopper.email)).returning({ id: users.id });
    expect(await accountConsents(user!.id)).toEqual([{ phone: '+2348127770001', orderUpdates: false, marketing: false }]);

    const on = await as(shopper, () => setMessagingConsentAction({ phone: '0812 777 0001', purpose: 'order_updates', granted: true }));
    expect(on).toEqual({ ok: true, data: { granted: true } });
    await as(shopper, () => setMessagingConsentAction({ phone: '+2348127770001', purpose: 'marketing', granted: true }));
    await as(shopper, () => setMessagingConsentAction({ phone: '+2348127770001', purpose: 'marketing', granted: false }));
    expect(await accountConsents(user!.id)).toEqual([{ phone: '+2348127770001', orderUpdates: true, marketing: false }]);
    const [latest] = await consentHistory('+2348127770001');
    expect(latest).toMatchObject({ purpose: 'marketing', granted: false, source: 'account', wordsShown: MARKETING_CONSENT_WORDS, email: shopper.email });

    const stranger = await as(shopper, () => setMessagingConsentAction({ phone: '0806 555 0101', purpose: 'marketing', granted: true }));
    expect(stranger.ok).toBe(false);
    expect(await consentOf('0806 555 0101', 'marketing')).toBeNull();
  });

  it('lists a number consented to at checkout beside the profile’s', async () => {
    const buyer = await newBuyer({ phone: '+2348031110000' });
    await placeWith({ buyer, orderUpdatesConsent: true, shipping: { phone: '0706 222 3333' } });
    expect(await accountConsents(buyer.id)).toEqual([
      { phone: '+2348031110000', orderUpdates: false, marketing: false },
      { phone: '+2347062223333', orderUpdates: true, marketing: false },
    ]);
  });
});
