import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { orders, payments } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { verifyTransaction } from '@/server/payments/paystack/client';
import { settlePaystackTransaction } from '@/server/payments/paystack/settle';
import { orderPagePath, type OrderPageNotice } from '@/lib/payment-methods';

// Where Paystack sends the shopper back (PAYSTACK_RETURN_PATH, ?reference=...). The query string
// only names an attempt: what happened to it is asked of Paystack (verify), and settled through
// the same step as the webhook. Then the shopper sees their order, paid or not. When Paystack
// cannot be asked, or has no final answer yet, the page says the payment is being confirmed;
// the webhook (or the re-check before the reservation ends) settles it.

const referenceSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9-]+$/);

const goTo = (path: string) => new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } });

export async function GET(request: Request) {
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
