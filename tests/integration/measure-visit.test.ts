import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { as, signedInShopper, signedOut, type TestCaller } from '../helpers/sessions';
import { takeBankTransfers } from '../helpers/checkout';
import { jobsOfKind } from '../helpers/jobs';
import { newCategory, newMeasuredProduct, newProduct } from '../helpers/factories';
import { db } from '@/server/db/client';
import { orderItems, orders, quoteLines, quotes, websiteSettings } from '@/server/db/schema';
import { insertDeliveryZones } from '../../seed/delivery';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { addCalendarDays, lagosToday } from '@/lib/delivery/business-days';
import { SEND_MAIL_JOB } from '@/server/mail/mail-jobs';
import { measureVisitOffer } from '@/server/catalog/measure-visit-reads';
import { acceptQuoteAction } from '@/server/quotes/actions/store/accept-quote';
import { SIGN_IN_TO_BOOK } from '@/server/quotes/book-measure-visit';
import { POST as requestQuote, type QuoteRequestResponse } from '@/app/api/quotes/route';

// "We measure for you" on the server (docs/decisions/0062-we-measure-for-you.md): which pieces offer a
// visit, a booking through POST /api/quotes priced at the shop's fee as a quote ready to pay, what it
// refuses, and accepting it into an order for the visit alone.

vi.hoisted(async () => {
  process.env.SHOP_EMAIL = 'studio@adireliving.test';
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  pointDataDirAtTempFolder();
});

let database: TestDatabase;
let shopper: TestCaller;
let curtainId: string;
let sofaId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await takeBankTransfers();
  await db.transaction((tx) => insertDeliveryZones(tx));
  shopper = await signedInShopper();
  await newCategory('Curtains');
  await newCategory('Sofas');
  curtainId = (await newMeasuredProduct({ name: 'Adire Linen Curtains', category: 'curtains' })).id;
  sofaId = (await newProduct({ name: 'Lekki Sofa', category: 'sofas' })).id;
});
afterAll(() => database.dispose());

let ipCounter = 0;
const tomorrow = () => addCalendarDays(lagosToday(), 1);

async function book(changes: Record<string, string> = {}, caller: TestCaller = shopper) {
  const fields = {
    kind: 'measure-visit',
    productId: curtainId,
    deliveryState: 'Lagos',
    wantedBy: addCalendarDays(lagosToday(), 7),
    description: '12 Admiralty Way, Lekki Phase 1, by the pharmacy',
    quantity: '1',
    name: 'Amaka Obi',
    email: caller === signedOut ? 'visitor@example.com' : caller.email,
    phone: '0803 123 4567',
    contactVia: 'phone',
    ...changes,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const headers = new Headers(caller.headers);
  headers.set(CLIENT_IP_HEADER, `198.51.100.${(ipCounter += 1)}`);
  const response = await requestQuote(new Request('http://localhost:3000/api/quotes', { method: 'POST', headers, body: form }));
  return { status: response.status, body: (await response.json()) as QuoteRequestResponse };
}

const saveVisitSettings = (states: string, feeKobo: number) =>
  db
    .insert(websiteSettings)
    .values({ id: 1, siteName: 'Adire Living', measureVisitStates: states, measureVisitFeeKobo: feeKobo })
    .onConflictDoUpdate({ target: websiteSettings.id, set: { measureVisitStates: states, measureVisitFeeKobo: feeKobo } });

describe('which pieces offer a visit', () => {
  it('a piece made to measure, in the states the shop visits, at its fee; not a piece sold at fixed sizes, nor when the shop visits nowhere', async () => {
    expect(await measureVisitOffer(curtainId)).toEqual({ states: ['Lagos', 'Federal Capital Territory'], feeKobo: 15_000_00, productName: 'Adire Linen Curtains' });
    expect(await measureVisitOffer(sofaId)).toBeNull();
    await saveVisitSettings('', 15_000_00);
    expect(await measureVisitOffer(curtainId)).toBeNull();
    await saveVisitSettings('Lagos, Federal Capital Territory', 15_000_00);
  });
});

describe('booking a visit', () => {
  it('is a quote priced at the fee, ready to pay until the preferred day, mailed to the shopper and the shop', async () => {
    const day = addCalendarDays(lagosToday(), 7);
    const sent = await book({ wantedBy: day });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [quote] = await db.select().from(quotes).where(eq(quotes.quoteNumber, sent.body.data!.quoteNumber));
    expect(quote).toMatchObject({
      kind: 'measure-visit',
      status: 'quoted',
      userId: expect.any(String),
      productId: curtainId,
      productName: 'Adire Linen Curtains',
      deliveryState: 'Lagos',
      wantedBy: day,
      validUntil: day,
      deliveryFeeKobo: 0,
      depositPercent: null,
    });
    const lines = await db.select().from(quoteLines).where(eq(quoteLines.quoteId, quote!.id));
    expect(lines).toMatchObject([{ quantity: 1, unitPriceKobo: 15_000_00, description: expect.stringMatching(/^Measuring visit for Adire Linen Curtains, preferred date \d+ \w+ \d{4}$/) }]);
    const mails = (await jobsOfKind(SEND_MAIL_JOB)).map((job) => job.payload as { to: string; subject: string; text: string });
    const toShopper = mails.find((mail) => mail.to === shopper.email && mail.subject.includes(quote!.quoteNumber));
    expect(toShopper?.subject).toBe(`Your measuring visit ${quote!.quoteNumber}: pay to confirm it`);
    expect(toShopper?.text).toContain('Total: ₦15,000');
    const toShop = mails.find((mail) => mail.to === 'studio@adireliving.test' && mail.subject.includes(quote!.quoteNumber));
    expect(toShop?.text).toContain('Address and directions: 12 Admiralty Way, Lekki Phase 1, by the pharmacy');
  });

  it('is refused signed out, for a piece sold at fixed sizes, outside the states visited, and today or too far ahead', async () => {
    const before = (await db.select({ id: quotes.id }).from(quotes)).length;
    const refusals = [
      [await book({}, signedOut), SIGN_IN_TO_BOOK, undefined],
      [await book({ productId: sofaId }), 'This piece has no measuring visits. Enter your sizes on its page instead.', 'productId'],
      [await book({ deliveryState: 'Kano' }), 'We measure in Lagos and Abuja only.', 'deliveryState'],
      [await book({ wantedBy: lagosToday() }), 'Choose a day from tomorrow to 90 days ahead.', 'wantedBy'],
      [await book({ wantedBy: addCalendarDays(lagosToday(), 91) }), 'Choose a day from tomorrow to 90 days ahead.', 'wantedBy'],
    ] as const;
    for (const [sent, message, field] of refusals) {
      expect(sent.status, message).toBe(400);
      expect(sent.body.error).toMatchObject({ message, ...(field ? { fieldErrors: { [field]: message } } : {}) });
    }
    expect((await db.select({ id: quotes.id }).from(quotes)).length).toBe(before);
    expect((await book({ wantedBy: tomorrow() })).status).toBe(200);
  });
});

describe('paying for the visit', () => {
  it('accepting places an order for the visit alone, at the fee, where the visit is booked', async () => {
    const sent = await book({ deliveryState: 'Federal Capital Territory' });
    const quoteNumber = sent.body.data!.quoteNumber;
    const shipping = { fullName: 'Amaka Obi', phone: '0803 123 4567', address: '4 Aminu Kano Crescent, Wuse 2', email: shopper.email };
    const elsewhere = await as(shopper, () => acceptQuoteAction({ quoteNumber, shipping: { ...shipping, state: 'Lagos' }, paymentMethod: 'bank_transfer' }));
    expect(elsewhere).toMatchObject({ ok: false, error: 'This visit is booked in Federal Capital Territory. Please message us to be visited in Lagos.' });

    const accepted = await as(shopper, () => acceptQuoteAction({ quoteNumber, shipping: { ...shipping, state: 'Federal Capital Territory' }, paymentMethod: 'bank_transfer' }));
    if (!accepted.ok) throw new Error(accepted.error);
    const [order] = await db.select().from(orders).where(eq(orders.orderNumber, accepted.data.orderNumber));
    expect(order).toMatchObject({ totalAmountKobo: 15_000_00, deliveryFeeKobo: 0, depositKobo: null, deliveryState: 'Federal Capital Territory' });
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(items).toMatchObject([{ productId: null, quantity: 1, priceKobo: 15_000_00, productName: expect.stringMatching(/^Measuring visit for Adire Linen Curtains/) }]);
  });
});
