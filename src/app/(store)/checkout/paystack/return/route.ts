import { and, eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { orders, payments } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { verifyTransaction } from '@/server/payments/paystack/client';
import { settlePaystackTransaction } from '@/server/payments/paystack/settle';
import { consumeRateLimit } from '@/server/rate-limit';
import { CLIENT_IP_HEADER, rateLimitAddress } from '@/lib/client-ip';
import { orderPagePath, type OrderPageNotice } from '@/lib/payment-methods';
import { oneLine } from '@/lib/schemas/fields';

// Where Paystack sends the shopper back (PAYSTACK_RETURN_PATH, ?reference=...). The query string
// only names an attempt: what happened to it is asked of Paystack (verify), and settled through
// the same step as the webhook. Then the shopper sees their order, paid or not. When Paystack
// cannot be asked, or has no final answer yet, the page says the payment is being confirmed;
// the webhook (or the re-check before the reservation ends) settles it.

const referenceSchema = oneLine()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9-]+$/);

/**
 * Returns one client may make in ten minutes. Each known reference costs a verify call to
 * Paystack, so a client replaying the return page must not spend the shop's API budget; a
 * shopper comes back once per payment.
 */
const RETURN_LIMIT = { windowSeconds: 10 * 60, max: 20 };

const goTo = (path: string) => new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } });

export async function GET(request: Request) {
  // IPv6 clients are counted by their /64, or each would have billions of budgets.
  const client = rateLimitAddress(request.headers.get(CLIENT_IP_HEADER) ?? 'unknown');
  if (!(await consumeRateLimit(`paystack-return|${client}`, RETURN_LIMIT)).allowed) {
    return new Response('Too many requests. Please wait a few minutes, then open your order in My Account.', {
      status: 429,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '600' },
    });
  }
  const query = new URL(request.url).searchParams;
  const reference = referenceSchema.safeParse(query.get('reference') ?? query.get('trxref'));
  if (!reference.success) return goTo('/account');
  // Only our own attempts are settled: a made-up reference never reaches Paystack.
  const [attempt] = await db
    .select({ orderNumber: orders.orderNumber })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.method, 'paystack'), eq(payments.providerReference, reference.data)));
  if (!attempt) return goTo('/account');

  let notice: OrderPageNotice | undefined;
  try {
    const settled = await settlePaystackTransaction(await verifyTransaction(reference.data));
    if (settled.outcome === 'not_final') notice = 'confirming';
  } catch (error) {
    logger.warn({ err: error, reference: reference.data }, 'Paystack return: could not verify; the webhook will settle it');
    notice = 'confirming';
  }
  return goTo(orderPagePath(attempt.orderNumber, notice));
}
