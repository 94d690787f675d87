import 'server-only';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { db, type Transaction } from '@/server/db/client';
import { getStorage } from '@/server/media/storage';
import { logger } from '@/server/logger';
import { accountDeletions, contactMessages, customers, draftOrders, orders, quoteFiles, quotes, reviewHelpfulVotes, reviews, users } from '@/server/db/schema';
import { eraseMessagingOf } from '@/server/messaging/erase-messaging';
import { totalsForEmail } from '@/server/customers/customer-totals';
import { keepReviewCounts } from '@/server/reviews/review-counts';
import { thumbnailKeyOf } from '@/server/reviews/review-photos';
import { ActionError } from '@/server/action-error';
import { recordAudit } from '@/server/audit/record-audit';
import { DELETED_CUSTOMER } from '@/lib/privacy';
import { closingBlockedMessage, closingBlockers } from './closing-blockers';
import { conversationOwnerOf } from './conversation-owner';
import { contactMessagesOf, draftsOf, ordersOf, quotesOf, type DataSubject } from './data-subject';
import { ANONYMISED_ORDER, anonymousEmail, dropMailJobs, dropStockAlerts, eraseConversations, eraseCustomerHistory, eraseDrafts, hashRedemptionEmails, problemPhotosOf } from './erase-traces';

// Closing an account under the Nigeria Data Protection Act 2023 (docs/security.md, "The shopper's
// data"). The person goes; the shop's books stay. Orders and their VAT receipts must be kept, the
// person's identity need not be: each order keeps its lines, money and dates, with the name, email,
// phone and address replaced. The account row goes, and with it (ON DELETE CASCADE) its sessions,
// sign-in methods, passkeys, two-factor enrolment and mailed links. Their reviews go too, with their
// photos, off the products' kept averages, and their helpful votes off the reviews they voted for.
// So do the traces elsewhere (./erase-traces.ts): problem reports and their photos, stock alerts,
// mails queued or kept in the jobs table, the history of the customer record and of the draft orders
// in the activity log, their conversations in the inbox with the pictures and voice notes; the
// code uses keep only a hash of the address, so a code's per-customer limit still counts them.

/** `filesToRemove`: private files of the dropped quote requests, reviews, problem reports and conversations, for the caller to remove once the transaction commits. */
export type ClosedAccount = { ordersKept: number; filesToRemove: string[] };

/** `customerId`: the customer record the admin closed it from, which the activity log names. */
export type ClosedBy = { by: 'customer' } | { by: 'admin'; adminId: string; reason: string; customerId: string };

/**
 * The customer record of those orders, which the back office counts and totals by email: moved to
 * the anonymous address when nothing else is left under the real one, otherwise split, so every
 * record's totals still match its orders and the list's sum is unchanged.
 */
async function anonymiseCustomerRecord(tx: Transaction, email: string, anonymous: string, ordersKept: number) {
  const [record] = await tx.select({ id: customers.id }).from(customers).where(sql`lower(${customers.email}) = lower(${email})`).for('update');
  const [{ left } = { left: 0 }] = await tx.select({ left: sql<number>`count(*)::int` }).from(orders).where(sql`lower(${orders.customerEmail}) = lower(${email})`);
  const kept = ordersKept > 0 ? await totalsForEmail(tx, anonymous) : null;
  const anonymousRecord = { name: DELETED_CUSTOMER, email: anonymous, phone: null, address: null };
  if (record && left === 0) {
    // Nothing is left under the real address: the record itself becomes anonymous, or goes when it
    // never had an order; then its history in the activity log no longer names the person.
    if (kept) await tx.update(customers).set({ ...anonymousRecord, ...kept }).where(eq(customers.id, record.id));
    else await tx.delete(customers).where(eq(customers.id, record.id));
    await eraseCustomerHistory(tx, record.id);
    return kept ? record.id : null;
  }
  if (record) await tx.update(customers).set(await totalsForEmail(tx, email)).where(eq(customers.id, record.id));
  if (!kept) return null;
  const [created] = await tx.insert(customers).values({ ...anonymousRecord, ...kept }).returning({ id: customers.id });
  return created!.id;
}

/**
 * The account's reviews and helpful votes, which the account row's delete would cascade away without
 * moving what products and reviews keep of them (src/server/reviews/review-counts.ts): taken off
 * those first, with the rows locked, then deleted. Returns the reviews' photo files.
 */
async function dropReviewsOf(tx: Transaction, userId: string): Promise<string[]> {
  const theirs = await tx
    .select({ id: reviews.id, productId: reviews.productId, status: reviews.status, rating: reviews.rating, photos: reviews.photos })
    .from(reviews)
    .where(eq(reviews.userId, userId))
    .for('update');
  for (const review of theirs) await keepReviewCounts(tx, review.productId, review, null);
  const voted = tx.select({ id: reviewHelpfulVotes.reviewId }).from(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.userId, userId));
  await tx.update(reviews).set({ helpfulCount: sql`${reviews.helpfulCount} - 1` }).where(inArray(reviews.id, voted));
  await tx.delete(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.userId, userId));
  await tx.delete(reviews).where(eq(reviews.userId, userId));
  return theirs.flatMap((review) => review.photos.flatMap((key) => [key, thumbnailKeyOf(key)]));
}

/** Every number the person gave on an order, a quote or a draft: what messaging holds is keyed by them. */
async function phonesOf(tx: Transaction, subject: DataSubject): Promise<Array<string | null>> {
  const fromOrders = await tx.select({ phone: orders.customerPhone }).from(orders).where(ordersOf(subject));
  const fromQuotes = await tx.select({ phone: quotes.phone }).from(quotes).where(quotesOf(subject));
  const fromDrafts = await tx.select({ phone: draftOrders.customerPhone }).from(draftOrders).where(draftsOf(subject));
  return [...fromOrders, ...fromQuotes, ...fromDrafts].map((row) => row.phone);
}

/**
 * Closes `subject`'s account (or, without one, erases a customer record's identity) in `tx`.
 * Refused, with which orders and why, while one is unfinished.
 */
export async function closeAccount(tx: Transaction, subject: DataSubject, closedBy: ClosedBy): Promise<ClosedAccount> {
  const blockers = await closingBlockers(tx, subject);
  if (blockers.length > 0) throw new ActionError(closingBlockedMessage(blockers), { blockers });
  const anonymous = anonymousEmail();
  const problemPhotos = await problemPhotosOf(tx, ordersOf(subject));
  const conversationOwner = await conversationOwnerOf(tx, subject);
  // The account's own number too: the replies the inbox sent it, its consents and window.
  const phones = [...(await phonesOf(tx, subject)), ...conversationOwner.phones];
  const kept = await tx
    .update(orders)
    .set({ ...ANONYMISED_ORDER, customerEmail: anonymous })
    .where(ordersOf(subject))
    .returning({ id: orders.id });
  await hashRedemptionEmails(tx, kept.map((order) => order.id));
  const customerRecordId = await anonymiseCustomerRecord(tx, subject.email, anonymous, kept.length);
  // A quote that became an order stays with it, anonymised; the others are only the person's request.
  const theirQuotes = quotesOf(subject);
  await tx.update(quotes).set({ name: DELETED_CUSTOMER, email: anonymous, phone: null }).where(and(theirQuotes, eq(quotes.status, 'ordered')));
  const droppedQuotes = tx.select({ id: quotes.id }).from(quotes).where(and(theirQuotes, ne(quotes.status, 'ordered')));
  const droppedFiles = await tx.select({ key: quoteFiles.storageKey }).from(quoteFiles).where(inArray(quoteFiles.quoteId, droppedQuotes));
  await tx.delete(quotes).where(and(theirQuotes, ne(quotes.status, 'ordered')));
  await eraseDrafts(tx, draftsOf(subject), anonymous);
  await tx.delete(contactMessages).where(contactMessagesOf(subject));
  await dropStockAlerts(tx, subject);
  await dropMailJobs(tx, subject);
  await eraseMessagingOf(tx, { userId: subject.userId, orderIds: kept.map((order) => order.id), phones, messagesToPhones: true });
  const conversations = await eraseConversations(tx, conversationOwner);
  const reviewPhotos = subject.userId ? await dropReviewsOf(tx, subject.userId) : [];
  if (subject.userId) await tx.delete(users).where(eq(users.id, subject.userId));
  await tx.insert(accountDeletions).values({
    closedBy: closedBy.by,
    adminId: closedBy.by === 'admin' ? closedBy.adminId : null,
    reason: closedBy.by === 'admin' ? closedBy.reason : null,
    customerRecordId,
    ordersKept: kept.length,
  });
  if (closedBy.by === 'admin') {
    // The log must not undo the anonymisation: the record's id, the reason and the counts, never
    // the name, email or anything else that was erased.
    await recordAudit(tx, {
      entityType: 'customer',
      entityId: closedBy.customerId,
      label: `Customer ${DELETED_CUSTOMER}`,
      action: 'account_closed',
      details: { reason: closedBy.reason, ordersKept: kept.length, hadAccount: subject.userId !== null, customerRecordId },
    });
  }
  return { ordersKept: kept.length, filesToRemove: [...droppedFiles.map((file) => file.key), ...reviewPhotos, ...problemPhotos, ...conversations.filesToRemove] };
}

/** Removes an erasure's files once its transaction committed; a failed removal is only logged. */
export async function removeErasedFiles(keys: string[]) {
  const storage = getStorage();
  await Promise.all(keys.map((key) => storage.remove(key).catch((error: unknown) => logger.warn({ err: error, key }, 'Could not remove an erased person’s file'))));
}

/** Closes in one transaction, then removes the dropped files. */
export async function closeAccountAndFiles(subject: DataSubject, closedBy: ClosedBy): Promise<number> {
  const closed = await db.transaction((tx) => closeAccount(tx, subject, closedBy));
  await removeErasedFiles(closed.filesToRemove);
  return closed.ordersKept;
}
