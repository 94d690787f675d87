import 'server-only';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { orders, refunds } from '@/server/db/schema';
import { PRODUCTION_STAGES } from '@/lib/made-to-order-constants';
import { ordersOf, type DataSubject } from './data-subject';

// An account is not closed while the shop and the person still owe each other something: an order
// unpaid, being made or on its way, or a refund not yet paid out. Its details are needed to finish
// it (a courier calls the phone, a refund goes to the customer), so the person is told which order
// and why, and may close once it is delivered or cancelled.

export type ClosingBlocker = { orderNumber: string; why: 'unpaid' | 'balance unpaid' | 'being made' | 'on its way' | 'being prepared' | 'refund in progress' };

type OpenOrder = { orderNumber: string; status: string; paymentStatus: string; stage: string | null; openRefunds: number };

function blockerOf(order: OpenOrder): ClosingBlocker['why'] | null {
  if (order.openRefunds > 0) return 'refund in progress';
  if (order.status === 'cancelled') return null;
  if (order.status === 'shipped' || order.stage === 'out_for_delivery') return 'on its way';
  if (order.paymentStatus === 'deposit_paid') return 'balance unpaid';
  if (order.paymentStatus === 'pending' || order.paymentStatus === 'failed') return 'unpaid';
  if (order.status === 'delivered') return null;
  return (PRODUCTION_STAGES as readonly string[]).includes(order.stage ?? '') ? 'being made' : 'being prepared';
}

/**
 * Refunds of the order not yet paid out. "orders"."id" is named in full: Drizzle writes a lone
 * column unqualified, which inside the subquery would mean the refund's own id.
 */
const openRefunds = sql<number>`(select count(*)::int from ${refunds} r where r.order_id = "orders"."id" and r.status in ('pending', 'approved'))`;

/** The orders that keep `subject`'s account open, each with why; empty when it may close. */
export function closingBlockers(database: Database | Transaction, subject: DataSubject): Promise<ClosingBlocker[]> {
  return unfinishedOrders(database, ordersOf(subject));
}

/** Of the orders `where` finds, those not finished, each with why (an erasure on request waits for them too). */
export async function unfinishedOrders(database: Database | Transaction, where: SQL): Promise<ClosingBlocker[]> {
  const open = await database
    .select({
      orderNumber: orders.orderNumber,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      stage: orders.stage,
      openRefunds,
    })
    .from(orders)
    .where(
      and(
        where,
        // A delivered and paid (or refunded) order, or a cancelled one without a refund under way, never blocks.
        sql`(${orders.status} not in ('delivered', 'cancelled') or ${orders.paymentStatus} in ('pending', 'deposit_paid') or ${openRefunds} > 0)`,
      ),
    )
    .orderBy(orders.createdAt);
  return open.flatMap((order) => {
    const why = blockerOf(order);
    return why ? [{ orderNumber: order.orderNumber, why }] : [];
  });
}

/** "order ORD-1 (unpaid)", "orders ORD-1 (unpaid), ORD-2 (being made)": which orders and why. */
export function blockerList(blockers: ClosingBlocker[]): string {
  return `${blockers.length === 1 ? 'order' : 'orders'} ${blockers.map((blocker) => `${blocker.orderNumber} (${blocker.why})`).join(', ')}`;
}

/** The sentence the person reads: which orders and why. */
export function closingBlockedMessage(blockers: ClosingBlocker[]): string {
  const one = blockers.length === 1;
  return `This account can't be closed yet: ${blockerList(blockers)} ${one ? 'is' : 'are'} not finished. Once ${one ? 'it is' : 'they are'} delivered or cancelled and any refund is paid, you can close it.`;
}

