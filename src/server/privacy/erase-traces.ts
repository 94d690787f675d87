import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, notLike, or, sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { auditLog, discountRedemptions, draftOrders, orders, stockAlerts } from '@/server/db/schema';
import { deleteJobsNaming } from '@/server/jobs/queue';
import { closedRedemptionKey } from '@/server/discounts/redemption-email';
import { CLOSED_ACCOUNT_EMAIL_DOMAIN, DELETED_CUSTOMER } from '@/lib/privacy';
import { eraseConversationsOf, ERASED_CONVERSATION_LABEL, type ErasedConversations } from '@/server/inbox/erase-conversations';
import type { ConversationOwner } from '@/server/inbox/conversations-of';
import { stockAlertsOf, type DataSubject } from './data-subject';

// What closing an account (./close-account.ts), or erasing a phone number's records (./phone-records.ts),
// takes from the tables beside the orders: the traces of the person that the account row's delete does
// not cascade to, their conversations in the inbox among them.

/** An address no mail reaches (.invalid is reserved), one per erasure, so the kept orders still add up as one customer's. */
export function anonymousEmail() {
  return `deleted-${randomUUID()}@${CLOSED_ACCOUNT_EMAIL_DOMAIN}`;
}

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
 * The photos of the problem reports of the orders `where` finds (pictures inside a home), locked: an
 * erasure removes the files after its commit, and the report's words and photo keys with the orders'
 * anonymising. Read before it, while `where` still finds the orders by the address or phone.
 */
export async function problemPhotosOf(tx: Transaction, where: SQL): Promise<string[]> {
  const reported = await tx
    .select({ keys: orders.problemPhotoKeys })
    .from(orders)
    .where(and(where, sql`cardinality(${orders.problemPhotoKeys}) > 0`))
    .for('update');
  return reported.flatMap((order) => order.keys);
}

/**
 * What a kept order says of its customer once they are erased: the books keep its lines, money and
 * dates. A problem report's words and photos go; that one was reported, and when it was dealt with, stay.
 */
export const ANONYMISED_ORDER = {
  customerName: DELETED_CUSTOMER,
  customerPhone: null,
  shippingAddress: DELETED_CUSTOMER,
  notes: null,
  problemReport: null,
  problemPhotoKeys: [],
} satisfies Partial<typeof orders.$inferInsert>;

/** Back-in-stock alerts, waiting or already mailed. */
export async function dropStockAlerts(tx: Transaction, subject: DataSubject) {
  await tx.delete(stockAlerts).where(stockAlertsOf(subject));
}

/**
 * Mails waiting to go to the person, and the copies the jobs table keeps of those sent: a mail to their
 * address, a link for their account (the queue's deleteJobsNaming). One still waiting to go to an address
 * not proved may be the real owner's (a guest order's confirmation), so it is only theirs once the address
 * is proved; a sent one is only a copy of what went out.
 */
export async function dropMailJobs(tx: Transaction, subject: DataSubject) {
  await deleteJobsNaming({ email: subject.email, userId: subject.userId, pendingToEmail: subject.ownsEmail }, tx);
}

/**
 * The activity log's rows about the `entityType` rows `ids`, now anonymous or gone: the label becomes `label`
 * and every changed field's before and after is erased, so the log keeps that a change happened and who made
 * it, not the person. The log's trigger lets exactly this UPDATE through, and only for a customer record that
 * is closed or gone (migration 0021) or a conversation that is gone (0057); `audit_log_erased_changes` is its.
 */
async function eraseHistory(tx: Transaction, entityType: 'customer' | 'conversation', ids: string[], label: string) {
  if (ids.length === 0) return;
  await tx
    .update(auditLog)
    .set({ entityLabel: label, changes: sql`audit_log_erased_changes(${auditLog.changes})` })
    .where(
      and(
        eq(auditLog.entityType, entityType),
        inArray(auditLog.entityId, ids),
        sql`(${auditLog.entityLabel} <> ${label} or ${auditLog.changes} <> audit_log_erased_changes(${auditLog.changes}))`,
      ),
    );
}

/** The activity log's rows about a customer record that is now anonymous (or gone). */
export function eraseCustomerHistory(tx: Transaction, customerId: string) {
  return eraseHistory(tx, 'customer', [customerId], `Customer ${DELETED_CUSTOMER}`);
}

/**
 * The person's conversations in the inbox, with their messages and, for the caller to remove after the
 * commit, their pictures and voice notes; then the conversations' rows in the activity log, which name them.
 */
export async function eraseConversations(tx: Transaction, owner: ConversationOwner): Promise<ErasedConversations> {
  const erased = await eraseConversationsOf(tx, owner);
  await eraseHistory(tx, 'conversation', erased.ids, ERASED_CONVERSATION_LABEL);
  return erased;
}

/** What a draft order's rows of the activity log say of its customer once erased (src/server/drafts/draft-writes.ts labels them). */
export const ERASED_DRAFT_LABEL = `Draft order for ${DELETED_CUSTOMER}`;

/**
 * The activity log's rows about draft orders that are now anonymous (or gone): the label, which names
 * the customer, every changed field's before and after, and the address a link was mailed to are erased;
 * the pieces, money and dates stay. Migration 0046 lets exactly this UPDATE through, and only for such
 * a draft.
 */
export async function eraseDraftHistory(tx: Transaction, draftIds: string[]) {
  if (draftIds.length === 0) return;
  await tx
    .update(auditLog)
    .set({ entityLabel: ERASED_DRAFT_LABEL, changes: sql`audit_log_erased_changes(${auditLog.changes})`, details: sql`${auditLog.details} - 'to'` })
    .where(
      and(
        eq(auditLog.entityType, 'draft_order'),
        inArray(auditLog.entityId, draftIds),
        or(sql`${auditLog.entityLabel} <> ${ERASED_DRAFT_LABEL}`, sql`${auditLog.details} <> ${auditLog.details} - 'to'`, sql`${auditLog.changes} <> audit_log_erased_changes(${auditLog.changes})`),
      ),
    );
}

/**
 * The draft orders `where` finds: kept anonymised beside the order one became (under `anonymous`, an
 * address no mail reaches), else deleted; then their history in the activity log.
 */
export async function eraseDrafts(tx: Transaction, where: SQL, anonymous: string) {
  const erased = await tx.select({ id: draftOrders.id }).from(draftOrders).where(where).for('update');
  await tx.update(draftOrders).set({ customerName: DELETED_CUSTOMER, customerEmail: anonymous, customerPhone: null, note: null }).where(and(where, eq(draftOrders.status, 'ordered')));
  await tx.delete(draftOrders).where(and(where, ne(draftOrders.status, 'ordered')));
  await eraseDraftHistory(tx, erased.map((draft) => draft.id));
  return erased.length;
}
