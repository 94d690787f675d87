import 'server-only';
import { and, eq, inArray, notLike, sql } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { auditLog, discountRedemptions, jobs, orders, stockAlerts } from '@/server/db/schema';
import { closedRedemptionKey } from '@/server/discounts/redemption-email';
import { DELETED_CUSTOMER } from '@/lib/privacy';
import { mailJobsOf, ordersOf, stockAlertsOf, type DataSubject } from './data-subject';

// What closing an account (./close-account.ts) takes from the tables beside the orders: the traces
// of the person that the account row's delete does not cascade to.

/**
 * The code uses of the kept orders keep a keyed hash of their address, not the address, so a
 * code's "once per customer" still counts them if the same address orders again
 * (src/server/discounts/redemption-email.ts).
 */
export async function hashRedemptionEmails(tx: Transaction, orderIds: string[]) {
  if (orderIds.length === 0) return;
  const ofTheirOrders = and(inArray(discountRedemptions.orderId, orderIds), notLike(discountRedemptions.customerEmail, 'closed:%'));
  const addresses = await tx.selectDistinct({ email: discountRedemptions.customerEmail }).from(discountRedemptions).where(ofTheirOrders);
  for (const { email } of addresses) {
    if (email === null) continue; // a use that counts against no address (an unconfirmed account's) names nobody
    await tx
      .update(discountRedemptions)
      .set({ customerEmail: closedRedemptionKey(email) })
      .where(and(ofTheirOrders, eq(discountRedemptions.customerEmail, email)));
  }
}

/**
 * The photos of the problem reports of `subject`'s orders (pictures inside a home), locked: closing
 * removes the files after its commit, and the report's words and photo keys with the orders'
 * anonymising. Read before it, while `ordersOf` still finds the orders by the address.
 */
export async function problemPhotosOf(tx: Transaction, subject: DataSubject): Promise<string[]> {
  const reported = await tx
    .select({ keys: orders.problemPhotoKeys })
    .from(orders)
    .where(and(ordersOf(subject), sql`cardinality(${orders.problemPhotoKeys}) > 0`))
    .for('update');
  return reported.flatMap((order) => order.keys);
}

/** Back-in-stock alerts, waiting or already mailed. */
export async function dropStockAlerts(tx: Transaction, subject: DataSubject) {
  await tx.delete(stockAlerts).where(stockAlertsOf(subject));
}

/** Mails waiting to go to the person, and the copies the jobs table keeps of those sent. */
export async function dropMailJobs(tx: Transaction, subject: DataSubject) {
  await tx.delete(jobs).where(mailJobsOf(subject));
}

/**
 * The activity log's rows about a customer record that is now anonymous (or gone): the label and
 * every changed field's before and after are erased, so the log keeps that a change happened and
 * who made it, not the person. The log's trigger lets exactly this UPDATE through, and only for a
 * record that is closed or gone (migration 0021); `audit_log_erased_changes` is its.
 */
export async function eraseCustomerHistory(tx: Transaction, customerId: string) {
  const label = `Customer ${DELETED_CUSTOMER}`;
  await tx
    .update(auditLog)
    .set({ entityLabel: label, changes: sql`audit_log_erased_changes(${auditLog.changes})` })
    .where(
      and(
        eq(auditLog.entityType, 'customer'),
        eq(auditLog.entityId, customerId),
        sql`(${auditLog.entityLabel} <> ${label} or ${auditLog.changes} <> audit_log_erased_changes(${auditLog.changes}))`,
      ),
    );
}
