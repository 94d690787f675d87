import { and, asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { db } from '@/server/db/client';
import { auditLog, customers, jobs, orders, orderStockAllocations, stockMovements } from '@/server/db/schema';
import { ORDER_PLACED_MAILS_JOB } from '@/server/sales/order-placed-mails';

/**
 * What the one order door (src/server/sales/open-order.ts) leaves behind for every channel's order: the
 * channel's Activity row on the order before any other (by the staff member who sold it, or the shop for
 * a shopper's own step; none for a checkout), its placed-order mails queued once, every unit it took
 * allocated to the place it came from, and its customer filed when it has an email.
 */
export async function expectOpenedThroughTheDoor(orderId: string, { action, unitsTaken, by }: { action: string | null; unitsTaken: number; by: 'staff' | 'system' }) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  expect(order).toBeDefined();
  // The order's first row is the door's; what follows (the Sell screen's payments) is the channel's.
  const activity = await db.select({ action: auditLog.action, actorKind: auditLog.actorKind, clientIp: auditLog.clientIp }).from(auditLog).where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, orderId))).orderBy(asc(auditLog.id));
  if (action === null) {
    // A shopper's checkout: the order is its own record.
    expect(activity).toEqual([]);
  } else {
    expect(activity[0]?.action).toBe(action);
    // A shopper's own step is written as the shop's: the log keeps no shopper's name or address.
    expect(activity[0]?.actorKind).toBe(by);
    if (by === 'system') expect(activity[0]?.clientIp).toBeNull();
    expect(activity.filter((row) => row.action === action)).toHaveLength(1);
  }
  const mails = await db.select().from(jobs).where(and(eq(jobs.kind, ORDER_PLACED_MAILS_JOB), sql`${jobs.payload}->>'orderId' = ${orderId}`));
  expect(mails).toHaveLength(1);
  const [taken] = await db.select({ units: sql<number>`coalesce(-sum(${stockMovements.change}), 0)::int` }).from(stockMovements).where(eq(stockMovements.orderId, orderId));
  const [allocated] = await db.select({ units: sql<number>`coalesce(sum(${orderStockAllocations.quantity}), 0)::int` }).from(orderStockAllocations).where(eq(orderStockAllocations.orderId, orderId));
  expect({ taken: taken?.units, allocated: allocated?.units }).toEqual({ taken: unitsTaken, allocated: unitsTaken });
  if (order!.customerEmail) {
    const filed = await db.select({ totalOrders: customers.totalOrders }).from(customers).where(sql`lower(${customers.email}) = lower(${order!.customerEmail})`);
    expect(filed).toEqual([{ totalOrders: expect.any(Number) }]);
    expect(filed[0]!.totalOrders).toBeGreaterThanOrEqual(1);
  }
}
