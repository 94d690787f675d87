import 'server-only';
import { and, count, eq, gt, ne, sql } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { orders, users, websiteSettings } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import { consumeRateLimit, peekRateLimit } from '@/server/rate-limit';
import { rateLimitAddress } from '@/lib/client-ip';
import { ActionError } from '@/server/action-error';
import type { PlaceOrderRequest } from '@/lib/schemas/checkout';

// Limits that keep one buyer from holding the whole shop through checkout (docs/security.md,
// "Hoarding stock"): orders per account and per client address per hour, a cap on one line,
// and a number of open unpaid orders per account. The per-account ones are counted from the
// orders themselves, under a lock on the account's row, so parallel checkouts cannot pass
// them together; the per-address one is a counter, since orders do not record an address.

const HOUR = 60 * 60;
const DEFAULT_LIMITS = { maxLineQuantity: 20, maxOpenUnpaidOrders: 3 };

const addressKey = (clientAddress: string) => `orders-per-address|${rateLimitAddress(clientAddress)}`;

/** Before the transaction: this address has placed its orders for the hour. */
export async function refuseIfAddressOverLimit(clientAddress: string) {
  const { count: placed } = await peekRateLimit(addressKey(clientAddress), { windowSeconds: HOUR });
  if (placed >= getEnv().CHECKOUT_ORDERS_PER_HOUR_PER_ADDRESS) {
    throw new ActionError('Too many orders have been placed from your network in the last hour. Please try again later or contact us.');
  }
}

/** After an order is placed: it counts against its address. */
export async function countOrderFromAddress(clientAddress: string) {
  await consumeRateLimit(addressKey(clientAddress), { windowSeconds: HOUR, max: getEnv().CHECKOUT_ORDERS_PER_HOUR_PER_ADDRESS });
}

/** Inside the order's transaction, before anything is written. */
export async function refuseIfAccountOverLimits(tx: Transaction, userId: string, lines: PlaceOrderRequest['lines'], nameOf: (productId: string) => string) {
  // One checkout per account at a time: the counts below stay true until this one commits.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [settings] = await tx
    .select({ maxLineQuantity: websiteSettings.maxLineQuantity, maxOpenUnpaidOrders: websiteSettings.maxOpenUnpaidOrders })
    .from(websiteSettings)
    .limit(1);
  const { maxLineQuantity, maxOpenUnpaidOrders } = settings ?? DEFAULT_LIMITS;

  const tooMany = lines.find((line) => line.quantity > maxLineQuantity);
  if (tooMany) {
    throw new ActionError(
      `You can order at most ${maxLineQuantity} of ${nameOf(tooMany.productId)} online. Please lower the quantity, or contact us for a larger order.`,
    );
  }

  const [[recent], [unpaid]] = await Promise.all([
    tx
      .select({ placed: count() })
      .from(orders)
      .where(and(eq(orders.userId, userId), gt(orders.createdAt, sql`now() - interval '1 hour'`))),
    tx
      .select({ open: count() })
      .from(orders)
      .where(and(eq(orders.userId, userId), ne(orders.status, 'cancelled'), eq(orders.paymentStatus, 'pending'))),
  ]);
  if ((recent?.placed ?? 0) >= getEnv().CHECKOUT_ORDERS_PER_HOUR_PER_ACCOUNT) {
    throw new ActionError('You have placed several orders in the last hour. Please wait a little before placing another, or contact us.');
  }
  if ((unpaid?.open ?? 0) >= maxOpenUnpaidOrders) {
    throw new ActionError(
      `You already have ${unpaid!.open} unpaid orders. Please pay for or cancel one of them before placing another, or contact us.`,
    );
  }
}
