import 'server-only';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { db, type Transaction } from '@/server/db/client';
import { quoteLines, quoteMessages, quotes, users } from '@/server/db/schema';
import type { SessionUser } from '@/server/auth/session';
import { ActionError } from '@/server/action-error';
import { loadDeliveryRules } from '@/server/delivery/rules';
import { inOrderTransaction, openOrder, shoppersBuyer } from '@/server/sales/open-order';
import { availablePaymentMethods, loadPaymentSettings } from '@/server/payments/methods';
import { paymentDueAt } from '@/server/payments/reservations';
import { addBusinessDays, addCalendarDays, lagosToday } from '@/lib/delivery/business-days';
import { zoneForState } from '@/lib/delivery/price';
import { isQuoteNumber, quoteStatusOn, quoteTotals } from '@/lib/quotes';
import type { acceptQuoteSchema, claimQuoteSchema, customerMessageSchema, declineQuoteSchema } from '@/lib/schemas/quote';
import { mailShop } from './quote-mail';

// What the customer does with a quote in My Account (docs/product.md, "Quotes for custom pieces"):
// claim one asked signed out with their confirmed address, ask a question, decline with a reason, or accept, which places an order from the quote's own
// lines at the quoted prices, on the server only (docs/decisions/0007-placing-an-order.md): the
// order, its items, the customer's totals, the mails and the reservation jobs are one transaction
// under the quote's row lock, so a quote is accepted once.

const NOT_FOUND = 'This quote does not exist.';

/** The customer's own quote, locked for the rest of the transaction; a stranger's reads as missing. */
async function lockOwnQuote(tx: Transaction, user: SessionUser, quoteNumber: string) {
  if (!isQuoteNumber(quoteNumber)) throw new ActionError(NOT_FOUND);
  const [quote] = await tx.select().from(quotes).where(eq(quotes.quoteNumber, quoteNumber)).for('update');
  if (!quote || quote.userId !== user.id) throw new ActionError(NOT_FOUND);
  return { ...quote, current: quoteStatusOn(quote, lagosToday()) };
}

export const CONFIRM_EMAIL_FIRST = 'Confirm your email address first, with the link we mailed you. Then this request can be added to your account.';

/**
 * "This request is mine": a quote asked signed out with the account's address joins the account,
 * once its holder says so. Only an account whose address is confirmed may: the confirmation is
 * what proves the address is theirs (src/server/quotes/customer-quotes.ts).
 */
export async function claimQuote(user: SessionUser, { quoteNumber }: z.output<typeof claimQuoteSchema>) {
  if (!isQuoteNumber(quoteNumber)) throw new ActionError(NOT_FOUND);
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ email: users.email, confirmed: users.emailVerified }).from(users).where(eq(users.id, user.id));
    if (!account) throw new ActionError(NOT_FOUND);
    if (!account.confirmed) throw new ActionError(CONFIRM_EMAIL_FIRST);
    const [claimed] = await tx
      .update(quotes)
      .set({ userId: user.id, updatedAt: new Date() })
      .where(and(eq(quotes.quoteNumber, quoteNumber), isNull(quotes.userId), sql`lower(${quotes.email}) = lower(${account.email})`))
      .returning({ quoteNumber: quotes.quoteNumber });
    if (!claimed) throw new ActionError(NOT_FOUND);
    return claimed;
  });
}

function refuseUnlessOpen(status: string) {
  if (status === 'expired') throw new ActionError('This quote has expired. Send us a message and we can extend it.');
  if (status === 'new') throw new ActionError('We have not sent the prices for this quote yet.');
  if (status !== 'quoted') throw new ActionError('This quote has already been accepted or declined.');
}

export async function askQuoteQuestion(user: SessionUser, input: z.output<typeof customerMessageSchema>) {
  return db.transaction(async (tx) => {
    const quote = await lockOwnQuote(tx, user, input.quoteNumber);
    await tx.insert(quoteMessages).values({ quoteId: quote.id, author: 'customer', userId: user.id, body: input.body });
    await tx.update(quotes).set({ updatedAt: new Date() }).where(eq(quotes.id, quote.id));
    await mailShop(tx, { ...quote, email: user.email }, `Question on quote ${quote.quoteNumber} from ${quote.name}`, [input.body]);
    return { quoteNumber: quote.quoteNumber };
  });
}

export async function declineQuote(user: SessionUser, input: z.output<typeof declineQuoteSchema>) {
  return db.transaction(async (tx) => {
    const quote = await lockOwnQuote(tx, user, input.quoteNumber);
    refuseUnlessOpen(quote.current);
    await tx.update(quotes).set({ status: 'declined', declineReason: input.reason, updatedAt: new Date() }).where(eq(quotes.id, quote.id));
    await mailShop(tx, { ...quote, email: user.email }, `Quote ${quote.quoteNumber} declined by ${quote.name}`, ['The customer declined the quote:', '', input.reason]);
    return { quoteNumber: quote.quoteNumber };
  });
}

export type AcceptedQuote = { orderNumber: string; orderId: string };

export async function acceptQuote(user: SessionUser, input: z.output<typeof acceptQuoteSchema>): Promise<AcceptedQuote> {
  return inOrderTransaction((tx) => writeQuoteOrder(tx, user, input));
}

async function writeQuoteOrder(tx: Transaction, user: SessionUser, { quoteNumber, shipping, paymentMethod }: z.output<typeof acceptQuoteSchema>): Promise<AcceptedQuote> {
  const quote = await lockOwnQuote(tx, user, quoteNumber);
  refuseUnlessOpen(quote.current);
  const lines = await tx.select().from(quoteLines).where(eq(quoteLines.quoteId, quote.id)).orderBy(asc(quoteLines.position));
  if (lines.length === 0) throw new ActionError('This quote has no prices yet. Please message us.');
  const totals = quoteTotals({ lines, deliveryFeeKobo: quote.deliveryFeeKobo, depositPercent: quote.depositPercent });
  if (!Number.isSafeInteger(totals.totalKobo)) throw new ActionError('That order is too large to place online. Please contact us.');

  // The fee was priced for one zone: delivering elsewhere needs a new price.
  const rules = await loadDeliveryRules(tx);
  const quotedZone = quote.deliveryZoneName ? rules.zones.find((zone) => zone.name === quote.deliveryZoneName) : undefined;
  if (quotedZone && !quotedZone.states.includes(shipping.state)) {
    throw new ActionError(`This quote’s delivery is priced for ${quotedZone.name}. Please message us to deliver to ${shipping.state}.`);
  }
  const zone = quotedZone ?? zoneForState(rules, shipping.state);
  // A measuring visit was booked for its state (docs/decisions/0062-we-measure-for-you.md).
  if (quote.kind === 'measure-visit' && quote.deliveryState && shipping.state !== quote.deliveryState) {
    throw new ActionError(`This visit is booked in ${quote.deliveryState}. Please message us to be visited in ${shipping.state}.`);
  }

  // Paystack or a transfer, whichever the shop takes now; never pay on delivery for a custom piece.
  const settings = await loadPaymentSettings(tx);
  const payment = availablePaymentMethods({ settings, delivery: { method: 'delivery', payOnDelivery: false }, totalKobo: totals.totalKobo }).find(
    (option) => option.method === paymentMethod,
  );
  if (!payment?.offered) throw new ActionError(payment?.reason ?? 'Please choose another way to pay.');

  const placedAt = new Date();
  const dueAt = paymentDueAt(paymentMethod, settings, placedAt);
  const today = lagosToday(placedAt);
  const leadMin = quote.leadTimeMinDays ?? 0;
  const leadMax = quote.leadTimeMaxDays ?? leadMin;
  // Custom pieces take no stock: no product, the quote's words and prices, its lead time.
  const order = await openOrder(tx, {
    channel: 'website',
    userId: user.id,
    ...shoppersBuyer(shipping),
    // A quote keeps no business buyer: its order's e-invoice is B2C (docs/decisions/0070-e-invoicing.md).
    business: null,
    lines: lines.map((line) => ({
      productId: null,
      productName: line.description,
      quantity: line.quantity,
      priceKobo: line.unitPriceKobo,
      variantId: null,
      variantLabel: null,
      sku: null,
      leadTimeMinDays: quote.leadTimeMinDays,
      leadTimeMaxDays: quote.leadTimeMaxDays,
      measurements: null,
    })),
    delivery: {
      method: 'delivery',
      state: shipping.state,
      zoneName: quote.deliveryZoneName ?? zone?.name ?? null,
      pickupLocationId: null,
      windowStart: addBusinessDays(addCalendarDays(today, leadMin), zone?.minBusinessDays ?? 0),
      windowEnd: addBusinessDays(addCalendarDays(today, leadMax), zone?.maxBusinessDays ?? 0),
      feeKobo: totals.deliveryKobo,
    },
    // The deposit is a share of the pieces; delivery is paid with the balance.
    money: {
      subtotalKobo: totals.subtotalKobo,
      discountKobo: 0,
      discountCode: null,
      manualDiscountReason: null,
      totalKobo: totals.totalKobo,
      depositKobo: totals.depositKobo,
      paymentMethod,
      paymentDueAt: dueAt,
    },
    placedAt,
    quoteId: quote.id,
    audit: { action: 'quote_ordered', details: { quote: quote.quoteNumber } },
  });
  await tx
    .update(quotes)
    .set({ status: 'accepted', orderId: order.id, updatedAt: placedAt })
    .where(and(eq(quotes.id, quote.id), eq(quotes.status, 'quoted')));
  return { orderNumber: order.orderNumber, orderId: order.id };
}

