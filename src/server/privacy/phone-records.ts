import 'server-only';
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { db, type Transaction } from '@/server/db/client';
import { conversations, draftOrders, orders } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
import { recordAudit } from '@/server/audit/record-audit';
import { draftStateOf, type DraftOrderState } from '@/lib/draft-orders';
import { draftsWithLines, ordersWithDetails } from './account-export';
import { blockerList, unfinishedOrders } from './closing-blockers';
import { ANONYMISED_ORDER, anonymousEmail, eraseConversations, eraseDrafts, problemPhotosOf } from './erase-traces';
import { eraseMessagingOf } from '@/server/messaging/erase-messaging';
import { conversationsOf, type ConversationOwner } from '@/server/inbox/conversations-of';
import { conversationsWithFiles } from './account-export-conversations';

// Requests for a phone number (NDPA 2023; docs/security.md, "The shopper's data"). A draft order or a
// showroom sale made with a phone number only, no email and no account, belongs to no account and to no
// customer record, so neither "Download my data" nor closing an account reaches it. The owner, once they
// have checked who is asking, finds such records by the number, downloads them for the person, or erases
// them as closing an account would: a sale stays in the books without the person, a draft goes (or, if it
// became an order, stays anonymised), their conversations in the inbox keyed by the number go, and their
// rows in the activity log no longer name them. A record with an email is the email's, and a conversation
// matched to an account the account's, reached through the Customers screen's "Close account".

/** The showroom sales (any order) made with `phone`, in its stored form, and neither an email nor an account. */
export const phoneOnlyOrders = (phone: string): SQL => and(eq(orders.customerPhone, phone), eq(orders.customerEmail, ''), isNull(orders.userId))!;

/** The draft orders made with `phone` and no email. */
export const phoneOnlyDrafts = (phone: string): SQL => and(eq(draftOrders.customerPhone, phone), isNull(draftOrders.customerEmail))!;

/** The inbox's conversations keyed by `phone` and matched to no account (src/server/inbox/conversations-of.ts). */
const phoneOnlyConversations = (phone: string): ConversationOwner => ({ userId: null, phones: [phone], email: null });

export const NOTHING_HELD = 'Nothing is held for this phone number. Check the number, or look it up again.';

export type PhoneRecords = {
  sales: { orderNumber: string; placedAt: Date; name: string; totalKobo: number; status: string }[];
  drafts: { id: string; madeAt: Date; name: string; totalKobo: number; state: DraftOrderState }[];
  conversations: { id: string; name: string | null; lastMessageAt: Date }[];
};

/** What the shop holds for `phone`, newest first: enough for the owner to tell the person. */
export async function findPhoneRecords(phone: string): Promise<PhoneRecords> {
  const [sales, drafts, talks] = await Promise.all([
    db
      .select({ orderNumber: orders.orderNumber, placedAt: orders.createdAt, name: orders.customerName, totalKobo: orders.totalAmountKobo, status: orders.status })
      .from(orders)
      .where(phoneOnlyOrders(phone))
      .orderBy(desc(orders.createdAt)),
    db
      .select({ id: draftOrders.id, madeAt: draftOrders.createdAt, name: draftOrders.customerName, totalKobo: draftOrders.totalKobo, status: draftOrders.status, expiresAt: draftOrders.expiresAt })
      .from(draftOrders)
      .where(phoneOnlyDrafts(phone))
      .orderBy(desc(draftOrders.createdAt)),
    db
      .select({ id: conversations.id, name: conversations.name, lastMessageAt: conversations.lastMessageAt })
      .from(conversations)
      .where(conversationsOf(phoneOnlyConversations(phone)))
      .orderBy(desc(conversations.lastMessageAt)),
  ]);
  return { sales, drafts: drafts.map(({ status, expiresAt, ...draft }) => ({ ...draft, state: draftStateOf({ status, expiresAt }) })), conversations: talks };
}

/** Everything held for `phone`, as "Download my data" gives an account's: amounts in kobo, files inside. */
export async function collectPhoneRecords(phone: string) {
  const [sales, drafts, talks] = await Promise.all([ordersWithDetails(phoneOnlyOrders(phone)), draftsWithLines(phoneOnlyDrafts(phone)), conversationsWithFiles(phoneOnlyConversations(phone))]);
  return { exportedAt: new Date(), phone, orders: sales, draftOrders: drafts, conversations: talks };
}

export type ErasedPhoneRecords = { salesKept: number; draftsErased: number; conversationsErased: number; filesToRemove: string[] };

/**
 * Erases the person behind `phone` from their records, in `tx`; refused, naming the orders, while a sale
 * is unfinished (the shop still needs the number to finish it). The activity log keeps that it was done,
 * by whom and why, never the number.
 */
export async function erasePhoneRecords(tx: Transaction, phone: string, reason: string): Promise<ErasedPhoneRecords> {
  const sales = phoneOnlyOrders(phone);
  const blockers = await unfinishedOrders(tx, sales);
  if (blockers.length > 0) {
    const one = blockers.length === 1;
    throw new ActionError(`Not erased yet: ${blockerList(blockers)} ${one ? 'is' : 'are'} not finished. Once ${one ? 'it is' : 'they are'} delivered or cancelled and any refund is paid, erase them.`);
  }
  const problemPhotos = await problemPhotosOf(tx, sales);
  const kept = await tx.update(orders).set(ANONYMISED_ORDER).where(sales).returning({ id: orders.id });
  const draftsErased = await eraseDrafts(tx, phoneOnlyDrafts(phone), anonymousEmail());
  const talks = await eraseConversations(tx, phoneOnlyConversations(phone));
  if (kept.length === 0 && draftsErased === 0 && talks.ids.length === 0) throw new ActionError(NOTHING_HELD);
  await eraseMessagingOf(tx, { userId: null, orderIds: kept.map((order) => order.id), phones: [phone], messagesToPhones: false });
  await recordAudit(tx, {
    entityType: 'phone_records',
    label: 'Erased the records of a phone number on request',
    action: 'erased_on_request',
    details: { reason, salesKept: kept.length, draftsErased, conversationsErased: talks.ids.length },
  });
  return { salesKept: kept.length, draftsErased, conversationsErased: talks.ids.length, filesToRemove: [...problemPhotos, ...talks.filesToRemove] };
}
